// The error catalogue by name, for screens: they compare an error with
// ERRNO.INCORRECT_PASSWORD rather than with 103, and show a client-side
// error by its key, so a number never has to be written twice.
import { AUTH_ERRORS, OAUTH_ERRORS, authErrorFtlId } from '../../generated/errors';
import type { AuthErrorKey, OAuthErrorKey } from '../../generated/errors';

export type { AuthErrorKey, OAuthErrorKey };

/** Every auth errno of the catalogue by its key. */
export const ERRNO = Object.fromEntries(Object.entries(AUTH_ERRORS).map(([key, entry]) => [key, entry.errno])) as {
  readonly [K in AuthErrorKey]: (typeof AUTH_ERRORS)[K]['errno'];
};

/** Every OAuth errno of the catalogue by its key. */
export const OAUTH_ERRNO = Object.fromEntries(Object.entries(OAUTH_ERRORS).map(([key, entry]) => [key, entry.errno])) as {
  readonly [K in OAuthErrorKey]: (typeof OAUTH_ERRORS)[K]['errno'];
};

/** The Fluent id of the catalogue's message for `key`. */
export function authErrorMessageId(key: AuthErrorKey): string {
  return authErrorFtlId(AUTH_ERRORS[key].errno);
}
