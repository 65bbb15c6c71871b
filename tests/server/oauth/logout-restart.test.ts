// A logout token, or a password change's security event, queued for a relying
// party that was down survives a restart of the server: the next process on
// the same database sends it (once) when it is due, with the attempt the first
// process made counted.
import createClient from 'openapi-fetch';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { paths as authPaths } from '../../../generated/openapi/auth';
import type { paths as contentPaths } from '../../../generated/openapi/content';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { DELIVERY_FIRST_BACKOFF_MS, DELIVERY_MAX_BACKOFF_MS, PASSWORD_CHANGE_EVENT } from '../../../server/oauth/deliveries';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import { signUpVerified } from '../api/flows';
import { captureLogs, databases, testConfig } from '../harness';
import type { TestDatabase, TestServer } from '../harness';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { newPasswordCredentials } from '../reset/steps';
import { LogoutReceiver, relyingParty, signInWith } from './fixtures';
import type { TestClient } from './fixtures';

const CLIENT: TestClient = { id: '10907710907710b2', name: 'Logbook', redirectUris: ['https://logbook.example.com/callback'], trusted: false };
// Only the test drains the queue.
const config = testConfig({ OAUTH_DELIVERY_INTERVAL_MS: String(24 * 60 * 60_000) });

/** What a restarted process finds: PostgreSQL through a new pool; the embedded database as it stands. */
async function reopen(database: TestDatabase, db: Database): Promise<Database> {
  if (database.name !== 'postgres') return db;
  const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
  await db.close();
  return openPostgres({ connectionString: inject('orbitPostgresUrl').replace(/\/postgres$/, `/${row!.name}`), max: 5 });
}

/** The parts of the harness the sign-up and sign-in steps use, for a server this test started itself. */
function on(server: RunningServer): TestServer {
  const rest = (token?: string) => createClient<authPaths>({ baseUrl: server.url, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
  return {
    server,
    rest,
    async latestCode(email: string) {
      const { data } = await createClient<contentPaths>({ baseUrl: server.url }).GET('/__dev/outbox', { params: { query: { email, limit: 1 } } });
      return data!.messages[0]!.code!;
    },
  } as unknown as TestServer;
}

describe.each(databases)('a logout token across a restart on $name', (database) => {
  const open: { db?: Database; server?: RunningServer } = {};
  const receiver = new LogoutReceiver();
  afterAll(async () => {
    await open.server?.close();
    await open.db?.close();
    await receiver.stop();
  });

  it('is sent by the next process once the relying party answers', async () => {
    const clock = new TestClock();
    await receiver.start();
    open.db = await database.open();
    open.server = await startServer({ config, db: open.db, logger: captureLogs().logger, now: clock.now });
    await open.server.services.oauthClients.register({ clientId: CLIENT.id, name: CLIENT.name, imageUri: '', redirectUris: CLIENT.redirectUris, trusted: false, backchannelLogoutUri: receiver.url });
    const first = on(open.server);
    const account = await signUpVerified(first);
    await signInWith(first, await relyingParty(first, CLIENT), CLIENT, account);

    // The relying party is down when the session ends.
    receiver.statuses.push(503);
    const ended = await fetch(`${open.server.url}/v1/session/destroy`, { method: 'POST', headers: { Authorization: `Bearer ${account.sessionToken}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(ended.status).toBe(200);
    expect(await open.server.services.deliveries.drainOnce()).toEqual({ delivered: 0, failed: 1 });
    await open.server.close();

    open.db = await reopen(database, open.db);
    open.server = await startServer({ config, db: open.db, logger: captureLogs().logger, now: clock.now });
    expect(await open.server.services.deliveries.backlog()).toMatchObject({ queued: 1, failing: 1 });
    clock.advance(DELIVERY_FIRST_BACKOFF_MS);
    expect(await open.server.services.deliveries.drainOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(await open.server.services.deliveries.drainOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.received).toHaveLength(2);
    const { payload } = await jwtVerify(receiver.received[1]!.token, createRemoteJWKSet(new URL(`${open.server.url}/v1/jwks`)), {
      audience: CLIENT.id,
      typ: 'logout+jwt',
      currentDate: new Date(clock.value),
    });
    expect(payload.sub).toBe(account.uid);
  });

  it("keeps a password change's security event for a relying party that was down, and sends it after the restart", async () => {
    const clock = new TestClock();
    const events = new LogoutReceiver();
    await events.start();
    try {
      const client: TestClient = { ...CLIENT, id: '10907710907710c3' };
      const server = open.server!;
      await server.services.oauthClients.register({ clientId: client.id, name: client.name, imageUri: '', redirectUris: client.redirectUris, trusted: false, securityEventUri: events.url });
      const first = on(server);
      const account = await signUpVerified(first);
      await signInWith(first, await relyingParty(first, client), client, account);
      const jwt = await stepUpToken(first, account, 'password');
      const fresh = newPasswordCredentials(account.email, account.credentials.kB);
      expect((await first.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: account.credentials.authPWVersion2, ...fresh.body } })).error).toBeUndefined();
      // Down: the first try fails, and the process stops.
      events.statuses.push(503);
      expect(await server.services.deliveries.drainOnce()).toMatchObject({ delivered: 0, failed: 1 });
      await server.close();

      open.db = await reopen(database, open.db!);
      open.server = await startServer({ config, db: open.db, logger: captureLogs().logger, now: clock.now });
      clock.advance(DELIVERY_MAX_BACKOFF_MS);
      expect(await open.server.services.deliveries.drainOnce()).toEqual({ delivered: 1, failed: 0 });
      expect(events.received).toHaveLength(2);
      expect(events.received[1]!.contentType).toBe('application/secevent+jwt');
      const { payload } = await jwtVerify(events.received[1]!.body, createRemoteJWKSet(new URL(`${open.server.url}/v1/jwks`)), {
        audience: client.id,
        typ: 'secevent+jwt',
        currentDate: new Date(clock.value),
      });
      expect(Object.keys(payload.events as object)).toEqual([PASSWORD_CHANGE_EVENT]);
    } finally {
      await events.stop();
    }
  });
});
