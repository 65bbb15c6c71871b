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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNodeModules, ensureNodeRuntime, root, run } from './lib/provision.mjs';

const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 23030);
const distDir = process.env.E2E_DIST ?? 'dist';

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

ensureNodeModules();
ensureNodeRuntime();
// The page and the server's rendering entry are built together; either missing means a build.
const builtAt = Math.min(newest(path.join(distDir, 'index.html')), newest(path.join(distDir, '.ssr', 'entry-server.js')));
const sourcesAt = Math.max(...['app', 'design-system', 'locales', 'index.html', 'vite.config.ts'].map(newest));
if (!builtAt || sourcesAt > builtAt) {
  console.log('Building the app…');
  if (run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']) !== 0) process.exit(1);
}

const keptDataDir = process.env.E2E_DATA_DIR;
if (keptDataDir) mkdirSync(keptDataDir, { recursive: true });
const dataDir = keptDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(root, distDir),
  SCRYPT_N: '1024',
  SCRYPT_R: '8',
  SCRYPT_P: '1',
  // Every browser of the run reaches the server from 127.0.0.1: the per-client-address limits would add up the whole run.
  RATE_BAD_PASSWORD_PER_IP_LIMIT: '100000',
  RATE_CODE_VERIFY_PER_IP_LIMIT: '100000',
  RATE_LOOKUP_PER_IP_LIMIT: '100000',
  RATE_SEND_PER_IP_LIMIT: '100000',
  RATE_PASSWORD_CHECK_PER_IP_LIMIT: '100000',
  // A browser context that sends X-Forwarded-For stands for a client elsewhere (the loopback
  // address is the proxy), placed by a country database from the address registries.
  TRUSTED_PROXIES: '127.0.0.1, ::1',
  GEOIP_DATABASE: path.join(root, 'node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'),
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

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
