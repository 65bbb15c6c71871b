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

/** SQLSTATE of text the database cannot store, such as a NUL character. */
const CHARACTER_NOT_IN_REPERTOIRE = '22021';

/**
 * The AppError an error stands for, if any: itself, or INVALID_PARAMETER when
 * the database refused a request's text (a NUL character that slipped past
 * the request checks is the client's mistake, not a server failure).
 */
export function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === CHARACTER_NOT_IN_REPERTOIRE) {
    return new AppError('INVALID_PARAMETER');
  }
  return undefined;
}

/** The error body of anything thrown: the catalogue entry, or 999 for the unexpected. */
export function errorBodyOf(error: unknown): ErrorBody {
  return asAppError(error)?.body ?? authErrorBody('UNEXPECTED_ERROR');
}
