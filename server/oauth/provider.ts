// The OAuth 2.0 / OpenID Connect provider's use cases: minting an
// authorization code for a signed-in session, the token endpoint's three
// grants and userinfo (id tokens are minted and verified by id-tokens.ts); the tokens themselves are kept
// by token-store.ts. Everything used once (codes, rotated refresh tokens) is
// decided by one conditional UPDATE or under a row lock, so a burst of
// requests, or two instances on one database, cannot use it twice.
import { createHash } from 'node:crypto';
import { base64url } from 'jose';
import type { components } from '../../generated/openapi/auth';
import { hexEqual, randomHex, sha256Hex } from '../crypto/tokens';
import type { Database } from '../db/database';
import { queryOne } from '../db/database';
import type { SessionRecord } from '../sessions/session-service';
import type { OAuthConfig } from '../config/oauth';
import { isClientId } from './client-registry';
import type { OAuthClientRecord, OAuthClientRegistry } from './client-registry';
import { OAUTH_ERRORS } from '../../generated/errors';
import type { OAuthErrorKey } from '../../generated/errors';
import { OAuthError, oauthError } from './errors';
import { formatScope, grantedScopes, hasScope, parseScope } from './scopes';
import type { SigningKeys } from './signing-keys';
import { IdTokens, sidOf } from './id-tokens';
import type { IdTokenClaims } from './id-tokens';
import { knownAddress } from './token-store';
import { pairingRequestProblem } from './pairing-rules';
import { PAIRING_REDIRECT_URN } from '../config/oauth-clients';
import type { TokenStore } from './token-store';
import { authenticationOf } from '../sessions/authentication';

type Schemas = components['schemas'];
export type AuthorizationRequest = Schemas['OAuthAuthorizationRequest'];
export type AuthorizationResponse = Schemas['OAuthAuthorizationResponse'];
export type AuthorizationCheckRequest = Schemas['OAuthAuthorizationCheckRequest'];
export type AuthorizationCheckResponse = Schemas['OAuthAuthorizationCheckResponse'];
type Refusal = NonNullable<AuthorizationCheckResponse['refusal']>;
export type TokenResponse = Schemas['OAuthTokenResponse'];
export type UserInfo = Schemas['UserInfo'];
export type EndSessionCheckRequest = Schemas['OAuthEndSessionCheckRequest'];
export type EndSessionCheckResponse = Schemas['OAuthEndSessionCheckResponse'];

/** The id-token audience is one client; the grace of SPEC §9 for id_token_hint. */
export const ID_TOKEN_HINT_GRACE_SECONDS = 604_800;

/** How a request authenticated its client at the token or revocation endpoint. */
export interface ClientCredentials {
  readonly clientId: string | undefined;
  readonly secret: string | undefined;
}

interface CodeRow {
  code_hash: string;
  client_id: string;
  uid: string;
  scope: string;
  redirect_uri: string;
  redirect_uri_given: boolean;
  code_challenge: string | null;
  offline: boolean;
  nonce: string | null;
  auth_at: number;
  acr: string;
  amr: string[];
  keys_jwe: string | null;
  expires_at: number;
  used_at: number | null;
  session_id: string | null;
}

interface RefreshRow {
  id: string;
  family_id: string;
  client_id: string;
  uid: string;
  scope: string;
  auth_at: number;
}

/** The S256 PKCE challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(verifier: string): string {
  return base64url.encode(createHash('sha256').update(verifier, 'ascii').digest());
}

/** What userinfo tells of an account, found by its uid: the accounts' service gives it. */
export interface UserInfoSource {
  byUid(uid: string): Promise<
    { readonly uid: string; readonly email: string; readonly verified: boolean; readonly displayName: string | null; readonly locale: string } | undefined
  >;
}

