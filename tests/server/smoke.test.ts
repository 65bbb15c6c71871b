// The walk-through of docs/try-it.md against the real entry point (server/main.ts, as
// `npm start` runs it, on storage it starts empty): sign up over REST, read
// the code from the outbox JSON and confirm. The process is then stopped as a
// deployment stops it, and a server opened on the same storage the way the
// entry point opens it (its configuration, opening and migration) signs in and
// reads the account over GraphQL: everything was stored before the process
// ended.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, describe, expect, it } from 'vitest';
import { GetAccountDocument } from '../../generated/graphql';
import type { GetAccountQuery } from '../../generated/graphql';
import type { paths as authPaths } from '../../generated/openapi/auth';
import type { paths as contentPaths } from '../../generated/openapi/content';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/database';
import { startServer } from '../../server/server';
import type { RunningServer } from '../../server/server';
import { captureLogs, databases, documentRequest, freshPostgresUrl, uniqueEmail } from './harness';
import { credentialsFor } from './api/flows';

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  /** The Node.js version the server logged at start. */
  readonly node: string;
}

/** The environment of `npm start` in the walk-through, with the storage in `env`. */
function startEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', SCRYPT_N: '1024', ...env };
}

function startMain(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: startEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /"msg":"listening","url":"(http:\/\/[^"]+)".*"node":"([^"]+)"/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), node: match[2]! });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`server/main.ts exited with ${code}: ${output}`)));
  });
}

/** Stops the process as a deployment does (SIGTERM); resolves with its exit code. */
function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    if (started.child.exitCode !== null) return resolve(started.child.exitCode);
    started.child.removeAllListeners('exit');
    started.child.once('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

describe.each(databases)('npm start walk-through on $name', (database) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orbit-smoke-'));
  let running: Started | undefined;
  const reopened: { db?: Database; server?: RunningServer } = {};
  afterAll(async () => {
    if (running) await stop(running);
    await reopened.server?.close();
    await reopened.db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up, confirms, signs in and reads the account, and keeps it across a restart', async () => {
    const env: NodeJS.ProcessEnv =
      database.name === 'postgres'
        ? { DATABASE_URL: await freshPostgresUrl({ empty: true }) }
        : { DATA_DIR: dataDir, DATABASE_URL: '' };
    running = await startMain(env);
    // The server runs on the supported Node.js line and says so in its start-up log.
    expect(Number(/^v(\d+)\./.exec(running.node)?.[1])).toBeGreaterThanOrEqual(24);
    let rest = createClient<authPaths>({ baseUrl: running.url });
    let content = createClient<contentPaths>({ baseUrl: running.url });
    const email = uniqueEmail('smoke');
    const creds = credentialsFor(email);

    const created = await rest.POST('/v1/account/create', {
      body: {
        verificationMethod: 'email-otp',
        email,
        authPW: creds.authPW,
        wrapKb: creds.wrapKb,
        authPWVersion2: creds.authPWVersion2,
        wrapKbVersion2: creds.wrapKbVersion2,
        clientSalt: creds.clientSalt,
      },
    });
    expect(created.error).toBeUndefined();
    const readCode = async () => {
      const outbox = await content.GET('/__dev/outbox', { params: { query: { email, limit: 1 } } });
      return outbox.data!.messages[0]!.code!;
    };
    const signUpCode = await readCode();
    const confirmed = await createClient<authPaths>({
      baseUrl: running.url,
      headers: { Authorization: `Bearer ${created.data!.sessionToken}` },
    }).POST('/v1/session/verify_code', { body: { code: signUpCode } });
    expect(confirmed.response.status).toBe(200);

    // The process ends on SIGTERM, closing its database; a server opened on the same storage as the
    // entry point opens it must find everything that was stored.
    const stopped = running;
    running = undefined;
    expect(await stop(stopped)).toBe(0);
    const config = loadConfig(startEnv(env));
    reopened.db = await openDatabase(config);
    reopened.server = await startServer({ config, db: reopened.db, logger: captureLogs().logger });
    const url = reopened.server.url;
    rest = createClient<authPaths>({ baseUrl: url });
    content = createClient<contentPaths>({ baseUrl: url });

    const status = await rest.POST('/v1/account/credentials/status', { body: { email } });
    expect(status.data).toEqual({ currentVersion: 'v2', upgradeNeeded: false, clientSalt: creds.clientSalt });
    const login = await rest.POST('/v1/account/login', {
      body: { reason: 'signin', email, authPW: creds.authPWVersion2 },
    });
    expect(login.data?.verificationReason).toBe('login');
    const token = login.data!.sessionToken;
    const loginCode = await readCode();
    await createClient<authPaths>({ baseUrl: url, headers: { Authorization: `Bearer ${token}` } }).POST(
      '/v1/session/verify_code',
      { body: { code: loginCode } },
    );

    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(documentRequest(GetAccountDocument)),
    });
    const result = (await response.json()) as { data: GetAccountQuery };
    expect(result.data.account).toMatchObject({
      uid: created.data!.uid,
      emails: [{ email, isPrimary: true, verified: true }],
    });
    expect(result.data.account!.attachedClients).toHaveLength(2);
  }, 300_000);
});
