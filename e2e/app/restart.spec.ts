// A server restart in the middle of a flow loses nothing the database holds:
// the sign-in code is mailed, the server stops and starts again on the same
// data, and the code typed into the page that was left open still signs in.
// The journey runs its own server (scripts/e2e-server.mjs on a port of its
// own, with a database folder it keeps), since it must stop and start it; it
// is a project of its own (app-restart), which `npm test` runs after the
// other journeys. The server comes back configured with a range service for
// the breach check (an HIBP-compatible one on 127.0.0.1, started here), and a
// new password that only that service knows as breached is refused.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/app/test';
import { PASSWORD, createAccount } from '../support/app/accounts';
import { nextCode } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { signinJourney } from '../support/app/journeys';

/** Beside the suite's own server, clear of the other suites' ports. */
const PORT = Number(process.env.E2E_PORT ?? 23030) + 61;
const BASE_URL = `http://127.0.0.1:${PORT}`;

let dataDir = '';
let server: ChildProcess | undefined;

/** A password the range service started here answers as breached, and the shipped list does not hold. */
const SERVICE_BREACHED = 'Orbit range journey 4e1b';
let rangeService: Server | undefined;

/** An HIBP-compatible range service: `SUFFIX:COUNT` lines, SERVICE_BREACHED under its prefix. */
async function startRangeService(): Promise<string> {
  const hash = createHash('sha1').update(SERVICE_BREACHED).digest('hex').toUpperCase();
  rangeService = createServer((request, response) => {
    const prefix = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '')?.[1];
    if (!prefix) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end(prefix === hash.slice(0, 5) ? `${hash.slice(5)}:17\r\n` : '');
  });
  await new Promise<void>((resolve) => rangeService!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(rangeService.address() as AddressInfo).port}`;
}

async function answering(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/`)).ok;
  } catch {
    return false;
  }
}

/** How long a start may take: a fresh database's start takes about 12 s on two quiet cores, and beside the other journeys' browsers it took minutes. */
const START_TIMEOUT = 150_000;

async function start(env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs', String(PORT)], {
    env: { ...process.env, E2E_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  // The last of what it printed (its log lines, then its errors), read as it comes so that a full pipe never holds it up.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-3000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await expect.poll(answering, { timeout: START_TIMEOUT, intervals: [250] }).toBe(true);
  } catch (error) {
    throw new Error(`the journey's server did not answer (exit code ${child.exitCode}); the last it printed:\n${output}`, { cause: error });
  }
}

async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
  await expect.poll(answering, { timeout: 10_000 }).toBe(false);
}

// One server for the file: the variants take turns restarting it.
test.describe.configure({ mode: 'serial' });
test.use({
  baseURL: BASE_URL,
  // While the server is down the open page's performance report finds nobody to take it; nothing the person does waits on it.
  expectedConsole: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED \(\S+\/metrics\)$/],
});

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT + 30_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-restart-'));
  await start();
});

test.afterAll(async () => {
  await stop();
  await new Promise((resolve) => (rangeService ? rangeService.close(resolve) : resolve(undefined)));
  rmSync(dataDir, { recursive: true, force: true });
});

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('the server restarts between mailing the sign-in code and its entry, and the code still signs in; back with a range service, it refuses a password only that service knows as breached', async ({ page }) => {
      // A start of the server and the journey around it.
      test.setTimeout(START_TIMEOUT + 90_000);
      const account = await createAccount(BASE_URL, 'restart');
      const journey = signinJourney(page, variant);
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      const code = await nextCode(BASE_URL, account);

      await stop();
      await start({ PASSWORD_RANGE_URL: rangeService ? `http://127.0.0.1:${(rangeService.address() as AddressInfo).port}` : await startRangeService() });

      // The page was never reloaded: its next request reaches the new process.
      await journey.enterCode(code);
      await journey.expectSettings(account.email);

      // The new process asks the range service: a new password it knows as breached is refused, before anything is sent.
      await page.goto('/settings/change_password');
      await journey.atPath('/settings/change_password', { focused: false });
      const fresh = page.locator('#settings-change-password-new-password');
      await journey.type(page.locator('#settings-change-password-current'), PASSWORD);
      await journey.type(fresh, SERVICE_BREACHED);
      await journey.type(page.locator('#settings-change-password-new-confirm'), SERVICE_BREACHED);
      await journey.activate(journey.control('settings-change-password-save'));
      await expect(fresh).toHaveAttribute('aria-invalid', 'true');
      await expect(fresh).toHaveAccessibleDescription(journey.text('auth-error-1068'));
      await expect(fresh).toHaveValue(SERVICE_BREACHED);
    });
  });
}
