// A restart in the middle of a flow loses nothing: codes, sessions, step-up
// tokens, OAuth codes, signing keys and limit counts live in the database (or,
// for the step-up key, in the configuration), so what one process handed out
// works on the next server started on the same database.
import createClient from 'openapi-fetch';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { paths as authPaths } from '../../generated/openapi/auth';
import type { paths as contentPaths } from '../../generated/openapi/content';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { pkceChallenge } from '../../server/oauth/provider';
import { startServer } from '../../server/server';
import type { RunningServer } from '../../server/server';
import { credentialsFor } from './api/flows';
import { captureLogs, databases, testConfig, uniqueEmail } from './harness';
import type { TestDatabase } from './harness';
import { PUBLIC_CLIENT, clientsEnv } from './oauth/fixtures';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from './ratelimit/defaults';

const VERIFIER = 'B'.repeat(43);
const config = testConfig({ OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT]) });

/**
 * What a restarted process would find: PostgreSQL through a new connection
 * pool; the embedded database as it stands (the new server's services start
 * from nothing but it, which is what is under test; PGlite's own durability is
 * its own).
 */
async function reopen(database: TestDatabase, db: Database): Promise<Database> {
  if (database.name !== 'postgres') return db;
  const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
  await db.close();
  return openPostgres({ connectionString: inject('orbitPostgresUrl').replace(/\/postgres$/, `/${row!.name}`), max: 5 });
}

describe.each(databases)('a restart mid-flow on $name', (database) => {
  const open: { db?: Database; server?: RunningServer } = {};
  afterAll(async () => {
    await open.server?.close();
    await open.db?.close();
  });

  it('keeps a sent sign-in code, a step-up token, an OAuth code and the wrong-password count', async () => {
    open.db = await database.open();
    open.server = await startServer({ config, db: open.db, logger: captureLogs().logger });
    const rest = (token?: string) =>
      createClient<authPaths>({ baseUrl: open.server!.url, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
    const latestCode = async (email: string) => {
      const { data } = await createClient<contentPaths>({ baseUrl: open.server!.url }).GET('/__dev/outbox', { params: { query: { email, limit: 1 } } });
      return data!.messages[0]!.code!;
    };

    // Before: a confirmed account, a second sign-in whose code is sent, a step-up token, an OAuth code, a wrong password.
    const email = uniqueEmail('restart');
    const creds = credentialsFor(email);
    const created = await rest().POST('/v1/account/create', {
      body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb, authPWVersion2: creds.authPWVersion2, wrapKbVersion2: creds.wrapKbVersion2, clientSalt: creds.clientSalt },
    });
    const session = created.data!.sessionToken;
    expect((await rest(session).POST('/v1/session/verify_code', { body: { code: await latestCode(email) } })).error).toBeUndefined();
    const login = await rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW: creds.authPWVersion2 } });
    expect(login.error).toBeUndefined();
    const loginCode = await latestCode(email);
    expect((await rest(session).POST('/v1/mfa/otp/request', { body: { scope: '2fa' } })).error).toBeUndefined();
    const stepUp = await rest(session).POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: await latestCode(email) } });
    expect(stepUp.error).toBeUndefined();
    const authorization = await fetch(`${open.server.url}/v1/oauth/authorization`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
      body: JSON.stringify({ client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid', code_challenge: pkceChallenge(VERIFIER), code_challenge_method: 'S256' }),
    });
    expect(authorization.status).toBe(200);
    const { code: oauthCode } = (await authorization.json()) as { code: string };
    const wrong = await rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW: 'e'.repeat(64) } });
    expect(wrong.error).toMatchObject({ errno: 103 });

    // The restart.
    await open.server.close();
    open.server = undefined;
    open.db = await reopen(database, open.db);
    open.server = await startServer({ config, db: open.db, logger: captureLogs().logger });

    // After: each works where it left off.
    expect((await rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code: loginCode } })).error).toBeUndefined();
    const totp = await rest(stepUp.data!.accessToken).POST('/v1/mfa/totp/create', { body: {} });
    expect(totp.error).toBeUndefined();
    const token = await fetch(`${open.server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: oauthCode, client_id: PUBLIC_CLIENT.id, code_verifier: VERIFIER }).toString(),
    });
    expect(token.status).toBe(200);
    const tokens = (await token.json()) as { id_token: string };
    // The id token is signed with the key the first process made, which the new one still publishes.
    const jwks = (await (await fetch(`${open.server.url}/v1/jwks`)).json()) as { keys: Array<{ kid: string }> };
    const kid = (JSON.parse(Buffer.from(tokens.id_token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
    expect(jwks.keys.map((key) => key.kid)).toContain(kid);
    // One wrong password was counted before the restart: the rest of the limit's blocks the address.
    for (let i = 1; i < WRONG; i += 1) {
      expect((await rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW: 'e'.repeat(64) } })).error).toMatchObject({ errno: 103 });
    }
    expect((await rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW: creds.authPWVersion2 } })).error).toMatchObject({
      errno: 125,
    });
  }, 120_000);
});