export interface OAuthProviderDeps {
  readonly db: Database;
  readonly config: OAuthConfig;
  readonly clients: OAuthClientRegistry;
  readonly accounts: UserInfoSource;
  readonly keys: SigningKeys;
  readonly tokens: TokenStore;
  readonly now: () => number;
  /** The clients a device may be paired to (PAIRING_CLIENTS). */
  readonly pairingClients?: readonly string[];
}

/** The longest state and scope the authorization endpoint takes (the contract's OAuthState and OAuthScope). */
const STATE_MAX_LENGTH = 512;
const SCOPE_MAX_LENGTH = 1024;
/** RFC 7636 §4.2: base64url of a SHA-256, as the contract's CodeChallenge has it. */
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/;

/** A state the error redirect may carry back: what the relying party sent, when the endpoint would take it. */
function usableState(state: string | undefined): state is string {
  return state !== undefined && state !== '' && state.length <= STATE_MAX_LENGTH;
}

/** Why a request can never be answered with a code: its RFC 6749 error and catalogue entry. */
interface RequestProblem {
  readonly error: Refusal['error'];
  readonly key: OAuthErrorKey;
  readonly param?: string;
}

/**
 * What is wrong with an authorization request of a known client to one of
 * its redirect URIs, in the order a relying party would want to hear it;
 * undefined when a signed-in person could be given a code.
 */
export function authorizationRequestProblem(client: OAuthClientRecord, request: AuthorizationCheckRequest): RequestProblem | undefined {
  // A device pairing's code goes through the pairing channel, never to a page: its rules are checked at authorization.
  if (request.redirect_uri === PAIRING_REDIRECT_URN) return undefined;
  const invalid = (param: string): RequestProblem => ({ error: 'invalid_request', key: 'INVALID_PARAMETER', param });
  if (request.response_type !== undefined && request.response_type !== 'code') return { error: 'unsupported_response_type', key: 'INVALID_RESPONSE_TYPE' };
  // OpenID Connect Core §3.1.2.1: an OpenID request names its response type; only OAuth-only requests may leave it out.
  if (request.response_type === undefined && request.scope !== undefined && parseScope(request.scope).includes('openid')) return invalid('response_type');
  // Request objects are not offered (discovery says so): OpenID Connect Core §3.1.2.6's errors, never a request half-read.
  if (request.request !== undefined) return { error: 'request_not_supported', key: 'INVALID_PARAMETER', param: 'request' };
  if (request.request_uri !== undefined) return { error: 'request_uri_not_supported', key: 'INVALID_PARAMETER', param: 'request_uri' };
  if (!usableState(request.state)) return invalid('state');
  if (request.scope === undefined || request.scope.trim() === '' || request.scope.length > SCOPE_MAX_LENGTH) return invalid('scope');
  if (request.access_type !== undefined && request.access_type !== 'online' && request.access_type !== 'offline') return invalid('access_type');
  if (request.code_challenge !== undefined || request.code_challenge_method !== undefined) {
    // Without a method the challenge would be 'plain' (RFC 7636 §4.3), which is refused.
    if (request.code_challenge_method !== 'S256') return invalid('code_challenge_method');
    if (request.code_challenge === undefined || !CODE_CHALLENGE.test(request.code_challenge)) return invalid('code_challenge');
  }
  if (!client.secretHash && request.code_challenge === undefined) return { error: 'invalid_request', key: 'MISSING_PKCE_PARAMETERS' };
  const scopes = grantedScopes(client, parseScope(request.scope), !client.trusted || request.prompt === 'consent');
  if (scopes.length === 0) return { error: 'invalid_scope', key: 'INVALID_SCOPES', param: 'scope' };
  return undefined;
}

export class OAuthProvider {
  private readonly idTokens: IdTokens;

  constructor(private readonly deps: OAuthProviderDeps) {
    this.idTokens = new IdTokens({ keys: deps.keys, idTokenTtlMs: deps.config.idTokenTtlMs, now: deps.now });
  }

