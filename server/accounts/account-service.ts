// Accounts and the password protocol's server side: sign-up, sign-in, session
// confirmation by emailed code, key fetching and deletion. The password never
// arrives; authPW does, and only scrypt(authPW, salt) is stored, per
// key-stretch version.
import type { ServerConfig } from '../config';
import type { CodeService } from '../codes/code-service';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { hashAuthPW, verifyAuthPW } from '../crypto/password';
import { randomHex, sha256Hex } from '../crypto/tokens';
import { AppError, appError } from '../errors';
import type { Outbox } from '../outbox/outbox';
import { RateLimiter } from '../ratelimit/rate-limiter';
import { SECOND_FACTOR_EVENTS } from '../second-factor/events';
import type { SessionRecord, SessionService, VerificationMethod, VerificationReason } from '../sessions/session-service';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';

/** Code purposes this service issues. */
export const CODE_PURPOSES = { signup: 'signup', sessionToken: 'session-token', unblock: 'unblock' } as const;

/** Rate-limit action of wrong passwords, counted per normalized address. */
export const BAD_PASSWORD_ACTION = 'bad-password';

export interface AccountRecord {
  readonly uid: string;
  readonly email: string;
  readonly verified: boolean;
  readonly createdAt: number;
  readonly passwordCreatedAt: number;
  readonly locale: string;
  readonly metricsEnabled: boolean;
  readonly displayName: string | null;
  readonly hasV1: boolean;
  readonly hasV2: boolean;
  readonly clientSalt: string | null;
}

interface AccountRow {
  uid: string;
  email: string;
  normalized_email: string;
  verified: boolean;
  created_at: number;
  password_created_at: number;
  locale: string;
  metrics_enabled: boolean;
  display_name: string | null;
  auth_salt: string | null;
  verify_hash: string | null;
  wrap_kb: string | null;
  auth_salt_v2: string | null;
  verify_hash_v2: string | null;
  wrap_kb_v2: string | null;
  client_salt: string | null;
  ka: string;
}

function toRecord(row: AccountRow): AccountRecord {
  return {
    uid: row.uid,
    email: row.email,
    verified: row.verified,
    createdAt: row.created_at,
    passwordCreatedAt: row.password_created_at,
    locale: row.locale,
    metricsEnabled: row.metrics_enabled,
    displayName: row.display_name,
    hasV1: row.verify_hash !== null,
    hasV2: row.verify_hash_v2 !== null,
    clientSalt: row.client_salt,
  };
}

export interface EmailRecord {
  readonly email: string;
  readonly isPrimary: boolean;
  readonly verified: boolean;
}

const HEX64 = /^[0-9a-f]{64}$/;
const CLIENT_SALT = /^identity\.mozilla\.com\/picl\/v1\/quickStretchV2:[0-9a-f]{32}$/;
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

function checkEmail(email: string): void {
  if (email.length < 3 || email.length > 255 || !EMAIL.test(email)) {
    throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: email' });
  }
}

function checkHex(name: string, value: string | undefined | null): void {
  if (value !== undefined && value !== null && !HEX64.test(value)) {
    throw appError('INVALID_PARAMETER', { message: `Invalid parameter in request body: ${name}` });
  }
}

export interface SignUpInput {
  readonly email: string;
  readonly authPW: string;
  readonly wrapKb: string;
  readonly authPWVersion2?: string;
  readonly wrapKbVersion2?: string;
  readonly clientSalt?: string;
  readonly locale: string;
  readonly userAgent?: string;
  readonly keys?: boolean;
}

export interface SignUpResult {
  readonly uid: string;
  readonly sessionToken: string;
  readonly keyFetchToken?: string;
  /** Seconds since the epoch. */
  readonly authAt: number;
  readonly verificationMethod: 'email-otp';
  readonly verificationReason: 'signup';
}

export interface SignInInput {
  readonly email: string;
  readonly authPW: string;
  readonly locale: string;
  readonly userAgent?: string;
  readonly keys?: boolean;
  /** The emailed unblock code, needed once the address has had too many wrong passwords. */
  readonly unblockCode?: string;
}

