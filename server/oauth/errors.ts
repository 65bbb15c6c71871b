// Error bodies of the OAuth catalogue (SPEC §8.3). The catalogue gives OAuth
// errors no HTTP status: each operation's contract does (openapi/auth.yaml).
import { OAUTH_ERRORS } from '../../generated/errors';
import type { ErrorBody, OAuthErrorKey } from '../../generated/errors';

export type OAuthErrorStatus = 400 | 401 | 403 | 404;

const REASON: Readonly<Record<OAuthErrorStatus, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
};

/** The REST error body of an OAuth error; `param` fills %(param)s in the message. */
export function oauthErrorBody(key: OAuthErrorKey, status: OAuthErrorStatus, param?: string): ErrorBody {
  const entry = OAUTH_ERRORS[key];
  return {
    code: status,
    errno: entry.errno,
    error: REASON[status],
    message: param === undefined ? entry.message : entry.message.replace('%(param)s', param),
  };
}

/** RFC 6749 §5.2 error codes the token and revocation endpoints answer with, and RFC 8628 §3.5's for a polling device. */
export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'authorization_pending'
  | 'slow_down'
  | 'expired_token'
  | 'access_denied';

/**
 * An OAuth error a request ends with: its catalogue entry, HTTP status and,
 * on the token and revocation endpoints, its RFC 6749 code (which then takes
 * the place of the reason phrase in `error`, and is repeated with the message
 * as `error_description`).
 */
export class OAuthError extends Error {
  constructor(
    readonly key: OAuthErrorKey,
    readonly status: OAuthErrorStatus,
    readonly options: { param?: string; rfc?: TokenErrorCode } = {},
  ) {
    super(OAUTH_ERRORS[key].message);
    this.name = 'OAuthError';
  }

  get body(): ErrorBody & { error_description?: string } {
    const body = oauthErrorBody(this.key, this.status, this.options.param);
    if (!this.options.rfc) return body;
    return { ...body, error: this.options.rfc, error_description: body.message };
  }

  /** Headers the answer carries: a 401 names the scheme to authenticate with. */
  get headers(): Record<string, string> {
    if (this.status !== 401) return {};
    const scheme = this.options.rfc === 'invalid_client' ? 'Basic realm="oauth"' : 'Bearer realm="oauth"';
    return { 'WWW-Authenticate': `${scheme}, error="${this.options.rfc ?? 'invalid_token'}"` };
  }
}

export function oauthError(key: OAuthErrorKey, status: OAuthErrorStatus, options?: OAuthError['options']): OAuthError {
  return new OAuthError(key, status, options);
}