  /**
   * POST /v1/oauth/id_token/verify: checks an id token we signed (id-tokens.ts);
   * errno 104 for anything but an expiry beyond the grace (115).
   */
  verifyIdToken(idToken: string, clientId: string, issuer: string, graceSeconds = 0): Promise<IdTokenClaims> {
    return this.idTokens.verify(idToken, clientId, issuer, graceSeconds);
  }

  /** The issuer: PUBLIC_URL, or outside production the origin the request came to. */
  issuer(requestOrigin: string): string {
    return this.deps.config.publicUrl ?? requestOrigin;
  }

  private async client(clientId: string | undefined): Promise<OAuthClientRecord> {
    const client = clientId ? await this.deps.clients.get(clientId) : undefined;
    if (!client) throw oauthError('UNKNOWN_CLIENT', 400, { rfc: 'invalid_client' });
    return client;
  }

  /**
   * The client a token or revocation request is made for, authenticated: a
   * confidential client must prove its secret; a public one must not send one.
   */
  async authenticateClient(credentials: ClientCredentials): Promise<OAuthClientRecord> {
    const client = await this.client(credentials.clientId);
    if (client.secretHash) {
      if (!credentials.secret || !hexEqual(sha256Hex(credentials.secret), client.secretHash)) {
        throw oauthError('UNAUTHORIZED', 401, { rfc: 'invalid_client' });
      }
    } else if (credentials.secret !== undefined) {
      throw oauthError('UNAUTHORIZED', 401, { rfc: 'invalid_client' });
    }
    return client;
  }

  // ── Authorization ──

  /** Mints an authorization code for the session's account (POST /v1/oauth/authorization). */
  async authorize(session: SessionRecord, request: AuthorizationRequest, issuer: string): Promise<AuthorizationResponse> {
    const client = await this.client(request.client_id);
    // Exact match only: no normalising, no prefix, no added query.
    const redirectUri = request.redirect_uri ?? client.redirectUris[0]!;
    if (!client.redirectUris.includes(redirectUri)) throw oauthError('INCORRECT_REDIRECT', 400);
    if (!session.verified) throw oauthError('FORBIDDEN', 403);
    if (redirectUri === PAIRING_REDIRECT_URN) {
      // A code for a paired device: only for a client on the pairing allow-list, and only the pairing scopes.
      const problem = pairingRequestProblem({ clientId: client.clientId, scope: request.scope, redirectUri }, this.deps.pairingClients ?? []);
      if (problem === 'client') throw oauthError('INVALID_PAIRING_CLIENT', 400);
      if (problem) throw oauthError('INVALID_SCOPES', 400, { param: 'scope' });
    }
    const scopes = grantedScopes(client, parseScope(request.scope), !client.trusted || request.prompt === 'consent');
    if (scopes.length === 0) throw oauthError('INVALID_SCOPES', 400, { param: 'scope' });
    if (!client.secretHash && !request.code_challenge) throw oauthError('MISSING_PKCE_PARAMETERS', 400);
    const auth = authenticationOf(session);
    const wantsTwoStep = (request.acr_values ?? '').split(/\s+/).includes('AAL2');
    if (wantsTwoStep && auth.acr !== 'AAL2') throw oauthError('MISMATCH_ACR_VALUES', 400);
    const now = this.deps.now();
    if (request.max_age !== undefined && now - auth.authAt > request.max_age * 1000) throw oauthError('STALE_AUTH_AT', 400);

    const code = randomHex(32);
    await this.deps.db.query(
      `INSERT INTO oauth_codes (code_hash, client_id, uid, scope, redirect_uri, redirect_uri_given, code_challenge, offline,
                                nonce, auth_at, acr, amr, keys_jwe, created_at, expires_at, session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16)`,
      [
        sha256Hex(code),
        client.clientId,
        session.uid,
        formatScope(scopes),
        redirectUri,
        request.redirect_uri !== undefined,
        request.code_challenge ?? null,
        // access_type=offline, or OpenID Connect's offline_access scope once granted.
        request.access_type === 'offline' || scopes.includes('offline_access'),
        request.nonce ?? null,
        auth.authAt,
        auth.acr,
        JSON.stringify(auth.amr),
        request.keys_jwe ?? null,
        now,
        now + this.deps.config.codeTtlMs,
        session.id,
      ],
    );
    const redirect = new URL(redirectUri);
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', request.state);
    redirect.searchParams.set('iss', issuer);
    return { code, state: request.state, redirect: redirect.toString(), scope: formatScope(scopes) };
  }

