// The forgotten-password reset (SPEC §2.2, §4.7, §7.2). It is one file of
// over 400 lines on purpose: each step checks what the step before it stored
// (the code's token, its tries, the second factor it proved), and read apart
// those hand-offs would hide the chain a reset must not skip:
//
//   1. an emailed six-digit code is sent to the account's primary address;
//   2. the code gives a password-forgot token and a reset code;
//   3. a two-step account proves its second factor on that token (the
//      authenticator, a backup code or the recovery phone: see the routes);
//   4. the token and reset code give a single-use account-reset token;
//   5. the account-reset token sets the new password, with a new kB or, with
//      the account recovery key, the old one; every other session and OAuth
//      token ends, and a "your password was changed" email goes out.
//
// Tokens and codes are stored as their SHA-256; every use and every counted
// attempt is one statement that changes and returns the row.
import type { CodeCheck } from '../codes/code-service';
import { hexEqual, randomHex, sha256Hex } from '../crypto/tokens';
import { AppError, appError } from '../errors';
import type { Logger } from '../log';
import type { TokenStore } from '../oauth/token-store';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck, limitedSend } from '../ratelimit/guards';
import type { AccountDeps } from './deps';
import { hashNewCredentials, replaceCredentials, signOutEverywhere } from './credentials';
import type { NewCredentials } from './credentials';
import { issueKeyFetchToken } from './key-fetch';
import { forgetWrongPasswords } from './password-attempts';
import type { RecoveryKeyService } from './recovery-keys';
import { HEX64, checkEmail, emailToHashWith, normalizeEmail } from './records';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';

/** Code purpose of the emailed reset code. */
export const PASSWORD_FORGOT_CODE = 'password-forgot';

/** How a two-step account proved its second factor during a reset. */
export type ResetSecondFactor = 'totp' | 'backup-code' | 'recovery-phone';

/** Password-forgot tokens last an hour; account-reset tokens 15 minutes. */
export const PASSWORD_FORGOT_TOKEN_TTL_MS = 60 * 60_000;
export const ACCOUNT_RESET_TOKEN_TTL_MS = 15 * 60_000;
/** Reset-code checks one password-forgot token allows. */
export const RESET_CODE_TRIES = 3;

const RESET_CODE = /^[0-9a-f]{32}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export interface SendCodeOptions {
  readonly service?: string;
  readonly redirectTo?: string;
  /** Base64 of a JSON object the browser gets back; SPEC §9: 'e30=' (an empty object) by default. */
  readonly resume?: string;
  /** The request's language, when it named one; else the account's. */
  readonly locale?: string;
}

export interface ForgotToken {
  readonly id: string;
  readonly uid: string;
  readonly tries: number;
  readonly expiresAt: number;
  readonly secondFactor: ResetSecondFactor | null;
}

export interface ResetToken {
  readonly id: string;
  readonly uid: string;
  readonly expiresAt: number;
}

export interface VerifiedEmailCode {
  readonly uid: string;
  /** The password-forgot token. */
  readonly token: string;
  /** The reset code to send back with it. */
  readonly code: string;
  /** The address the new password is stretched with (the one the account was made with). */
  readonly emailToHashWith: string;
}

export interface VerifyResetCodeOptions {
  readonly accountResetWithRecoveryKey?: boolean;
  readonly includeRecoveryKeyPrompt?: boolean;
}

export interface VerifiedResetCode {
  readonly accountResetToken: string;
  readonly recoveryKeyExists?: boolean;
  readonly estimatedSyncDeviceCount?: number;
}

export interface ResetInput extends NewCredentials {
  /** Start a session and return its token. */
  readonly sessionToken?: boolean;
  /** Also return a key-fetch token (with a session only). */
  readonly keys?: boolean;
  /** Set for a reset that keeps kB: the id of the recovery key the browser opened the data with. */
  readonly recoveryKeyId?: string;
  readonly userAgent?: string;
  /** Language of the "your password was changed" email. */
  readonly locale?: string;
}

