// The README's walk-through against the real entry point (server/main.ts, as
// `npm start` runs it): sign up over REST, read the code from the outbox
// JSON, confirm, sign in, and read the account over GraphQL. The server is
// then restarted on the same data to show that everything was stored.
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
import { databases, documentRequest, freshPostgresUrl, uniqueEmail } from './harness';
import { credentialsFor } from './api/flows';

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  /** The Node.js version the server logged at start. */
  readonly node: string;
}

function startMain(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', SCRYPT_N: '1024', ...env },
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

function stop(started: Started): Promise<void> {
  return new Promise((resolve) => {
    if (started.child.exitCode !== null) return resolve();
    started.child.removeAllListeners('exit');
    started.child.once('exit', () => resolve());
    started.child.kill('SIGTERM');
  });
}

describe.each(databases)('npm start walk-through on $name', (database) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orbit-smoke-'));
  let running: Started | undefined;
  afterAll(async () => {
    if (running) await stop(running);
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

    // Restart on the same storage: the account must still be there.
    await stop(running);
    running = await startMain(env);
    rest = createClient<authPaths>({ baseUrl: running.url });
    content = createClient<contentPaths>({ baseUrl: running.url });

    const status = await rest.POST('/v1/account/credentials/status', { body: { email } });
    expect(status.data).toEqual({ currentVersion: 'v2', upgradeNeeded: false, clientSalt: creds.clientSalt });
    const login = await rest.POST('/v1/account/login', {
      body: { reason: 'signin', email, authPW: creds.authPWVersion2 },
    });
    expect(login.data?.verificationReason).toBe('login');
    const token = login.data!.sessionToken;
    const loginCode = await readCode();
    await createClient<authPaths>({ baseUrl: running.url, headers: { Authorization: `Bearer ${token}` } }).POST(
      '/v1/session/verify_code',
      { body: { code: loginCode } },
    );

    const response = await fetch(`${running.url}/graphql`, {
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