  /**
   * Whether a relying party's authorization request can ever be answered
   * with a code (POST /v1/oauth/authorization/check), asked before anyone
   * signs in. An unknown or malformed client, or a redirect URI it did not
   * register, is thrown (the page says so; nothing goes to that URI). Any
   * other problem is RFC 6749 §4.1.2.1's error response, built here so the
   * page only has to follow it. The checks are those authorize() makes of
   * the request itself; what depends on the person (the session, two-step,
   * max_age) is left to authorization.
   */
  async checkAuthorization(request: AuthorizationCheckRequest, issuer: string): Promise<AuthorizationCheckResponse> {
    if (!isClientId(request.client_id)) throw oauthError('INVALID_PARAMETER', 400, { param: 'client_id' });
    const client = await this.deps.clients.get(request.client_id);
    if (!client) throw oauthError('UNKNOWN_CLIENT', 400);
    const redirectUri = request.redirect_uri === undefined || request.redirect_uri === '' ? client.redirectUris[0]! : request.redirect_uri;
    if (!client.redirectUris.includes(redirectUri)) throw oauthError('INCORRECT_REDIRECT', 400);
    const problem = authorizationRequestProblem(client, request);
    if (!problem) return { redirect_uri: redirectUri };
    const message = problem.param === undefined ? OAUTH_ERRORS[problem.key].message : OAUTH_ERRORS[problem.key].message.replace('%(param)s', problem.param);
    const redirect = new URL(redirectUri);
    redirect.searchParams.set('error', problem.error);
    redirect.searchParams.set('error_description', message);
    if (usableState(request.state)) redirect.searchParams.set('state', request.state);
    redirect.searchParams.set('iss', issuer);
    return {
      redirect_uri: redirectUri,
      refusal: { error: problem.error, error_description: message, errno: OAUTH_ERRORS[problem.key].errno, redirect: redirect.toString() },
    };
  }

  /**
   * The redirect of an authorization the person gave up on (POST
   * /v1/oauth/authorization/cancel): RFC 6749 §4.1.2.1's error response,
   * access_denied, since the person declined what the client asked for. The
   * redirect URI is checked as for a code; nothing is stored.
   */
  async cancel(request: { client_id: string; state: string; redirect_uri?: string | undefined }, issuer: string): Promise<{ error: 'access_denied'; state: string; redirect: string }> {
    const client = await this.client(request.client_id);
    const redirectUri = request.redirect_uri ?? client.redirectUris[0]!;
    if (!client.redirectUris.includes(redirectUri)) throw oauthError('INCORRECT_REDIRECT', 400);
    const redirect = new URL(redirectUri);
    redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('state', request.state);
    redirect.searchParams.set('iss', issuer);
    return { error: 'access_denied', state: request.state, redirect: redirect.toString() };
  }

  // ── Sign-out asked for by a relying party ──

