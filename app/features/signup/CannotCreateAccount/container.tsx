// /cannot_create_account: the age given is below the minimum.
import { useBackToEntry } from '../flow';
import { CannotCreateAccountPage } from './CannotCreateAccountPage';

export function CannotCreateAccountContainer() {
  const backToEntry = useBackToEntry();
  return <CannotCreateAccountPage onBack={backToEntry} />;
}
