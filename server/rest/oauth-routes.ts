// The OAuth / OpenID Connect endpoints of openapi/auth.yaml: authorization
// (for the app's /authorization page), device authorization, token, revocation, id-token check,
// userinfo, the key set and discovery. They answer in the OAuth catalogue,
// and the token and revocation endpoints also with RFC 6749 error codes, so
// their requests are read here rather than by the auth API's router: relying
// parties send form-encoded bodies and HTTP Basic client credentials.
import { clientAddress } from '../request/caller';
import type { Context, Hono } from 'hono';
import type { components } from '../../generated/openapi/auth';
import { requestSchemas as schemas } from '../../generated/openapi/auth.requests';
import { oauthError } from '../oauth/errors';
import type { TokenErrorCode } from '../oauth/errors';
import type { ClientCredentials } from '../oauth/provider';
import { ID_TOKEN_HINT_GRACE_SECONDS } from '../oauth/provider';
import { SUPPORTED_SCOPES } from '../oauth/scopes';
import { DEVICE_CODE_GRANT_TYPE } from '../oauth/device-grant';
import type { Services } from '../request/services';
import type { SessionRecord } from '../sessions/session-service';
import { bearerToken } from '../request/bearer';
import { schemaProblem } from './validate';

type Schemas = components['schemas'];

/** The parameters of a sign-out request (RP-Initiated Logout 1.0 §2). */
const END_SESSION_FIELDS = ['id_token_hint', 'client_id', 'post_logout_redirect_uri', 'state', 'ui_locales'] as const;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** A request body as an object, from JSON or (where allowed) a form; 113 for any other type. */
async function readBody(c: Context, formAllowed: boolean, rfc?: TokenErrorCode): Promise<{ body: Record<string, unknown>; form: boolean }> {
  const type = c.req.header('Content-Type') ?? '';
  const text = await c.req.text();
  if (JSON_TYPE.test(type)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw oauthError('INVALID_PARAMETER', 400, { param: 'body', ...(rfc ? { rfc: 'invalid_request' as const } : {}) });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw oauthError('INVALID_PARAMETER', 400, { param: 'body', ...(rfc ? { rfc: 'invalid_request' as const } : {}) });
    }
    return { body: value as Record<string, unknown>, form: false };
  }
  if (formAllowed && FORM_TYPE.test(type)) {
    const params = new URLSearchParams(text);
    const body: Record<string, unknown> = {};
    for (const [name, value] of params) {
      // RFC 6749 §3.2: a parameter may not be sent twice.
      if (name in body) throw oauthError('INVALID_PARAMETER', 400, { param: name, rfc: 'invalid_request' });
      body[name] = value;
    }
    return { body, form: true };
  }
  throw oauthError('INVALID_CONTENT_TYPE', 400, rfc ? { rfc: 'invalid_request' } : {});
}

/** Checks a body against a schema; the first failing field is named with errno 109. */
function check(body: unknown, schema: object | undefined, rfc?: TokenErrorCode): void {
  if (!schema) return;
  const field = schemaProblem(body, schema);
  if (field !== undefined) throw oauthError('INVALID_PARAMETER', 400, { param: field, ...(rfc ? { rfc } : {}) });
}

/** The branch of a oneOf schema whose grant_type constant is `grantType`. */
function grantSchema(schema: object | undefined, grantType: unknown): object | undefined {
  const branches = (schema as { oneOf?: Array<{ properties?: { grant_type?: { const?: unknown } } }> } | undefined)?.oneOf ?? [];
  return branches.find((branch) => branch.properties?.grant_type?.const === grantType);
}

/**
 * Client credentials from HTTP Basic (RFC 6749 §2.3.1, each part
 * form-encoded) or the body, never both.
 */
function clientCredentials(c: Context, body: Record<string, unknown>): ClientCredentials {
  const header = c.req.header('Authorization') ?? '';
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const bodyId = typeof body.client_id === 'string' ? body.client_id : undefined;
  const bodySecret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
  if (!basic) return { clientId: bodyId, secret: bodySecret };
  if (bodySecret !== undefined) throw oauthError('INVALID_PARAMETER', 400, { param: 'client_secret', rfc: 'invalid_request' });
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw oauthError('UNAUTHORIZED', 401, { rfc: 'invalid_client' });
  let id: string;
  let secret: string;
  try {
    id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
  } catch {
    throw oauthError('UNAUTHORIZED', 401, { rfc: 'invalid_client' });
  }
  if (bodyId !== undefined && bodyId !== id) throw oauthError('INVALID_PARAMETER', 400, { param: 'client_id', rfc: 'invalid_request' });
  return { clientId: id, secret };
}

function issuerOf(c: Context, services: Services): string {
  return services.oauth.issuer(new URL(c.req.url).origin);
}

function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
}

