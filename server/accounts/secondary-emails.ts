// Secondary email addresses (SPEC §4.3): an account may add up to three more
// addresses, each confirmed by a code sent to it, make a confirmed one its
// primary address, and remove them. Every change needs the step-up JWT of
// scope 'email' (checked by the routes). The password stays stretched with
// the address the account was created with: making another address primary
// keeps that one aside, and sign-in answers errno 120 with it.
//
// An unconfirmed address is only a claim, and it never keeps the address's
// real owner out: anyone can type someone else's address here. Signing up
// with it, or signing in with a provider that vouches for it, takes it from
// the claiming account (releaseUnconfirmedClaim, in the same transaction that
// gives the address its new owner); another account may add it once the
// claim's latest code has expired; and the sweep deletes claims a day after
// that. Lookups by address (account status, sign-in, password reset) pass
// such a row over as if the address were free.
import type { CodeKindConfig } from '../config';
import type { CodeService } from '../codes/code-service';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { appError } from '../errors';
import type { Outbox } from '../outbox/outbox';
import type { RateLimiter, RateRule } from '../ratelimit/rate-limiter';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck, limitedSend } from '../ratelimit/guards';
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
  /** For an unconfirmed secondary address: when its latest code was sent (adding it, or sending again). */
  updated_at: number;
}

/**
 * Takes `normalized` away from whichever account holds it as an unconfirmed
 * secondary address, retires the codes sent for it and records the removal
 * on that account; returns whether there was such a claim. With
 * `claimedBefore`, only a claim whose latest code went out before then.
 *
 * Run inside the transaction that gives the address its new owner. The
 * delete re-reads the row under its lock, so a confirmation that committed
 * first is seen and the address stays with the account that confirmed it
 * (the new owner's insert then fails on the address's unique index); a
 * confirmation that comes second finds the row gone and fails.
 */
