// The password of a signed-in person (SPEC §4.7, §6): checking it again for
// the current session (reauth, which also hands out a key-fetch token so the
// browser can read kB), changing it with kB kept (the browser re-wraps kB
// under the new password), and creating a first password for an account that
// has none.
//
// The current password is checked under the wrong-password limits sign-in
// counts (password-attempts.ts): each check takes its place first, in one
// statement that increments and returns the count, so a burst of guesses gets
// no more checks than a sequential client; a right password forgets the count.
import { AppError, appError } from '../errors';
import type { Logger } from '../log';
import type { TokenStore } from '../oauth/token-store';
import type { Caller } from '../ratelimit/guards';
import type { SessionRecord, VerificationMethod, VerificationReason } from '../sessions/session-service';
import { hashNewCredentials, replaceCredentials, signOutEverywhere } from './credentials';
import type { NewCredentials } from './credentials';
import type { AccountDeps } from './deps';
import { issueKeyFetchToken } from './key-fetch';
import { PasswordAttempts } from './password-attempts';
import { checkPassword, comparableVerifiers, hasPassword, noPassword, stretchWithOtherAddress, wrongPassword } from './passwords';
import { accountRow, checkEmail, checkHex, emailToHashWith, normalizeEmail } from './records';
import type { AccountRow } from './records';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';

export interface ReauthInput {
  readonly email: string;
  readonly authPW: string;
  readonly keys?: boolean;
}

export interface ReauthResult {
  readonly uid: string;
  readonly keyFetchToken?: string;
  /** Seconds since the epoch. */
  readonly authAt: number;
  readonly emailVerified: boolean;
  readonly sessionVerified: boolean;
  readonly metricsEnabled: boolean;
  readonly verificationMethod?: VerificationMethod;
  readonly verificationReason?: VerificationReason;
}

export interface ChangeInput extends NewCredentials {
  /** The address the credentials are salted with (the one the account was made with). */
  readonly email: string;
  /** authPW of the current password, of the newest key-stretch version the account has. */
  readonly oldAuthPW: string;
  readonly keys?: boolean;
  readonly userAgent?: string;
  /** Language of the notice email; the account's when absent. */
  readonly locale?: string;
}

export interface ChangeResult {
  readonly uid: string;
  /** The caller's new session token: the old one, and every other, has ended. */
  readonly sessionToken: string;
  readonly keyFetchToken?: string;
  readonly verified: boolean;
  /** Seconds since the epoch. */
  readonly authAt: number;
}

export interface CreateInput extends NewCredentials {
  readonly locale?: string;
}

export interface PasswordChangeDeps extends Pick<AccountDeps, 'db' | 'config' | 'sessions' | 'codes' | 'outbox' | 'limiter' | 'now'> {
  readonly tokens: TokenStore;
  readonly logger: Logger;
}

export class PasswordChangeService {
  private readonly attempts: PasswordAttempts;

  constructor(private readonly deps: PasswordChangeDeps) {
    this.attempts = new PasswordAttempts(deps);
  }

  private async account(uid: string): Promise<AccountRow> {
    const row = await accountRow(this.deps.db, 'uid', uid);
    if (!row) throw appError('INVALID_TOKEN');
    return row;
  }

  /**
   * Checks authPW of the current password for `row` under the wrong-password
   * limits sign-in counts (114 with the wait once over them). A wrong
   * password is 103 and stays counted, whatever the address's case; another
   * address of a version 1 account is 120 (with the address to stretch with),
   * answered before anything is compared or counted (passwords.ts).
   */
  private async checkCurrent(row: AccountRow, email: string, authPW: string, caller: Caller): Promise<1 | 2> {
    const hashEmail = emailToHashWith(row);
    const sameAccount = normalizeEmail(email) === row.normalized_email || normalizeEmail(email) === normalizeEmail(hashEmail);
    if (!sameAccount) throw appError('INCORRECT_PASSWORD');
    // Nothing to compare, so nothing counted: the session's owner is told to create a password.
    if (!hasPassword(row)) noPassword();
    const which = comparableVerifiers(row, email);
    if (which === 'none') stretchWithOtherAddress(row);
    const slot = await this.attempts.reserve({ email: row.normalized_email, uid: row.uid, caller, whenBlocked: 'throttle' });
    const version = row.verify_hash !== null ? await checkPassword(row, authPW, this.deps.config.scrypt, which) : undefined;
    if (version === undefined) wrongPassword();
    await slot.passed();
    return version;
  }

