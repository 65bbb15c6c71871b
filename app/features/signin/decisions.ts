// The sign-in flow's rules, kept apart from React so they read like the spec:
// where a sign-in answer leads, how a failure is shown, and where a finished
// sign-in goes.
import { AuthClientError } from '../../api';
import type { LoginResponse } from '../../api';
import { PATHS } from '../../routes/paths';

/** An error to show: a Fluent id and its arguments. */
export interface ShownError {
  ftlId: string;
  args?: Record<string, string>;
}

/** The errnos the sign-in pages react to (SPEC §8.2). */
export const SIGNIN_ERRNO = {
  unknownAccount: 102,
  incorrectPassword: 103,
  invalidVerificationCode: 105,
  throttled: 114,
  incorrectEmailCase: 120,
  requestBlocked: 125,
  invalidUnblockCode: 127,
  expiredCode: 153,
  backupCodeNotFound: 156,
  invalidExpiredCode: 183,
  smsLimitReached: 216,
  invalidTotpCode: 1054,
  invalidBackupCode: 1056,
} as const;

/** Where the flow goes after a successful password (or unblock code) step. */
export type SigninNext =
  | { to: 'done' }
  | { to: typeof PATHS.signinTokenCode }
  | { to: typeof PATHS.signinTotpCode };

export function nextAfterLogin(response: Pick<LoginResponse, 'sessionVerified' | 'verificationMethod'>): SigninNext {
  if (response.sessionVerified) return { to: 'done' };
  if (response.verificationMethod === 'totp-2fa') return { to: PATHS.signinTotpCode };
  return { to: PATHS.signinTokenCode };
}

/** What a failed password step leads to. */
export type LoginFailure =
  | { action: 'retry-with-email'; email: string }
  | { action: 'unblock' }
  | { action: 'show'; where: 'password' | 'banner'; error: ShownError };

/** A failure shown as the error catalogue says, with the retry time when the server gave one. */
export function shownError(error: unknown): ShownError {
  if (error instanceof AuthClientError) {
    return error.retryAfterLocalized
      ? { ftlId: error.ftlId, args: { retryAfterLocalized: error.retryAfterLocalized } }
      : { ftlId: error.ftlId };
  }
  return { ftlId: 'auth-error-999' };
}

export function loginFailure(error: unknown, alreadyRetriedEmail: boolean): LoginFailure {
  if (error instanceof AuthClientError) {
    if (error.errno === SIGNIN_ERRNO.incorrectEmailCase && error.email && !alreadyRetriedEmail) {
      return { action: 'retry-with-email', email: error.email };
    }
    if (error.errno === SIGNIN_ERRNO.requestBlocked) return { action: 'unblock' };
    if (error.errno === SIGNIN_ERRNO.incorrectPassword) {
      return { action: 'show', where: 'password', error: shownError(error) };
    }
  }
  return { action: 'show', where: 'banner', error: shownError(error) };
}

/** Where a code step's failure is shown: under the field for a wrong code, otherwise in a banner. */
export function codeFailure(
  error: unknown,
  wrongCodeErrnos: readonly number[],
  shownAs?: ShownError,
): { where: 'code' | 'banner'; error: ShownError } {
  if (error instanceof AuthClientError && wrongCodeErrnos.includes(error.errno)) {
    return { where: 'code', error: shownAs ?? shownError(error) };
  }
  return { where: 'banner', error: shownError(error) };
}

/** A code that was sent and has expired: the page offers a new one in place. */
export function isExpiredCode(error: unknown): boolean {
  return error instanceof AuthClientError && error.errno === SIGNIN_ERRNO.expiredCode;
}

/**
 * Where a finished sign-in goes: the `redirect_to` target when it is a path
 * of this site, otherwise the settings area.
 */
export function finishTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect_to');
  if (target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  return PATHS.settings;
}
