// How an error reaches a sign-up page: a Fluent id and its variables.
import { AuthClientError } from '../../api';

export interface SignupMessage {
  id: string;
  args?: Record<string, string>;
}

/** The localized message of a failed call: its catalogue id, or 'Unexpected error.'. */
export function messageOfError(error: unknown): SignupMessage {
  if (error instanceof AuthClientError) {
    return error.retryAfterLocalized
      ? { id: error.ftlId, args: { retryAfterLocalized: error.retryAfterLocalized } }
      : { id: error.ftlId };
  }
  return { id: 'auth-error-999' };
}

/** The email carried in router state from the entry page. */
export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