  /**
   * POST /v1/oauth/end_session/check (RP-Initiated Logout 1.0 §2–3): which
   * client asks (the hint's audience, or client_id, which must agree), whether
   * the hint is the browser's `session` (its account, and its sid when it has
   * one), and the redirect back, only to a registered post-logout URI. An
   * unregistered URI is not an error: the person is signed out and stays on
   * the page, which says so.
   */
  async checkEndSession(request: EndSessionCheckRequest, session: SessionRecord | undefined, issuer: string): Promise<EndSessionCheckResponse> {
    const hint = request.id_token_hint ? await this.idTokens.verifyHint(request.id_token_hint, issuer) : undefined;
    const askedId = request.client_id === '' ? undefined : request.client_id;
    if (askedId !== undefined && (!isClientId(askedId) || (hint && hint.aud !== askedId))) throw oauthError('INVALID_PARAMETER', 400, { param: 'client_id' });
    const clientId = hint?.aud ?? askedId;
    const client = clientId === undefined ? undefined : await this.deps.clients.get(clientId);
    if (clientId !== undefined && !client) throw oauthError('UNKNOWN_CLIENT', 400);
    const relation: EndSessionCheckResponse['session'] = !session
      ? 'none'
      : !hint || (hint.sub === session.uid && (hint.sid === undefined || hint.sid === sidOf(session.id)))
        ? 'current'
        : 'other';
    const asked = request.post_logout_redirect_uri;
    let redirect: string | undefined;
    if (client && asked !== undefined && (client.postLogoutRedirectUris ?? []).includes(asked)) {
      const url = new URL(asked);
      if (request.state !== undefined) url.searchParams.set('state', request.state);
      redirect = url.toString();
    }
    return {
      session: relation,
      ...(client ? { client: { id: client.clientId, name: client.name } } : {}),
      ...(redirect ? { redirect } : {}),
    };
  }

  // ── Token endpoint ──

  private tokenResponse(access: string, scope: string, authAt: number, extra: Partial<TokenResponse> = {}, ttlMs = this.deps.config.accessTokenTtlMs): TokenResponse {
    return {
      access_token: access,
      token_type: 'bearer',
      scope,
      expires_in: Math.floor(ttlMs / 1000),
      auth_at: Math.floor(authAt / 1000),
      ...extra,
    };
  }

  /**
   * grant_type=authorization_code. The code is spent in the same transaction
   * that issues the tokens, and spent even when the exchange fails, so a
   * replay racing the first exchange finds the tokens it must revoke.
   */
  async exchangeCode(
    client: OAuthClientRecord,
    grant: { code: string; code_verifier?: string; redirect_uri?: string },
    issuer: string,
    address?: string,
  ): Promise<TokenResponse> {
    const codeHash = sha256Hex(grant.code);
    const now = this.deps.now();
    const outcome = await this.deps.db.transaction(async (tx): Promise<TokenResponse | OAuthError | 'replayed'> => {
      const row = await queryOne<CodeRow>(tx, `UPDATE oauth_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL RETURNING *`, [codeHash, now]);
      if (!row) {
        const used = await queryOne(tx, 'SELECT 1 FROM oauth_codes WHERE code_hash = $1', [codeHash]);
        return used ? 'replayed' : oauthError('UNKNOWN_CODE', 400, { rfc: 'invalid_grant' });
      }
      if (row.client_id !== client.clientId) return oauthError('INCORRECT_CODE', 400, { rfc: 'invalid_grant' });
      if (row.expires_at <= now) return oauthError('EXPIRED_CODE', 400, { rfc: 'invalid_grant' });
      if ((row.redirect_uri_given || grant.redirect_uri !== undefined) && grant.redirect_uri !== row.redirect_uri) {
        return oauthError('INCORRECT_REDIRECT', 400, { rfc: 'invalid_grant' });
      }
      if (row.code_challenge) {
        if (!grant.code_verifier) return oauthError('MISSING_PKCE_PARAMETERS', 400, { rfc: 'invalid_request' });
        if (pkceChallenge(grant.code_verifier) !== row.code_challenge) return oauthError('INCORRECT_CODE_CHALLENGE', 400, { rfc: 'invalid_grant' });
      } else if (grant.code_verifier !== undefined) {
        // A verifier without a challenge is a downgrade attempt (RFC 9700 §2.1.1).
        return oauthError('INCORRECT_CODE_CHALLENGE', 400, { rfc: 'invalid_grant' });
      }
      const familyId = await this.deps.tokens.newFamily(tx, client.clientId, row.uid, codeHash, row.session_id, issuer);
      if (row.session_id) {
        await this.deps.tokens.recordSessionClient(tx, { sessionId: row.session_id, clientId: client.clientId, uid: row.uid, sid: sidOf(row.session_id), issuer });
      }
      const access = await this.deps.tokens.issueAccessToken(tx, { clientId: client.clientId, uid: row.uid, scope: row.scope, familyId });
      const refresh = row.offline
        ? await this.deps.tokens.issueRefreshToken(tx, { clientId: client.clientId, uid: row.uid, scope: row.scope, familyId, authAt: row.auth_at, address })
        : undefined;
      const idToken = parseScope(row.scope).includes('openid')
        ? await this.idTokens.mint({
            issuer,
            clientId: client.clientId,
            uid: row.uid,
            authAt: row.auth_at,
            acr: row.acr,
            amr: row.amr,
            nonce: row.nonce,
            accessToken: access,
            sessionId: row.session_id,
          })
        : undefined;
      return this.tokenResponse(access, row.scope, row.auth_at, {
        ...(refresh ? { refresh_token: refresh } : {}),
        ...(idToken ? { id_token: idToken } : {}),
        ...(row.keys_jwe ? { keys_jwe: row.keys_jwe } : {}),
      });
    });
    if (outcome === 'replayed') {
      // A code presented again: whatever its first exchange issued is revoked (RFC 6749 §4.1.2).
      await this.deps.db.transaction(async (tx) => {
        const families = await tx.query<{ id: string }>('SELECT id FROM oauth_token_families WHERE code_hash = $1', [codeHash]);
        for (const { id } of families) await this.deps.tokens.revokeFamily(tx, id);
      });
      throw oauthError('UNKNOWN_CODE', 400, { rfc: 'invalid_grant' });
    }
    if (outcome instanceof OAuthError) throw outcome;
    return outcome;
  }

