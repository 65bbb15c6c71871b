// The terminal sign-in of the README (scripts/device-signin.mjs) against a
// real server: the script asks for a code and prints it, the person allows
// (or denies) it on /device, and the script prints who signed in (or the
// refusal). It runs as a person would run it, as its own process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../api/flows';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';

const SCRIPT = path.join(process.cwd(), 'scripts/device-signin.mjs');

/** Runs the script against the server; `onCode` is called with the user code it prints. */
function runScript(t: TestServer, onCode: (userCode: string) => Promise<void>): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, t.server.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let answered = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const code = /enter the code ([A-Z]{4}-[A-Z]{4})/.exec(out);
      if (code && !answered) {
        answered = true;
        onCode(code[1]!).catch(reject);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out, err }));
  });
}

describe.each(databases)('Signing in from a terminal by device code on $name', (database) => {
  // The script waits between polls as the server says: one second here.
  const t = useTestServer(database, { env: { OAUTH_DEVICE_POLL_INTERVAL_SECONDS: '1' } });

  const answer = (token: string, userCode: string, approve: boolean) =>
    fetch(`${t.server.url}/v1/session/device_authorization/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_code: userCode, approve }),
    });

  it('prints the code and the page, and once the person allows it, who signed in', async () => {
    const account = await signUpVerified(t);
    const run = await runScript(t, async (userCode) => {
      expect((await answer(account.sessionToken, userCode, true)).status).toBe(200);
    });
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toContain(`open ${t.server.url}/device and enter the code`);
    expect(run.out).toContain(`Signed in: sub ${account.uid}`);
    expect(run.out).toContain(`Email: ${account.email}`);
  });

  it('says the sign-in failed when the person denies it', async () => {
    const account = await signUpVerified(t);
    const run = await runScript(t, async (userCode) => {
      expect((await answer(account.sessionToken, userCode, false)).status).toBe(200);
    });
    expect(run.status).toBe(1);
    expect(run.err).toContain('Sign-in failed: access_denied');
  });
});
