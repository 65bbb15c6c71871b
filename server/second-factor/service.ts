// Two-step authentication on the shared services: the authenticator (TOTP),
// backup codes, step-up codes and sign-in unblock codes. The recovery phone is
// in recovery-phone.ts. Codes go through the shared CodeService; limits
// through the shared RateLimiter.
import { appError } from '../errors';
import type { SessionRecord } from '../sessions/session-service';
import { consumeBackupCode, countBackupCodes, storeBackupCodes } from './backup-codes';
import { SECOND_FACTOR_CODES, SecondFactorBase, invalidCode } from './base';
import type { TotpRow } from './base';
import { SECOND_FACTOR_EVENTS } from '../accounts/second-factor-events';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck, limitedSend } from '../ratelimit/guards';
import type { MfaScope } from './step-up';
import { matchTotp, newTotpSecret, qrCodeDataUrl, totpUri } from './totp';

export { SECOND_FACTOR_CODES } from './base';
export type { SecondFactorDeps } from './base';

/** The app's page where a person reports a sign-in they did not make, for one unblock code. */
export function reportSigninLink(appOrigin: string, uid: string, unblockCode: string): string {
  const url = new URL('/report_signin', appOrigin);
  url.searchParams.set('uid', uid);
  url.searchParams.set('unblockCode', unblockCode);
  return url.toString();
}

/** A pending authenticator secret: base32 for typing, the otpauth URI, and the URI drawn as a QR code. */
export interface TotpSecretResponse {
  secret: string;
  uri: string;
  qrCodeUrl: string;
}

export class SecondFactorService extends SecondFactorBase {
  // ── Step-up codes ───────────────────────────────────────────────────────

  async sendStepUpCode(session: SessionRecord, scope: MfaScope | readonly MfaScope[], caller: Caller): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const account = await this.account(session.uid);
    const purpose = SECOND_FACTOR_CODES.stepUp(scope);
    await limitedSend(this.limiter, `send-${purpose}`, session.uid, this.limiter.limits.codeSend, caller.locale);
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

