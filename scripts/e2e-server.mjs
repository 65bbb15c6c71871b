#!/usr/bin/env node
// The server the app's browser suite runs against: the real server from one
// process, built app included, on 127.0.0.1 and a private port, with a fresh
// embedded database in a temporary folder that is removed on exit. It runs in
// development mode, so the outbox of sent mail is readable, and with a low
// scrypt cost (a configuration value) so that sign-ups are quick.
//
//   node scripts/e2e-server.mjs [port]      (default 23030, or E2E_PORT)
//
// E2E_DIST names another build folder (default dist), so that two suites can
// build and serve side by side. E2E_DATA_DIR names a database folder to use
// and keep (a journey that restarts the server starts it again on the same
// data); without it the folder is a new temporary one, removed on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appServerEnv, ensureAppBuilt } from './lib/app-server.mjs';
import { ensureNodeModules, ensureNodeRuntime, root } from './lib/provision.mjs';

const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 23030);
const distDir = process.env.E2E_DIST ?? 'dist';

ensureNodeModules();
ensureNodeRuntime();
if (!ensureAppBuilt(distDir)) process.exit(1);

const keptDataDir = process.env.E2E_DATA_DIR;
if (keptDataDir) mkdirSync(keptDataDir, { recursive: true });
const dataDir = keptDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-'));
const env = appServerEnv({ port, distDir, dataDir });

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'inherit' });

function cleanUp() {
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
