// The account recovery key. The browser makes the key, derives its id from
// the key and the uid, and encrypts kA and kB under it (a compact JWE); the
// server stores the id and that JWE as they come and never sees kB. During a
// reset the browser names the id it derived from the typed key and gets the
// JWE back; a reset that keeps kB uses the key up. Making, replacing and
// deleting a key from settings each email the primary address.
import type { Database, Queryable } from '../db/database';
import { AppError, appError } from '../errors';
import { isValidDisplayName } from './display-name';
import type { Logger } from '../log';
import type { Outbox } from '../outbox/outbox';
import type { RateLimiter, RateRule } from '../ratelimit/rate-limiter';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck } from '../ratelimit/guards';
import type { SessionRecord } from '../sessions/session-service';
import { recordSecurityEvent } from './security-events';

/** Security events of the recovery key, as the settings page lists them. */
export const RECOVERY_KEY_EVENTS = {
  created: 'account.recovery_key_added',
  replaced: 'account.recovery_key_replaced',
  removed: 'account.recovery_key_removed',
  hintUpdated: 'account.recovery_key_hint_updated',
  used: 'account.recovery_key_used',
} as const;

const KEY_ID = /^[0-9a-f]{32}$/;
const COMPACT_JWE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const HINT_MAX_LENGTH = 255;

export interface NewRecoveryKey {
  readonly recoveryKeyId: string;
  readonly recoveryData: string;
  readonly replaceKey?: boolean;
  readonly hint?: string;
}

export interface RecoveryKeyBundle {
  readonly recoveryData: string;
  readonly hint: string | null;
}

interface RecoveryKeyRow {
  recovery_key_id: string;
  recovery_data: string;
  hint: string | null;
}

export interface RecoveryKeyDeps {
  readonly db: Database;
  readonly limiter: RateLimiter;
  /** Wrong key ids per account and per client address. */
  readonly checkRule: RateRule;
  readonly now: () => number;
  readonly outbox: Outbox;
  readonly logger: Logger;
}

type RecoveryKeyNotice = 'recovery-key-created' | 'recovery-key-replaced' | 'recovery-key-removed';

/** A recovery key id must be 32 lower-case hex characters (107 otherwise). */
export function checkRecoveryKeyId(id: string): void {
  if (!KEY_ID.test(id)) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: recoveryKeyId' });
}

function checkHint(hint: string): void {
  if (hint.trim() === '' || hint.length > HINT_MAX_LENGTH || !isValidDisplayName(hint)) {
    throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: hint' });
  }
}

export class RecoveryKeyService {
  constructor(private readonly deps: RecoveryKeyDeps) {}

  private async row(db: Queryable, uid: string): Promise<RecoveryKeyRow | undefined> {
    const rows = await db.query<RecoveryKeyRow>(
      'SELECT recovery_key_id, recovery_data, hint FROM recovery_keys WHERE uid = $1 AND enabled',
      [uid],
    );
    return rows[0];
  }

