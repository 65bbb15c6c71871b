// The profile API answers some catalogue errors with another HTTP status than
// the catalogue's own (403 for a token without the scope, 404 for an unknown
// avatar, 415 for a type no avatar may be), as its contract says.
import type { AuthServerErrorKey, ErrorBody } from '../../generated/errors';
import { AppError } from '../errors';

const REASONS: Readonly<Record<number, string>> = {
  403: 'Forbidden',
  404: 'Not Found',
  415: 'Unsupported Media Type',
};

class StatusError extends AppError {
  constructor(
    key: AuthServerErrorKey,
    private readonly status: 403 | 404 | 415,
    message: string,
  ) {
    super(key, { message });
  }

  override get body(): ErrorBody {
    return { ...super.body, code: this.status, error: REASONS[this.status]! };
  }
}

/** A catalogue error sent with the given status. */
export function statusError(key: AuthServerErrorKey, status: 403 | 404 | 415, message: string): AppError {
  return new StatusError(key, status, message);
}
