// The database rate limiter: windows that begin at their first hit, counting, refusal with the wait,
// concurrent hits, hits committed without a flush, reset and purge, on every database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { RateLimiter, throttledError } from '../../../server/ratelimit/rate-limiter';
import { databases } from '../harness';

const RULE = { limit: 3, windowMs: 60_000 };

describe.each(databases)('RateLimiter on $name', (database) => {
  let db: Database;
  let clock = 1_700_000_080_000;
  let limiter: RateLimiter;

  beforeAll(async () => {
    db = await database.open();
    limiter = new RateLimiter(db, () => clock);
  });
  afterAll(async () => {
    await db.close();
  });

  it('allows the limit and refuses the next hit with the rest of the window as the wait', async () => {
    for (let i = 1; i <= 3; i += 1) expect(await limiter.hit('send', 'a', RULE)).toEqual({ allowed: true, count: i });
    clock += 15_000;
    const refused = await limiter.hit('send', 'a', RULE);
    expect(refused).toEqual({ allowed: false, count: 4, retryAfterMs: 45_000 });
    expect(await limiter.check('send', 'a', RULE)).toMatchObject({ allowed: false });
  });

  it('keeps subjects and actions apart', async () => {
    expect(await limiter.check('send', 'b', RULE)).toEqual({ allowed: true, count: 1 });
    expect(await limiter.check('verify', 'a', RULE)).toEqual({ allowed: true, count: 1 });
  });

  it('checks without counting', async () => {
    for (let i = 0; i < 5; i += 1) await limiter.check('peek', 'c', RULE);
    expect(await limiter.hit('peek', 'c', RULE)).toEqual({ allowed: true, count: 1 });
  });

  it('starts a new count once the window has passed', async () => {
    clock += 44_999;
    expect(await limiter.check('send', 'a', RULE)).toEqual({ allowed: false, count: 5, retryAfterMs: 1 });
    clock += 1;
    expect(await limiter.check('send', 'a', RULE)).toEqual({ allowed: true, count: 1 });
    expect(await limiter.hit('send', 'a', RULE)).toEqual({ allowed: true, count: 1 });
  });

  it('counts two hits a moment apart together wherever the clock stands', async () => {
    // The clock is a moment before a whole minute: a window on the clock's minutes would part them.
    clock = Math.ceil(clock / RULE.windowMs) * RULE.windowMs + RULE.windowMs - 1;
    expect(await limiter.hit('edge', 'f', RULE)).toEqual({ allowed: true, count: 1 });
    clock += 2;
    expect(await limiter.hit('edge', 'f', RULE)).toEqual({ allowed: true, count: 2 });
    expect(await limiter.check('edge', 'f', RULE)).toEqual({ allowed: true, count: 3 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('burst', 'd', RULE)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('counts hits committed without a flush exactly as the others, and leaves no setting on the connection', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('lookup', 'g', RULE, 'unflushed')));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(await limiter.hit('lookup', 'g', RULE)).toMatchObject({ allowed: false, count: 9 });
    expect(await limiter.hit('lookup', 'h', RULE, 'unflushed')).toEqual({ allowed: true, count: 1 });
    // synchronous_commit was off for each hit's own transaction only: no connection keeps it as a
    // setting of its session (the test server's own configuration turns it off everywhere).
    const settings = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.query<{ configured: boolean; source: string }>(
          "SELECT setting = reset_val AS configured, source FROM pg_settings WHERE name = 'synchronous_commit'",
        ),
      ),
    );
    for (const [row] of settings) {
      expect(row!.configured).toBe(true);
      expect(row!.source).not.toBe('session');
    }
  });

  it('forgets a subject on reset and drops old windows on purge', async () => {
    await limiter.reset('burst', 'd');
    expect(await limiter.check('burst', 'd', RULE)).toEqual({ allowed: true, count: 1 });
    clock += 10 * 60_000;
    await limiter.hit('fresh', 'e', RULE);
    const purged = await limiter.purge(clock - 60_000);
    expect(purged).toBeGreaterThan(0);
    const left = await db.query<{ action: string }>('SELECT action FROM rate_limit_counters');
    expect(left.map((row) => row.action)).toEqual(['fresh']);
  });

  it('turns a wait into errno 114 with whole seconds and a localized phrase', () => {
    const error = throttledError(90_500, 'de');
    expect(error.body).toMatchObject({ code: 429, errno: 114, retryAfter: 91, retryAfterLocalized: 'in 2 Minuten' });
  });
});