  /** Stores a new key for a confirmed session's account (161 when one exists and `replaceKey` is not set). */
  async create(session: SessionRecord, key: NewRecoveryKey): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    checkRecoveryKeyId(key.recoveryKeyId);
    if (!COMPACT_JWE.test(key.recoveryData) || key.recoveryData.length > 2048) {
      throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: recoveryData' });
    }
    if (key.hint !== undefined) checkHint(key.hint);
    const now = this.deps.now();
    const replaced = await this.deps.db.transaction(async (tx) => {
      // One statement decides: an insert, or a replacement only when asked for.
      const rows = await tx.query<{ replaced: boolean }>(
        `INSERT INTO recovery_keys (uid, recovery_key_id, recovery_data, hint, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, true, $5, $5)
         ON CONFLICT (uid) DO UPDATE SET recovery_key_id = $2, recovery_data = $3, hint = $4, enabled = true,
           created_at = $5, updated_at = $5
         WHERE $6 OR NOT recovery_keys.enabled
         RETURNING (xmax <> 0) AS replaced`,
        [session.uid, key.recoveryKeyId, key.recoveryData, key.hint ?? null, now, key.replaceKey === true],
      );
      const result = rows[0];
      if (!result) throw appError('RECOVERY_KEY_EXISTS');
      await recordSecurityEvent(tx, {
        uid: session.uid,
        name: result.replaced ? RECOVERY_KEY_EVENTS.replaced : RECOVERY_KEY_EVENTS.created,
        at: now,
        userAgent: session.userAgent,
      });
      return result.replaced;
    });
    await this.notify(session.uid, replaced ? 'recovery-key-replaced' : 'recovery-key-created');
  }

  /** Removes the account's key (158 when there is none). */
  async destroy(uid: string, userAgent?: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const removed = await tx.query('DELETE FROM recovery_keys WHERE uid = $1 RETURNING uid', [uid]);
      if (removed.length === 0) throw appError('RECOVERY_KEY_NOT_FOUND');
      await recordSecurityEvent(tx, { uid, name: RECOVERY_KEY_EVENTS.removed, at: this.deps.now(), userAgent });
    });
    await this.notify(uid, 'recovery-key-removed');
  }

  /**
   * The notice to the primary address, in the account's language. The change
   * stands whatever happens to the email, so a refused delivery is logged (the
   * outbox keeps it, marked failed).
   */
  private async notify(uid: string, template: RecoveryKeyNotice): Promise<void> {
    const rows = await this.deps.db.query<{ email: string; locale: string }>(
      'SELECT e.email, a.locale FROM emails e JOIN accounts a ON a.uid = e.uid WHERE e.uid = $1 AND e.is_primary',
      [uid],
    );
    const address = rows[0];
    if (!address) return;
    try {
      await this.deps.outbox.sendNoticeEmail({ to: address.email, uid, locale: address.locale, template });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL')) throw error;
      this.deps.logger.warn('recovery key notice not delivered', { uid, template });
    }
  }

  async exists(uid: string): Promise<{ exists: boolean; estimatedSyncDeviceCount: number }> {
    const rows = await this.deps.db.query<{ exists: boolean; sessions: number }>(
      `SELECT EXISTS (SELECT 1 FROM recovery_keys WHERE uid = $1 AND enabled) AS exists,
              (SELECT count(*)::int FROM sessions WHERE uid = $1) AS sessions`,
      [uid],
    );
    return { exists: rows[0]?.exists === true, estimatedSyncDeviceCount: rows[0]?.sessions ?? 0 };
  }

  /** The stored hint, or null when none was saved (158 when there is no key). */
  async hint(uid: string): Promise<string | null> {
    const row = await this.row(this.deps.db, uid);
    if (!row) throw appError('RECOVERY_KEY_NOT_FOUND');
    return row.hint;
  }

  async setHint(uid: string, hint: string, userAgent?: string): Promise<void> {
    checkHint(hint);
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const updated = await tx.query('UPDATE recovery_keys SET hint = $2, updated_at = $3 WHERE uid = $1 AND enabled RETURNING uid', [uid, hint, now]);
      if (updated.length === 0) throw appError('RECOVERY_KEY_NOT_FOUND');
      await recordSecurityEvent(tx, { uid, name: RECOVERY_KEY_EVENTS.hintUpdated, at: now, userAgent });
    });
  }

  /**
   * Checks a key id the browser derived from a typed key, under the code-check
   * limits (a wrong id counts; 114 once too many were wrong). Resolves to the
   * stored key; 158 when the account has no key, or, with `mismatch`, the
   * error a wrong id gets.
   */
  async check(
    uid: string,
    recoveryKeyId: string,
    caller: Caller,
    mismatch: 'RECOVERY_KEY_NOT_FOUND' | 'INVALID_RECOVERY_KEY',
  ): Promise<RecoveryKeyBundle> {
    checkRecoveryKeyId(recoveryKeyId);
    const row = await this.row(this.deps.db, uid);
    if (!row) throw appError('RECOVERY_KEY_NOT_FOUND');
    const ok = await limitedCheck(this.deps.limiter, this.deps.checkRule, caller, uid, async () => row.recovery_key_id === recoveryKeyId);
    if (!ok) throw appError(mismatch);
    return { recoveryData: row.recovery_data, hint: row.hint };
  }

  /**
   * Inside a reset's transaction: removes the key the reset used (the resetting browser's `userAgent` names the event's device). False when
   * it was removed or replaced since it was checked.
   */
  async useForReset(tx: Queryable, uid: string, recoveryKeyId: string, at: number, userAgent?: string): Promise<boolean> {
    const removed = await tx.query('DELETE FROM recovery_keys WHERE uid = $1 AND recovery_key_id = $2 AND enabled RETURNING uid', [uid, recoveryKeyId]);
    if (removed.length === 0) return false;
    await recordSecurityEvent(tx, { uid, name: RECOVERY_KEY_EVENTS.used, at, userAgent });
    return true;
  }

  /** Inside a reset's transaction that makes a new kB: the stored data protects the old kB, so it goes. */
  async removeForNewKey(tx: Queryable, uid: string, at: number, userAgent?: string): Promise<void> {
    const removed = await tx.query('DELETE FROM recovery_keys WHERE uid = $1 RETURNING uid', [uid]);
    if (removed.length > 0) await recordSecurityEvent(tx, { uid, name: RECOVERY_KEY_EVENTS.removed, at, userAgent });
  }
}
