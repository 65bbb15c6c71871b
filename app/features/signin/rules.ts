// The sign-in flow's rules, kept apart from React so they read like the spec:
// where a sign-in answer leads and what a failed password step leads to.
import { AuthClientError, ERRNO } from '../../api';
import type { LoginResponse } from '../../api';
import { hasErrno, shownError } from '../../lib/flow';
import type { ShownError } from '../../lib/flow';
import { PATHS } from '../../lib/paths';

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

export function loginFailure(error: unknown, alreadyRetriedEmail: boolean): LoginFailure {
  if (error instanceof AuthClientError) {
    if (error.errno === ERRNO.INCORRECT_EMAIL_CASE && error.email && !alreadyRetriedEmail) {
      return { action: 'retry-with-email', email: error.email };
    }
    if (error.errno === ERRNO.REQUEST_BLOCKED) return { action: 'unblock' };
    if (error.errno === ERRNO.INCORRECT_PASSWORD) {
      return { action: 'show', where: 'password', error: shownError(error) };
    }
  }
  return { action: 'show', where: 'banner', error: shownError(error) };
}

/** A code that was sent and has expired: the page offers a new one in place. */
export function isExpiredCode(error: unknown): boolean {
  return hasErrno(error, ERRNO.EXPIRED_TOKEN_VERIFICATION_CODE);
}
