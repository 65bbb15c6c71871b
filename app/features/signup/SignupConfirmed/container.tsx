// /signup_confirmed and /signup_verified: the account is confirmed; on to the flow's target.
import { useLocation, useNavigate } from 'react-router';
import { AUTHENTICATED_STATE, finishTarget } from '../../../lib/flow';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { SignupConfirmedPage } from './SignupConfirmedPage';

export function SignupConfirmedContainer({ variant = 'confirmed' }: { variant?: 'confirmed' | 'verified' }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useQueryParams(BASE_QUERY);
  const redirectTo = finishTarget(query.redirectTo, search);
  return <SignupConfirmedPage variant={variant} onContinue={() => void navigate(redirectTo, { state: AUTHENTICATED_STATE })} />;
}

/** /signup_verified: the address was confirmed from the emailed link. */
export function SignupVerifiedContainer() {
  return <SignupConfirmedContainer variant="verified" />;
}