export interface ResetResult {
  readonly uid: string;
  readonly sessionToken?: string;
  readonly keyFetchToken?: string;
  /** Seconds since the epoch. */
  readonly authAt: number;
  /** Whether the returned session is confirmed; false without one. */
  readonly verified: boolean;
}

interface ForgotRow {
  id: string;
  uid: string;
  reset_code_hash: string;
  tries: number;
  second_factor: ResetSecondFactor | null;
  expires_at: number;
}

export interface PasswordResetDeps extends Pick<AccountDeps, 'db' | 'config' | 'sessions' | 'codes' | 'outbox' | 'limiter' | 'now'> {
  readonly tokens: TokenStore;
  readonly recoveryKeys: RecoveryKeyService;
  readonly logger: Logger;
}

function invalidToken(): never {
  throw appError('INVALID_TOKEN');
}

function checkSendOptions(options: SendCodeOptions): void {
  const resume = options.resume ?? 'e30=';
  let resumeOk = BASE64.test(resume);
  if (resumeOk) {
    try {
      const value: unknown = JSON.parse(Buffer.from(resume, 'base64').toString('utf8'));
      resumeOk = typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      resumeOk = false;
    }
  }
  if (!resumeOk) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: resume' });
  const { redirectTo } = options;
  if (redirectTo !== undefined) {
    let ok = redirectTo.startsWith('/') && !redirectTo.startsWith('//');
    if (!ok) {
      try {
        const url = new URL(redirectTo);
        ok = url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        ok = false;
      }
    }
    if (!ok) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: redirectTo' });
  }
}

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * The account whose primary address is `email`: 102 when none, 145 when it
   * is a confirmed secondary address. An address another account added and
   * never confirmed is nobody's yet: 102, as for any address without an account.
   */
  private async accountOfPrimary(email: string): Promise<{ uid: string; email: string; hashEmail: string; locale: string }> {
    checkEmail(email);
    const rows = await this.deps.db.query<{ uid: string; is_primary: boolean; email: string; email_to_hash_with: string | null; locale: string }>(
      `SELECT e.uid, e.is_primary, a.email, a.email_to_hash_with, a.locale FROM emails e JOIN accounts a ON a.uid = e.uid
        WHERE e.normalized_email = $1 AND (e.is_primary OR e.verified)`,
      [normalizeEmail(email)],
    );
    const row = rows[0];
    if (!row) throw appError('UNKNOWN_ACCOUNT');
    if (!row.is_primary) throw appError('RESET_PASSWORD_WITH_SECONDARY_EMAIL');
    return { uid: row.uid, email: row.email, hashEmail: emailToHashWith(row), locale: row.locale };
  }

  /** The primary address mail goes to (the account's first address may have been replaced as primary). */
  private async primaryAddress(uid: string): Promise<{ email: string; locale: string } | undefined> {
    const rows = await this.deps.db.query<{ email: string; locale: string }>(
      'SELECT e.email, a.locale FROM emails e JOIN accounts a ON a.uid = e.uid WHERE e.uid = $1 AND e.is_primary',
      [uid],
    );
    return rows[0];
  }

  /**
   * Emails a reset code to the primary address (SPEC §7.2). Sending again
   * retires the previous code. At most the configured number of codes per
   * address and window (SPEC §9: 4), counted before anything is looked up,
   * then 114 with the wait in the caller's language; a code that could not
   * be sent (151) is not counted.
   */
  async sendCode(email: string, options: SendCodeOptions, caller: Caller): Promise<void> {
    checkEmail(email);
    checkSendOptions(options);
    const action = `send-${PASSWORD_FORGOT_CODE}`;
    const subject = normalizeEmail(email);
    await limitedSend(this.deps.limiter, action, subject, this.deps.config.limits.codeSend, caller.locale);
    try {
      const account = await this.accountOfPrimary(email);
      const kind = this.deps.config.codes.passwordForgot;
      const issued = await this.deps.codes.issue(PASSWORD_FORGOT_CODE, kind, { uid: account.uid });
      await this.deps.outbox.sendCodeEmail({
        to: email,
        uid: account.uid,
        locale: options.locale ?? account.locale,
        template: 'password-forgot-code',
        code: issued.code,
        minutes: Math.round(kind.ttlMs / 60_000),
      });
    } catch (error) {
      if (error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL') await this.deps.limiter.release(action, subject);
      throw error;
    }
  }

  /**
   * Checks the emailed code (153 when it expired, 183 when wrong, used or
   * replaced; the code-check limits give 114) and returns a new password-forgot token with its reset code.
   */
  async verifyEmailCode(email: string, code: string, caller: Caller): Promise<VerifiedEmailCode> {
    const account = await this.accountOfPrimary(email);
    let status: CodeCheck['status'] | undefined;
    const ok = await limitedCheck(this.deps.limiter, this.deps.config.limits.codeVerify, caller, account.uid, async () => {
      ({ status } = await this.deps.codes.verify(PASSWORD_FORGOT_CODE, { uid: account.uid }, code));
      return status === 'ok';
    });
    // An expired code is told apart, so the page can offer a new one.
    if (!ok) throw appError(status === 'expired' ? 'EXPIRED_TOKEN_VERIFICATION_CODE' : 'INVALID_EXPIRED_OTP_CODE');
    const token = randomHex(32);
    const resetCode = randomHex(16);
    const now = this.deps.now();
    await this.deps.db.query(
      `INSERT INTO password_forgot_tokens (id, uid, reset_code_hash, tries, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [sha256Hex(token), account.uid, sha256Hex(resetCode), RESET_CODE_TRIES, now, now + PASSWORD_FORGOT_TOKEN_TTL_MS],
    );
    return { uid: account.uid, token, code: resetCode, emailToHashWith: account.hashEmail };
  }

  /** The live password-forgot token of a bearer value; 110 when unknown, expired or used. */
  async forgotToken(token: string): Promise<ForgotToken> {
    if (!HEX64.test(token)) invalidToken();
    const rows = await this.deps.db.query<ForgotRow>(
      `SELECT id, uid, reset_code_hash, tries, second_factor, expires_at FROM password_forgot_tokens
        WHERE id = $1 AND used_at IS NULL AND expires_at > $2`,
      [sha256Hex(token), this.deps.now()],
    );
    const row = rows[0];
    if (!row) invalidToken();
    return { id: row.id, uid: row.uid, tries: row.tries, expiresAt: row.expires_at, secondFactor: row.second_factor };
  }

  /** Reset-code checks left and time left of a password-forgot token (110 when it is not live). */
  async status(token: string): Promise<{ tries: number; ttlMs: number }> {
    const forgot = await this.forgotToken(token);
    return { tries: forgot.tries, ttlMs: Math.max(0, forgot.expiresAt - this.deps.now()) };
  }

  /** Records that a two-step account proved its second factor on a password-forgot token. */
  async confirmSecondFactor(forgot: ForgotToken, method: ResetSecondFactor): Promise<void> {
    const rows = await this.deps.db.query(
      `UPDATE password_forgot_tokens SET second_factor = $2
        WHERE id = $1 AND used_at IS NULL AND expires_at > $3 RETURNING id`,
      [forgot.id, method, this.deps.now()],
    );
    if (rows.length === 0) invalidToken();
  }

  private async hasTwoStep(uid: string): Promise<boolean> {
    const rows = await this.deps.db.query('SELECT 1 FROM totp WHERE uid = $1 AND verified', [uid]);
    return rows.length > 0;
  }

  /**
   * Trades a password-forgot token and its reset code for an account-reset
   * token. Each check takes one of the token's tries first (110 once none is
   * left); a wrong code is 105. A two-step account must have proved its
   * second factor on the token (160, which gives the try back).
   */
  async verifyResetCode(token: string, code: string, options: VerifyResetCodeOptions, caller: Caller): Promise<VerifiedResetCode> {
    if (!HEX64.test(token)) invalidToken();
    if (!RESET_CODE.test(code)) throw appError('INVALID_VERIFICATION_CODE');
    const id = sha256Hex(token);
    const { db, now } = this.deps;
    const taken = await db.query<ForgotRow>(
      `UPDATE password_forgot_tokens SET tries = tries - 1
        WHERE id = $1 AND used_at IS NULL AND expires_at > $2 AND tries > 0
        RETURNING id, uid, reset_code_hash, tries, second_factor, expires_at`,
      [id, now()],
    );
    const row = taken[0];
    if (!row) invalidToken();
    const ok = await limitedCheck(this.deps.limiter, this.deps.config.limits.codeVerify, caller, row.uid, async () =>
      hexEqual(sha256Hex(code), row.reset_code_hash),
    );
    if (!ok) throw appError('INVALID_VERIFICATION_CODE');
    const giveBack = () => db.query('UPDATE password_forgot_tokens SET tries = tries + 1 WHERE id = $1', [id]);
    if (row.second_factor === null && (await this.hasTwoStep(row.uid))) {
      await giveBack();
      throw appError('TOTP_REQUIRED');
    }
    const keys = await this.deps.recoveryKeys.exists(row.uid);
    if (options.accountResetWithRecoveryKey && !keys.exists) {
      await giveBack();
      throw appError('RECOVERY_KEY_NOT_FOUND');
    }
    const resetToken = randomHex(32);
    await db.transaction(async (tx) => {
      const at = now();
      const used = await tx.query('UPDATE password_forgot_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, at]);
      if (used.length === 0) invalidToken();
      await tx.query(
        `INSERT INTO account_reset_tokens (id, uid, second_factor, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [sha256Hex(resetToken), row.uid, row.second_factor, at, at + ACCOUNT_RESET_TOKEN_TTL_MS],
      );
    });
    return {
      accountResetToken: resetToken,
      ...(options.includeRecoveryKeyPrompt ? { recoveryKeyExists: keys.exists, estimatedSyncDeviceCount: keys.estimatedSyncDeviceCount } : {}),
    };
  }

  /** The live account-reset token of a bearer value; 110 when unknown, expired or used. */
  async resetToken(token: string): Promise<ResetToken> {
    if (!HEX64.test(token)) invalidToken();
    const rows = await this.deps.db.query<{ id: string; uid: string; expires_at: number }>(
      'SELECT id, uid, expires_at FROM account_reset_tokens WHERE id = $1 AND used_at IS NULL AND expires_at > $2',
      [sha256Hex(token), this.deps.now()],
    );
    const row = rows[0];
    if (!row) invalidToken();
    return { id: row.id, uid: row.uid, expiresAt: row.expires_at };
  }

  /**
   * Sets the new password with an account-reset token, which is used up in
   * the same transaction. With `recoveryKeyId` (the browser kept kB with the
   * recovery key) the key must be the account's (158 none, 159 another, both
   * counted by the code-check limits) and is used up; without it kB is new,
   * so the stored recovery data, which protects the old kB, goes too. Every
   * session and OAuth token of the account ends, every live code and reset
   * token is retired, the address counts as confirmed (the emailed code
   * proved it) and loses its wrong-password block, and a security event and
   * an email record the change.
   */
  async reset(token: string, input: ResetInput, caller: Caller): Promise<ResetResult> {
    const pending = await this.resetToken(token);
    const credentials = await hashNewCredentials(input, this.deps.config.scrypt);
    if (input.recoveryKeyId !== undefined) {
      await this.deps.recoveryKeys.check(pending.uid, input.recoveryKeyId, caller, 'INVALID_RECOVERY_KEY');
    }
    const { db, sessions, tokens, recoveryKeys } = this.deps;
    const now = this.deps.now();
    const result = await db.transaction(async (tx) => {
      const used = await tx.query<{ uid: string; second_factor: ResetSecondFactor | null }>(
        `UPDATE account_reset_tokens SET used_at = $2
          WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING uid, second_factor`,
        [pending.id, now],
      );
      const row = used[0];
      if (!row) invalidToken();
      const { uid } = row;
      if (input.recoveryKeyId !== undefined) {
        if (!(await recoveryKeys.useForReset(tx, uid, input.recoveryKeyId, now, input.userAgent))) throw appError('RECOVERY_KEY_NOT_FOUND');
      } else {
        await recoveryKeys.removeForNewKey(tx, uid, now, input.userAgent);
      }
      await replaceCredentials(tx, uid, credentials, now);
      await tx.query('UPDATE accounts SET verified = true WHERE uid = $1', [uid]);
      await tx.query('UPDATE emails SET verified = true, updated_at = $2 WHERE uid = $1 AND is_primary AND NOT verified', [uid, now]);
      await signOutEverywhere(tx, tokens, uid);
      await tx.query('DELETE FROM password_forgot_tokens WHERE uid = $1', [uid]);
      await tx.query('DELETE FROM account_reset_tokens WHERE uid = $1 AND id <> $2', [uid, pending.id]);
      await tx.query('UPDATE codes SET used_at = $2, updated_at = $2 WHERE uid = $1 AND used_at IS NULL', [uid, now]);
      await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.passwordReset, at: now, userAgent: input.userAgent });
      if (!input.sessionToken) return { uid };
      const created = await sessions.create(tx, { uid, verified: true, userAgent: input.userAgent });
      // A second factor proved during the reset makes the new session a two-step one.
      await sessions.markVerified(tx, created.session.id, row.second_factor ? 'totp-2fa' : 'email-otp');
      const keyFetchToken = input.keys
        ? await issueKeyFetchToken(tx, now, { uid, sessionId: created.session.id, version: credentials.v2 ? 2 : 1 })
        : undefined;
      return { uid, sessionToken: created.token, keyFetchToken };
    });
    // The emailed code proved the address: wrong passwords counted against it no longer block a sign-in.
    const account = await this.deps.db.query<{ normalized_email: string }>('SELECT normalized_email FROM accounts WHERE uid = $1', [result.uid]);
    if (account[0]) await forgetWrongPasswords(this.deps.limiter, account[0].normalized_email);
    await this.notify(result.uid, input.recoveryKeyId !== undefined, input.locale);
    return {
      uid: result.uid,
      ...(result.sessionToken ? { sessionToken: result.sessionToken } : {}),
      ...(result.keyFetchToken ? { keyFetchToken: result.keyFetchToken } : {}),
      authAt: Math.floor(now / 1000),
      verified: result.sessionToken !== undefined,
    };
  }

  /**
   * The "your password was changed" email, in the request's language (else the
   * account's). The reset is done whatever happens to the email, so a refused
   * delivery is logged (the outbox keeps it, marked failed), not answered.
   */
  private async notify(uid: string, withRecoveryKey: boolean, locale: string | undefined): Promise<void> {
    const address = await this.primaryAddress(uid);
    if (!address) return;
    try {
      await this.deps.outbox.sendNoticeEmail({
        to: address.email,
        uid,
        locale: locale ?? address.locale,
        template: withRecoveryKey ? 'password-reset-recovery-key' : 'password-reset',
      });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL')) throw error;
      this.deps.logger.warn('password reset notice not delivered', { uid });
    }
  }

  /** Deletes password-forgot and account-reset tokens that expired before `before`; returns how many. */
  async purgeExpired(before: number): Promise<number> {
    const forgot = await this.deps.db.query('DELETE FROM password_forgot_tokens WHERE expires_at < $1 RETURNING id', [before]);
    const reset = await this.deps.db.query('DELETE FROM account_reset_tokens WHERE expires_at < $1 RETURNING id', [before]);
    return forgot.length + reset.length;
  }
}
