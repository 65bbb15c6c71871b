// Security events of two-step authentication, as the settings page lists them.
export const SECOND_FACTOR_EVENTS = {
  twoFactorAdded: 'account.two_factor_added',
  twoFactorRemoved: 'account.two_factor_removed',
  twoFactorReplaced: 'account.two_factor_replace_success',
  backupCodesCreated: 'account.recovery_codes_created',
  backupCodesReplaced: 'account.recovery_codes_replaced',
  backupCodeUsed: 'account.recovery_codes_signin_complete',
  backupCodeUsedForReset: 'account.recovery_codes_reset_password_complete',
  recoveryPhoneAdded: 'account.recovery_phone_setup_complete',
  recoveryPhoneChanged: 'account.recovery_phone_replace_complete',
  recoveryPhoneRemoved: 'account.recovery_phone_removed',
  recoveryPhoneSignIn: 'account.recovery_phone_signin_complete',
  recoveryPhoneReset: 'account.recovery_phone_reset_password_complete',
  signinUnblocked: 'account.login.unblocked',
  unblockRejected: 'account.login.unblock_rejected',
} as const;
