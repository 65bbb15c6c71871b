// Typed errors of every server call. REST error bodies, GraphQL
// `extensions.errno`, timeouts and network failures all become an
// AuthClientError, whose Fluent id the UI shows (SPEC §8.1).
import {
  AUTH_ERRORS,
  OAUTH_ERRORS,
  authErrorByErrno,
  authErrorFtlId,
  isKnownAuthErrno,
  isKnownOAuthErrno,
  oauthErrorByErrno,
  oauthErrorFtlId,
  oauthRedirectError,
} from '../../generated/errors';
import type { AuthErrorKey, OAuthErrorKey } from '../../generated/errors';

/**
 * Where the error came from:
 * - `server`: an errno sent by the server (REST body or GraphQL extension);
 * - `timeout`: no answer within the request timeout (SPEC §9, 2500 ms);
 * - `network`: the request never reached the server (offline, DNS, refused).
 */
export type AuthClientErrorKind = 'server' | 'timeout' | 'network';

/** Optional details an error body or GraphQL extension may carry. */
export interface AuthClientErrorDetails {
  message?: string;
  email?: string;
  verificationMethod?: string;
  verificationReason?: string;
  retryAfter?: number;
  retryAfterLocalized?: string;
  /** HTTP status of the answer, when there was one. */
  status?: number;
}

/** A failed server call, typed by the error catalogue. */
export class AuthClientError extends Error {
  override readonly name = 'AuthClientError';
  readonly kind: AuthClientErrorKind;
  /** Catalogue errno; an errno the catalogue does not list becomes 999. */
  readonly errno: number;
  /** The errno as received, kept for logging when it was unknown. */
  readonly receivedErrno: number;
  readonly key: AuthErrorKey;
  /** Fluent id to show, from `authErrorFtlId`. */
  readonly ftlId: string;
  /** Only for INCORRECT_EMAIL_CASE (120): the address as registered; for ACCOUNT_EXISTS (101) of a third-party sign-in: the address that has an account. */
  readonly email?: string;
  readonly verificationMethod?: string;
  readonly verificationReason?: string;
  readonly retryAfter?: number;
  readonly retryAfterLocalized?: string;
  readonly status?: number;

  constructor(kind: AuthClientErrorKind, errno: number, details: AuthClientErrorDetails = {}) {
    const entry = authErrorByErrno(errno);
    super(details.message ?? entry.message);
    this.kind = kind;
    this.receivedErrno = errno;
    this.errno = entry.errno;
    this.key = entry.key;
    this.ftlId = authErrorFtlId(entry.errno, { retryAfterLocalized: details.retryAfterLocalized });
    if ((entry.errno === AUTH_ERRORS.INCORRECT_EMAIL_CASE.errno || entry.errno === AUTH_ERRORS.ACCOUNT_EXISTS.errno) && details.email !== undefined) {
      this.email = details.email;
    }
    if (details.verificationMethod !== undefined) this.verificationMethod = details.verificationMethod;
    if (details.verificationReason !== undefined) this.verificationReason = details.verificationReason;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.retryAfterLocalized !== undefined) this.retryAfterLocalized = details.retryAfterLocalized;
    if (details.status !== undefined) this.status = details.status;
  }

  /** Whether the server sent an errno the catalogue does not list. */
  get unknownErrno(): boolean {
    return !isKnownAuthErrno(this.receivedErrno);
  }
}

/** The errno of a timeout: the client-side 'Server busy, try again soon'. */
export const TIMEOUT_ERRNO = AUTH_ERRORS.CLIENT_SERVER_BUSY.errno;
/** The errno of a network failure: 'System unavailable, try again soon'. */
export const NETWORK_ERRNO = AUTH_ERRORS.BACKEND_SERVICE_FAILURE.errno;

export function timeoutError(): AuthClientError {
  return new AuthClientError('timeout', TIMEOUT_ERRNO);
}

export function networkError(): AuthClientError {
  return new AuthClientError('network', NETWORK_ERRNO);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Builds the error for an errno and the fields beside it, as found in a REST
 * error body or in GraphQL `extensions`. A missing or non-numeric errno is
 * an unexpected error.
 */
export function errorFromFields(fields: Record<string, unknown>, status?: number): AuthClientError {
  const errno = optionalNumber(fields.errno) ?? AUTH_ERRORS.UNEXPECTED_ERROR.errno;
  const details: AuthClientErrorDetails = {};
  const message = optionalString(fields.message);
  if (message !== undefined && isKnownAuthErrno(errno)) details.message = message;
  const email = optionalString(fields.email);
  if (email !== undefined) details.email = email;
  const verificationMethod = optionalString(fields.verificationMethod);
  if (verificationMethod !== undefined) details.verificationMethod = verificationMethod;
  const verificationReason = optionalString(fields.verificationReason);
  if (verificationReason !== undefined) details.verificationReason = verificationReason;
  const retryAfter = optionalNumber(fields.retryAfter);
  if (retryAfter !== undefined) details.retryAfter = retryAfter;
  const retryAfterLocalized = optionalString(fields.retryAfterLocalized);
  if (retryAfterLocalized !== undefined && retryAfterLocalized !== '') {
    details.retryAfterLocalized = retryAfterLocalized;
  }
  if (status !== undefined) details.status = status;
  return new AuthClientError('server', errno, details);
}

/** The token is missing, unknown or expired: the client is signed out. */
export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof AuthClientError && error.errno === AUTH_ERRORS.INVALID_TOKEN.errno;
}

/** The session exists but is not yet confirmed. */
export function isMustVerifyError(error: unknown): boolean {
  return error instanceof AuthClientError && error.errno === AUTH_ERRORS.UNVERIFIED_SESSION.errno;
}

/** A failed OAuth call, typed by the OAuth error catalogue (SPEC §8.3). */
export class OAuthClientError extends Error {
  override readonly name = 'OAuthClientError';
  /** Catalogue errno; an errno the catalogue does not list becomes 999. */
  readonly errno: number;
  readonly receivedErrno: number;
  readonly key: OAuthErrorKey;
  readonly ftlId: string;
  /** The `error` value for the redirect back to the relying party. */
  readonly redirectError: string;
  readonly status?: number;
  /** The server's localized wait, when it answered 429. */
  readonly retryAfterLocalized?: string;

  constructor(errno: number, details: { message?: string; status?: number; retryAfterLocalized?: string } = {}) {
    const entry = oauthErrorByErrno(errno);
    super(details.message ?? entry.message);
    this.receivedErrno = errno;
    this.errno = entry.errno;
    this.key = entry.key;
    this.ftlId = oauthErrorFtlId(entry.errno);
    this.redirectError = oauthRedirectError(entry.errno);
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterLocalized !== undefined) this.retryAfterLocalized = details.retryAfterLocalized;
  }

  /** The server could not answer now (overloaded, failing, or limiting): trying again later may work. */
  get transient(): boolean {
    return this.status === undefined || this.status === 429 || this.status >= 500;
  }
}

export function oauthErrorFromFields(fields: Record<string, unknown>, status?: number): OAuthClientError {
  const errno = optionalNumber(fields.errno) ?? OAUTH_ERRORS.UNEXPECTED_ERROR.errno;
  const message = optionalString(fields.message);
  const retryAfterLocalized = optionalString(fields.retryAfterLocalized);
  return new OAuthClientError(errno, {
    ...(message !== undefined && isKnownOAuthErrno(errno) ? { message } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(retryAfterLocalized ? { retryAfterLocalized } : {}),
  });
}
