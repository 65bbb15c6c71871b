// Secondary email addresses (SPEC §4.3): an account may add up to three more
// addresses, each confirmed by a code sent to it, make a confirmed one its
// primary address, and remove them. Every change needs the step-up JWT of
// scope 'email' (checked by the routes). The password stays stretched with
// the address the account was created with: making another address primary
// keeps that one aside, and sign-in answers errno 120 with it.
import type { CodeKindConfig } from '../config';
import type { CodeService } from '../codes/code-service';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { appError } from '../errors';
import type { Outbox } from '../outbox/outbox';
import type { RateLimiter, RateRule } from '../ratelimit/rate-limiter';
import type { Caller } from '../second-factor/guards';
import { limitedCheck, limitedSend } from '../second-factor/guards';
import { normalizeEmail } from './records';
import { recordSecurityEvent } from './security-events';

/** How many addresses an account may have besides its primary one. */
export const MAX_SECONDARY_EMAILS = 3;

export const SECONDARY_EMAIL_CODE = 'secondary-email';

export const SECONDARY_EMAIL_EVENTS = {
  added: 'account.secondary_email_added',
  confirmed: 'account.secondary_email_verified',
  removed: 'account.secondary_email_removed',
  madePrimary: 'account.primary_email_changed',
} as const;

interface EmailRow {
  id: number;
  uid: string;
  email: string;
  is_primary: boolean;
  verified: boolean;
  created_at: number;
}

export interface SecondaryEmailDeps {
  readonly db: Database;
  readonly codes: CodeService;
  readonly outbox: Outbox;
  readonly limiter: RateLimiter;
  /** The code sent to a new address (six digits, like the sign-up code). */
  readonly codeKind: CodeKindConfig;
  /** Sends of a confirmation code per account and window (errno 114 beyond it). */
  readonly sendRule: RateRule;
  readonly now: () => number;
}

export class SecondaryEmailService {
  constructor(private readonly deps: SecondaryEmailDeps) {}

  private async byAddress(db: Queryable, email: string): Promise<EmailRow | undefined> {
    const rows = await db.query<EmailRow>(
      'SELECT id, uid, email, is_primary, verified, created_at FROM emails WHERE normalized_email = $1',
      [normalizeEmail(email)],
    );
    return rows[0];
  }

  /** The account's own row for `email`, or 148 when the address is not the account's. */
  private async owned(db: Queryable, uid: string, email: string): Promise<EmailRow> {
    const row = await this.byAddress(db, email);
    if (!row || row.uid !== uid) throw appError('CHANGE_EMAIL_TO_UNOWNED_EMAIL');
    return row;
  }

