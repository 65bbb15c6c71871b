// Two-step authentication on the shared services: the authenticator (TOTP),
// backup codes, the recovery phone, step-up codes and sign-in unblock codes.
// Codes go through the shared CodeService; limits through the RateLimiter.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CODE_PURPOSES } from '../accounts/records';
import { recordSecurityEvent } from '../accounts/security-events';
import type { CodeKindConfig } from '../config';
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { MfaScope } from './step-up';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import type { Services } from '../services';
import type { SessionRecord } from '../sessions/session-service';
import { consumeBackupCode, countBackupCodes, storeBackupCodes } from './backup-codes';
import { SECOND_FACTOR_EVENTS } from './events';
import type { Caller } from './guards';
import { limitedCheck, limitedSend } from './guards';
import { matchTotp, newTotpSecret, qrCodeDataUrl, totpUri } from './totp';

export const SECOND_FACTOR_CODES = {
  unblock: CODE_PURPOSES.unblock,
  recoveryPhoneSetup: 'recovery-phone-setup',
  recoveryPhoneSignIn: 'recovery-phone-signin',
  stepUp: (scope: MfaScope) => `step-up-${scope}`,
} as const;

const DIGITS = '0123456789';

interface TotpRow {
  secret: string;
  verified: boolean;
  last_used_step: number | null;
  setup_checked: boolean;
  pending_secret: string | null;
  pending_last_used_step: number | null;
}

export interface RecoveryPhoneState {
  readonly exists: boolean;
  readonly available: boolean;
  readonly phoneNumber?: string;
  readonly nationalFormat?: string;
}

function invalidCode(): never {
  throw appError('INVALID_EXPIRED_OTP_CODE');
}

/** The services two-step authentication is built on (server/services.ts makes it last). */
export type SecondFactorDeps = Omit<Services, 'secondFactor'>;

export class SecondFactorService {
  readonly limiter: RateLimiter;

  constructor(private readonly services: SecondFactorDeps) {
    this.limiter = services.limiter;
  }

  private get settings() {
    return this.services.config.secondFactor;
  }

  /** TOTP_ISSUER, or the product's full name. */
  private get totpIssuer(): string {
    return this.settings.totpIssuer ?? this.services.strings.productTitle;
  }

  private otpKind(): CodeKindConfig {
    return { length: 6, alphabet: DIGITS, ttlMs: this.settings.otpTtlMs, maxAttempts: this.settings.codeMaxAttempts };
  }

  private async account(uid: string) {
    const account = await this.services.accounts.byUid(uid);
    if (!account) throw appError('INVALID_TOKEN');
    return account;
  }

  private async event(db: Queryable, uid: string, name: string): Promise<void> {
    await recordSecurityEvent(db, { uid, name, at: this.services.now() });
  }

  // ── Step-up codes ───────────────────────────────────────────────────────