export interface SignInResult {
  readonly uid: string;
  readonly sessionToken: string;
  readonly keyFetchToken?: string;
  readonly authAt: number;
  readonly emailVerified: boolean;
  readonly sessionVerified: boolean;
  readonly metricsEnabled: boolean;
  readonly verificationMethod?: VerificationMethod;
  readonly verificationReason?: VerificationReason;
}

export interface CredentialsStatus {
  readonly currentVersion: 'v1' | 'v2';
  readonly upgradeNeeded: boolean;
  readonly clientSalt?: string;
}

export class AccountService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Database,
    private readonly config: ServerConfig,
    private readonly sessions: SessionService,
    private readonly codes: CodeService,
    private readonly outbox: Outbox,
    private readonly now: () => number = Date.now,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  private async row(db: Queryable, where: 'uid' | 'normalized_email', value: string): Promise<AccountRow | undefined> {
    const rows = await db.query<AccountRow>(`SELECT * FROM accounts WHERE ${where} = $1`, [value]);
    return rows[0];
  }

  async byUid(uid: string): Promise<AccountRecord | undefined> {
    const row = await this.row(this.db, 'uid', uid);
    return row ? toRecord(row) : undefined;
  }

  async byEmail(email: string): Promise<AccountRecord | undefined> {
    const row = await this.row(this.db, 'normalized_email', normalizeEmail(email));
    return row ? toRecord(row) : undefined;
  }

  async emails(uid: string): Promise<EmailRecord[]> {
    const rows = await this.db.query<{ email: string; is_primary: boolean; verified: boolean }>(
      'SELECT email, is_primary, verified FROM emails WHERE uid = $1 ORDER BY is_primary DESC, id ASC',
      [uid],
    );
    return rows.map((row) => ({ email: row.email, isPrimary: row.is_primary, verified: row.verified }));
  }

  /** Whether an account exists for an address. */
  async exists(email: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM emails WHERE normalized_email = $1', [normalizeEmail(email)]);
    return rows.length > 0;
  }

  async credentialsStatus(email: string): Promise<CredentialsStatus> {
    const row = await this.row(this.db, 'normalized_email', normalizeEmail(email));
    if (!row) throw appError('UNKNOWN_ACCOUNT');
    if (row.verify_hash_v2 !== null && row.client_salt !== null) {
      return { currentVersion: 'v2', upgradeNeeded: false, clientSalt: row.client_salt };
    }
    return { currentVersion: 'v1', upgradeNeeded: true };
  }

  async signUp(input: SignUpInput): Promise<SignUpResult> {
    checkEmail(input.email);
    checkHex('authPW', input.authPW);
    checkHex('wrapKb', input.wrapKb);
    checkHex('authPWVersion2', input.authPWVersion2);
    checkHex('wrapKbVersion2', input.wrapKbVersion2);
    const v2Fields = [input.authPWVersion2, input.wrapKbVersion2, input.clientSalt].filter((v) => v !== undefined);
    if (v2Fields.length !== 0 && v2Fields.length !== 3) {
      throw appError('MISSING_PARAMETER', {
        message: 'Missing parameter in request body: authPWVersion2, wrapKbVersion2 and clientSalt go together',
      });
    }
    if (input.clientSalt !== undefined && !CLIENT_SALT.test(input.clientSalt)) {
      throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: clientSalt' });
    }
    const normalized = normalizeEmail(input.email);
    const v1 = await hashAuthPW(input.authPW, this.config.scrypt);
    const v2 = input.authPWVersion2 ? await hashAuthPW(input.authPWVersion2, this.config.scrypt) : undefined;
    const uid = randomHex(16);
    const now = this.now();
    let created: { token: string; session: SessionRecord };
    let keyFetchToken: string | undefined;
    try {
      ({ created, keyFetchToken } = await this.db.transaction(async (tx) => {
        const existing = await tx.query<{ uid: string; verified: boolean }>(
          'SELECT a.uid, a.verified FROM emails e JOIN accounts a ON a.uid = e.uid WHERE e.normalized_email = $1',
          [normalized],
        );
        const found = existing[0];
        if (found?.verified) throw appError('ACCOUNT_EXISTS');
        // An account never confirmed can be claimed again by whoever confirms the address.
        if (found) await tx.query('DELETE FROM accounts WHERE uid = $1', [found.uid]);
        await tx.query(
          `INSERT INTO accounts (uid, email, normalized_email, verified, created_at, password_created_at, locale,
             auth_salt, verify_hash, wrap_kb, auth_salt_v2, verify_hash_v2, wrap_kb_v2, client_salt, ka, updated_at)
           VALUES ($1, $2, $3, false, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $4)`,
          [
            uid,
            input.email,
            normalized,
            now,
            input.locale,
            v1.salt,
            v1.hash,
            input.wrapKb,
            v2?.salt ?? null,
            v2?.hash ?? null,
            input.wrapKbVersion2 ?? null,
            input.clientSalt ?? null,
            randomHex(32),
          ],
        );
        await tx.query(
          `INSERT INTO emails (uid, email, normalized_email, is_primary, verified, created_at, updated_at)
           VALUES ($1, $2, $3, true, false, $4, $4)`,
          [uid, input.email, normalized, now],
        );
        const session = await this.sessions.create(tx, {
          uid,
          verified: false,
          verificationMethod: 'email-otp',
          verificationReason: 'signup',
          userAgent: input.userAgent,
        });
        await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.accountCreated, verified: false, at: now });
        const fetchToken = input.keys ? await this.issueKeyFetchToken(tx, uid, session.session.id, v2 ? 2 : 1) : undefined;
        return { created: session, keyFetchToken: fetchToken };
      }));
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('ACCOUNT_EXISTS');
      throw error;
    }
    await this.sendOrForgetSession(created.session.id, () =>
      this.sendSessionCode(uid, input.email, input.locale, created.session.id, 'signup'),
    );
    return {
      uid,
      sessionToken: created.token,
      ...(keyFetchToken ? { keyFetchToken } : {}),
      authAt: Math.floor(now / 1000),
      verificationMethod: 'email-otp',
      verificationReason: 'signup',
    };
  }

  /** Checks authPW against the account's verifiers, newest version first; returns the version that matched. */
  private async checkPassword(row: AccountRow, authPW: string): Promise<1 | 2 | undefined> {
    if (row.verify_hash_v2 !== null && row.auth_salt_v2 !== null) {
      if (await verifyAuthPW(authPW, { salt: row.auth_salt_v2, hash: row.verify_hash_v2 }, this.config.scrypt)) return 2;
    }
    if (row.verify_hash !== null && row.auth_salt !== null) {
      if (await verifyAuthPW(authPW, { salt: row.auth_salt, hash: row.verify_hash }, this.config.scrypt)) return 1;
    }
    return undefined;
  }

  /** Throws the right error for a failed password check: 120 when only the address's case differs. */
  private wrongPassword(row: AccountRow, email: string): never {
    if (email !== row.email) throw appError('INCORRECT_EMAIL_CASE', { email: row.email });
    throw appError('INCORRECT_PASSWORD');
  }

  /**
   * The wrong-password limit in front of every sign-in: once an address has
   * had too many wrong passwords in the window, sign-in needs an emailed
   * unblock code (125 without one, 127 with a wrong, used or expired one).
   * The code is checked before the password, so a blocked address cannot be
   * used to keep guessing passwords. Resolves to whether the address has
   * wrong passwords counted in the current window.
   */
  private async checkSignInBlock(row: AccountRow | undefined, email: string, unblockCode: string | undefined): Promise<boolean> {
    const rule = this.config.secondFactor.limits.badPassword;
    const state = await this.limiter.check(BAD_PASSWORD_ACTION, email, rule);
    // `check` counts the hit it asks about: a count above 1 means earlier wrong passwords.
    const counted = state.count > 1;
    if (state.allowed) return counted;
    if (unblockCode === undefined) {
      throw appError('REQUEST_BLOCKED', { verificationMethod: 'email-captcha', verificationReason: 'login' });
    }
    // Wrong passwords are only counted for accounts that exist; an unknown address answers 102 below.
    if (!row) return counted;
    const check = await this.codes.verify(CODE_PURPOSES.unblock, { uid: row.uid }, unblockCode);
    if (check.status !== 'ok') throw appError('INVALID_UNBLOCK_CODE');
    await recordSecurityEvent(this.db, { uid: row.uid, name: SECOND_FACTOR_EVENTS.signinUnblocked, at: this.now() });
    return counted;
  }

  async signIn(input: SignInInput): Promise<SignInResult> {
    checkEmail(input.email);
    checkHex('authPW', input.authPW);
    const email = normalizeEmail(input.email);
    // The account and whether it has a confirmed authenticator, in one statement.
    const rows = await this.db.query<AccountRow & { has_verified_totp: boolean }>(
      `SELECT a.*, EXISTS (SELECT 1 FROM totp t WHERE t.uid = a.uid AND t.verified) AS has_verified_totp
         FROM accounts a WHERE a.normalized_email = $1`,
      [email],
    );
    const row = rows[0];
    const counted = await this.checkSignInBlock(row, email, input.unblockCode);
    if (!row) throw appError('UNKNOWN_ACCOUNT');
    const version = await this.checkPassword(row, input.authPW);
    if (version === undefined) {
      // Only a wrong password counts: 120 (the address's case differs) asks the client to retry with the registered case.
      if (input.email === row.email) await this.limiter.hit(BAD_PASSWORD_ACTION, email, this.config.secondFactor.limits.badPassword);
      this.wrongPassword(row, input.email);
    }
    // Only the current window decides, so with nothing counted in it there is nothing to forget:
    // most sign-ins skip the write (older windows are left to the maintenance sweep).
    if (counted) await this.limiter.reset(BAD_PASSWORD_ACTION, email);
    const reason: VerificationReason = row.verified ? 'login' : 'signup';
    // A confirmed account with an authenticator confirms the session with it;
    // every other session is confirmed with an emailed code.
    const verificationMethod: VerificationMethod =
      row.verified && row.has_verified_totp ? 'totp-2fa' : 'email-otp';
    const now = this.now();
    const { created, keyFetchToken } = await this.db.transaction(async (tx) => {
      const session = await this.sessions.create(tx, {
        uid: row.uid,
        verified: false,
        verificationMethod,
        verificationReason: reason,
        userAgent: input.userAgent,
      });
      await recordSecurityEvent(tx, { uid: row.uid, name: SECURITY_EVENTS.signIn, verified: false, at: now });
      const fetchToken = input.keys ? await this.issueKeyFetchToken(tx, row.uid, session.session.id, version) : undefined;
      return { created: session, keyFetchToken: fetchToken };
    });
    if (verificationMethod === 'email-otp') {
      await this.sendOrForgetSession(created.session.id, () =>
        this.sendSessionCode(row.uid, row.email, row.locale, created.session.id, reason),
      );
    }
    return {
      uid: row.uid,
      sessionToken: created.token,
      ...(keyFetchToken ? { keyFetchToken } : {}),
      authAt: Math.floor(now / 1000),
      emailVerified: row.verified,
      sessionVerified: false,
      metricsEnabled: row.metrics_enabled,
      verificationMethod,
      verificationReason: reason,
    };
  }

  /**
   * Sends the code that confirms a new session. When the email cannot be
   * sent (151) the session, whose token the caller never receives, is
   * deleted; the account stays as it was (a new account stays unconfirmed),
   * so signing up again or signing in sends a new code.
   */
  private async sendOrForgetSession(sessionId: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      if (error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL') await this.sessions.destroy(this.db, sessionId);
      throw error;
    }
  }

  private codeFor(reason: VerificationReason) {
    return reason === 'signup'
      ? { purpose: CODE_PURPOSES.signup, kind: this.config.codes.signup, template: 'signup-code' as const }
      : { purpose: CODE_PURPOSES.sessionToken, kind: this.config.codes.sessionToken, template: 'login-code' as const };
  }

  private async sendSessionCode(
    uid: string,
    email: string,
    locale: string,
    sessionId: string,
    reason: VerificationReason,
  ): Promise<void> {
    const { purpose, kind, template } = this.codeFor(reason);
    const issued = await this.codes.issue(purpose, kind, { uid, sessionId });
    await this.outbox.sendCodeEmail({
      to: email,
      uid,
      locale,
      template,
      code: issued.code,
      minutes: Math.round(kind.ttlMs / 60_000),
    });
  }

  /** Confirms a session (and, at sign-up, the account) with its emailed code. */
  async verifySessionCode(session: SessionRecord, code: string): Promise<void> {
    if (session.verified) return;
    const reason = session.verificationReason ?? 'login';
    const { purpose } = this.codeFor(reason);
    const check = await this.codes.verify(purpose, { uid: session.uid, sessionId: session.id }, code);
    if (check.status === 'expired') throw appError('EXPIRED_TOKEN_VERIFICATION_CODE');
    if (check.status !== 'ok') throw appError('INVALID_EXPIRED_OTP_CODE');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await this.sessions.markVerified(tx, session.id);
      if (reason === 'signup') {
        await tx.query('UPDATE accounts SET verified = true, updated_at = $2 WHERE uid = $1', [session.uid, now]);
        await tx.query('UPDATE emails SET verified = true, updated_at = $2 WHERE uid = $1 AND is_primary', [session.uid, now]);
        await recordSecurityEvent(tx, { uid: session.uid, name: SECURITY_EVENTS.accountVerified, at: now });
      }
      await recordSecurityEvent(tx, { uid: session.uid, name: SECURITY_EVENTS.sessionVerified, at: now });
    });
  }

  /** Emails a new code to an unconfirmed session; a confirmed session needs none. */
  async resendSessionCode(session: SessionRecord): Promise<void> {
    if (session.verified) return;
    const row = await this.row(this.db, 'uid', session.uid);
    if (!row) throw appError('INVALID_TOKEN');
    await this.sendSessionCode(row.uid, row.email, row.locale, session.id, session.verificationReason ?? 'login');
  }

  /** Deletes the account after checking the password again. */
  async destroy(session: SessionRecord, email: string, authPW: string): Promise<void> {
    checkHex('authPW', authPW);
    const row = await this.row(this.db, 'uid', session.uid);
    if (!row) throw appError('INVALID_TOKEN');
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    if (normalizeEmail(email) !== row.normalized_email) {
      throw appError('INCORRECT_PASSWORD');
    }
    if ((await this.checkPassword(row, authPW)) === undefined) this.wrongPassword(row, email);
    await this.db.query('DELETE FROM accounts WHERE uid = $1', [row.uid]);
  }

  private async issueKeyFetchToken(tx: Queryable, uid: string, sessionId: string, version: 1 | 2): Promise<string> {
    const token = randomHex(32);
    await tx.query(
      'INSERT INTO key_fetch_tokens (id, uid, session_id, version, created_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256Hex(token), uid, sessionId, version, this.now()],
    );
    return token;
  }

  /** Trades a key-fetch token (used up either way) for kA and the wrapped kB. */
  async fetchKeys(keyFetchToken: string): Promise<{ kA: string; wrapKB: string }> {
    if (!HEX64.test(keyFetchToken)) throw appError('INVALID_TOKEN');
    const rows = await this.db.query<{ uid: string; session_id: string; version: number }>(
      'DELETE FROM key_fetch_tokens WHERE id = $1 RETURNING uid, session_id, version',
      [sha256Hex(keyFetchToken)],
    );
    const token = rows[0];
    if (!token) throw appError('INVALID_TOKEN');
    const session = await this.sessions.get(this.db, token.session_id);
    if (!session) throw appError('INVALID_TOKEN');
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const row = await this.row(this.db, 'uid', token.uid);
    if (!row) throw appError('INVALID_TOKEN');
    const wrapKB = token.version === 2 ? row.wrap_kb_v2 : row.wrap_kb;
    if (!wrapKB) throw appError('INVALID_TOKEN');
    return { kA: row.ka, wrapKB };
  }

  async setDisplayName(uid: string, displayName: string): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET display_name = $2, updated_at = $3 WHERE uid = $1', [uid, displayName, now]);
      await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.displayNameChanged, at: now });
    });
  }

  async setMetricsEnabled(uid: string, enabled: boolean): Promise<void> {
    await this.db.query('UPDATE accounts SET metrics_enabled = $2, updated_at = $3 WHERE uid = $1', [uid, enabled, this.now()]);
  }
}
