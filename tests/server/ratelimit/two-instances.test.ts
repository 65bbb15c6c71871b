// The limits hold across instances: one burst split between two servers, each
// with its own connection pool on one PostgreSQL database (two processes
// behind a load balancer), still gets exactly the limit's number of checks.
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { paths as authPaths } from '../../../generated/openapi/auth';
import type { paths as contentPaths } from '../../../generated/openapi/content';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import { captureLogs, databases, testConfig, uniqueEmail } from '../harness';
import { credentialsFor } from '../api/flows';
import { BAD_PASSWORD_ACTION } from '../../../server/accounts/records';
import { BURST, burst, expectWaits, tally } from './burst';
import { BAD_PASSWORD_IP_AND_ADDRESS_ACTION, addressAtSource } from '../../../server/accounts/password-attempts';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from './defaults';

describe.each(databases.filter((database) => database.name === 'postgres'))('limits across two instances on one $name database', (database) => {
  const handles: Database[] = [];
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const first = await database.open();
    const [row] = await first.query<{ name: string }>('SELECT current_database() AS name');
    const second = openPostgres({ connectionString: inject('orbitPostgresUrl').replace(/\/postgres$/, `/${row!.name}`), max: 5 });
    handles.push(first, second);
    for (const db of handles) servers.push(await startServer({ config: testConfig(), db, logger: captureLogs().logger }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const db of handles.reverse()) await db.close();
  });

  const rest = (i: number, token?: string) =>
    createClient<authPaths>({ baseUrl: servers[i % 2]!.url, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });

  async function account(): Promise<{ email: string; authPW: string; sessionToken: string }> {
    const email = uniqueEmail('instances');
    const creds = credentialsFor(email);
    const created = await rest(0).POST('/v1/account/create', {
      body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb, authPWVersion2: creds.authPWVersion2, wrapKbVersion2: creds.wrapKbVersion2, clientSalt: creds.clientSalt },
    });
    expect(created.error).toBeUndefined();
    return { email, authPW: creds.authPWVersion2, sessionToken: created.data!.sessionToken };
  }

  it('wrong passwords: the limit’s checks between both instances', async () => {
    const { email } = await account();
    const answers = await burst((i) => rest(i).POST('/v1/account/login', { body: { reason: 'signin', email, authPW: 'e'.repeat(64) } }));
    expect(tally(answers)).toEqual({ 103: WRONG, 125: BURST - WRONG });
    expectWaits(answers, 125);
  });

  it('wrong passwords in another case: the limit’s checks between both instances, and then the right one is blocked', async () => {
    const { email, authPW } = await account();
    const answers = await burst((i) => rest(i).POST('/v1/account/login', { body: { reason: 'signin', email: email.toUpperCase(), authPW: 'e'.repeat(64) } }));
    expect(tally(answers)).toEqual({ 103: WRONG, 125: BURST - WRONG });
    expect((await rest(1).POST('/v1/account/login', { body: { reason: 'signin', email: email.toUpperCase(), authPW } })).error).toMatchObject({ errno: 125 });
    const counted = (action: string, subject: string) =>
      handles[0]!.query<{ count: number }>('SELECT count FROM rate_limit_counters WHERE action = $1 AND subject = $2', [action, subject]);
    // Every attempt, the right one too, was counted under the one address at this source; those it let through, under the address.
    expect(await counted(BAD_PASSWORD_IP_AND_ADDRESS_ACTION, addressAtSource(email, '127.0.0.1'))).toEqual([{ count: BURST + 1 }]);
    expect(await counted(BAD_PASSWORD_ACTION, email)).toEqual([{ count: WRONG }]);
  });

  it('sign-up codes: ten checks between both instances, and then the right code is refused', async () => {
    const { email, sessionToken } = await account();
    const outbox = await createClient<contentPaths>({ baseUrl: servers[1]!.url }).GET('/__dev/outbox', { params: { query: { email, limit: 1 } } });
    const code = outbox.data!.messages[0]!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await burst((i) => rest(i, sessionToken).POST('/v1/session/verify_code', { body: { code: wrong } }));
    expect(tally(answers)).toEqual({ 183: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    expect((await rest(1, sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toMatchObject({ errno: 114 });
  });

  it('code resends: four between both instances', async () => {
    const { sessionToken } = await account();
    const answers = await burst((i) => rest(i, sessionToken).POST('/v1/session/resend_code'));
    expect(tally(answers)).toEqual({ 0: 4, 114: BURST - 4 });
  });
});
