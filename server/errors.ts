// Errors the server raises on purpose. Each names an entry of the shared
// error catalogue; REST turns it into the catalogue's ErrorBody and GraphQL
// into a GraphQLError with `extensions.errno`. Anything else that is thrown
// becomes errno 999 without detail.
import { AUTH_ERRORS, authErrorBody } from '../generated/errors';
import type { AuthServerErrorKey, ErrorBody, ErrorBodyExtra } from '../generated/errors';

export class AppError extends Error {
  readonly key: AuthServerErrorKey;
  readonly extra: ErrorBodyExtra;

  constructor(key: AuthServerErrorKey, extra: ErrorBodyExtra = {}) {
    super(extra.message ?? AUTH_ERRORS[key].message);
    this.name = 'AppError';
    this.key = key;
    this.extra = extra;
  }

  get errno(): number {
    return AUTH_ERRORS[this.key].errno;
  }

  get body(): ErrorBody {
    return authErrorBody(this.key, this.extra);
  }
}

/** Shorthand: `throw appError('UNKNOWN_ACCOUNT')`. */
export function appError(key: AuthServerErrorKey, extra?: ErrorBodyExtra): AppError {
  return new AppError(key, extra);
}

/** The error body of anything thrown: the catalogue entry, or 999 for the unexpected. */
export function errorBodyOf(error: unknown): ErrorBody {
  if (error instanceof AppError) return error.body;
  return authErrorBody('UNEXPECTED_ERROR');
}
