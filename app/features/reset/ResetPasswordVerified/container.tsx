// The end of a reset: on to the flow's target (the relying party's
// authorization, a same-site redirect_to, or settings) when the reset signed
// the person in; to sign-in with the address otherwise. Said only when the
// reset's last step sent the person here; opened otherwise, the neutral page.
import { useState } from 'react';
import { NoOutcome, reachedOutcome, searchWithEmail, useCurrentAccount } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useResetFlow } from '../flow';
import { ResetPasswordVerifiedPage } from './ResetPasswordVerifiedPage';

export function ResetPasswordVerifiedContainer({ variant = 'verified' }: { variant?: 'verified' | 'with-recovery-key' }) {
  const { services, location, query, go, finish, serviceName } = useResetFlow();
  const account = useCurrentAccount();
  const [signedIn] = useState(() => services.session.isSignedIn() === true && account?.verified === true && Boolean(account.sessionToken));
  if (!reachedOutcome(location.state)) return <NoOutcome />;
  const onContinue = () => {
    if (signedIn) finish(query.redirectTo);
    else go(PATHS.signin, account?.email ? searchWithEmail(location.search, account.email) : location.search);
  };
  return <ResetPasswordVerifiedPage variant={variant} signedIn={signedIn} onContinue={onContinue} serviceName={serviceName} />;
}

/** /reset_password_with_recovery_key_verified: the data was kept with the recovery key. */
export function ResetPasswordWithRecoveryKeyVerifiedContainer() {
  return <ResetPasswordVerifiedContainer variant="with-recovery-key" />;
}
