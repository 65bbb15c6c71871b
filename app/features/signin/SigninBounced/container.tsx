// /signin_bounced: mail to the address came back; the person can start again
// with another. Said only of a stored account marked as bounced (SPEC §3.4's
// hasBounced); otherwise the neutral page.
import { NoOutcome, useCurrentAccount } from '../../../lib/flow';
import { useSigninQuery, useUseDifferentAccount } from '../flow';
import { SigninBouncedPage } from './SigninBouncedPage';

export function SigninBouncedContainer() {
  const query = useSigninQuery();
  const useDifferentAccount = useUseDifferentAccount();
  const account = useCurrentAccount();
  if (account?.hasBounced !== true) return <NoOutcome />;
  const email = account.email ?? query.email ?? '';
  return <SigninBouncedPage email={email} onUseDifferentAccount={useDifferentAccount} />;
}