  async sendStepUpCode(session: SessionRecord, scope: MfaScope, caller: Caller): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const account = await this.account(session.uid);
    const purpose = SECOND_FACTOR_CODES.stepUp(scope);
    await limitedSend(this.limiter, `send-${purpose}`, session.uid, this.settings.limits.codeSend, caller.locale);
    const kind = this.otpKind();
    const issued = await this.services.codes.issue(purpose, kind, { uid: session.uid, sessionId: session.id });
    await this.services.outbox.sendCodeEmail({
      to: account.email,
      uid: account.uid,
      locale: account.locale,
      template: 'step-up-code',
      code: issued.code,
      minutes: Math.round(kind.ttlMs / 60_000),
    });
  }

  async checkStepUpCode(session: SessionRecord, scope: MfaScope, code: string, caller: Caller): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const purpose = SECOND_FACTOR_CODES.stepUp(scope);
    const ok = await limitedCheck(this.limiter, this.settings.limits.codeVerify, caller, session.uid, async () => {
      const check = await this.services.codes.verify(purpose, { uid: session.uid, sessionId: session.id }, code);
      return check.status === 'ok';
    });
    if (!ok) invalidCode();
  }

  // ── Authenticator ───────────────────────────────────────────────────────

  private async totpRow(db: Queryable, uid: string): Promise<TotpRow | undefined> {
    const rows = await db.query<TotpRow>(
      'SELECT secret, verified, last_used_step, setup_checked, pending_secret, pending_last_used_step FROM totp WHERE uid = $1',
      [uid],
    );
    return rows[0];
  }

  async totpStatus(uid: string): Promise<{ exists: boolean; verified: boolean }> {
    const row = await this.totpRow(this.services.db, uid);
    return { exists: row !== undefined, verified: row?.verified === true };
  }

  private async secretResponse(uid: string, secret: string): Promise<{ qrCodeUrl: string; secret: string }> {
    const account = await this.account(uid);
    return { secret, qrCodeUrl: await qrCodeDataUrl(totpUri(secret, this.totpIssuer, account.email)) };
  }

  async createTotp(session: SessionRecord): Promise<{ qrCodeUrl: string; secret: string }> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const account = await this.account(session.uid);
    const existing = await this.totpRow(this.services.db, session.uid);
    if (existing?.verified) throw appError('TOTP_TOKEN_EXISTS');
    const { secret } = newTotpSecret(this.totpIssuer, account.email);
    const now = this.services.now();
    await this.services.db.query(
      `INSERT INTO totp (uid, secret, verified, created_at, updated_at) VALUES ($1, $2, false, $3, $3)
       ON CONFLICT (uid) DO UPDATE SET secret = $2, verified = false, setup_checked = false, last_used_step = NULL,
         pending_secret = NULL, pending_last_used_step = NULL, updated_at = $3`,
      [session.uid, secret, now],
    );
    return this.secretResponse(session.uid, secret);
  }

  /** Checks a code against `secret` and records its step so it cannot be used again. */
  private async useTotpCode(
    uid: string,
    caller: Caller,
    code: string,
    column: 'last_used_step' | 'pending_last_used_step',
    secretOf: (row: TotpRow) => string | null,
  ): Promise<boolean> {
    return limitedCheck(this.limiter, this.settings.limits.codeVerify, caller, uid, async () => {
      const row = await this.totpRow(this.services.db, uid);
      const secret = row ? secretOf(row) : null;
      if (!row || !secret) return false;
      const step = matchTotp(secret, code, this.services.now(), row[column]);
      if (step === undefined) return false;
      const claimed = await this.services.db.query(
        `UPDATE totp SET ${column} = $2, updated_at = $3 WHERE uid = $1 AND (${column} IS NULL OR ${column} < $2) RETURNING uid`,
        [uid, step, this.services.now()],
      );
      return claimed.length === 1;
    });
  }

  async verifyTotpSetup(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row || row.verified) throw appError('TOTP_TOKEN_NOT_FOUND');
    if (!(await this.useTotpCode(session.uid, caller, code, 'last_used_step', (r) => r.secret))) invalidCode();
    await this.services.db.query('UPDATE totp SET setup_checked = true WHERE uid = $1', [session.uid]);
  }

  async completeTotpSetup(session: SessionRecord): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row) throw appError('TOTP_TOKEN_NOT_FOUND');
    if (row.verified) return;
    if (!row.setup_checked) throw appError('INVALID_EXPIRED_OTP_CODE', { message: 'The pending secret has not been verified yet' });
    await this.services.db.transaction(async (tx) => {
      await tx.query('UPDATE totp SET verified = true, updated_at = $2 WHERE uid = $1', [session.uid, this.services.now()]);
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.twoFactorAdded);
    });
  }

  async startTotpReplace(session: SessionRecord): Promise<{ qrCodeUrl: string; secret: string }> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row?.verified) throw appError('TOTP_TOKEN_NOT_FOUND');
    const account = await this.account(session.uid);
    const { secret } = newTotpSecret(this.totpIssuer, account.email);
    await this.services.db.query(
      'UPDATE totp SET pending_secret = $2, pending_last_used_step = NULL, updated_at = $3 WHERE uid = $1',
      [session.uid, secret, this.services.now()],
    );
    return this.secretResponse(session.uid, secret);
  }

  async confirmTotpReplace(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row?.verified || !row.pending_secret) throw appError('TOTP_TOKEN_NOT_FOUND');
    if (!(await this.useTotpCode(session.uid, caller, code, 'pending_last_used_step', (r) => r.pending_secret))) invalidCode();
    await this.services.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE totp SET secret = pending_secret, last_used_step = pending_last_used_step, pending_secret = NULL,
           pending_last_used_step = NULL, updated_at = $2 WHERE uid = $1 AND pending_secret IS NOT NULL`,
        [session.uid, this.services.now()],
      );
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.twoFactorReplaced);
    });
  }

  async destroyTotp(session: SessionRecord): Promise<void> {
    await this.services.db.transaction(async (tx) => {
      const removed = await tx.query('DELETE FROM totp WHERE uid = $1 RETURNING uid', [session.uid]);
      if (removed.length === 0) throw appError('TOTP_TOKEN_NOT_FOUND');
      await tx.query('DELETE FROM backup_codes WHERE uid = $1', [session.uid]);
      await tx.query('DELETE FROM recovery_phones WHERE uid = $1', [session.uid]);
      await tx.query('DELETE FROM recovery_phone_pending WHERE uid = $1', [session.uid]);
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.twoFactorRemoved);
    });
  }

  /** Confirms a totp-2fa session with an authenticator code. */
  async verifySessionWithTotp(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row?.verified) throw appError('TOTP_TOKEN_NOT_FOUND');
    if (!(await this.useTotpCode(session.uid, caller, code, 'last_used_step', (r) => r.secret))) invalidCode();
    await this.confirmSession(session);
  }

  private async confirmSession(session: SessionRecord): Promise<void> {
    if (session.verified) return;
    await this.services.db.transaction(async (tx) => {
      await this.services.sessions.markVerified(tx, session.id);
      await this.event(tx, session.uid, 'session.verify');
    });
    await this.services.codes.revoke('session-token', { uid: session.uid, sessionId: session.id });
  }

  // ── Backup codes ────────────────────────────────────────────────────────

  private checkBackupCodeSet(codes: readonly string[]): void {
    const { count, length } = this.services.config.recoveryCodes;
    if (codes.length !== count || codes.some((code) => code.length !== length)) {
      throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: recoveryCodes' });
    }
  }

  /** Stores the codes made during set-up (POST); needs a TOTP secret, pending or active. */
  async setBackupCodes(session: SessionRecord, codes: readonly string[]): Promise<void> {
    this.checkBackupCodeSet(codes);
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row) throw appError('TOTP_TOKEN_NOT_FOUND');
    await this.services.db.transaction(async (tx) => {
      await storeBackupCodes(tx, session.uid, codes, this.services.now());
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.backupCodesCreated);
    });
  }

  /** Replaces the codes (PUT); needs two-step authentication on. */
  async replaceBackupCodes(session: SessionRecord, codes: readonly string[]): Promise<void> {
    this.checkBackupCodeSet(codes);
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row?.verified) throw appError('TOTP_REQUIRED');
    await this.services.db.transaction(async (tx) => {
      await storeBackupCodes(tx, session.uid, codes, this.services.now());
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.backupCodesReplaced);
    });
  }

  backupCodeCount(uid: string): Promise<number> {
    return countBackupCodes(this.services.db, uid);
  }

  /** Confirms a session with a backup code, which is used up; returns how many are left. */
  async verifySessionWithBackupCode(session: SessionRecord, code: string, caller: Caller): Promise<number> {
    let remaining: number | undefined;
    const ok = await limitedCheck(this.limiter, this.settings.limits.codeVerify, caller, session.uid, async () => {
      remaining = await consumeBackupCode(this.services.db, session.uid, code, this.services.now());
      return remaining !== undefined;
    });
    if (!ok || remaining === undefined) throw appError('BACKUP_CODE_NOT_FOUND');
    await this.confirmSession(session);
    await this.event(this.services.db, session.uid, SECOND_FACTOR_EVENTS.backupCodeUsed);
    return remaining;
  }

  // ── Recovery phone ──────────────────────────────────────────────────────

  private featureOn(): void {
    if (!this.settings.recoveryPhone.enabled) throw appError('FEATURE_NOT_ENABLED');
  }

  private async phoneRow(db: Queryable, uid: string) {
    const rows = await db.query<{ phone_number: string; national_format: string }>(
      'SELECT phone_number, national_format FROM recovery_phones WHERE uid = $1',
      [uid],
    );
    return rows[0];
  }

  private async sendSms(uid: string, to: string, template: string, code: string, locale: string): Promise<void> {
    await this.services.outbox.sendText({
      to,
      uid,
      locale,
      template,
      text: this.services.strings.format(locale, `sms-${template}`, { code }),
      code,
    });
  }

  private async smsAllowed(uid: string, locale: string): Promise<void> {
    await limitedSend(this.limiter, 'sms', uid, this.settings.limits.sms, locale, 'SMS_SEND_RATE_LIMIT_EXCEEDED');
  }

  /** Texts a set-up code to a new number; with a phone already set this starts a change. */
  async createRecoveryPhone(session: SessionRecord, phoneNumber: string, caller: Caller): Promise<void> {
    this.featureOn();
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const parsed = parsePhoneNumberFromString(phoneNumber);
    if (!parsed?.isValid()) throw appError('INVALID_PHONE_NUMBER');
    const e164 = parsed.number;
    if (!parsed.country || !this.settings.recoveryPhone.regions.includes(parsed.country)) throw appError('INVALID_REGION');
    const totp = await this.totpRow(this.services.db, session.uid);
    if (!totp?.verified) throw appError('TOTP_REQUIRED');
    const current = await this.phoneRow(this.services.db, session.uid);
    if (current?.phone_number === e164) throw appError('RECOVERY_PHONE_NUMBER_EXISTS');
    const users = await this.services.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM recovery_phones WHERE phone_number = $1 AND uid <> $2',
      [e164, session.uid],
    );
    if ((users[0]?.count ?? 0) >= this.settings.recoveryPhone.maxAccountsPerNumber) {
      throw appError('RECOVERY_PHONE_REGISTRATION_LIMIT_REACHED');
    }
    await this.smsAllowed(session.uid, caller.locale);
    const now = this.services.now();
    await this.services.db.query(
      `INSERT INTO recovery_phone_pending (uid, phone_number, national_format, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (uid) DO UPDATE SET phone_number = $2, national_format = $3, created_at = $4`,
      [session.uid, e164, parsed.formatNational(), now],
    );
    const issued = await this.services.codes.issue(SECOND_FACTOR_CODES.recoveryPhoneSetup, this.otpKind(), { uid: session.uid });
    const account = await this.account(session.uid);
    await this.sendSms(session.uid, e164, 'recovery-phone-setup', issued.code, account.locale);
  }

  /** Checks the texted code and stores the pending number (set-up or change). */
  async confirmRecoveryPhone(
    session: SessionRecord,
    code: string,
    caller: Caller,
    mode: 'setup' | 'change',
  ): Promise<{ phoneNumber: string; nationalFormat: string }> {
    const current = await this.phoneRow(this.services.db, session.uid);
    if (mode === 'change' && !current) throw appError('RECOVERY_PHONE_NUMBER_NOT_FOUND');
    if (mode === 'setup' && current) throw appError('RECOVERY_PHONE_NUMBER_EXISTS');
    const ok = await limitedCheck(this.limiter, this.settings.limits.codeVerify, caller, session.uid, async () => {
      const check = await this.services.codes.verify(SECOND_FACTOR_CODES.recoveryPhoneSetup, { uid: session.uid }, code);
      return check.status === 'ok';
    });
    if (!ok) invalidCode();
    return this.services.db.transaction(async (tx) => {
      const pending = await tx.query<{ phone_number: string; national_format: string }>(
        'DELETE FROM recovery_phone_pending WHERE uid = $1 RETURNING phone_number, national_format',
        [session.uid],
      );
      const number = pending[0];
      if (!number) invalidCode();
      const now = this.services.now();
      await tx.query(
        `INSERT INTO recovery_phones (uid, phone_number, national_format, verified, created_at, updated_at)
         VALUES ($1, $2, $3, true, $4, $4)
         ON CONFLICT (uid) DO UPDATE SET phone_number = $2, national_format = $3, verified = true, updated_at = $4`,
        [session.uid, number.phone_number, number.national_format, now],
      );
      await this.event(tx, session.uid, mode === 'setup' ? SECOND_FACTOR_EVENTS.recoveryPhoneAdded : SECOND_FACTOR_EVENTS.recoveryPhoneChanged);
      return { phoneNumber: number.phone_number, nationalFormat: number.national_format };
    });
  }

  async destroyRecoveryPhone(session: SessionRecord): Promise<void> {
    const current = await this.phoneRow(this.services.db, session.uid);
    if (!current) throw appError('RECOVERY_PHONE_NUMBER_NOT_FOUND');
    if ((await countBackupCodes(this.services.db, session.uid)) === 0) {
      throw appError('RECOVERY_PHONE_REMOVE_MISSING_BACKUP_CODES');
    }
    await this.services.db.transaction(async (tx) => {
      await tx.query('DELETE FROM recovery_phones WHERE uid = $1', [session.uid]);
      await tx.query('DELETE FROM recovery_phone_pending WHERE uid = $1', [session.uid]);
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.recoveryPhoneRemoved);
    });
  }

  async recoveryPhoneStatus(session: SessionRecord): Promise<RecoveryPhoneState> {
    const available = this.settings.recoveryPhone.enabled;
    const row = await this.phoneRow(this.services.db, session.uid);
    if (!row) return { exists: false, available };
    if (!session.verified) {
      return { exists: true, available, phoneNumber: `${'•'.repeat(Math.max(0, row.phone_number.length - 4))}${row.phone_number.slice(-4)}` };
    }
    return { exists: true, available, phoneNumber: row.phone_number, nationalFormat: row.national_format };
  }

  /** Texts a sign-in code to the recovery phone of a session that needs confirming. */
  async sendSignInPhoneCode(session: SessionRecord, caller: Caller): Promise<void> {
    this.featureOn();
    const row = await this.phoneRow(this.services.db, session.uid);
    if (!row) throw appError('RECOVERY_PHONE_NUMBER_NOT_FOUND');
    await this.smsAllowed(session.uid, caller.locale);
    const issued = await this.services.codes.issue(SECOND_FACTOR_CODES.recoveryPhoneSignIn, this.otpKind(), {
      uid: session.uid,
      sessionId: session.id,
    });
    const account = await this.account(session.uid);
    await this.sendSms(session.uid, row.phone_number, 'recovery-phone-signin', issued.code, account.locale);
  }

  async confirmSignInPhoneCode(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    const ok = await limitedCheck(this.limiter, this.settings.limits.codeVerify, caller, session.uid, async () => {
      const check = await this.services.codes.verify(SECOND_FACTOR_CODES.recoveryPhoneSignIn, { uid: session.uid, sessionId: session.id }, code);
      return check.status === 'ok';
    });
    if (!ok) invalidCode();
    await this.confirmSession(session);
    await this.event(this.services.db, session.uid, SECOND_FACTOR_EVENTS.recoveryPhoneSignIn);
  }

  // ── Sign-in unblock codes ───────────────────────────────────────────────

  /** Emails the code that lifts the wrong-password block of an address (per-account send limit). */
  async sendUnblockCode(email: string, caller: Caller): Promise<void> {
    const account = await this.services.accounts.byEmail(email);
    if (!account) throw appError('UNKNOWN_ACCOUNT');
    await limitedSend(this.limiter, `send-${SECOND_FACTOR_CODES.unblock}`, account.uid, this.settings.limits.codeSend, caller.locale);
    const kind = { ...this.settings.unblockCode, maxAttempts: this.settings.codeMaxAttempts };
    const issued = await this.services.codes.issue(SECOND_FACTOR_CODES.unblock, kind, { uid: account.uid });
    await this.services.outbox.sendCodeEmail({
      to: account.email,
      uid: account.uid,
      locale: account.locale,
      template: 'unblock-code',
      code: issued.code,
      minutes: Math.round(kind.ttlMs / 60_000),
    });
  }

  /** 'This was not me': uses up the unblock code and records the refusal. */
  async rejectUnblockCode(uid: string, unblockCode: string): Promise<void> {
    const account = await this.services.accounts.byUid(uid);
    if (!account) throw appError('UNKNOWN_ACCOUNT');
    const check = await this.services.codes.verify(SECOND_FACTOR_CODES.unblock, { uid: account.uid }, unblockCode);
    if (check.status !== 'ok') throw appError('INVALID_UNBLOCK_CODE');
    await this.event(this.services.db, account.uid, SECOND_FACTOR_EVENTS.unblockRejected);
  }
}
