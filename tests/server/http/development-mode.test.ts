// Development mode stays on the machine: outside production the server hands
// out the outbox (every account's codes), example clients and other
// development pages, so it listens on loopback only and refuses to start on
// any other address; production serves none of those pages wherever it
// listens. The links sent out (emails, device notifications) name the
// product's public address, never the Host header of the request that
// caused them.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../../server/sessions/session-service';
import { databases, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';

const root = path.resolve(import.meta.dirname, '../../..');
const PRODUCTION = { NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://accounts.example.com' };
/** A database folder that cannot be made (a path under a file), so a start that gets past its settings stops at the database. */
const UNUSABLE_DATA_DIR = path.join(root, 'package.json', 'data');

/** Starts the server as `npm start` does with `env` (HOST unset unless given), and returns how it ended and what it wrote to standard error. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATA_DIR: UNUSABLE_DATA_DIR, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** POSTs JSON to the server with a Host header of the caller's choosing, as anyone on the network could. */
function postWithHost(t: TestServer, pathname: string, host: string, body: unknown, token?: string): Promise<number> {
  const url = new URL(pathname, t.server.url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('HOST outside production', () => {
  it.each(['127.0.0.1', '127.12.0.7', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST'])('accepts the loopback address %s', (host) => {
    const config = testConfig({ HOST: host });
    expect(config.host).toBe(host);
    expect(config.development).toBe(true);
  });

  it.each(['0.0.0.0', '::', '', '192.168.1.20', '10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', 'fe80::1', 'example.com', 'localhost.example.com', '[::1]'])(
    'refuses %j, naming HOST and why',
    (host) => {
      expect(() => testConfig({ HOST: host })).toThrow(/^HOST .* is reachable from the network, .*NODE_ENV=production.*development outbox/);
      expect(() => testConfig({ NODE_ENV: 'development', HOST: host })).toThrow(/^HOST /);
    },
  );

  it('is the loopback address 127.0.0.1 by default', () => {
    const config = testConfig({ HOST: undefined });
    expect(config.host).toBe('127.0.0.1');
    expect(config.development).toBe(true);
  });

  it('may be any address in production, which has no development mode', () => {
    const config = testConfig({ ...PRODUCTION, HOST: '0.0.0.0' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.development).toBe(false);
    expect(testConfig({ ...PRODUCTION, HOST: '127.0.0.1' }).development).toBe(false);
  });
});

describe('starting the server', () => {
  it('refuses a network address outside production with one line saying why', async () => {
    const starts: Array<Record<string, string>> = [{ HOST: '0.0.0.0' }, { HOST: '::', NODE_ENV: 'development' }];
    for (const env of starts) {
      const { code, stderr } = await start(env);
      expect(code, env.HOST).toBe(1);
      expect(stderr.trim().split('\n'), env.HOST).toHaveLength(1);
      expect(stderr).toContain(`HOST ${JSON.stringify(env.HOST)} is reachable from the network`);
      expect(stderr).toContain('NODE_ENV=production');
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  }, 240_000);

  it('gets past its settings on the default loopback address outside production', async () => {
    const { code, stderr } = await start({});
    expect(code).toBe(1);
    // It went on to open the database, which this test made impossible.
    expect(stderr).toContain('cannot open its database (DATA_DIR)');
    expect(stderr).not.toContain('HOST');
  }, 120_000);

  it('gets past its settings on a network address in production', async () => {
    const { code, stderr } = await start({ ...PRODUCTION, HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(stderr).toContain('cannot open its database (DATA_DIR)');
    expect(stderr).not.toContain('HOST');
  }, 120_000);
});

describe.each(databases)('development pages on $name', (database) => {
  const development = useTestServer(database);
  const production = useTestServer(database, { env: PRODUCTION });
  const DEV_PAGES = ['/__dev/outbox', '/__dev/rp', '/__dev/cms/paint-logo.svg'];

  it('are served by a development server, which listens on loopback', async () => {
    expect(development.server.services.config.development).toBe(true);
    for (const page of DEV_PAGES) {
      const response = await fetch(`${development.server.url}${page}`);
      await response.arrayBuffer();
      expect(response.status, page).toBe(200);
    }
  });

  it('do not exist in production', async () => {
    for (const page of DEV_PAGES) {
      const response = await fetch(`${production.server.url}${page}`);
      expect(response.status, page).toBe(404);
      expect(await response.json(), page).toMatchObject({ errno: 116 });
    }
  });
});

describe.each(databases)('links sent out on $name', (database) => {
  const bare = useTestServer(database);
  const configured = useTestServer(database, { env: { PUBLIC_URL: 'https://accounts.example.com' } });

  async function unblockLink(t: TestServer, host: string): Promise<URL> {
    const account = await signUpVerified(t);
    expect(await postWithHost(t, '/v1/account/login/send_unblock_code', host, { email: account.email })).toBe(200);
    const { data } = await t.content().GET('/__dev/outbox', { params: { query: { email: account.email, limit: 1 } } });
    const line = data!.messages[0]!.text.split('\n').find((text) => text.includes('/report_signin'));
    return new URL(line!.slice(line!.indexOf('http')));
  }

  async function pushLink(t: TestServer, host: string): Promise<URL> {
    const account = await signUpVerified(t);
    const login = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    expect(login.data?.sessionVerified).toBe(false);
    expect(await postWithHost(t, '/v1/session/verify/send_push', host, {}, login.data!.sessionToken)).toBe(200);
    const { data } = await t.content().GET('/__dev/outbox', { params: { query: { device: sessionIdOf(account.sessionToken)!, limit: 1 } } });
    return new URL(data!.messages[0]!.text.split('\n').at(-1)!);
  }

  it('name the address the development server listens at, whatever Host the request gave', async () => {
    const own = new URL(bare.server.url).origin;
    for (const host of ['evil.example', `evil.example:${new URL(bare.server.url).port}`]) {
      const unblock = await unblockLink(bare, host);
      expect(unblock.origin, host).toBe(own);
      expect(unblock.pathname).toBe('/report_signin');
      const push = await pushLink(bare, host);
      expect(push.origin, host).toBe(own);
      expect(push.pathname).toBe('/signin_push_code_confirm');
    }
  });

  it('name PUBLIC_URL when it is set, whatever Host the request gave', async () => {
    const host = new URL(configured.server.url).host;
    for (const given of [host, 'evil.example']) {
      expect((await unblockLink(configured, given)).origin, given).toBe('https://accounts.example.com');
      expect((await pushLink(configured, given)).origin, given).toBe('https://accounts.example.com');
    }
  });
});
