// Production mode: a missing secret or a bad setting stops the start with one
// line naming the setting. (What GraphQL answers in production is in
// api/trusted-documents.test.ts.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../harness';

const root = path.resolve(import.meta.dirname, '../../..');

/** Starts the server as `npm start` does with `env`, and returns how it ended and what it wrote to standard error. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent/orbit', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('a setting at fault', () => {
  it('stops the start with one line naming it, and no stack trace', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://accounts.example.com' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('MFA_JWT_SECRET');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('is named first in what the configuration says', () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{ RATE_CODE_SEND_LIMIT: 'four' }, 'RATE_CODE_SEND_LIMIT'],
      [{ RATE_BAD_PASSWORD_PER_IP_WINDOW_SECONDS: '0' }, 'RATE_BAD_PASSWORD_PER_IP_WINDOW_SECONDS'],
      [{ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }, 'TRUSTED_PROXIES'],
      [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
      [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
      [{ SCRYPT_N: '1000' }, 'SCRYPT_N'],
      [{ GRAPHQL_MAX_DEPTH: '0' }, 'GRAPHQL_MAX_DEPTH'],
      [{ NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40) }, 'PUBLIC_URL'],
    ];
    for (const [env, setting] of cases) expect(() => testConfig(env), setting).toThrow(new RegExp(`^${setting} `));
  });
});
