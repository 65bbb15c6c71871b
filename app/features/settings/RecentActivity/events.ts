// The security events the server records, each with the Fluent message that
// names it on the recent activity page; a name not listed here (a newer
// server) is shown with a generic label rather than its raw name.
export const SECURITY_EVENT_MESSAGES: Readonly<Record<string, string>> = {
  'account.create': 'settings-event-account-create',
  'account.verify': 'settings-event-account-verify',
  'account.login': 'settings-event-account-login',
  'session.verify': 'settings-event-session-verify',
  'session.destroy': 'settings-event-session-destroy',
  'account.password_changed': 'settings-event-password-changed',
  'account.password_reset': 'settings-event-password-reset',
  'account.password_added': 'settings-event-password-added',
  'account.display_name_changed': 'settings-event-display-name-changed',
  'account.login.unblocked': 'settings-event-login-unblocked',
  'account.login.unblock_rejected': 'settings-event-login-unblock-rejected',
  'account.two_factor_added': 'settings-event-two-factor-added',
  'account.two_factor_removed': 'settings-event-two-factor-removed',
  'account.two_factor_replace_success': 'settings-event-two-factor-replaced',
  'account.recovery_codes_created': 'settings-event-backup-codes-created',
  'account.recovery_codes_replaced': 'settings-event-backup-codes-replaced',
  'account.recovery_codes_signin_complete': 'settings-event-backup-code-signin',
  'account.recovery_codes_reset_password_complete': 'settings-event-backup-code-reset',
  'account.recovery_phone_setup_complete': 'settings-event-recovery-phone-added',
  'account.recovery_phone_replace_complete': 'settings-event-recovery-phone-changed',
  'account.recovery_phone_removed': 'settings-event-recovery-phone-removed',
  'account.recovery_phone_signin_complete': 'settings-event-recovery-phone-signin',
  'account.recovery_phone_reset_password_complete': 'settings-event-recovery-phone-reset',
  'account.secondary_email_added': 'settings-event-secondary-email-added',
  'account.secondary_email_verified': 'settings-event-secondary-email-verified',
  'account.secondary_email_removed': 'settings-event-secondary-email-removed',
  'account.primary_email_changed': 'settings-event-primary-email-changed',
  'account.recovery_key_added': 'settings-event-recovery-key-added',
  'account.recovery_key_replaced': 'settings-event-recovery-key-replaced',
  'account.recovery_key_removed': 'settings-event-recovery-key-removed',
  'account.recovery_key_hint_updated': 'settings-event-recovery-key-hint-updated',
  'account.recovery_key_used': 'settings-event-recovery-key-used',
  'account.passkey_added': 'settings-event-passkey-added',
  'account.passkey_removed': 'settings-event-passkey-removed',
  'account.passkey_signin_complete': 'settings-event-passkey-signin',
  'account.passkey_counter_regressed': 'settings-event-passkey-counter-regressed',
};

export const UNKNOWN_SECURITY_EVENT_MESSAGE = 'settings-event-unknown';

/** The Fluent message naming the event `name`. */
export function securityEventMessage(name: string): string {
  return Object.hasOwn(SECURITY_EVENT_MESSAGES, name) ? SECURITY_EVENT_MESSAGES[name]! : UNKNOWN_SECURITY_EVENT_MESSAGE;
}

export interface SecurityEventItem {
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The browser and system of the device behind the event, as the server read them; null or absent when unknown. */
  browser?: string | null;
  os?: string | null;
}

/** Whether the server knows anything of the device behind the event (older events and those without a request know nothing). */
export function hasDevice(event: SecurityEventItem): boolean {
  return Boolean(event.browser?.trim() || event.os?.trim());
}

/** Newest first, whatever order they came in. */
export function newestFirst<T extends SecurityEventItem>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => b.createdAt - a.createdAt);
}
