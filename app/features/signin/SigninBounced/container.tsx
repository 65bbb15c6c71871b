// /signin_bounced: mail to the address came back; the person can start again with another.
import { useCurrentAccount } from '../../../lib/flow';
import { useSigninQuery, useUseDifferentAccount } from '../flow';
import { SigninBouncedPage } from './SigninBouncedPage';

export function SigninBouncedContainer() {
  const query = useSigninQuery();
  const useDifferentAccount = useUseDifferentAccount();
  const account = useCurrentAccount();
  const email = query.email ?? account?.email ?? '';
  return <SigninBouncedPage email={email} onUseDifferentAccount={useDifferentAccount} />;
}
