// CodeService: random codes stored hashed, single use, expiring, with a
// limited number of attempts, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeService } from '../../../server/codes/code-service';
import type { CodeKindConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { databases } from '../harness';

const SIX_DIGITS: CodeKindConfig = { length: 6, alphabet: '0123456789', ttlMs: 5 * 60_000, maxAttempts: 3 };
const UNBLOCK: CodeKindConfig = { length: 8, alphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', ttlMs: 60_000, maxAttempts: 5 };

describe.each(databases)('CodeService on $name', (database) => {
  let db: Database;
  let clock = 1_700_000_000_000;
  let codes: CodeService;
  beforeAll(async () => {
    db = await database.open();
    codes = new CodeService(db, () => clock);
  });
  afterAll(async () => {
    await db.close();
  });

  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('issues codes of the configured length and alphabet, stored only as a hash', async () => {
    const six = await codes.issue('test-six', SIX_DIGITS, { email: 'a@example.com' });
    expect(six.code).toMatch(/^[0-9]{6}$/);
    expect(six.expiresAt).toBe(clock + SIX_DIGITS.ttlMs);
    const eight = await codes.issue('test-unblock', UNBLOCK, { email: 'a@example.com' });
    expect(eight.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const stored = await db.query<Record<string, unknown>>('SELECT * FROM codes');
    expect(JSON.stringify(stored)).not.toContain(six.code);
    expect(JSON.stringify(stored)).not.toContain(eight.code);
  });

  it('accepts the right code once', async () => {
    const { code } = await codes.issue('once', SIX_DIGITS, { email: 'b@example.com' });
    expect(await codes.verify('once', { email: 'b@example.com' }, code)).toEqual({ status: 'ok' });
    expect(await codes.verify('once', { email: 'b@example.com' }, code)).toEqual({ status: 'missing' });
  });

  it('keeps codes of other purposes and targets apart', async () => {
    const { code } = await codes.issue('apart', SIX_DIGITS, { email: 'c@example.com' });
    expect((await codes.verify('apart', { email: 'd@example.com' }, code)).status).toBe('missing');
    expect((await codes.verify('other', { email: 'c@example.com' }, code)).status).toBe('missing');
    expect((await codes.verify('apart', { email: 'c@example.com' }, code)).status).toBe('ok');
  });

  it('counts wrong guesses and stops accepting after the limit', async () => {
    const { code } = await codes.issue('guess', SIX_DIGITS, { email: 'e@example.com' });
    expect(await codes.verify('guess', { email: 'e@example.com' }, wrong(code))).toEqual({ status: 'invalid', attemptsLeft: 2 });
    expect(await codes.status('guess', { email: 'e@example.com' })).toMatchObject({ attemptsLeft: 2 });
    expect(await codes.verify('guess', { email: 'e@example.com' }, wrong(code))).toEqual({ status: 'invalid', attemptsLeft: 1 });
    expect(await codes.verify('guess', { email: 'e@example.com' }, wrong(code))).toEqual({ status: 'invalid', attemptsLeft: 0 });
    expect(await codes.verify('guess', { email: 'e@example.com' }, code)).toEqual({ status: 'exhausted' });
  });

  it('rejects an expired code', async () => {
    const { code } = await codes.issue('expiry', SIX_DIGITS, { email: 'f@example.com' });
    clock += SIX_DIGITS.ttlMs;
    expect(await codes.verify('expiry', { email: 'f@example.com' }, code)).toEqual({ status: 'expired' });
    expect(await codes.status('expiry', { email: 'f@example.com' })).toBeUndefined();
  });

  it('retires the previous code when a new one is issued', async () => {
    const first = await codes.issue('resend', SIX_DIGITS, { email: 'g@example.com' });
    const second = await codes.issue('resend', SIX_DIGITS, { email: 'g@example.com' });
    if (first.code !== second.code) {
      expect((await codes.verify('resend', { email: 'g@example.com' }, first.code)).status).toBe('invalid');
    }
    expect((await codes.verify('resend', { email: 'g@example.com' }, second.code)).status).toBe('ok');
  });

  it('can revoke live codes and purge expired ones', async () => {
    const { code } = await codes.issue('revoke', SIX_DIGITS, { email: 'h@example.com' });
    await codes.revoke('revoke', { email: 'h@example.com' });
    expect((await codes.verify('revoke', { email: 'h@example.com' }, code)).status).toBe('missing');
    clock += 10 * SIX_DIGITS.ttlMs;
    expect(await codes.purgeExpired(clock)).toBeGreaterThan(0);
  });

  it('needs a target', async () => {
    await expect(codes.issue('none', SIX_DIGITS, {})).rejects.toThrow(/uid, session or email/);
  });
});
