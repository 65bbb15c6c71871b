// Third-party sign-in: the provider's authorization code is exchanged at its
// token endpoint, the id token verified against the provider's key set
// (signature, issuer, audience, expiry, nonce), then the identity signs in the
// account it is linked to, or is linked, or makes a new account without a
// password. Linking rules:
// - an identity already linked signs in its account;
// - a caller with a confirmed session links the identity to that account;
// - otherwise an account with the provider's (verified) address is never
//   linked silently: the answer is errno 101, and the verified identity
//   waits, bound to that account and to the sign-in's nonce, until the person
//   proves the account (signs in to it with its password or an emailed code)
//   and that confirmed session takes the waiting link, once;
// - an address nobody has confirmed makes a new account, already confirmed by
//   the provider (another account that added it without confirming it loses
//   it).
// Each code and each nonce is used once: the insert that claims it decides.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { isUniqueViolation } from '../db/database';
import type { Database, Queryable } from '../db/database';
import { randomHex } from '../crypto/tokens';
import { appError } from '../errors';
import type { Logger } from '../log';
import { normalizeEmail } from '../accounts/records';
import { releaseUnconfirmedClaim } from '../accounts/secondary-emails';
import { SECURITY_EVENTS, recordSecurityEvent } from '../accounts/security-events';
import type { SessionRecord, SessionService } from '../sessions/session-service';
import { PROVIDER_IDS, THIRD_PARTY_PROVIDERS, providerOfId } from '../config/third-party';
import type { ProviderSettings, ThirdPartyConfig, ThirdPartyProvider } from '../config/third-party';

/** Where the callback is, below the origin the app is served at. */
export const CALLBACK_PATH = '/post_verify/third_party_auth/callback';

/** The providers in use: those configured, then the local ones outside production. */
export class ThirdPartyRegistry {
  private readonly settings = new Map<ThirdPartyProvider, ProviderSettings>();
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(config: ThirdPartyConfig) {
    for (const provider of THIRD_PARTY_PROVIDERS) {
      const settings = config.providers[provider];
      if (settings) this.settings.set(provider, settings);
    }
  }

  /** Adds a provider the deployment left unconfigured (the local providers). */
  fillIn(provider: ThirdPartyProvider, settings: ProviderSettings): void {
    if (!this.settings.has(provider)) this.settings.set(provider, settings);
  }

  get(provider: ThirdPartyProvider): ProviderSettings | undefined {
    return this.settings.get(provider);
  }

  redirectUri(provider: ThirdPartyProvider, origin: string): string {
    return this.settings.get(provider)?.redirectUri ?? `${origin}${CALLBACK_PATH}`;
  }

  /** The provider's key set, fetched and cached by jose. */
  keySet(settings: ProviderSettings): ReturnType<typeof createRemoteJWKSet> {
    let set = this.keySets.get(settings.jwksUri);
    if (!set) {
      set = createRemoteJWKSet(new URL(settings.jwksUri));
      this.keySets.set(settings.jwksUri, set);
    }
    return set;
  }

  /** The client configuration of one provider (SPEC §3.15): enabled, clientId, redirectUri, authorizationEndpoint, and how it answers. */
  clientConfig(provider: ThirdPartyProvider, origin: string) {
    const settings = this.settings.get(provider);
    return {
      enabled: settings !== undefined,
      clientId: settings?.clientId ?? '',
      redirectUri: this.redirectUri(provider, origin),
      authorizationEndpoint: settings?.authorizationEndpoint ?? '',
      responseMode: settings?.responseMode ?? 'query',
    };
  }
}

/** The verified claims of an id token that matter here. */
export interface VerifiedIdentity {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

/**
 * Verifies an id token of a provider: its signature by the provider's key
 * set, its issuer, its audience (the client id), its expiry and issue time at
 * `now`, and that it carries the nonce the sign-in was started with.
 * Anything wrong is errno 127.
 */
export async function verifyIdToken(
  registry: ThirdPartyRegistry,
  settings: ProviderSettings,
  idToken: string,
  nonce: string,
  now: number,
): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, registry.keySet(settings), {
      issuer: settings.issuer,
      audience: settings.clientId,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: the id token was refused' });
    throw error;
  }
  if (payload.nonce !== nonce) throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: the id token was refused' });
  const email = typeof payload.email === 'string' ? payload.email : '';
  const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
  if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255 || email === '' || email.length > 255) {
    throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: the id token was refused' });
  }
  return { sub: payload.sub, email, emailVerified };
}

