// What the route table needs from the password reset: one container per path.
export { AccountRecoveryConfirmKeyContainer } from './AccountRecoveryConfirmKey/container';
export { AccountRecoveryResetPasswordContainer } from './AccountRecoveryResetPassword/container';
export { CompleteResetPasswordContainer } from './CompleteResetPassword/container';
export { ConfirmBackupCodeResetPasswordContainer } from './ConfirmBackupCodeResetPassword/container';
export { ConfirmResetPasswordContainer } from './ConfirmResetPassword/container';
export { ConfirmTotpResetPasswordContainer } from './ConfirmTotpResetPassword/container';
export { ResetPasswordContainer } from './ResetPassword/container';
export { ResetPasswordRecoveryChoiceContainer } from './ResetPasswordRecoveryChoice/container';
export { ResetPasswordRecoveryPhoneContainer } from './ResetPasswordRecoveryPhone/container';
export { ResetPasswordVerifiedContainer, ResetPasswordWithRecoveryKeyVerifiedContainer } from './ResetPasswordVerified/container';
