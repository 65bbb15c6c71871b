// Fixed-window counters kept in the database, so every instance sharing the
// database sees the same counts. One row per (action, subject, window); a hit
// is a single upsert, so concurrent requests on any instance count once each.
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { AppError } from '../errors';
import { formatRetryAfter } from '../l10n';

/** At most `limit` hits per `windowMs`. */
export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

export type RateDecision =
  | { readonly allowed: true; readonly count: number }
  | { readonly allowed: false; readonly count: number; readonly retryAfterMs: number };

export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  private windowOf(rule: RateRule): { start: number; end: number } {
    const now = this.now();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start, end: start + rule.windowMs };
  }

  private decide(count: number, rule: RateRule, end: number): RateDecision {
    if (count <= rule.limit) return { allowed: true, count };
    return { allowed: false, count, retryAfterMs: Math.max(1, end - this.now()) };
  }

  /** Counts one hit; the hit that goes over the limit (and every later one) is refused. */
  async hit(action: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const { start, end } = this.windowOf(rule);
    const rows = await this.db.query<{ count: number }>(
      `INSERT INTO rate_limit_counters (action, subject, window_start, count, updated_at)
       VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (action, subject, window_start)
       DO UPDATE SET count = rate_limit_counters.count + 1, updated_at = $4
       RETURNING count`,
      [action, subject, start, this.now()],
    );
    return this.decide(rows[0]?.count ?? 1, rule, end);
  }

  /** Whether one more hit would still be allowed, without counting it. */
  async check(action: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const { start, end } = this.windowOf(rule);
    const rows = await this.db.query<{ count: number }>(
      'SELECT count FROM rate_limit_counters WHERE action = $1 AND subject = $2 AND window_start = $3',
      [action, subject, start],
    );
    return this.decide((rows[0]?.count ?? 0) + 1, rule, end);
  }

  /** Forgets the counts of a subject (after a successful sign-in, for example). */
  async reset(action: string, subject: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE action = $1 AND subject = $2', [action, subject]);
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