  /**
   * Checks the password again for the current session (SPEC §6: before a
   * password change or a new recovery key). With `keys`, a key-fetch token
   * for this session and the key-stretch version that matched.
   */
  async reauth(session: SessionRecord, input: ReauthInput, caller: Caller): Promise<ReauthResult> {
    checkEmail(input.email);
    checkHex('authPW', input.authPW);
    const row = await this.account(session.uid);
    const version = await this.checkCurrent(row, input.email, input.authPW, caller);
    const now = this.deps.now();
    const keyFetchToken = input.keys ? await issueKeyFetchToken(this.deps.db, now, { uid: row.uid, sessionId: session.id, version }) : undefined;
    return {
      uid: row.uid,
      ...(keyFetchToken ? { keyFetchToken } : {}),
      authAt: Math.floor(now / 1000),
      emailVerified: row.verified,
      sessionVerified: session.verified,
      metricsEnabled: row.metrics_enabled,
      ...(session.verified
        ? {}
        : {
            ...(session.verificationMethod ? { verificationMethod: session.verificationMethod } : {}),
            ...(session.verificationReason ? { verificationReason: session.verificationReason } : {}),
          }),
    };
  }

  /**
   * Changes the password of the account of `session` (the session the
   * step-up JWT was issued to): the current password must be right (checked
   * under the limit), the new credentials wrap the same kB. In one
   * transaction the caller's session is used up (so a change runs once per
   * session, and a second one at the same moment finds it gone), the
   * credentials are replaced, every session and OAuth token family of the
   * account ends, and a new session, confirmed the way the old one was, takes
   * the caller's place. A security event and an email record the change.
   */
  async change(session: SessionRecord, input: ChangeInput, caller: Caller): Promise<ChangeResult> {
    checkEmail(input.email);
    checkHex('oldAuthPW', input.oldAuthPW);
    const credentials = await hashNewCredentials(input, this.deps.config.scrypt);
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const row = await this.account(session.uid);
    await this.checkCurrent(row, input.email, input.oldAuthPW, caller);
    const { db, sessions, tokens } = this.deps;
    const now = this.deps.now();
    const result = await db.transaction(async (tx) => {
      if (!(await sessions.destroyOfAccount(tx, row.uid, session.id))) throw appError('INVALID_TOKEN');
      await replaceCredentials(tx, row.uid, credentials, now);
      await signOutEverywhere(tx, tokens, row.uid);
      const created = await sessions.create(tx, { uid: row.uid, verified: true, userAgent: input.userAgent ?? session.userAgent });
      await sessions.markVerified(tx, created.session.id, session.verifiedMethod ?? 'email-otp');
      await recordSecurityEvent(tx, { uid: row.uid, name: SECURITY_EVENTS.passwordChanged, at: now, userAgent: created.session.userAgent });
      const keyFetchToken = input.keys
        ? await issueKeyFetchToken(tx, now, { uid: row.uid, sessionId: created.session.id, version: credentials.v2 ? 2 : 1 })
        : undefined;
      return { sessionToken: created.token, keyFetchToken };
    });
    await this.notify(row.uid, 'password-changed', input.locale);
    return {
      uid: row.uid,
      sessionToken: result.sessionToken,
      ...(result.keyFetchToken ? { keyFetchToken: result.keyFetchToken } : {}),
      verified: true,
      authAt: Math.floor(now / 1000),
    };
  }

  /**
   * Sets the first password of an account that has none (made through a
   * third-party sign-in): 206 once one is set, decided on the locked account
   * row, so of two creations at once only one sets it. Other sessions stay.
   */
  async create(session: SessionRecord, input: CreateInput): Promise<{ passwordCreated: number }> {
    const credentials = await hashNewCredentials(input, this.deps.config.scrypt);
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const rows = await tx.query<{ verify_hash: string | null; password_created_at: number }>(
        'SELECT verify_hash, password_created_at FROM accounts WHERE uid = $1 FOR UPDATE',
        [session.uid],
      );
      const row = rows[0];
      if (!row) throw appError('INVALID_TOKEN');
      if (row.verify_hash !== null || Number(row.password_created_at) > 0) throw appError('CANNOT_CREATE_PASSWORD');
      await replaceCredentials(tx, session.uid, credentials, now);
      await recordSecurityEvent(tx, { uid: session.uid, name: SECURITY_EVENTS.passwordCreated, at: now, userAgent: session.userAgent });
    });
    await this.notify(session.uid, 'password-created', input.locale);
    return { passwordCreated: now };
  }

  /**
   * The notice email to the primary address, in the request's language (else
   * the account's). The change is made whatever happens to the email, so a
   * refused delivery is logged (the outbox keeps it, marked failed).
   */
  private async notify(uid: string, template: 'password-changed' | 'password-created', locale: string | undefined): Promise<void> {
    const rows = await this.deps.db.query<{ email: string; locale: string }>(
      'SELECT e.email, a.locale FROM emails e JOIN accounts a ON a.uid = e.uid WHERE e.uid = $1 AND e.is_primary',
      [uid],
    );
    const address = rows[0];
    if (!address) return;
    try {
      await this.deps.outbox.sendNoticeEmail({ to: address.email, uid, locale: locale ?? address.locale, template });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL')) throw error;
      this.deps.logger.warn('password notice not delivered', { uid, template });
    }
  }
}