export async function releaseUnconfirmedClaim(tx: Queryable, normalized: string, at: number, claimedBefore?: number): Promise<boolean> {
  const released = await tx.query<{ uid: string }>(
    `DELETE FROM emails WHERE normalized_email = $1 AND NOT is_primary AND NOT verified AND ($2::bigint IS NULL OR updated_at <= $2)
     RETURNING uid`,
    [normalized, claimedBefore ?? null],
  );
  const claim = released[0];
  if (!claim) return false;
  await tx.query(
    'UPDATE codes SET used_at = $3, updated_at = $3 WHERE purpose = $1 AND uid = $2 AND email = $4 AND used_at IS NULL',
    [SECONDARY_EMAIL_CODE, claim.uid, at, normalized],
  );
  await recordSecurityEvent(tx, { uid: claim.uid, name: SECONDARY_EMAIL_EVENTS.removed, at });
  return true;
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
      'SELECT id, uid, email, is_primary, verified, updated_at FROM emails WHERE normalized_email = $1',
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

  /**
   * Why an address the account was confirming is no longer its own: 144 when
   * another account holds it now (its owner signed up with it, or it was
   * claimed after the code expired), otherwise `gone` (removed or swept).
   */
  private async lost(email: string, gone: 'INVALID_VERIFICATION_CODE' | 'CHANGE_EMAIL_TO_UNOWNED_EMAIL', uid: string): Promise<never> {
    const row = await this.byAddress(this.deps.db, email);
    if (row && row.uid !== uid) throw appError('VERIFIED_SECONDARY_EMAIL_EXISTS');
    throw appError(gone);
  }

  /** Adds an unconfirmed address and emails it a code. */
  async add(uid: string, email: string, locale: string, userAgent?: string): Promise<void> {
    const { db, now } = this.deps;
    const existing = await this.byAddress(db, email);
    if (existing?.uid === uid) throw appError(existing.is_primary ? 'USER_PRIMARY_EMAIL_EXISTS' : 'ACCOUNT_OWNS_EMAIL');
    if (existing) {
      if (existing.is_primary) throw appError('EMAIL_EXISTS');
      // Another account's unconfirmed address is theirs only while its latest code can still be used.
      const stale = !existing.verified && existing.updated_at + this.deps.codeKind.ttlMs <= now();
      if (!stale) throw appError('VERIFIED_SECONDARY_EMAIL_EXISTS');
    }
    await limitedSend(this.deps.limiter, `send-${SECONDARY_EMAIL_CODE}`, uid, this.deps.sendRule, locale);
    const at = now();
    try {
      await db.transaction(async (tx) => {
        // Only a claim still stale now: one whose code was sent again meanwhile stays, and the insert below fails.
        if (existing) await releaseUnconfirmedClaim(tx, normalizeEmail(email), at, at - this.deps.codeKind.ttlMs);
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
        await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.added, at, userAgent });
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

  /**
   * Emails a new code to an unconfirmed address of the account, which renews
   * the claim for the new code's lifetime (also after the old code expired,
   * as long as nobody took the address meanwhile). 144 when another account
   * holds the address now, 148 for any other address that is not an
   * unconfirmed one of the account.
   */
  async resend(uid: string, email: string, locale: string): Promise<void> {
    const { db, now } = this.deps;
    const row = await this.byAddress(db, email);
    if (!row || row.uid !== uid) return this.lost(email, 'CHANGE_EMAIL_TO_UNOWNED_EMAIL', uid);
    if (row.is_primary || row.verified) throw appError('CHANGE_EMAIL_TO_UNOWNED_EMAIL');
    await limitedSend(this.deps.limiter, `send-${SECONDARY_EMAIL_CODE}`, uid, this.deps.sendRule, locale);
    // Renewed only while the row is still this account's claim: a sign-up may have released it since.
    const renewed = await db.query('UPDATE emails SET updated_at = $3 WHERE id = $1 AND uid = $2 AND NOT verified RETURNING id', [row.id, uid, now()]);
    if (renewed.length === 0) return this.lost(email, 'CHANGE_EMAIL_TO_UNOWNED_EMAIL', uid);
    await this.sendCode(uid, row.email, locale);
  }

  /**
   * Confirms an address with the code sent to it: 183 for a wrong, used or
   * expired code; each check counts against the code-check limits first (114).
   * 144 when another account holds the address now (its owner signed up with
   * it: the claim and its codes went then), 105 for an address that is not
   * one of the account's secondary ones.
   */
  async confirm(uid: string, email: string, code: string, caller: Caller, userAgent?: string): Promise<void> {
    const { db, now } = this.deps;
    const row = await this.byAddress(db, email);
    if (row && row.uid !== uid) throw appError('VERIFIED_SECONDARY_EMAIL_EXISTS');
    if (!row || row.is_primary) throw appError('INVALID_VERIFICATION_CODE');
    if (row.verified) return;
    const { limiter } = this.deps;
    const ok = await limitedCheck(limiter, limiter.limits.codeVerify, caller, uid, async () => {
      const check = await this.deps.codes.verify(SECONDARY_EMAIL_CODE, { uid, email: normalizeEmail(email) }, code);
      return check.status === 'ok';
    });
    if (!ok) {
      // The codes of an address that was taken meanwhile were retired with it: say the address went,
      // not that the code was wrong.
      const current = await this.byAddress(db, email);
      if (current?.id !== row.id) await this.lost(email, 'INVALID_VERIFICATION_CODE', uid);
      throw appError('INVALID_EXPIRED_OTP_CODE');
    }
    const at = now();
    const confirmed = await db.transaction(async (tx) => {
      // The row may have been released since it was read (its owner signed up with the address): then
      // nothing is confirmed. Waiting on the row's lock orders this against that sign-up.
      const updated = await tx.query('UPDATE emails SET verified = true, updated_at = $3 WHERE id = $1 AND uid = $2 RETURNING id', [row.id, uid, at]);
      if (updated.length === 0) return false;
      await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.confirmed, at, userAgent });
      return true;
    });
    if (!confirmed) await this.lost(email, 'INVALID_VERIFICATION_CODE', uid);
  }

  /**
   * Deletes unconfirmed secondary addresses whose latest code expired before
   * `before` (the sweep's cutoff); returns how many. Their codes expired with
   * them and go with the codes' own sweep.
   */
  async purgeUnconfirmed(before: number): Promise<number> {
    const rows = await this.deps.db.query('DELETE FROM emails WHERE NOT is_primary AND NOT verified AND updated_at < $1 RETURNING id', [
      before - this.deps.codeKind.ttlMs,
    ]);
    return rows.length;
  }

  /** Removes a secondary address; the primary one cannot be removed (148). */
  async remove(uid: string, email: string, userAgent?: string): Promise<void> {
    const { db, now } = this.deps;
    const row = await this.owned(db, uid, email);
    if (row.is_primary) throw appError('CHANGE_EMAIL_TO_UNOWNED_EMAIL');
    const at = now();
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM emails WHERE id = $1', [row.id]);
      await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.removed, at, userAgent });
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
  async setPrimary(uid: string, email: string, userAgent?: string): Promise<void> {
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
      await recordSecurityEvent(tx, { uid, name: SECONDARY_EMAIL_EVENTS.madePrimary, at, userAgent });
    });
  }
}
