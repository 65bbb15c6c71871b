// /signup_confirmed and /signup_verified: the account is confirmed; on to the
// flow's target. Said only where the browser holds the confirmed session the
// sign-up left; elsewhere the neutral page.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { AUTHENTICATED_STATE, NoOutcome, finishTarget, hasConfirmedSession } from '../../../lib/flow';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { SignupConfirmedPage } from './SignupConfirmedPage';

export function SignupConfirmedContainer({ variant = 'confirmed' }: { variant?: 'confirmed' | 'verified' }) {
  const { accounts } = useAppServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useQueryParams(BASE_QUERY);
  const [confirmed] = useState(() => hasConfirmedSession(accounts));
  if (!confirmed) return <NoOutcome />;
  const redirectTo = finishTarget(query.redirectTo, search);
  return <SignupConfirmedPage variant={variant} onContinue={() => void navigate(redirectTo, { state: AUTHENTICATED_STATE })} />;
}

/** /signup_verified: the address was confirmed from the emailed link. */
export function SignupVerifiedContainer() {
  return <SignupConfirmedContainer variant="verified" />;
}
