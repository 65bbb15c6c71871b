// The device authorization grant (RFC 8628). A device without a keyboard asks
// for a pair of codes; the person types the short user code on /device, sees
// what the client asks for and answers; the device polls the token endpoint
// with its device code until the answer is there. Both codes are kept as
// SHA-256 hashes. Everything decided once is decided by one conditional
// UPDATE (the answer) or under the code's row lock (each poll, and so the one
// exchange that gets the tokens), so simultaneous requests, or two instances
// on one database, cannot answer twice or exchange twice.
import { randomInt } from 'node:crypto';
import type { components } from '../../generated/openapi/auth';
import { appError } from '../errors';
import { randomHex, sha256Hex } from '../crypto/tokens';
import type { Database } from '../db/database';
import { queryOne } from '../db/database';
import type { OAuthConfig } from '../config/oauth';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck } from '../ratelimit/guards';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import type { SessionRecord } from '../sessions/session-service';
import type { OAuthClientRecord, OAuthClientRegistry } from './client-registry';
import { OAuthError, oauthError } from './errors';
import { IdTokens } from './id-tokens';
import { formatScope, grantedScopes, parseScope } from './scopes';
import type { SigningKeys } from './signing-keys';
import type { TokenStore } from './token-store';
import { authenticationOf } from '../sessions/authentication';

type Schemas = components['schemas'];
export type DeviceAuthorizationResponse = Schemas['OAuthDeviceAuthorizationResponse'];
export type DeviceAuthorizationDetails = Schemas['DeviceAuthorizationDetails'];
type TokenResponse = Schemas['OAuthTokenResponse'];

/** The grant type a device polls with (RFC 8628 §3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/**
 * RFC 8628 §6.1: twenty consonants, no vowels (no words spelled by
 * accident) and none of the letters read alike. Eight of them give about
 * 34 bits, against guesses limited per account and per address.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;

/** How much slow_down adds to a device's interval (RFC 8628 §3.5). */
export const SLOW_DOWN_STEP_MS = 5000;

/** A fresh user code, in its normalised form (no dash). */
function newUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i += 1) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

/** A user code as the person sees it: XXXX-XXXX. */
export function shownUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A user code as typed, normalised: upper case, without dashes or spaces;
 * undefined when what is left cannot be a user code.
 */
export function normalUserCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (code.length !== USER_CODE_LENGTH) return undefined;
  for (const letter of code) if (!USER_CODE_ALPHABET.includes(letter)) return undefined;
  return code;
}

interface DeviceRow {
  device_code_hash: string;
  user_code_hash: string;
  client_id: string;
  scope: string;
  offline: boolean;
  interval_ms: number;
  last_polled_at: number | null;
  decision: 'approved' | 'denied' | null;
  uid: string | null;
  auth_at: number | null;
  acr: string | null;
  amr: string[] | null;
  expires_at: number;
  used_at: number | null;
}

export interface DeviceGrantDeps {
  readonly db: Database;
  readonly config: OAuthConfig;
  readonly clients: OAuthClientRegistry;
  readonly tokens: TokenStore;
  readonly keys: SigningKeys;
  readonly limiter: RateLimiter;
  readonly now: () => number;
}

export class DeviceGrant {
  private readonly idTokens: IdTokens;

  constructor(private readonly deps: DeviceGrantDeps) {
    this.idTokens = new IdTokens({ keys: deps.keys, idTokenTtlMs: deps.config.idTokenTtlMs, now: deps.now });
  }

