#!/usr/bin/env node
// `npm run scale`: the layout of several machines on one. Starts a PostgreSQL
// primary, a streaming standby made by pg_basebackup, PgBouncer in transaction
// mode in front of the primary, two server instances and a load balancer in
// front of them, then walks a newcomer's journey across both instances in one
// browser, sends bursts split between them, and runs a failover drill
// (e2e/scale/layout.spec.ts; the layout is tests/support/scale-layout.ts).
//
//   npm run scale                 SCALE_PORT=25630 by default: the load balancer's
//                                 port; the rest take the free ports after it
//
// E2E_DIST names the build folder the instances serve (default dist), built
// first when it is missing or older than the app's sources.
import { ensureAppBuilt } from './lib/app-server.mjs';
import { ensureNodeModules, ensureNodeRuntime, ensureSystemPackages, run } from './lib/provision.mjs';

ensureNodeModules();
ensureNodeRuntime();
const missing = ensureSystemPackages(['chromium', 'postgresql', 'pgbouncer']);
if (missing.length) {
  console.error(`The layout needs ${missing.join(' and ')}.`);
  process.exit(1);
}
if (!ensureAppBuilt(process.env.E2E_DIST ?? 'dist')) process.exit(1);
process.exit(
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--project', 'scale', ...process.argv.slice(2)], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  }),
);
