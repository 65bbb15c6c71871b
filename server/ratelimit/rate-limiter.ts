// Windowed counters kept in the database, so every instance sharing the
// database sees the same counts. A window begins at the first hit it counts
// and lasts the rule's length; one row per (action, subject) holds it. A hit
// is a single upsert that either adds to the live window or starts a new one,
// so concurrent requests on any instance count once each, and two hits a
// moment apart always share a window (no clock boundary falls between them).
import { WITHOUT_FLUSH } from '../db/database';
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { AppError } from '../errors';
import { formatRetryAfter } from '../l10n';
import { loadAbuseLimits } from '../config/limits';
import type { AbuseLimits } from '../config/limits';
import type { RateRule } from '../config/rate-rule';

export type { RateRule } from '../config/rate-rule';
export type { AbuseLimits } from '../config/limits';

export type RateDecision =
  | { readonly allowed: true; readonly count: number }
  | { readonly allowed: false; readonly count: number; readonly retryAfterMs: number };

/**
 * How a counter's hit is committed. 'flushed': the commit waits until the
 * write-ahead log is on disk, as every other write. 'unflushed': it does not
 * (PostgreSQL's synchronous_commit off, for that statement's transaction
 * only): a crash of the database may lose the hits of its last fraction of a
 * second (on PostgreSQL, at most three times wal_writer_delay, 0.6 s by
 * default), and a later flushed commit makes them durable with it. Counts
 * stay exact and atomic while the database runs; only what a crash forgets
 * differs.
 */
export type Flush = 'flushed' | 'unflushed';

const COUNT_HIT = `ON CONFLICT (action, subject) DO UPDATE SET
    count = CASE WHEN rate_limit_counters.window_start + $4 <= $3 THEN 1 ELSE rate_limit_counters.count + 1 END,
    window_start = CASE WHEN rate_limit_counters.window_start + $4 <= $3 THEN $3 ELSE rate_limit_counters.window_start END,
    updated_at = $3
  RETURNING count, window_start`;

export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
    /** The configured limits, for the guards that apply more than one (the defaults when not given). */
    readonly limits: AbuseLimits = loadAbuseLimits({}),
  ) {}

  private decide(count: number, rule: RateRule, windowStart: number): RateDecision {
    if (count <= rule.limit) return { allowed: true, count };
    return { allowed: false, count, retryAfterMs: Math.max(1, windowStart + rule.windowMs - this.now()) };
  }

  /**
   * Counts one hit; the hit that goes over the limit (and every later one in its window) is refused.
   * `unflushed` commits the count without waiting for the write-ahead log to reach the disk (see
   * Flush): a crash may forget the last fraction of a second of such hits, never more.
   */
  async hit(action: string, subject: string, rule: RateRule, flush: Flush = 'flushed'): Promise<RateDecision> {
    const now = this.now();
    const rows = await this.db.query<{ count: number; window_start: string | number }>(
      flush === 'flushed'
        ? `INSERT INTO rate_limit_counters (action, subject, window_start, count, updated_at)
       VALUES ($1, $2, $3, 1, $3)
       ${COUNT_HIT}`
        : // synchronous_commit off for this statement's own transaction alone, set inside the statement.
          `INSERT INTO rate_limit_counters (action, subject, window_start, count, updated_at)
       SELECT $1::text, $2::text, $3::bigint, 1, $3::bigint FROM ${WITHOUT_FLUSH}
       ${COUNT_HIT}`,
      [action, subject, now, rule.windowMs],
    );
    const row = rows[0];
    return this.decide(row?.count ?? 1, rule, row ? Number(row.window_start) : now);
  }

  /** Whether one more hit would still be allowed, without counting it. */
  async check(action: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const now = this.now();
    const rows = await this.db.query<{ count: number; window_start: string | number }>(
      'SELECT count, window_start FROM rate_limit_counters WHERE action = $1 AND subject = $2 AND window_start + $3 > $4',
      [action, subject, rule.windowMs, now],
    );
    const row = rows[0];
    return this.decide((row?.count ?? 0) + 1, rule, row ? Number(row.window_start) : now);
  }

  /**
   * Takes back one hit of the live window (a check that was counted before it
   * ran, and then succeeded). Never goes below zero.
   */
  async release(action: string, subject: string): Promise<void> {
    await this.db.query(
      'UPDATE rate_limit_counters SET count = count - 1 WHERE action = $1 AND subject = $2 AND count > 0',
      [action, subject],
    );
  }

  /** Forgets the counts of a subject (after a successful sign-in, for example). */
  async reset(action: string, subject: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE action = $1 AND subject = $2', [action, subject]);
  }

  /** Forgets the counts of every subject of `action` that begins with `prefix` (one address at every source, say). */
  async resetPrefix(action: string, prefix: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE action = $1 AND starts_with(subject, $2)', [action, prefix]);
  }

  /** Deletes windows that ended before `before`; returns how many. */
  async purge(before: number): Promise<number> {
    const rows = await this.db.query('DELETE FROM rate_limit_counters WHERE updated_at < $1 RETURNING action', [before]);
    return rows.length;
  }
}

/** Errno 114 with the wait in seconds and as a phrase in the caller's language. */
export function throttledError(retryAfterMs: number, locale: string): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return appError('THROTTLED', { retryAfter, retryAfterLocalized: formatRetryAfter(retryAfter, locale) });
}
