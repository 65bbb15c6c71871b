// The reset's rules, kept apart from React so they read like the spec: which
// ways forward an account has once its emailed code is checked, where each
// leads, and how a recovery key is shown while it is typed.
import { RECOVERY_KEY_GROUP, RECOVERY_KEY_LENGTH } from '../../lib/crypto';
import { PATHS } from '../../lib/paths';

/** The resume value a password-forgot request sends (SPEC §9: base64 of an empty object). */
export const PASSWORD_FORGOT_RESUME = 'e30=';

/** What the account has, as the server told the reset after the emailed code. */
export interface ResetPaths {
  /** Two-step authentication with an authenticator app is set up. */
  totp: boolean;
  /** Unused backup authentication codes. */
  backupCodes: number;
  /** The last digits of the recovery phone, when it has one. */
  phoneDigits?: string | undefined;
  /** An account recovery key is set. */
  recoveryKey: boolean;
}

/** A second factor that proves a two-step account's reset. */
export type SecondFactor = 'totp' | 'backup-code' | 'phone';

/**
 * The second factors a reset may be proved with, in the chooser's order: none
 * for an account without two-step authentication; otherwise the authenticator
 * app, then backup codes while some are left, then the recovery phone.
 */
export function secondFactors(paths: ResetPaths): SecondFactor[] {
  if (!paths.totp) return [];
  return ['totp', ...(paths.backupCodes > 0 ? (['backup-code'] as const) : []), ...(paths.phoneDigits ? (['phone'] as const) : [])];
}

/** Where the reset goes after the emailed code: the chooser when there is anything to choose. */
export function nextAfterCode(paths: ResetPaths): string {
  const factors = secondFactors(paths);
  if (paths.recoveryKey || factors.length > 1) return PATHS.resetPasswordTotpRecoveryChoice;
  if (factors[0] === 'totp') return PATHS.confirmTotpResetPassword;
  return PATHS.completeResetPassword;
}

/** The page that asks for a second factor. */
export function secondFactorPath(factor: SecondFactor): string {
  if (factor === 'totp') return PATHS.confirmTotpResetPassword;
  if (factor === 'backup-code') return PATHS.confirmBackupCodeResetPassword;
  return PATHS.resetPasswordRecoveryPhone;
}

/** Where the reset goes once a second factor is proved, or when none is needed: the key, or the new password. */
export function nextAfterSecondFactor(useRecoveryKey: boolean): string {
  return useRecoveryKey ? PATHS.accountRecoveryConfirmKey : PATHS.completeResetPassword;
}

/**
 * A recovery key as it is typed or pasted, shown the way it was given (SPEC
 * §5.4): upper case, in groups of 4 separated by spaces, at most 32
 * characters. Separators typed or pasted are dropped; other characters stay,
 * so a mistyped key is still the person's to see and correct.
 */
export function groupRecoveryKey(typed: string): string {
  const chars = typed.replace(/[\s-]+/g, '').toUpperCase().slice(0, RECOVERY_KEY_LENGTH);
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += RECOVERY_KEY_GROUP) groups.push(chars.slice(i, i + RECOVERY_KEY_GROUP));
  return groups.join(' ');
}

/** The longest a grouped key gets: 32 characters and the 7 spaces between their 8 groups. */
export const GROUPED_RECOVERY_KEY_LENGTH = RECOVERY_KEY_LENGTH + RECOVERY_KEY_LENGTH / RECOVERY_KEY_GROUP - 1;

/** An address that cannot be an account's: 'Valid email required' (1011) before anything is sent. */
export function emailProblem(email: string): 'EMAIL_REQUIRED' | undefined {
  return /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? undefined : 'EMAIL_REQUIRED';
}