  async checkStepUpCode(session: SessionRecord, scope: MfaScope | readonly MfaScope[], code: string, caller: Caller): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const purpose = SECOND_FACTOR_CODES.stepUp(scope);
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, session.uid, async () => {
      const check = await this.services.codes.verify(purpose, { uid: session.uid, sessionId: session.id }, code);
      return check.status === 'ok';
    });
    if (!ok) invalidCode();
  }

  // ── Authenticator ───────────────────────────────────────────────────────

  async totpStatus(uid: string): Promise<{ exists: boolean; verified: boolean }> {
    const row = await this.totpRow(this.services.db, uid);
    return { exists: row !== undefined, verified: row?.verified === true };
  }

  private async secretResponse(uid: string, secret: string): Promise<TotpSecretResponse> {
    const account = await this.account(uid);
    const uri = totpUri(secret, this.totpIssuer, account.email);
    return { secret, uri, qrCodeUrl: await qrCodeDataUrl(uri) };
  }

  async createTotp(session: SessionRecord): Promise<TotpSecretResponse> {
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

  /**
   * Checks a code against `secret` and records its step so it cannot be used
   * again; throws 183 for a wrong code and 220 for a right one already used
   * (sent again, or by a request that claimed its step first), which counts
   * as a failed check too.
   */
  private async useTotpCode(
    uid: string,
    caller: Caller,
    code: string,
    column: 'last_used_step' | 'pending_last_used_step',
    secretOf: (row: TotpRow) => string | null,
  ): Promise<void> {
    // What a refused check was, set inside it.
    const refused: { as: 'used' | 'wrong' } = { as: 'wrong' };
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, uid, async () => {
      const row = await this.totpRow(this.services.db, uid);
      const secret = row ? secretOf(row) : null;
      if (!row || !secret) return false;
      const match = matchTotp(secret, code, this.services.now(), row[column]);
      if (typeof match === 'string') {
        refused.as = match;
        return false;
      }
      const claimed = await this.services.db.query(
        `UPDATE totp SET ${column} = $2, updated_at = $3 WHERE uid = $1 AND (${column} IS NULL OR ${column} < $2) RETURNING uid`,
        [uid, match.step, this.services.now()],
      );
      refused.as = 'used';
      return claimed.length === 1;
    });
    if (ok) return;
    if (refused.as === 'used') throw appError('TOTP_CODE_ALREADY_USED');
    invalidCode();
  }

  async verifyTotpSetup(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row || row.verified) throw appError('TOTP_TOKEN_NOT_FOUND');
    await this.useTotpCode(session.uid, caller, code, 'last_used_step', (r) => r.secret);
    await this.services.db.query('UPDATE totp SET setup_checked = true WHERE uid = $1', [session.uid]);
  }

  /**
   * Turns two-step on once the set-up code was right. Inside a sign-in flow
   * (`asSecondFactor`), the code just typed from the new authenticator also
   * counts as this session's second factor, so the flow that asked for
   * two-step (AAL2) can go on with it.
   */
  async completeTotpSetup(session: SessionRecord, asSecondFactor = false): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row) throw appError('TOTP_TOKEN_NOT_FOUND');
    if (row.verified) return;
    if (!row.setup_checked) throw appError('INVALID_EXPIRED_OTP_CODE', { message: 'The pending secret has not been verified yet' });
    // Of requests that race here, only the one whose update turns two-step on records it and says so.
    const turnedOn = await this.services.db.transaction(async (tx) => {
      const updated = await tx.query('UPDATE totp SET verified = true, updated_at = $2 WHERE uid = $1 AND verified = false RETURNING uid', [
        session.uid,
        this.services.now(),
      ]);
      if (updated.length === 0) return false;
      if (asSecondFactor) await this.services.sessions.markVerified(tx, session.id, 'totp-2fa');
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.twoFactorAdded, session);
      await this.signOutElsewhere(tx, session);
      return true;
    });
    if (turnedOn) await this.notify(session.uid, 'two-step-enabled');
  }

  async startTotpReplace(session: SessionRecord): Promise<TotpSecretResponse> {
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
    await this.useTotpCode(session.uid, caller, code, 'pending_last_used_step', (r) => r.pending_secret);
    await this.services.db.transaction(async (tx) => {
      const swapped = await tx.query(
        `UPDATE totp SET secret = pending_secret, last_used_step = pending_last_used_step, pending_secret = NULL,
           pending_last_used_step = NULL, updated_at = $2 WHERE uid = $1 AND pending_secret IS NOT NULL RETURNING uid`,
        [session.uid, this.services.now()],
      );
      if (swapped.length === 0) throw appError('TOTP_TOKEN_NOT_FOUND');
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.twoFactorReplaced, session);
      await this.signOutElsewhere(tx, session);
    });
    await this.notify(session.uid, 'two-step-replaced');
  }

  /**
   * Turns two-step off, with the backup codes and the recovery phone. Nobody
   * is signed out: removing a factor gives no one a way in, and each session
   * and token already proved what was asked of it when it was made.
   */
  async destroyTotp(session: SessionRecord): Promise<void> {
    await this.services.db.transaction(async (tx) => {
      const removed = await tx.query('DELETE FROM totp WHERE uid = $1 RETURNING uid', [session.uid]);
      if (removed.length === 0) throw appError('TOTP_TOKEN_NOT_FOUND');
      await tx.query('DELETE FROM backup_codes WHERE uid = $1', [session.uid]);
      await tx.query('DELETE FROM recovery_phones WHERE uid = $1', [session.uid]);
      await tx.query('DELETE FROM recovery_phone_pending WHERE uid = $1', [session.uid]);
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.twoFactorRemoved, session);
    });
    await this.notify(session.uid, 'two-step-disabled');
  }

  /** Confirms a totp-2fa session with an authenticator code. */
  async verifySessionWithTotp(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row?.verified) throw appError('TOTP_TOKEN_NOT_FOUND');
    await this.useTotpCode(session.uid, caller, code, 'last_used_step', (r) => r.secret);
    await this.confirmSession(session);
  }

  /** During a password reset: checks an authenticator code of a two-step account (155 without one, 183 when wrong, 220 when just used). */
  async checkTotpForReset(uid: string, code: string, caller: Caller): Promise<void> {
    const row = await this.totpRow(this.services.db, uid);
    if (!row?.verified) throw appError('TOTP_TOKEN_NOT_FOUND');
    await this.useTotpCode(uid, caller, code, 'last_used_step', (r) => r.secret);
  }

  // ── Backup codes ────────────────────────────────────────────────────────

  private checkBackupCodeSet(codes: readonly string[]): void {
    const { count, length } = this.services.config.recoveryCodes;
    if (codes.length !== count || codes.some((code) => code.length !== length)) {
      throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: recoveryCodes' });
    }
  }

  /**
   * Stores the codes made during set-up (POST); needs a TOTP secret, pending
   * or active. With two-step already on, the new set replaces codes that
   * were in use, so everywhere else is signed out as on a replacement (PUT);
   * during set-up, turning two-step on does that.
   */
  async setBackupCodes(session: SessionRecord, codes: readonly string[]): Promise<void> {
    this.checkBackupCodeSet(codes);
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row) throw appError('TOTP_TOKEN_NOT_FOUND');
    await this.services.db.transaction(async (tx) => {
      await storeBackupCodes(tx, session.uid, codes, this.services.now());
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.backupCodesCreated, session);
      if (row.verified) await this.signOutElsewhere(tx, session);
    });
  }

  /**
   * Replaces the codes (PUT); needs two-step authentication on. People make
   * new codes when the old ones may have been seen, and whoever used one of
   * them holds a session or an OAuth token: everywhere else is signed out.
   */
  async replaceBackupCodes(session: SessionRecord, codes: readonly string[]): Promise<void> {
    this.checkBackupCodeSet(codes);
    const row = await this.totpRow(this.services.db, session.uid);
    if (!row?.verified) throw appError('TOTP_REQUIRED');
    await this.services.db.transaction(async (tx) => {
      await storeBackupCodes(tx, session.uid, codes, this.services.now());
      await this.event(tx, session.uid, SECOND_FACTOR_EVENTS.backupCodesReplaced, session);
      await this.signOutElsewhere(tx, session);
    });
    await this.notify(session.uid, 'backup-codes-replaced');
  }

  backupCodeCount(uid: string): Promise<number> {
    return countBackupCodes(this.services.db, uid);
  }

  /** Confirms a session with a backup code, which is used up; returns how many are left. */
  async verifySessionWithBackupCode(session: SessionRecord, code: string, caller: Caller): Promise<number> {
    let remaining: number | undefined;
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, session.uid, async () => {
      remaining = await consumeBackupCode(this.services.db, session.uid, code, this.services.now());
      return remaining !== undefined;
    });
    if (!ok || remaining === undefined) throw appError('BACKUP_CODE_NOT_FOUND');
    await this.confirmSession(session);
    await this.event(this.services.db, session.uid, SECOND_FACTOR_EVENTS.backupCodeUsed, session);
    return remaining;
  }

  /** During a password reset: uses up a backup code (156 when wrong); returns how many are left. */
  async useBackupCodeForReset(uid: string, code: string, caller: Caller): Promise<number> {
    let remaining: number | undefined;
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, uid, async () => {
      remaining = await consumeBackupCode(this.services.db, uid, code, this.services.now());
      return remaining !== undefined;
    });
    if (!ok || remaining === undefined) throw appError('BACKUP_CODE_NOT_FOUND');
    await this.event(this.services.db, uid, SECOND_FACTOR_EVENTS.backupCodeUsedForReset);
    return remaining;
  }

  // ── Sign-in unblock codes ───────────────────────────────────────────────

  /**
   * Emails the code that lifts the wrong-password block of an address (per-account send limit),
   * with a link to the app's report page (SPEC §2.2 /report_signin) at `appOrigin` for a person
   * who did not try to sign in: it carries the account's uid and the code, which the page rejects.
   */
  async sendUnblockCode(email: string, caller: Caller, appOrigin: string): Promise<void> {
    const account = await this.services.accounts.byEmail(email);
    if (!account) throw appError('UNKNOWN_ACCOUNT');
    await limitedSend(this.limiter, `send-${SECOND_FACTOR_CODES.unblock}`, account.uid, this.limiter.limits.codeSend, caller.locale);
    const kind = { ...this.settings.unblockCode, maxAttempts: this.settings.codeMaxAttempts };
    const issued = await this.services.codes.issue(SECOND_FACTOR_CODES.unblock, kind, { uid: account.uid });
    await this.services.outbox.sendCodeEmail({
      to: account.email,
      uid: account.uid,
      locale: account.locale,
      template: 'unblock-code',
      code: issued.code,
      minutes: Math.round(kind.ttlMs / 60_000),
      link: reportSigninLink(appOrigin, account.uid, issued.code),
    });
  }

  /** 'This was not me': uses up the unblock code (under the code-check limits) and records the refusal. */
  async rejectUnblockCode(uid: string, unblockCode: string, caller: Caller): Promise<void> {
    const account = await this.services.accounts.byUid(uid);
    if (!account) throw appError('UNKNOWN_ACCOUNT');
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, caller, account.uid, async () => {
      const check = await this.services.codes.verify(SECOND_FACTOR_CODES.unblock, { uid: account.uid }, unblockCode);
      return check.status === 'ok';
    });
    if (!ok) throw appError('INVALID_UNBLOCK_CODE');
    await this.event(this.services.db, account.uid, SECOND_FACTOR_EVENTS.unblockRejected);
  }
}
