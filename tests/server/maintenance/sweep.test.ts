// The periodic sweep, run directly at a test clock: expired codes, finished
// rate-limit windows, old outbox messages, stale pending phone numbers and
// secondary addresses left unconfirmed go; everything still in use stays. And the schedule stops when asked.
import { beforeAll, describe, expect, it } from 'vitest';
import { startSweeper, sweepOnce, SWEEP_AGE_MS } from '../../../server/maintenance/sweep';
import type { SweepCounts } from '../../../server/maintenance/sweep';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUp, signUpVerified } from '../api/flows';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';

const HOUR = 60 * 60_000;
const WRONG_AUTHPW = 'e'.repeat(64);

async function count(t: TestServer, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0]!.n;
}

describe.each(databases)('the sweep on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { OUTBOX_RETENTION_HOURS: '48' } });
  // The shared sign-up credentials take a long key stretch: derived once in
  // a hook, not inside the first test's time.
  beforeAll(() => {
    credentialsFor('sweep@example.com');
  });

  it('deletes expired codes, ended rate-limit windows, old outbox messages and stale pending numbers only', async () => {
    // Old state: a sign-up code, a wrong-password counter, its outbox message and a pending phone number.
    const old = await signUp(t);
    await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: old.email, authPW: WRONG_AUTHPW } });
    await t.db.query('INSERT INTO recovery_phone_pending (uid, phone_number, national_format, created_at) VALUES ($1, $2, $3, $4)', [
      old.uid,
      '+15555550100',
      '(555) 555-0100',
      clock.value,
    ]);
    const oldCodes = await count(t, 'codes', 'uid = $1', [old.uid]);
    expect(oldCodes).toBeGreaterThan(0);
    expect(await count(t, 'rate_limit_counters', 'subject = $1', [old.email])).toBe(1);

    // A passkey sign-in started and never finished.
    expect((await t.rest().POST('/v1/passkey/authentication/options')).error).toBeUndefined();

    // Three days later: fresh state of another account.
    clock.advance(3 * 24 * HOUR);
    const fresh = await signUp(t);
    expect((await t.rest().POST('/v1/passkey/authentication/options')).error).toBeUndefined();
    await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: fresh.email, authPW: WRONG_AUTHPW } });

    const counts = await sweepOnce(t.server.services);
    expect(counts.codes).toBeGreaterThanOrEqual(oldCodes);
    expect(counts.rateLimitCounters).toBeGreaterThanOrEqual(1);
    expect(counts.outbox).toBeGreaterThanOrEqual(1);
    expect(counts.pendingPhones).toBeGreaterThanOrEqual(1);
    expect(counts.passkeyChallenges).toBeGreaterThanOrEqual(1);
    expect(await count(t, 'webauthn_challenges', 'expires_at < $1', [clock.value - SWEEP_AGE_MS])).toBe(0);
    expect(await count(t, 'webauthn_challenges', 'expires_at > $1', [clock.value])).toBe(1);

    expect(await count(t, 'codes', 'uid = $1', [old.uid])).toBe(0);
    expect(await count(t, 'rate_limit_counters', 'subject = $1', [old.email])).toBe(0);
    expect(await count(t, 'outbox', 'normalized_recipient = $1', [old.email])).toBe(0);
    expect(await count(t, 'recovery_phone_pending', 'uid = $1', [old.uid])).toBe(0);
    // The account itself and its session are not the sweep's business.
    expect(await count(t, 'accounts', 'uid = $1', [old.uid])).toBe(1);
    expect(await count(t, 'sessions', 'uid = $1', [old.uid])).toBe(1);

    // Fresh state stays, and still works: the code confirms, the counter still counts.
    expect(await count(t, 'outbox', 'normalized_recipient = $1', [fresh.email])).toBe(1);
    expect(await count(t, 'rate_limit_counters', 'subject = $1', [fresh.email])).toBe(1);
    const code = await t.latestCode(fresh.email);
    expect((await t.rest(fresh.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
    for (let i = 1; i < WRONG; i += 1) {
      await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: fresh.email, authPW: WRONG_AUTHPW } });
    }
    const blocked = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: fresh.email, authPW: fresh.credentials.authPWVersion2 },
    });
    expect(blocked.error).toMatchObject({ errno: 125 });
  });

  it('keeps a code until a day after it expired, and a counter until its window ended', async () => {
    const account = await signUpVerified(t);
    // The code to confirm a new sign-in, still live.
    await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: WRONG_AUTHPW } });
    const codes = await count(t, 'codes', 'uid = $1', [account.uid]);
    await sweepOnce(t.server.services);
    expect(await count(t, 'codes', 'uid = $1', [account.uid])).toBe(codes);
    expect(await count(t, 'rate_limit_counters', 'subject = $1', [account.email])).toBe(1);
    // Past the longest rate-limit window (an hour) and a day past the codes' expiry.
    clock.advance(SWEEP_AGE_MS + HOUR);
    await sweepOnce(t.server.services);
    expect(await count(t, 'rate_limit_counters', 'subject = $1', [account.email])).toBe(0);
    expect(await count(t, 'codes', 'uid = $1', [account.uid])).toBe(0);
    // Outbox messages are kept for the retention (48 hours here).
    expect(await count(t, 'outbox', 'normalized_recipient = $1', [account.email])).toBeGreaterThan(0);
  });

  it('deletes a secondary address never confirmed a day after its latest code expired; a new code or a confirmation keeps it', async () => {
    const account = await signUpVerified(t);
    const addresses = async () =>
      (await t.db.query<{ email: string }>('SELECT email FROM emails WHERE uid = $1 AND NOT is_primary ORDER BY id', [account.uid])).map((row) => row.email);
    const abandoned = uniqueEmail('abandoned');
    const renewed = uniqueEmail('renewed');
    const confirmed = uniqueEmail('confirmed');
    let api = t.rest(await stepUpToken(t, account, 'email'));
    for (const email of [abandoned, renewed, confirmed]) expect((await api.POST('/v1/recovery_email/create', { body: { email } })).error).toBeUndefined();
    const code = await t.latestCode(confirmed);
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: confirmed, code } })).error).toBeUndefined();

    // Expired, but not yet a day ago: the account may still ask for a new code.
    clock.advance(t.server.services.config.codes.signup.ttlMs + HOUR);
    await sweepOnce(t.server.services);
    expect(await addresses()).toEqual([abandoned, renewed, confirmed]);
    api = t.rest(await stepUpToken(t, account, 'email'));
    expect((await api.POST('/v1/recovery_email/resend_code', { body: { email: renewed } })).error).toBeUndefined();

    // A day later the abandoned one goes; the one sent a new code an hour ago, and the confirmed one, stay.
    clock.advance(SWEEP_AGE_MS);
    expect((await sweepOnce(t.server.services)).unconfirmedEmails).toBeGreaterThanOrEqual(1);
    expect(await addresses()).toEqual([renewed, confirmed]);
  });

  it('runs on demand, logs a failure instead of throwing, and does nothing once stopped', async () => {
    const runs: number[] = [];
    const empty: SweepCounts = { codes: 0, rateLimitCounters: 0, outbox: 0, pendingPhones: 0, oauthTokens: 0, resetTokens: 0, thirdPartyClaims: 0, pushRequests: 0, unconfirmedEmails: 0, deliveries: 0, passkeyChallenges: 0 };
    let fail = false;
    const sweeper = startSweeper(t.server.services, t.logs.logger, {
      sweep: async () => {
        runs.push(clock.value);
        if (fail) throw new Error('database went away');
        return { ...empty, codes: 2 };
      },
    });
    await sweeper.runNow();
    expect(runs).toHaveLength(1);
    expect(t.logs.lines.some((line) => line.includes('"msg":"sweep"') && line.includes('"deleted":2'))).toBe(true);
    fail = true;
    await expect(sweeper.runNow()).resolves.toBeUndefined();
    expect(t.logs.lines.some((line) => line.includes('sweep failed') && line.includes('database went away'))).toBe(true);
    // Stopping waits for a sweep under way.
    fail = false;
    const underWay = sweeper.runNow();
    await sweeper.stop();
    await underWay;
    expect(runs).toHaveLength(3);
    await sweeper.runNow();
    expect(runs).toHaveLength(3);
  });
});