  /**
   * POST /v1/oauth/device_authorization (RFC 8628 §3.1–3.2) for an
   * authenticated client: stores the hashes of a new device code and user
   * code with the scopes the client may be granted.
   */
  async start(
    client: OAuthClientRecord,
    request: { scope: string; access_type?: 'online' | 'offline' | undefined },
    issuer: string,
  ): Promise<DeviceAuthorizationResponse> {
    if (!client.deviceGrant) throw oauthError('UNAUTHORIZED', 400, { rfc: 'unauthorized_client' });
    // The person is always asked on /device, so 'profile' expands to what is shown.
    const scopes = grantedScopes(client, parseScope(request.scope), true);
    if (scopes.length === 0) throw oauthError('INVALID_SCOPES', 400, { param: 'scope', rfc: 'invalid_scope' });
    const { deviceCodeTtlMs, devicePollIntervalMs } = this.deps.config;
    const now = this.deps.now();
    const deviceCode = randomHex(32);
    for (;;) {
      const userCode = newUserCode();
      // A user code already held by another authorization (unlikely: 20^8 codes) is drawn again.
      const inserted = await this.deps.db.query(
        `INSERT INTO oauth_device_codes (device_code_hash, user_code_hash, client_id, scope, offline, interval_ms, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_code_hash) DO NOTHING
         RETURNING device_code_hash`,
        [sha256Hex(deviceCode), sha256Hex(userCode), client.clientId, formatScope(scopes), request.access_type === 'offline', devicePollIntervalMs, now, now + deviceCodeTtlMs],
      );
      if (inserted.length === 0) continue;
      const verificationUri = `${issuer}/device`;
      return {
        device_code: deviceCode,
        user_code: shownUserCode(userCode),
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${shownUserCode(userCode)}`,
        expires_in: Math.floor(deviceCodeTtlMs / 1000),
        interval: Math.floor(devicePollIntervalMs / 1000),
      };
    }
  }

  /** The undecided, unexpired authorization of a typed user code, or undefined. */
  private async waiting(typed: string): Promise<(DeviceRow & { code: string }) | undefined> {
    const code = normalUserCode(typed);
    if (!code) return undefined;
    const row = await queryOne<DeviceRow>(
      this.deps.db,
      'SELECT * FROM oauth_device_codes WHERE user_code_hash = $1 AND decision IS NULL AND expires_at > $2',
      [sha256Hex(code), this.deps.now()],
    );
    return row && { ...row, code };
  }

  /**
   * What the authorization of a typed user code asks for (the /device
   * page's consent). An unknown, expired or answered code is 183, counted
   * under the code-check limits of the account and the caller's address.
   */
  async describe(session: SessionRecord, typed: string, caller: Caller): Promise<DeviceAuthorizationDetails> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    let found: (DeviceRow & { code: string }) | undefined;
    const ok = await limitedCheck(this.deps.limiter, this.deps.limiter.limits.codeVerify, caller, session.uid, async () => {
      found = await this.waiting(typed);
      return found !== undefined;
    });
    const client = ok && found ? await this.deps.clients.get(found.client_id) : undefined;
    if (!found || !client) throw appError('INVALID_EXPIRED_OTP_CODE');
    return {
      clientId: client.clientId,
      serviceName: client.name,
      scope: found.scope,
      userCode: shownUserCode(found.code),
      expiresAt: Number(found.expires_at),
    };
  }

  /**
   * The person's answer, once: the UPDATE that finds the code undecided and
   * unexpired records it, with the account and how its session signed in.
   * A code that is unknown, expired or answered already is 183, counted as
   * for describe().
   */
  async answer(session: SessionRecord, typed: string, approve: boolean, caller: Caller): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const code = normalUserCode(typed);
    const auth = authenticationOf(session);
    const ok = await limitedCheck(this.deps.limiter, this.deps.limiter.limits.codeVerify, caller, session.uid, async () => {
      if (!code) return false;
      const now = this.deps.now();
      const decided = await this.deps.db.query(
        `UPDATE oauth_device_codes
            SET decision = $3, uid = $4, auth_at = $5, acr = $6, amr = $7::jsonb, decided_at = $2
          WHERE user_code_hash = $1 AND decision IS NULL AND expires_at > $2
          RETURNING device_code_hash`,
        [sha256Hex(code), now, approve ? 'approved' : 'denied', session.uid, auth.authAt, auth.acr, JSON.stringify(auth.amr)],
      );
      return decided.length === 1;
    });
    if (!ok) throw appError('INVALID_EXPIRED_OTP_CODE');
  }

  /**
   * grant_type=urn:ietf:params:oauth:grant-type:device_code (RFC 8628 §3.4–3.5).
   * The code's row is locked for the poll, so polls of one code are decided
   * one after another: a poll sooner than the interval after the last one is
   * slow_down and adds 5 s to the interval; then expired_token, access_denied
   * or authorization_pending; an approved code is spent by the one poll that
   * finds it unspent, in the transaction that issues its tokens.
   */
  async poll(client: OAuthClientRecord, grant: { device_code: string }, issuer: string, address?: string): Promise<TokenResponse> {
    if (!client.deviceGrant) throw oauthError('UNAUTHORIZED', 400, { rfc: 'unauthorized_client' });
    const outcome = await this.deps.db.transaction(async (tx): Promise<TokenResponse | OAuthError> => {
      const row = await queryOne<DeviceRow>(tx, 'SELECT * FROM oauth_device_codes WHERE device_code_hash = $1 AND client_id = $2 FOR UPDATE', [
        sha256Hex(grant.device_code),
        client.clientId,
      ]);
      if (!row || row.used_at !== null) return oauthError('UNKNOWN_CODE', 400, { rfc: 'invalid_grant' });
      const now = this.deps.now();
      if (row.expires_at <= now) return oauthError('EXPIRED_DEVICE_CODE', 400, { rfc: 'expired_token' });
      const tooSoon = row.last_polled_at !== null && now - Number(row.last_polled_at) < Number(row.interval_ms);
      await tx.query('UPDATE oauth_device_codes SET last_polled_at = $2, interval_ms = interval_ms + $3 WHERE device_code_hash = $1', [
        row.device_code_hash,
        now,
        tooSoon ? SLOW_DOWN_STEP_MS : 0,
      ]);
      if (tooSoon) return oauthError('SLOW_DOWN', 400, { rfc: 'slow_down' });
      if (row.decision === null) return oauthError('AUTHORIZATION_PENDING', 400, { rfc: 'authorization_pending' });
      if (row.decision === 'denied' || row.uid === null) return oauthError('DEVICE_ACCESS_DENIED', 400, { rfc: 'access_denied' });
      await tx.query('UPDATE oauth_device_codes SET used_at = $2 WHERE device_code_hash = $1', [row.device_code_hash, now]);
      const authAt = Number(row.auth_at);
      const familyId = await this.deps.tokens.newFamily(tx, client.clientId, row.uid, null, null, issuer);
      const access = await this.deps.tokens.issueAccessToken(tx, { clientId: client.clientId, uid: row.uid, scope: row.scope, familyId });
      const refresh = row.offline
        ? await this.deps.tokens.issueRefreshToken(tx, { clientId: client.clientId, uid: row.uid, scope: row.scope, familyId, authAt, ...(address ? { address } : {}) })
        : undefined;
      const idToken = parseScope(row.scope).includes('openid')
        ? await this.idTokens.mint({
            issuer,
            clientId: client.clientId,
            uid: row.uid,
            authAt,
            acr: row.acr ?? undefined,
            amr: row.amr ?? undefined,
            nonce: null,
            accessToken: access,
            // The device signed in on its own: its tokens belong to no browser session, so they carry no sid.
            sessionId: null,
          })
        : undefined;
      return {
        access_token: access,
        token_type: 'bearer',
        scope: row.scope,
        expires_in: Math.floor(this.deps.config.accessTokenTtlMs / 1000),
        auth_at: Math.floor(authAt / 1000),
        ...(refresh ? { refresh_token: refresh } : {}),
        ...(idToken ? { id_token: idToken } : {}),
      };
    });
    if (outcome instanceof OAuthError) throw outcome;
    return outcome;
  }

}