  /**
   * grant_type=refresh_token. A public client's token is spent by this use
   * and a new one of the same family returned; presenting a spent one ends
   * the family. A confidential client's token stays valid. The family's row
   * is locked first, so of two refreshes with one token the first rotates
   * and the second, seeing the token spent, ends the family (the new token
   * included): a client that refreshes twice at once must sign in again.
   */
  async refresh(client: OAuthClientRecord, grant: { refresh_token: string; scope?: string }, issuer: string, address?: string): Promise<TokenResponse> {
    const tokenHash = sha256Hex(grant.refresh_token);
    const rotate = !client.secretHash;
    const outcome = await this.deps.db.transaction(async (tx): Promise<TokenResponse | OAuthError> => {
      const invalid = oauthError('INVALID_TOKEN', 400, { rfc: 'invalid_grant' });
      const found = await queryOne<{ family_id: string }>(tx, 'SELECT family_id FROM oauth_refresh_tokens WHERE token_hash = $1 AND client_id = $2', [
        tokenHash,
        client.clientId,
      ]);
      if (!found) return invalid;
      const family = await queryOne<{ revoked_at: number | null; session_id: string | null }>(
        tx,
        'SELECT revoked_at, session_id FROM oauth_token_families WHERE id = $1 FOR UPDATE',
        [found.family_id],
      );
      if (!family || family.revoked_at !== null) return invalid;
      const now = this.deps.now();
      const row = await queryOne<RefreshRow>(
        tx,
        `UPDATE oauth_refresh_tokens
            SET last_used_at = $2, spent_at = CASE WHEN $3::boolean THEN $2::bigint ELSE NULL END,
                last_address = COALESCE($4, last_address)
          WHERE token_hash = $1 AND spent_at IS NULL
          RETURNING id, family_id, client_id, uid, scope, auth_at`,
        [tokenHash, now, rotate, knownAddress(address)],
      );
      if (!row) {
        // A rotated token used again: someone holds a copy, so the whole family ends.
        await this.deps.tokens.revokeFamily(tx, found.family_id);
        return invalid;
      }
      const granted = parseScope(row.scope);
      let scope = row.scope;
      if (grant.scope !== undefined) {
        const asked = parseScope(grant.scope);
        if (asked.length === 0 || asked.some((s) => !granted.includes(s))) return oauthError('INVALID_SCOPES', 400, { param: 'scope', rfc: 'invalid_scope' });
        scope = formatScope(asked);
      }
      const access = await this.deps.tokens.issueAccessToken(tx, { clientId: client.clientId, uid: row.uid, scope, familyId: row.family_id });
      const next = rotate
        ? await this.deps.tokens.issueRefreshToken(tx, { clientId: client.clientId, uid: row.uid, scope: row.scope, familyId: row.family_id, authAt: row.auth_at, address })
        : undefined;
      const idToken = parseScope(scope).includes('openid')
        ? await this.idTokens.mint({
            issuer,
            clientId: client.clientId,
            uid: row.uid,
            authAt: row.auth_at,
            acr: undefined,
            amr: undefined,
            nonce: null,
            accessToken: access,
            sessionId: family.session_id,
          })
        : undefined;
      return this.tokenResponse(access, scope, row.auth_at, { ...(next ? { refresh_token: next } : {}), ...(idToken ? { id_token: idToken } : {}) });
    });
    if (outcome instanceof OAuthError) throw outcome;
    return outcome;
  }

