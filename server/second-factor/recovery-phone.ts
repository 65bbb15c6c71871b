// The recovery phone (SPEC §3.12): set up and changed with a texted code,
// removed, shown masked, and used to confirm a sign-in, with the SMS limits
// (errno 216) in front of every text.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { SessionRecord } from '../sessions/session-service';
import { countBackupCodes } from './backup-codes';
import { SECOND_FACTOR_CODES, SecondFactorBase, invalidCode } from './base';
import { SECOND_FACTOR_EVENTS } from '../accounts/second-factor-events';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck, limitedSend } from '../ratelimit/guards';

export interface RecoveryPhoneState {
  readonly exists: boolean;
  readonly available: boolean;
  readonly phoneNumber?: string;
  readonly nationalFormat?: string;
}

export class RecoveryPhoneService extends SecondFactorBase {
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
    await limitedSend(this.limiter, 'sms', uid, this.limiter.limits.sms, locale, 'SMS_SEND_RATE_LIMIT_EXCEEDED');
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
    // Two-step on, or being set up with its code already checked (the phone is then its way back in).
    if (!totp?.verified && !totp?.setup_checked) throw appError('TOTP_REQUIRED');
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

  /**
   * Checks the texted code and stores the pending number (set-up or change).
   * A change signs the account out everywhere else: the old number may now be
   * someone else's, and a sign-in it confirmed would otherwise stay. A first
   * number signs no one out: nobody could have used it yet, and it adds a way
   * back in, not a step every sign-in must take.
   */
  async confirmRecoveryPhone(
    session: SessionRecord,
    code: string,
    caller: Caller,
    mode: 'setup' | 'change',
  ): Promise<{ phoneNumber: string; nationalFormat: string }> {
    const current = await this.phoneRow(this.services.db, session.uid);
    if (mode === 'change' && !current) throw appError('RECOVERY_PHONE_NUMBER_NOT_FOUND');
    if (mode === 'setup' && current) throw appError('RECOVERY_PHONE_NUMBER_EXISTS');
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, session.uid, async () => {
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
      await this.event(tx, session.uid, mode === 'setup' ? SECOND_FACTOR_EVENTS.recoveryPhoneAdded : SECOND_FACTOR_EVENTS.recoveryPhoneChanged, session);
      if (mode === 'change') await this.signOutElsewhere(tx, session);
      return { phoneNumber: number.phone_number, nationalFormat: number.national_format };
    });
  }

  /** Removes the number; as with turning two-step off, nobody is signed out. */
  async destroyRecoveryPhone(session: SessionRecord): Promise<void> {
    const current = await this.phoneRow(this.services.db, session.uid);
    if (!current) throw appError('RECOVERY_PHONE_NUMBER_NOT_FOUND');
    if ((await countBackupCodes(this.services.db, session.uid)) === 0) {
      throw appError('RECOVERY_PHONE_REMOVE_MISSING_BACKUP_CODES');
    }
    await this.services.db.transaction(async (tx) => {
      await tx.query('DELETE FROM recovery_phones WHERE uid = $1', [session.uid]);
      await tx.query('DELETE FROM recovery_phone_pending WHERE uid = $1', [session.uid]);
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.recoveryPhoneRemoved, session);
    });
  }

  async recoveryPhoneStatus(session: Pick<SessionRecord, 'uid' | 'verified'>): Promise<RecoveryPhoneState> {
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
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, session.uid, async () => {
      const check = await this.services.codes.verify(SECOND_FACTOR_CODES.recoveryPhoneSignIn, { uid: session.uid, sessionId: session.id }, code);
      return check.status === 'ok';
    });
    if (!ok) invalidCode();
    await this.confirmSession(session);
    await this.event(this.services.db, session.uid, SECOND_FACTOR_EVENTS.recoveryPhoneSignIn, session);
  }

  /** During a password reset of a two-step account: texts a code to its recovery phone. */
  async sendResetPhoneCode(uid: string, caller: Caller): Promise<void> {
    this.featureOn();
    const row = await this.phoneRow(this.services.db, uid);
    if (!row) throw appError('RECOVERY_PHONE_NUMBER_NOT_FOUND');
    await this.smsAllowed(uid, caller.locale);
    const issued = await this.services.codes.issue(SECOND_FACTOR_CODES.recoveryPhoneReset, this.otpKind(), { uid });
    await this.sendSms(uid, row.phone_number, 'recovery-phone-reset', issued.code, caller.locale);
  }

  /** During a password reset: checks the texted code (183 when wrong or expired). */
  async confirmResetPhoneCode(uid: string, code: string, caller: Caller): Promise<void> {
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, uid, async () => {
      const check = await this.services.codes.verify(SECOND_FACTOR_CODES.recoveryPhoneReset, { uid }, code);
      return check.status === 'ok';
    });
    if (!ok) invalidCode();
    await this.event(this.services.db, uid, SECOND_FACTOR_EVENTS.recoveryPhoneReset);
  }
}
