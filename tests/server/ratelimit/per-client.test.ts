// Limits per client address, across many accounts (credential stuffing): the
// address is the connection's peer, or, only when the peer is a trusted proxy
// (TRUSTED_PROXIES), the first address from the right of X-Forwarded-For that
// is not a trusted proxy.
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUp } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { tally } from './burst';

const PER_IP = 5;
const ACCOUNTS = 8;
const LIMITS = { RATE_BAD_PASSWORD_PER_IP_LIMIT: String(PER_IP), RATE_CODE_VERIFY_PER_IP_LIMIT: String(PER_IP) };
const WRONG_AUTH_PW = 'e'.repeat(64);

async function accounts(t: TestServer): Promise<TestAccount[]> {
  const made: TestAccount[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) made.push(await signUp(t));
  return made;
}

/** One wrong password for each account, all at once, each from the X-Forwarded-For `forwarded(i)` gives. */
async function wrongPasswords(t: TestServer, list: readonly TestAccount[], forwarded?: (i: number) => string) {
  return Promise.all(
    list.map((account, i) =>
      t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: WRONG_AUTH_PW },
        headers: forwarded ? { 'X-Forwarded-For': forwarded(i) } : {},
      }),
    ),
  );
}

/** One wrong sign-up code for each account's session, all at once. */
async function wrongCodes(t: TestServer, list: readonly TestAccount[], forwarded?: (i: number) => string) {
  return Promise.all(
    list.map(async (account, i) => {
      const code = await t.latestCode(account.email);
      return t.rest(account.sessionToken).POST('/v1/session/verify_code', {
        body: { code: code === '000000' ? '111111' : '000000' },
        headers: forwarded ? { 'X-Forwarded-For': forwarded(i) } : {},
      });
    }),
  );
}

function answers(results: ReadonlyArray<{ response: Response; error?: unknown }>) {
  return results.map(({ response, error }) => ({ status: response.status, ...((error ?? {}) as { errno?: number; retryAfter?: number }) }));
}

describe.each(databases)('per-client-address limits without a trusted proxy on $name', (database) => {
  const t = useTestServer(database, { env: LIMITS });

  it('counts wrong passwords across addresses from one client, whatever X-Forwarded-For says', async () => {
    const list = await accounts(t);
    const result = answers(await wrongPasswords(t, list, (i) => `203.0.113.${i + 1}`));
    expect(tally(result)).toEqual({ 103: PER_IP, 114: ACCOUNTS - PER_IP });
    for (const refused of result.filter((r) => r.errno === 114)) expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    // The per-address limit of each account is untouched by the others' guesses.
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_counters WHERE action = 'bad-password' AND count > 0");
    expect(row?.n).toBe(PER_IP);
  });

  it('counts wrong codes across accounts from one client', async () => {
    const list = await accounts(t);
    const result = answers(await wrongCodes(t, list, (i) => `203.0.113.${i + 1}`));
    expect(tally(result)).toEqual({ 183: PER_IP, 114: ACCOUNTS - PER_IP });
  });
});

describe.each(databases)('per-client-address limits behind a trusted proxy on $name', (database) => {
  const t = useTestServer(database, { env: { ...LIMITS, TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' } });

  it('counts each forwarded client apart', async () => {
    const list = await accounts(t);
    const result = answers(await wrongPasswords(t, list, (i) => `203.0.113.${i + 1}`));
    expect(tally(result)).toEqual({ 103: ACCOUNTS });
  });

  it('takes the first address from the right that is not a proxy, so a client cannot choose its own', async () => {
    const list = await accounts(t);
    // The client writes a different address each time; its own proxy hop (10.1.2.3) and the real address stay the same.
    const result = answers(await wrongPasswords(t, list, (i) => `198.51.100.${i + 1}, 192.0.2.77, 10.1.2.3`));
    expect(tally(result)).toEqual({ 103: PER_IP, 114: ACCOUNTS - PER_IP });
  });

  it('counts wrong codes per forwarded client', async () => {
    const list = await accounts(t);
    const apart = answers(await wrongCodes(t, list.slice(0, 4), (i) => `192.0.2.${i + 1}`));
    expect(tally(apart)).toEqual({ 183: 4 });
    const together = answers(await wrongCodes(t, list, () => '192.0.2.200'));
    expect(tally(together)).toEqual({ 183: PER_IP, 114: ACCOUNTS - PER_IP });
  });
});