  /** grant_type=session_token: a token for the product's own (trusted) clients, for the signed-in session. */
  async sessionGrant(
    session: SessionRecord,
    grant: { client_id: string; scope: string; access_type?: 'online' | 'offline'; ttl?: number },
  ): Promise<TokenResponse> {
    const client = await this.client(grant.client_id);
    if (!client.trusted) throw oauthError('UNAUTHORIZED', 400, { rfc: 'unauthorized_client' });
    if (!session.verified) throw oauthError('FORBIDDEN', 403);
    const scopes = grantedScopes(client, parseScope(grant.scope), false);
    if (scopes.length === 0) throw oauthError('INVALID_SCOPES', 400, { param: 'scope', rfc: 'invalid_scope' });
    const scope = formatScope(scopes);
    const ttlMs = Math.min(this.deps.config.accessTokenTtlMs, (grant.ttl ?? Infinity) * 1000);
    return this.deps.db.transaction(async (tx) => {
      const familyId = await this.deps.tokens.newFamily(tx, client.clientId, session.uid, null, session.id);
      const access = await this.deps.tokens.issueAccessToken(tx, { clientId: client.clientId, uid: session.uid, scope, familyId, ttlMs });
      const refresh =
        grant.access_type === 'offline'
          ? await this.deps.tokens.issueRefreshToken(tx, { clientId: client.clientId, uid: session.uid, scope, familyId, authAt: session.createdAt, address: session.lastAddress ?? undefined })
          : undefined;
      return this.tokenResponse(access, scope, session.createdAt, refresh ? { refresh_token: refresh } : {}, ttlMs);
    });
  }

  // ── Tokens presented by relying parties ──

  /** GET /v1/oauth/userinfo: the claims the token's scopes allow. */
  async userinfo(bearer: string): Promise<UserInfo> {
    const token = await this.deps.tokens.accessToken(bearer);
    const scopes = parseScope(token.scope);
    const wants = (scope: string) => hasScope(scopes, scope);
    if (!scopes.includes('openid') && !wants('profile:uid') && !wants('profile:email') && !wants('profile:display_name') && !wants('profile:avatar')) {
      throw oauthError('FORBIDDEN', 403);
    }
    const account = await this.deps.accounts.byUid(token.uid);
    if (!account) throw oauthError('INVALID_TOKEN', 401);
    return {
      sub: account.uid,
      ...(wants('profile:email') ? { email: account.email, email_verified: account.verified } : {}),
      ...(wants('profile:display_name') && account.displayName ? { name: account.displayName } : {}),
      ...(wants('profile:display_name') || wants('profile:email') ? { locale: account.locale } : {}),
    };
  }

}
