// How an error reaches the entry page: a Fluent id and its variables.
import { AuthClientError } from '../../api';

export interface EntryMessage {
  id: string;
  args?: Record<string, string>;
}

/** The localized message of a failed call: its catalogue id, or 'Unexpected error.'. */
export function messageOfError(error: unknown): EntryMessage {
  if (error instanceof AuthClientError) {
    return error.retryAfterLocalized
      ? { id: error.ftlId, args: { retryAfterLocalized: error.retryAfterLocalized } }
      : { id: error.ftlId };
  }
  return { id: 'auth-error-999' };
}
