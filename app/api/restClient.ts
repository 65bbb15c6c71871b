// One openapi-fetch client per REST contract, configured once: base URL,
// bearer token, JSON, the request timeout, and error mapping as middleware.
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import { AUTH_ERRORS } from '../../generated/errors';
import { AuthClientError, errorFromFields, oauthErrorFromFields } from './errors';
import { DEFAULT_REQUEST_TIMEOUT_MS, browserTransport, send } from './transport';
import type { Transport } from './transport';

export interface RestClientOptions {
  /** The server's origin, for example the configured auth server URL. */
  baseUrl: string;
  /** The current session token; sent as a bearer token when present. */
  getSessionToken?: () => string | undefined;
  transport?: Transport;
  timeoutMs?: number;
}

async function readErrorBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Paths whose errors use the OAuth catalogue (the operations tagged oauth). */
const OAUTH_PATH_PREFIXES = ['/v1/oauth/', '/v1/client/', '/v1/jwks', '/.well-known/', '/v1/account/scoped-key-data'];

export function usesOAuthErrors(schemaPath: string): boolean {
  return OAUTH_PATH_PREFIXES.some((prefix) => schemaPath.startsWith(prefix));
}

/** Turns every non-2xx answer into a typed AuthClientError, or OAuthClientError on OAuth paths. */
export const errorMappingMiddleware: Middleware = {
  async onResponse({ response, schemaPath }) {
    if (response.ok) return undefined;
    const body = await readErrorBody(response);
    if (usesOAuthErrors(schemaPath)) {
      throw oauthErrorFromFields(body, response.status);
    }
    if (typeof body.errno !== 'number') {
      throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status: response.status });
    }
    throw errorFromFields(body, response.status);
  },
};

/** Operations that are never sent the session: the breach check's range names no account, so that no request ties a hash prefix to one. */
const ANONYMOUS_PATHS: ReadonlySet<string> = new Set(['/v1/password/range/{prefix}']);

function authMiddleware(getSessionToken: () => string | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      // A call that names its own credential (a key-fetch token) keeps it.
      const token = ANONYMOUS_PATHS.has(schemaPath) ? undefined : getSessionToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept', 'application/json');
      return request;
    },
  };
}

export function createRestClient<Paths extends object>(options: RestClientOptions): Client<Paths> {
  const transport = options.transport ?? browserTransport;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const client = createClient<Paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'Content-Type': 'application/json' },
    fetch: (request) => send(transport, request, timeoutMs),
  });
  if (options.getSessionToken) client.use(authMiddleware(options.getSessionToken));
  client.use(errorMappingMiddleware);
  return client;
}

/** The answer's body, which a successful call of the contract always has; a missing one is 'Unexpected error'. */
export function requiredData<T>(data: T | undefined, status: number): T {
  if (data === undefined) throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status });
  return data;
}