/** The confirmed-or-not session of a bearer session token; 401 errno 108 (OAuth catalogue) otherwise. */
async function sessionOf(c: Context, services: Services, rfc?: TokenErrorCode): Promise<SessionRecord> {
  const token = bearerToken(c);
  const session = token ? await services.sessions.authenticate(token, clientAddress(c, services.config.trustedProxies)) : undefined;
  if (!session) throw oauthError(rfc ? 'UNAUTHORIZED' : 'INVALID_TOKEN', 401, rfc ? { rfc } : {});
  return session;
}

export function registerOAuthRoutes(app: Hono, services: Services): void {
  const { oauth } = services;

  app.post(schemas.oauthAuthorization.path, async (c) => {
    const session = await sessionOf(c, services);
    const { body } = await readBody(c, false);
    check(body, schemas.oauthAuthorization.body);
    const result: Schemas['OAuthAuthorizationResponse'] = await oauth.authorize(
      session,
      body as Schemas['OAuthAuthorizationRequest'],
      issuerOf(c, services),
    );
    noStore(c);
    return c.json(result, 200);
  });

  app.post(schemas.oauthAuthorizationCancel.path, async (c) => {
    await sessionOf(c, services);
    const { body } = await readBody(c, false);
    check(body, schemas.oauthAuthorizationCancel.body);
    const result: Schemas['OAuthAuthorizationCancelResponse'] = await oauth.cancel(
      body as Schemas['OAuthAuthorizationCancelRequest'],
      issuerOf(c, services),
    );
    noStore(c);
    return c.json(result, 200);
  });

  app.post(schemas.oauthAuthorizationCheck.path, async (c) => {
    const { body } = await readBody(c, false);
    check(body, schemas.oauthAuthorizationCheck.body);
    const result: Schemas['OAuthAuthorizationCheckResponse'] = await oauth.checkAuthorization(
      body as Schemas['OAuthAuthorizationCheckRequest'],
      issuerOf(c, services),
    );
    noStore(c);
    return c.json(result, 200);
  });

  app.post(schemas.oauthEndSessionCheck.path, async (c) => {
    // The browser's session when it sends one; a token that names none is nobody signed in.
    const token = bearerToken(c);
    const session = token ? await services.sessions.authenticate(token, clientAddress(c, services.config.trustedProxies)) : undefined;
    const { body } = await readBody(c, false);
    check(body, schemas.oauthEndSessionCheck.body);
    const result: Schemas['OAuthEndSessionCheckResponse'] = await oauth.checkEndSession(
      body as Schemas['OAuthEndSessionCheckRequest'],
      session,
      issuerOf(c, services),
    );
    noStore(c);
    return c.json(result, 200);
  });

  // RP-Initiated Logout 1.0 §2: the end_session_endpoint takes POST as well as GET. The app's page
  // reads the request from its address, so a form posted to it is sent there as a query.
  app.post('/oauth/signout', async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    const form = FORM_TYPE.test(type) ? new URLSearchParams(await c.req.text()) : new URLSearchParams();
    const query = new URLSearchParams();
    for (const field of END_SESSION_FIELDS) {
      const value = form.get(field);
      if (value !== null) query.set(field, value);
    }
    noStore(c);
    const search = query.toString();
    return c.redirect(`/oauth/signout${search ? `?${search}` : ''}`, 303);
  });

  app.post(schemas.accountScopedKeyData.path, async (c) => {
    const session = await sessionOf(c, services);
    const { body } = await readBody(c, false);
    check(body, schemas.accountScopedKeyData.body);
    noStore(c);
    return c.json(await services.scopedKeys.keyData(session, body as Schemas['ScopedKeyDataRequest']), 200);
  });

  app.post(schemas.oauthToken.path, async (c) => {
    noStore(c);
    const { body, form } = await readBody(c, true, 'invalid_request');
    const grantType = body.grant_type;
    if (grantType === undefined) throw oauthError('INVALID_PARAMETER', 400, { param: 'grant_type', rfc: 'invalid_request' });
    const schema = grantSchema(form ? schemas.oauthToken.form : schemas.oauthToken.body, grantType);
    if (!schema) throw oauthError('INVALID_GRANT_TYPE', 400, { rfc: 'unsupported_grant_type' });
    const issuer = issuerOf(c, services);
    if (grantType === 'session_token') {
      check(body, schema, 'invalid_request');
      const session = await sessionOf(c, services, 'invalid_client');
      return c.json(await oauth.sessionGrant(session, body as Schemas['OAuthTokenSessionGrant']), 200);
    }
    const credentials = clientCredentials(c, body);
    // With Basic the client id may be left out of the body; the schema sees it as sent in either place.
    check({ ...body, ...(credentials.clientId !== undefined ? { client_id: credentials.clientId } : {}) }, schema, 'invalid_request');
    const client = await oauth.authenticateClient(credentials);
    const address = clientAddress(c, services.config.trustedProxies);
    const result =
      grantType === 'authorization_code'
        ? await oauth.exchangeCode(client, body as Schemas['OAuthTokenAuthorizationCodeGrant'], issuer, address)
        : grantType === DEVICE_CODE_GRANT_TYPE
          ? await services.deviceGrant.poll(client, body as Schemas['OAuthTokenDeviceCodeGrant'], issuer, address)
          : await oauth.refresh(client, body as Schemas['OAuthTokenRefreshGrant'], issuer, address);
    return c.json(result, 200);
  });

  app.post(schemas.oauthDeviceAuthorization.path, async (c) => {
    noStore(c);
    const { body, form } = await readBody(c, true, 'invalid_request');
    const credentials = clientCredentials(c, body);
    const schema = form ? schemas.oauthDeviceAuthorization.form : schemas.oauthDeviceAuthorization.body;
    check({ ...body, ...(credentials.clientId !== undefined ? { client_id: credentials.clientId } : {}) }, schema, 'invalid_request');
    const client = await oauth.authenticateClient(credentials);
    const request = body as Schemas['OAuthDeviceAuthorizationRequest'];
    return c.json(await services.deviceGrant.start(client, request, issuerOf(c, services)), 200);
  });

  app.post(schemas.oauthDestroy.path, async (c) => {
    noStore(c);
    const { body } = await readBody(c, true, 'invalid_request');
    check(body, schemas.oauthDestroy.body, 'invalid_request');
    const credentials = clientCredentials(c, body);
    const client = credentials.clientId !== undefined ? await oauth.authenticateClient(credentials) : undefined;
    await services.oauthTokens.revoke(body.token as string, client);
    return c.json({}, 200);
  });

  app.post(schemas.oauthIdTokenVerify.path, async (c) => {
    const { body } = await readBody(c, false);
    check(body, schemas.oauthIdTokenVerify.body);
    const request = body as Schemas['OAuthIdTokenVerifyRequest'];
    const grace = Math.min(request.expiry_grace_period ?? 0, ID_TOKEN_HINT_GRACE_SECONDS);
    const claims = await oauth.verifyIdToken(request.id_token, request.client_id, issuerOf(c, services), grace);
    return c.json(claims, 200);
  });

  app.get(schemas.oauthUserinfo.path, async (c) => {
    const token = bearerToken(c);
    if (!token) throw oauthError('INVALID_TOKEN', 401);
    noStore(c);
    return c.json(await oauth.userinfo(token), 200);
  });

  // OpenID Connect Core §5.3.1: userinfo by POST too, the token in the header or in a form body (RFC 6750 §2.2).
  app.post(schemas.oauthUserinfoPost.path, async (c) => {
    const header = bearerToken(c);
    let bodyToken: string | undefined;
    if (FORM_TYPE.test(c.req.header('Content-Type') ?? '')) {
      const { body } = await readBody(c, true);
      check(body, schemas.oauthUserinfoPost.form);
      bodyToken = typeof body.access_token === 'string' ? body.access_token : undefined;
    }
    if (header && bodyToken) throw oauthError('INVALID_PARAMETER', 400, { param: 'access_token' });
    const token = header ?? bodyToken;
    if (!token) throw oauthError('INVALID_TOKEN', 401);
    noStore(c);
    return c.json(await oauth.userinfo(token), 200);
  });

  app.get(schemas.oauthJwks.path, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(services.signingKeys.jwks(), 200);
  });

  app.get(schemas.openidConfiguration.path, (c) => {
    const issuer = issuerOf(c, services);
    const document: Schemas['OpenIdConfiguration'] = {
      issuer,
      authorization_endpoint: `${issuer}/authorization`,
      token_endpoint: `${issuer}${schemas.oauthToken.path}`,
      userinfo_endpoint: `${issuer}${schemas.oauthUserinfo.path}`,
      jwks_uri: `${issuer}${schemas.oauthJwks.path}`,
      revocation_endpoint: `${issuer}${schemas.oauthDestroy.path}`,
      device_authorization_endpoint: `${issuer}${schemas.oauthDeviceAuthorization.path}`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: [...SUPPORTED_SCOPES],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'acr', 'amr', 'at_hash', 'sid', 'email', 'email_verified', 'name', 'locale'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'],
      // Stated, since their defaults would claim what the provider does not do: request objects are refused,
      // and the claims given follow the scopes granted.
      request_parameter_supported: false,
      request_uri_parameter_supported: false,
      claims_parameter_supported: false,
      token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
      revocation_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
      authorization_response_iss_parameter_supported: true,
      acr_values_supported: ['AAL1', 'AAL2'],
      prompt_values_supported: ['consent', 'none', 'login'],
      end_session_endpoint: `${issuer}/oauth/signout`,
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
      frontchannel_logout_supported: false,
    };
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(document, 200);
  });
}

