// How an error reaches the settings page: a Fluent id and its variables.
import { AuthClientError } from '../../api';

export interface SettingsMessage {
  id: string;
  args?: Record<string, string>;
}

export function messageOfError(error: unknown): SettingsMessage {
  if (error instanceof AuthClientError) {
    return error.retryAfterLocalized
      ? { id: error.ftlId, args: { retryAfterLocalized: error.retryAfterLocalized } }
      : { id: error.ftlId };
  }
  return { id: 'auth-error-999' };
}
