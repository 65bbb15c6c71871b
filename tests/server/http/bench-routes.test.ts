// The benchmark's baseline routes: outside production and only when asked
// for, /__bench/account answers what GetInitialSettingsState answers for the
// same session, having applied the same session rules; without the setting,
// and in production whatever the settings, neither route exists.
import { describe, expect, it } from 'vitest';
import { GetInitialSettingsStateDocument } from '../../../generated/graphql';
import { databases, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified, v1AuthPW } from '../api/flows';

const BENCH = { BENCH_REST_ROUTE: '1', BENCH_BARE_ROUTE: '1' };
const PRODUCTION = { NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://accounts.example.com' };

function benchGet(t: TestServer, path: string, token?: string): Promise<Response> {
  return fetch(`${t.server.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** Whether a route answered at all: an unknown path gets the app's page (or, unbuilt, its 503), never JSON. */
async function answersJson(response: Response): Promise<boolean> {
  await response.arrayBuffer();
  return /application\/json/.test(response.headers.get('Content-Type') ?? '');
}

describe.each(databases)('the benchmark routes on $name', (database) => {
  let clock = Date.now();
  const t = useTestServer(database, { env: BENCH, now: () => clock });
  const plain = useTestServer(database);

  it('answer the account and session GraphQL reads, after the same session rules', async () => {
    const account = await signUpVerified(t);
    // A second session of the account, so the current one is told apart in the list.
    const login = await t.rest().POST('/v1/account/login', { body: { email: account.email, authPW: v1AuthPW(account.email) } });
    expect(login.error).toBeUndefined();

    // Past the last-access resolution: both reads record the access before reading.
    clock += 5 * 60_000;
    const restResponse = await benchGet(t, '/__bench/account', account.sessionToken);
    expect(restResponse.status).toBe(200);
    const rest = (await restResponse.json()) as { account: { attachedClients: Array<{ isCurrentSession: boolean; lastAccessTime: number }> } };
    const current = rest.account.attachedClients.find((client) => client.isCurrentSession);
    expect(current?.lastAccessTime).toBe(clock);
    expect(rest.account.attachedClients).toHaveLength(2);

    const graphql = await t.graphql(GetInitialSettingsStateDocument, {}, account.sessionToken);
    expect(graphql.errors).toBeUndefined();
    expect(rest).toEqual(graphql.data);
    expect(graphql.data?.account?.uid).toBe(account.uid);
    expect(graphql.data?.account?.securityEvents.length).toBeGreaterThan(0);

    const bare = await benchGet(t, '/__bench/bare');
    expect(await bare.json()).toEqual({ ok: true });
  });

  it('refuse a missing or unknown token and an unconfirmed session as GraphQL does', async () => {
    const missing = await benchGet(t, '/__bench/account');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ errno: 110 });
    const unknown = await benchGet(t, '/__bench/account', 'ab'.repeat(32));
    expect(await unknown.json()).toMatchObject({ errno: 110 });

    const account = await signUpVerified(t);
    const login = await t.rest().POST('/v1/account/login', { body: { email: account.email, authPW: v1AuthPW(account.email) } });
    const unconfirmed = login.data!.sessionToken;
    const graphql = await t.graphql(GetInitialSettingsStateDocument, {}, unconfirmed);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ errno: 138 });
    const rest = await benchGet(t, '/__bench/account', unconfirmed);
    expect(await rest.json()).toMatchObject({ errno: 138 });
  });

  it('are absent without the setting', async () => {
    const account = await signUpVerified(plain);
    expect(await answersJson(await benchGet(plain, '/__bench/account', account.sessionToken))).toBe(false);
    expect(await answersJson(await benchGet(plain, '/__bench/bare'))).toBe(false);
  });
});

describe('the benchmark routes in production', () => {
  const t = useTestServer(databases[0]!, { env: { ...PRODUCTION, ...BENCH } });

  it('are absent even with the setting', async () => {
    expect(testConfig({ ...PRODUCTION, ...BENCH }).benchRoutes).toEqual({ bare: false, rest: false });
    expect(testConfig(BENCH).benchRoutes).toEqual({ bare: true, rest: true });
    expect(await answersJson(await benchGet(t, '/__bench/account', 'ab'.repeat(32)))).toBe(false);
    expect(await answersJson(await benchGet(t, '/__bench/bare'))).toBe(false);
  });
});
