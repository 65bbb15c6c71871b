// /cannot_create_account: the age given is below the minimum. Said only when
// the sign-up form sent the person here; opened otherwise, the neutral page.
import { useLocation } from 'react-router';
import { NoOutcome, reachedOutcome } from '../../../lib/flow';
import { useBackToEntry } from '../flow';
import { CannotCreateAccountPage } from './CannotCreateAccountPage';

export function CannotCreateAccountContainer() {
  const { state } = useLocation();
  const backToEntry = useBackToEntry();
  if (!reachedOutcome(state)) return <NoOutcome />;
  return <CannotCreateAccountPage onBack={backToEntry} />;
}