export interface LinkedAccountLoginInput {
  readonly provider: ThirdPartyProvider;
  readonly code: string;
  readonly nonce: string;
  /** The origin the app is served at, which the callback is below. */
  readonly origin: string;
  readonly locale: string;
  readonly userAgent?: string;
  /** The caller's session, when it proves an account the identity is to be linked to. */
  readonly session?: SessionRecord;
  /** The id of the session this sign-in takes the place of: ended with the new one's creation when it is the signed-in account's. */
  readonly replaces?: string;
}

export interface LinkedAccountLoginResult {
  readonly uid: string;
  readonly sessionToken: string;
  readonly providerUid: string;
  readonly email: string;
  readonly verified: boolean;
  readonly verificationMethod?: 'totp-2fa';
  readonly verificationReason?: 'login';
}

export interface LinkedAccountRecord {
  readonly providerId: number;
  readonly authAt: number;
  readonly enabled: boolean;
}

/** How long an identity that met an existing account waits for that account to be proven. */
export const PENDING_LINK_TTL_MS = 60 * 60_000;

/** What a sign-in decided inside its transaction: a session, or an identity to keep waiting for its account. */
type SignInOutcome = { readonly kind: 'signed-in'; readonly result: LinkedAccountLoginResult } | { readonly kind: 'met-account'; readonly uid: string; readonly email: string };

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export class LinkedAccountService {
  constructor(
    private readonly deps: {
      readonly db: Database;
      readonly sessions: SessionService;
      readonly registry: ThirdPartyRegistry;
      readonly logger: Logger;
      readonly now: () => number;
    },
  ) {}

  /** Claims a code or nonce: false when it was used before (the primary key decides). */
  private async claimOnce(providerId: number, kind: 'code' | 'nonce', value: string): Promise<boolean> {
    const rows = await this.deps.db.query(
      'INSERT INTO third_party_once (provider_id, kind, digest, used_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [providerId, kind, digest(value), this.deps.now()],
    );
    return rows.length === 1;
  }

  /** The code exchanged at the provider's token endpoint for its id token. */
  private async exchange(provider: ThirdPartyProvider, settings: ProviderSettings, code: string, origin: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(settings.tokenEndpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          Authorization: `Basic ${Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.deps.registry.redirectUri(provider, origin) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      this.deps.logger.warn('third-party token endpoint unreachable', { provider, reason: error instanceof Error ? error.message : 'unknown' });
      throw appError('BACKEND_SERVICE_FAILURE');
    }
    const body = (await response.json().catch(() => undefined)) as { id_token?: unknown } | undefined;
    if (response.status >= 500) throw appError('BACKEND_SERVICE_FAILURE');
    if (!response.ok || typeof body?.id_token !== 'string') {
      throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: the provider refused it' });
    }
    return body.id_token;
  }

  async login(input: LinkedAccountLoginInput): Promise<LinkedAccountLoginResult> {
    const settings = this.deps.registry.get(input.provider);
    if (!settings) throw appError('FEATURE_NOT_ENABLED');
    const providerId = PROVIDER_IDS[input.provider];
    // The provider refuses a code it did not give or gave before; one it accepts is then claimed here,
    // with the id token's nonce, so a second use fails whatever the provider does.
    const idToken = await this.exchange(input.provider, settings, input.code, input.origin);
    const identity = await verifyIdToken(this.deps.registry, settings, idToken, input.nonce, this.deps.now());
    if (!(await this.claimOnce(providerId, 'code', input.code)) || !(await this.claimOnce(providerId, 'nonce', input.nonce))) {
      throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: it was used before' });
    }
    let outcome: SignInOutcome;
    try {
      outcome = await this.deps.db.transaction((tx) => this.signIn(tx, input, providerId, identity));
    } catch (error) {
      // Another request linked the same identity or took the address meanwhile.
      if (isUniqueViolation(error)) throw appError('CONFLICTING_REQUEST');
      throw error;
    }
    if (outcome.kind === 'signed-in') return outcome.result;
    // Never linked silently: the identity waits for the person to prove the account. The nonce was
    // claimed above, so this is the only record this nonce can make.
    await this.deps.db.query(
      `INSERT INTO third_party_pending_links (provider_id, nonce_digest, uid, provider_uid, email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [providerId, digest(input.nonce), outcome.uid, identity.sub, identity.email, this.deps.now()],
    );
    throw appError('ACCOUNT_EXISTS', { email: outcome.email });
  }

  /**
   * Links the identity that met the session's account in the sign-in of
   * `nonce`, now that the account is proven by this confirmed session. Only
   * that account, within PENDING_LINK_TTL_MS, and once: the delete that takes
   * the waiting link decides, in the same transaction as the link.
   */
  async linkPending(session: SessionRecord, provider: ThirdPartyProvider, nonce: string): Promise<{ providerId: 1 | 2 }> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const providerId = PROVIDER_IDS[provider];
    const now = this.deps.now();
    try {
      await this.deps.db.transaction(async (tx) => {
        const taken = await tx.query<{ provider_uid: string; email: string }>(
          `DELETE FROM third_party_pending_links
            WHERE provider_id = $1 AND nonce_digest = $2 AND uid = $3 AND created_at > $4
            RETURNING provider_uid, email`,
          [providerId, digest(nonce), session.uid, now - PENDING_LINK_TTL_MS],
        );
        const pending = taken[0];
        if (!pending) throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: no third-party account waits to be linked' });
        const holder = await tx.query<{ uid: string }>('SELECT uid FROM linked_accounts WHERE provider_id = $1 AND provider_uid = $2', [providerId, pending.provider_uid]);
        if (holder[0] && holder[0].uid !== session.uid) throw appError('ACCOUNT_EXISTS', { message: 'This third-party account is linked to another account' });
        if (holder[0]) return;
        const other = await tx.query('SELECT 1 FROM linked_accounts WHERE uid = $1 AND provider_id = $2', [session.uid, providerId]);
        if (other.length > 0) throw appError('ACCOUNT_EXISTS', { message: 'Another account of this provider is linked already' });
        await this.link(tx, session.uid, providerId, { sub: pending.provider_uid, email: pending.email, emailVerified: true }, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('CONFLICTING_REQUEST');
      throw error;
    }
    return { providerId: providerId as 1 | 2 };
  }

  private async signIn(tx: Queryable, input: LinkedAccountLoginInput, providerId: number, identity: VerifiedIdentity): Promise<SignInOutcome> {
    const now = this.deps.now();
    const linked = await tx.query<{ uid: string }>(
      'SELECT uid FROM linked_accounts WHERE provider_id = $1 AND provider_uid = $2 FOR UPDATE',
      [providerId, identity.sub],
    );
    let uid = linked[0]?.uid;
    if (uid !== undefined) {
      // The identity belongs to one account: a session of another account cannot take it.
      if (input.session && input.session.uid !== uid) throw appError('ACCOUNT_EXISTS', { message: 'This third-party account is linked to another account' });
      await tx.query('UPDATE linked_accounts SET auth_at = $3 WHERE provider_id = $1 AND provider_uid = $2', [providerId, identity.sub, now]);
    } else if (input.session) {
      // The account is proven by its confirmed session: the identity is linked to it.
      uid = input.session.uid;
      const other = await tx.query('SELECT 1 FROM linked_accounts WHERE uid = $1 AND provider_id = $2', [uid, providerId]);
      if (other.length > 0) throw appError('ACCOUNT_EXISTS', { message: 'Another account of this provider is linked already' });
      await this.link(tx, uid, providerId, identity, now);
    } else {
      if (!identity.emailVerified) throw appError('INVALID_UNBLOCK_CODE', { message: 'Invalid authorization code: the provider has not confirmed the address' });
      const normalized = normalizeEmail(identity.email);
      // Another account's unconfirmed secondary address is only a claim: the provider vouches that the
      // address is this person's, so the claim goes, in this transaction. Confirmed meanwhile, it stays.
      await releaseUnconfirmedClaim(tx, normalized, now);
      const holders = await tx.query<{ uid: string; is_primary: boolean; verified: boolean }>(
        'SELECT e.uid, e.is_primary, e.verified FROM emails e WHERE e.normalized_email = $1',
        [normalized],
      );
      const holder = holders[0];
      // Never linked silently: the person proves the account first.
      if (holder?.verified && holder.is_primary) return { kind: 'met-account', uid: holder.uid, email: identity.email };
      if (holder?.verified) throw appError('VERIFIED_SECONDARY_EMAIL_EXISTS');
      // An address nobody confirmed can be claimed by whoever confirms it: the provider has.
      if (holder) await tx.query('DELETE FROM accounts WHERE uid = $1 AND NOT verified', [holder.uid]);
      uid = randomHex(16);
      await tx.query(
        `INSERT INTO accounts (uid, email, normalized_email, verified, created_at, password_created_at, locale, ka, updated_at)
         VALUES ($1, $2, $3, true, $4, 0, $5, $6, $4)`,
        [uid, identity.email, normalized, now, input.locale, randomHex(32)],
      );
      await tx.query(
        `INSERT INTO emails (uid, email, normalized_email, is_primary, verified, created_at, updated_at)
         VALUES ($1, $2, $3, true, true, $4, $4)`,
        [uid, identity.email, normalized, now],
      );
      await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.accountCreated, at: now, userAgent: input.userAgent });
      await this.link(tx, uid, providerId, identity, now);
    }
    const account = await tx.query<{ email: string; has_totp: boolean }>(
      'SELECT a.email, EXISTS (SELECT 1 FROM totp t WHERE t.uid = a.uid AND t.verified) AS has_totp FROM accounts a WHERE a.uid = $1',
      [uid],
    );
    const row = account[0];
    if (!row) throw appError('UNKNOWN_ACCOUNT');
    // An account with an authenticator confirms the session with it; the provider confirmed everything else.
    const verified = !row.has_totp;
    const created = await this.deps.sessions.create(tx, {
      uid,
      verified,
      ...(verified ? {} : { verificationMethod: 'totp-2fa' as const, verificationReason: 'login' as const }),
      userAgent: input.userAgent,
    });
    if (input.replaces) await this.deps.sessions.destroyOfAccount(tx, uid, input.replaces);
    await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.signIn, verified, at: now, userAgent: input.userAgent });
    return {
      kind: 'signed-in',
      result: {
        uid,
        sessionToken: created.token,
        providerUid: identity.sub,
        email: row.email,
        verified,
        ...(verified ? {} : { verificationMethod: 'totp-2fa' as const, verificationReason: 'login' as const }),
      },
    };
  }

  private async link(tx: Queryable, uid: string, providerId: number, identity: VerifiedIdentity, now: number): Promise<void> {
    await tx.query(
      'INSERT INTO linked_accounts (uid, provider_id, provider_uid, email, created_at, auth_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [uid, providerId, identity.sub, identity.email, now],
    );
  }

  /**
   * Removes the link to a provider. An account without a password or a
   * passkey keeps its last link: it would have no way in left (the person
   * creates a password first). The account's row is locked, as a passkey's
   * removal locks it, so the two at once cannot leave it with none.
   */
  async unlink(session: SessionRecord, providerId: number): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    if (!providerOfId(providerId)) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: providerId' });
    await this.deps.db.transaction(async (tx) => {
      const accounts = await tx.query<{ password_created_at: number; verify_hash: string | null }>(
        'SELECT password_created_at, verify_hash FROM accounts WHERE uid = $1 FOR UPDATE',
        [session.uid],
      );
      const account = accounts[0];
      if (!account) throw appError('INVALID_TOKEN');
      const links = await tx.query<{ provider_id: number }>('SELECT provider_id FROM linked_accounts WHERE uid = $1', [session.uid]);
      const hasPassword = account.verify_hash !== null || Number(account.password_created_at) > 0;
      const remaining = links.filter((link) => Number(link.provider_id) !== providerId);
      const passkeys = await tx.query('SELECT 1 FROM passkeys WHERE uid = $1 LIMIT 1', [session.uid]);
      if (!hasPassword && remaining.length === 0 && links.length > 0 && passkeys.length === 0) {
        throw appError('INVALID_PARAMETER', { message: 'Create a password before unlinking the last way to sign in' });
      }
      await tx.query('DELETE FROM linked_accounts WHERE uid = $1 AND provider_id = $2', [session.uid, providerId]);
    });
  }

  /**
   * Forgets the codes and nonces claimed before `before`: by then the
   * provider has long stopped taking those codes and the id tokens that carry
   * those nonces have expired, so neither can be used again anyway.
   */
  async purgeClaims(before: number): Promise<number> {
    const rows = await this.deps.db.query('DELETE FROM third_party_once WHERE used_at < $1 RETURNING 1', [before]);
    // The identities that waited for their account are forgotten with the nonces that made them.
    const waiting = await this.deps.db.query('DELETE FROM third_party_pending_links WHERE created_at < $1 RETURNING 1', [before]);
    return rows.length + waiting.length;
  }

  async list(uid: string): Promise<LinkedAccountRecord[]> {
    const rows = await this.deps.db.query<{ provider_id: number; auth_at: number }>(
      'SELECT provider_id, auth_at FROM linked_accounts WHERE uid = $1 ORDER BY provider_id',
      [uid],
    );
    return rows.map((row) => ({ providerId: Number(row.provider_id), authAt: Number(row.auth_at), enabled: true }));
  }
}