  /** Adds an unconfirmed address and emails it a code. */
  async add(uid: string, email: string, locale: string): Promise<void> {
    const { db, now } = this.deps;
    const existing = await this.byAddress(db, email);
    if (existing?.uid === uid) throw appError(existing.is_primary ? 'USER_PRIMARY_EMAIL_EXISTS' : 'ACCOUNT_OWNS_EMAIL');
    if (existing) {
      if (existing.is_primary) throw appError('EMAIL_EXISTS');
      // Another account's unconfirmed address is theirs only while its code can still be used.
      const stale = !existing.verified && existing.created_at + this.deps.codeKind.ttlMs <= now();
      if (!stale) throw appError('VERIFIED_SECONDARY_EMAIL_EXISTS');
    }
    await limitedSend(this.deps.limiter, `send-${SECONDARY_EMAIL_CODE}`, uid, this.deps.sendRule, locale);
    const at = now();
    try {
      await db.transaction(async (tx) => {
        if (existing) await tx.query('DELETE FROM emails WHERE id = $1 AND NOT verified AND NOT is_primary', [existing.id]);
        // Counted inside the transaction that inserts, with the account row locked, so two
        // simultaneous additions cannot both pass the limit.
        await tx.query('SELECT uid FROM accounts WHERE uid = $1 FOR UPDATE', [uid]);
        const counted = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM emails WHERE uid = $1 AND NOT is_primary', [uid]);
        if ((counted[0]?.n ?? 0) >= MAX_SECONDARY_EMAILS) throw appError('MAX_SECONDARY_EMAILS_REACHED');
        await tx.query(
          `INSERT INTO emails (uid, email, normalized_email, is_primary, verified, created_at, updated_at)
           VALUES ($1, $2, $3, false, false, $4, $4)`,
          [uid, email, normalizeEmail(email), at],
        );
        await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.added, at });
      });
    } catch (error) {
      // Another request added the same address first.
      if (isUniqueViolation(error)) throw appError('VERIFIED_SECONDARY_EMAIL_EXISTS');
      throw error;
    }
    await this.sendCode(uid, email, locale);
  }

  private async sendCode(uid: string, email: string, locale: string): Promise<void> {
    const { codeKind } = this.deps;
    const issued = await this.deps.codes.issue(SECONDARY_EMAIL_CODE, codeKind, { uid, email: normalizeEmail(email) });
    await this.deps.outbox.sendCodeEmail({
      to: email,
      uid,
      locale,
      template: 'secondary-email-code',
      code: issued.code,
      minutes: Math.round(codeKind.ttlMs / 60_000),
    });
  }

  /** Emails a new code to an unconfirmed address of the account. */
  async resend(uid: string, email: string, locale: string): Promise<void> {
    const row = await this.owned(this.deps.db, uid, email);
    if (row.is_primary || row.verified) throw appError('CHANGE_EMAIL_TO_UNOWNED_EMAIL');
    await limitedSend(this.deps.limiter, `send-${SECONDARY_EMAIL_CODE}`, uid, this.deps.sendRule, locale);
    await this.sendCode(uid, row.email, locale);
  }

  /**
   * Confirms an address with the code sent to it: 183 for a wrong, used or
   * expired code; each check counts against the code-check limits first (114).
   */
  async confirm(uid: string, email: string, code: string, caller: Caller): Promise<void> {
    const { db, now } = this.deps;
    const row = await this.byAddress(db, email);
    if (!row || row.uid !== uid || row.is_primary) throw appError('INVALID_VERIFICATION_CODE');
    if (row.verified) return;
    const { limiter } = this.deps;
    const ok = await limitedCheck(limiter, limiter.limits.codeVerify, caller, uid, async () => {
      const check = await this.deps.codes.verify(SECONDARY_EMAIL_CODE, { uid, email: normalizeEmail(email) }, code);
      return check.status === 'ok';
    });
    if (!ok) throw appError('INVALID_EXPIRED_OTP_CODE');
    const at = now();
    await db.transaction(async (tx) => {
      await tx.query('UPDATE emails SET verified = true, updated_at = $2 WHERE id = $1', [row.id, at]);
      await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.confirmed, at });
    });
  }

  /** Removes a secondary address; the primary one cannot be removed (148). */
  async remove(uid: string, email: string): Promise<void> {
    const { db, now } = this.deps;
    const row = await this.owned(db, uid, email);
    if (row.is_primary) throw appError('CHANGE_EMAIL_TO_UNOWNED_EMAIL');
    const at = now();
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM emails WHERE id = $1', [row.id]);
      await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.removed, at });
    });
    await this.deps.codes.revoke(SECONDARY_EMAIL_CODE, { uid, email: normalizeEmail(row.email) });
  }

  /**
   * Makes a confirmed address of the account its primary one; the primary
   * address becomes a confirmed secondary one. 148 for an address that is not
   * the account's, 147 for an unconfirmed one; the primary one again changes
   * nothing. The account row is locked, so two changes at once happen one
   * after the other.
   */
  async setPrimary(uid: string, email: string): Promise<void> {
    const { db, now } = this.deps;
    await db.transaction(async (tx) => {
      await tx.query('SELECT uid FROM accounts WHERE uid = $1 FOR UPDATE', [uid]);
      const row = await this.owned(tx, uid, email);
      if (row.is_primary) return;
      if (!row.verified) throw appError('CHANGE_EMAIL_TO_UNVERIFIED_EMAIL');
      const at = now();
      await tx.query('UPDATE emails SET is_primary = false, updated_at = $2 WHERE uid = $1 AND is_primary', [uid, at]);
      await tx.query('UPDATE emails SET is_primary = true, updated_at = $2 WHERE id = $1', [row.id, at]);
      // The sign-up address stays the password's salt (kept the first time the primary changes).
      await tx.query(
        `UPDATE accounts SET email_to_hash_with = COALESCE(email_to_hash_with, email), email = $2, normalized_email = $3, updated_at = $4
          WHERE uid = $1`,
        [uid, row.email, normalizeEmail(row.email), at],
      );
      await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.madePrimary, at });
    });
  }
}
