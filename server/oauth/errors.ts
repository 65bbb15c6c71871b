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
