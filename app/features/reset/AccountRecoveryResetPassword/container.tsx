// /account_recovery_reset_password: the new password wraps the kB the recovery key opened.
import { NewPasswordContainer } from '../CompleteResetPassword/container';

export function AccountRecoveryResetPasswordContainer() {
  return <NewPasswordContainer variant="kept-key" />;
}
