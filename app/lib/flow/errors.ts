// How a failure reaches the person, for every flow: a Fluent id from the
// error catalogue and its arguments. Screens never pick a message by number.
import { AuthClientError, ERRNO, OAuthClientError, authErrorMessageId } from '../../api';
import type { AuthErrorKey } from '../../api';

/** An error to show: a Fluent id and its arguments. */
export interface ShownError {
  ftlId: string;
  args?: Record<string, string>;
}

/** The catalogue's message for a failed call, with the wait when the server gave one; 'Unexpected error.' otherwise. */
export function shownError(error: unknown): ShownError {
  if (error instanceof OAuthClientError) {
    // A server that cannot answer now says so in the words of the auth catalogue (SPEC §8.1).
    if (error.status === 429) {
      const wait = error.retryAfterLocalized ? { retryAfterLocalized: error.retryAfterLocalized } : {};
      return shownError(new AuthClientError('server', ERRNO.THROTTLED, { status: 429, ...wait }));
    }
    if (error.status !== undefined && error.status >= 500) return { ftlId: authErrorMessageId('UNEXPECTED_ERROR') };
    return { ftlId: error.ftlId };
  }
  if (error instanceof AuthClientError) {
    return error.retryAfterLocalized
      ? { ftlId: error.ftlId, args: { retryAfterLocalized: error.retryAfterLocalized } }
      : { ftlId: error.ftlId };
  }
  return { ftlId: authErrorMessageId('UNEXPECTED_ERROR') };
}

/** The catalogue's message for a problem the browser finds itself (an empty field, a short code). */
export function clientError(key: AuthErrorKey): ShownError {
  return { ftlId: authErrorMessageId(key) };
}

/** Whether `error` is a server answer with one of `errnos` (named: ERRNO.INCORRECT_PASSWORD). */
export function hasErrno(error: unknown, ...errnos: readonly number[]): error is AuthClientError {
  return error instanceof AuthClientError && errnos.includes(error.errno);
}
