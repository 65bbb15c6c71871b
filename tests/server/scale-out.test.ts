// Two server instances on one database, as behind a load balancer: sessions,
// codes, step-up tokens and rate-limit counters live in the database, so a
// request may land on either instance.
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { paths as authPaths } from '../../generated/openapi/auth';
import type { paths as contentPaths } from '../../generated/openapi/content';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { startServer } from '../../server/server';
import type { RunningServer } from '../../server/server';
import { captureLogs, databases, testConfig, uniqueEmail } from './harness';
import { credentialsFor } from './api/flows';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from './ratelimit/defaults';

describe.each(databases)('two instances on one $name database', (database) => {
  const handles: Database[] = [];
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const first = await database.open();
    handles.push(first);
    let second = first;
    if (database.name === 'postgres') {
      // A connection pool of its own, as a second process would have.
      const [row] = await first.query<{ name: string }>('SELECT current_database() AS name');
      second = openPostgres({ connectionString: inject('orbitPostgresUrl').replace(/\/postgres$/, `/${row!.name}`), max: 5 });
      handles.push(second);
    }
    for (const db of [first, second]) {
      servers.push(await startServer({ config: testConfig(), db, logger: captureLogs().logger }));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const db of handles.reverse()) await db.close();
  });

  const rest = (i: 0 | 1, token?: string) =>
    createClient<authPaths>({ baseUrl: servers[i]!.url, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
  const latestCode = async (i: 0 | 1, email: string) => {
    const { data } = await createClient<contentPaths>({ baseUrl: servers[i]!.url }).GET('/__dev/outbox', { params: { query: { email, limit: 1 } } });
    return data!.messages[0]!.code!;
  };

  async function signedIn(): Promise<{ email: string; token: string; authPW: string }> {
    const email = uniqueEmail('scale');
    const creds = credentialsFor(email);
    const created = await rest(0).POST('/v1/account/create', {
      body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb, authPWVersion2: creds.authPWVersion2, wrapKbVersion2: creds.wrapKbVersion2, clientSalt: creds.clientSalt },
    });
    const code = await latestCode(1, email);
    expect((await rest(1, created.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
    return { email, token: created.data!.sessionToken, authPW: creds.authPWVersion2 };
  }

  it('runs on two ports', () => {
    expect(servers).toHaveLength(2);
    expect(servers[0]!.port).not.toBe(servers[1]!.port);
  });

  it('accepts on one instance the session made on the other', async () => {
    const account = await signedIn();
    const login = await rest(1).POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.authPW } });
    expect(login.error).toBeUndefined();
    const code = await latestCode(0, account.email);
    expect((await rest(0, login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
    const status = await rest(1, login.data!.sessionToken).GET('/v1/session/status');
    expect(status.data?.state).toBe('verified');
    expect((await rest(0, login.data!.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();
    const gone = await rest(1, login.data!.sessionToken).GET('/v1/session/status');
    expect(gone.error).toMatchObject({ code: 401, errno: 110 });
  });

  it('consumes on one instance a code requested on the other, once only', async () => {
    const account = await signedIn();
    expect((await rest(0, account.token).POST('/v1/mfa/otp/request', { body: { scope: '2fa' } })).error).toBeUndefined();
    const code = await latestCode(1, account.email);
    const verified = await rest(1, account.token).POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code } });
    expect(verified.error).toBeUndefined();
    const replay = await rest(0, account.token).POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code } });
    expect(replay.error).toMatchObject({ errno: 183 });
    const created = await rest(0, verified.data!.accessToken).POST('/v1/mfa/totp/create', { body: {} });
    expect(created.error).toBeUndefined();
    const status = await rest(1, account.token).GET('/v1/totp/exists');
    expect(status.data).toEqual({ exists: true, verified: false });
  });

  it('shares the rate-limit counters', async () => {
    const account = await signedIn();
    for (const i of [0, 1, 0, 1] as const) {
      expect((await rest(i, account.token).POST('/v1/mfa/otp/request', { body: { scope: 'email' } })).error).toBeUndefined();
    }
    for (const i of [0, 1] as const) {
      const limited = await rest(i, account.token).POST('/v1/mfa/otp/request', { body: { scope: 'email' } });
      expect(limited.error).toMatchObject({ code: 429, errno: 114 });
    }
    for (let i = 0; i < WRONG; i += 1) {
      const wrong = await rest(i % 2 === 0 ? 0 : 1).POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: 'e'.repeat(64) } });
      expect(wrong.error).toMatchObject({ errno: 103 });
    }
    for (const i of [0, 1] as const) {
      const blocked = await rest(i).POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.authPW } });
      expect(blocked.error).toMatchObject({ errno: 125, verificationMethod: 'email-captcha' });
    }
  });
});
