#!/usr/bin/env node
// `npm test`: everything CI checks, in order, failing fast: lint, type-check,
// contract freshness (these at once), Vitest, then the browser suites. Ends with each gate's
// wall time, the 15 slowest tests, and one line "N passed, N failed" counting
// test cases (a failed gate step counts as one). The timings are also written
// to .cache/test-timings.json, which `npm run test:budget` compares with the
// CI time budget (scripts/ci-budget.json).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeModules, ensureNodeRuntime, ensureSystemPackages, root, run } from './lib/provision.mjs';
import { playwrightTests, vitestTests } from './lib/test-report.mjs';
import { BENCH_DIST } from '../bench/build.mjs';

// When npm test starts on another Node line, this script runs again on Node 24
// (ensureNodeRuntime); the first run's start and install time are handed over.
const started = Number(process.env.ORBIT_TEST_STARTED ?? Date.now());
const results = { passed: 0, failed: 0, flaky: 0 };
const cacheDir = path.join(root, '.cache');
mkdirSync(cacheDir, { recursive: true });
/** Wall time of each gate that ran, in order. */
const gates = process.env.ORBIT_TEST_GATES ? JSON.parse(process.env.ORBIT_TEST_GATES) : [];
/** Every test case that reported a duration: { gate, name, ms }. */
const tests = [];

/**
 * CPU time (user and system, in ms) of the finished child processes of this
 * one and of theirs, as far as each parent waited for its own: what a gate's
 * browsers, servers and workers used, read from /proc where there is one.
 */
function childCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: cutime and cstime are the 14th and 15th fields, in clock ticks (100 a second).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

function seconds(ms) {
  return (ms / 1000).toFixed(1).padStart(7);
}

function report(status) {
  const total = Date.now() - started;
  console.log('\nWall time by gate (and the CPU time of its processes; two busy cores give twice the wall time):');
  for (const { name, ms, cpuMs } of gates) console.log(`${seconds(ms)} s  ${cpuMs === undefined ? ' '.repeat(13) : `${seconds(cpuMs)} s CPU`}  ${name}`);
  console.log(`${seconds(total)} s  in all (with installs)`);
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, 15);
  if (slowest.length) {
    console.log('\nThe 15 slowest tests:');
    for (const { gate, name, ms } of slowest) console.log(`${seconds(ms)} s  [${gate}] ${name}`);
  }
  const timings = { finishedAt: new Date().toISOString(), status, ci: Boolean(process.env.CI), totalMs: total, gates, slowest };
  writeFileSync(path.join(cacheDir, 'test-timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
}

function finish(code) {
  report(code === 0 ? 'passed' : 'failed');
  if (results.flaky) console.log(`\n${results.flaky} of the passed browser tests needed their one retry (flaky)`);
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(code);
}

/** Runs `body`, recording its wall time under `name`. */
function timed(name, body) {
  console.log(`\n▶ ${name}`);
  const start = Date.now();
  const cpuBefore = childCpuMs();
  try {
    return body();
  } finally {
    const cpuAfter = childCpuMs();
    gates.push({ name, ms: Date.now() - start, ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMs: cpuAfter - cpuBefore } : {}) });
  }
}

function gate(name, command, args, env) {
  const status = timed(name, () => run(command, args, env ? { env: { ...process.env, ...env } } : {}));
  if (status !== 0) {
    console.error(`✖ ${name} failed`);
    results.failed += 1;
    finish(1);
  }
}

/** Where a Vitest gate writes its JSON report. */
function vitestReport(name) {
  return path.join(cacheDir, `${name.replace(/\W+/g, '-')}.json`);
}

function vitestArgs(report, args) {
  return ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args];
}

/** Adds a Vitest gate's counts from its report; true when it failed. */
function countVitest(name, report, status) {
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    tests.push(...vitestTests(json).map((test) => ({ gate: name, ...test })));
    if (status !== 0 && json.numFailedTests === 0) results.failed += 1;
  } else if (status !== 0) {
    results.failed += 1;
  }
  return status !== 0;
}

/** Runs Vitest with a JSON report and adds its counts. */
function vitest(name, args) {
  const report = vitestReport(name);
  rmSync(report, { force: true });
  const status = timed(name, () => run(process.execPath, vitestArgs(report, args)));
  if (countVitest(name, report, status)) {
    console.error(`✖ ${name} failed`);
    finish(1);
  }
}

/** A Vitest gate for gatesTogether. */
function vitestTogether(name, args) {
  const report = vitestReport(name);
  rmSync(report, { force: true });
  return [name, process.execPath, vitestArgs(report, args), { counted: (status) => countVitest(name, report, status) }];
}

/** Where a Playwright gate writes its JSON report. */
function playwrightReport(name) {
  return path.join(cacheDir, `${name.replace(/\W+/g, '-')}-playwright.json`);
}

function playwrightArgs(args) {
  return ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json,./e2e/support/picture-review.ts', ...args];
}

function playwrightEnv(report) {
  return { PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
}

/** Adds a Playwright gate's counts from its report; true when it failed. */
function countPlaywright(name, report, status) {
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const { stats } = json;
    results.passed += stats.expected + stats.flaky;
    results.flaky += stats.flaky;
    results.failed += stats.unexpected;
    tests.push(...playwrightTests(json).map((test) => ({ gate: name, ...test })));
    if (status !== 0 && stats.unexpected === 0) results.failed += 1;
  } else if (status !== 0) {
    results.failed += 1;
  }
  return status !== 0;
}

/** Runs Playwright with a JSON report and adds its counts. */
function playwright(name, args) {
  const report = playwrightReport(name);
  rmSync(report, { force: true });
  const status = timed(name, () => run(process.execPath, playwrightArgs(args), { env: { ...process.env, ...playwrightEnv(report) } }));
  if (countPlaywright(name, report, status)) {
    console.error(`✖ ${name} failed`);
    finish(1);
  }
}

/** A Playwright gate for gatesTogether. */
function playwrightTogether(name, args) {
  const report = playwrightReport(name);
  rmSync(report, { force: true });
  return [name, process.execPath, playwrightArgs(args), { env: playwrightEnv(report), counted: (status) => countPlaywright(name, report, status) }];
}

try {
  if (!process.env.ORBIT_TEST_GATES) timed('install: npm packages', () => ensureNodeModules());
  process.env.ORBIT_TEST_STARTED = String(started);
  process.env.ORBIT_TEST_GATES = JSON.stringify(gates);
  ensureNodeRuntime();
  const missing = timed('install: Chromium, PostgreSQL and PgBouncer', () => {
    const absent = ensureSystemPackages(['chromium', 'postgresql', 'pgbouncer']);
    // Optional: without Debian's headless shell the suites run the full browser, only more slowly.
    try {
      ensureSystemPackages(['chromium-headless-shell']);
    } catch (error) {
      console.warn(`${String(error)}: the browser suites run the full Chromium`);
    }
    return absent;
  });
  if (missing.length && process.env.CI) {
    console.error(`CI needs ${missing.join(' and ')}; cannot continue.`);
    results.failed += 1;
    finish(1);
  }
} catch (error) {
  console.error(String(error));
  results.failed += 1;
  finish(1);
}

/**
 * Runs gates that do not depend on each other at once, each given as [name,
 * command, args, options]: options.env adds to the environment, and
 * options.counted(status) adds a test runner's counts (true when it failed).
 * Each one's output is printed whole when all have ended, in the order given,
 * with its own wall time; then any failure stops the run.
 */
async function gatesTogether(list) {
  const cpuBefore = childCpuMs();
  const outcomes = await Promise.all(
    list.map(
      ([name, command, args, options = {}]) =>
        new Promise((resolve) => {
          const start = Date.now();
          const output = [];
          const env = options.env ? { ...process.env, ...options.env } : process.env;
          const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error}\n`)));
          child.on('close', (code) => resolve({ name, status: code ?? 1, ms: Date.now() - start, output: Buffer.concat(output), counted: options.counted }));
        }),
    ),
  );
  const cpuAfter = childCpuMs();
  for (const { name, ms, output } of outcomes) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    gates.push({ name, ms });
  }
  // The gates shared the cores, so their CPU time is told once, for all of them.
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    gates.push({ name: `(the ${outcomes.length} gates above, at once)`, ms: Math.max(...outcomes.map((outcome) => outcome.ms)), cpuMs: cpuAfter - cpuBefore, group: true });
  }
  const failed = outcomes.filter((outcome) => (outcome.counted ? outcome.counted(outcome.status) : outcome.status !== 0));
  for (const { name } of failed) console.error(`✖ ${name} failed`);
  if (failed.length) {
    // A test runner's failures are counted from its report; any other gate counts as one.
    results.failed += failed.filter((outcome) => !outcome.counted).length;
    finish(1);
  }
}

const bin = (name) => path.join('node_modules/.bin', name);
const SCALE_GATE = 'scale: two instances, a standby, PgBouncer and a failover';
// Lint and the type-check take one core each; the short checks share them.
await gatesTogether([
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['type-check', bin('tsc'), ['-b']],
  ['contracts: OpenAPI lint', bin('redocly'), ['lint', '--config', 'openapi/redocly.yaml', '--format', 'stylish']],
  ['contracts: generated/ is fresh', process.execPath, ['scripts/codegen.mjs', '--check']],
  ['contracts: no unannounced breaking change', process.execPath, ['scripts/contracts.mjs', 'diff']],
  ['l10n: locales/en is gathered', process.execPath, ['scripts/l10n-gather.mjs', '--check']],
  ['bench: the entry-chunk check catches forbidden modules', process.execPath, ['--test', 'bench/entry-check.test.mjs']],
  ['bench: no settings, OAuth or server code in the entry chunk', process.execPath, ['--import', 'tsx', 'bench/entry-check.mjs']],
]);
vitest('vitest', ['--project', 'unit']);
// The server suites wait on PostgreSQL, on servers and on timers about as much as they compute;
// Storybook's build, which the pictures need next, fills the cores meanwhile.
await gatesTogether([
  vitestTogether('server', ['--project', 'server']),
  ['storybook: build', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { env: { STORYBOOK_DISABLE_TELEMETRY: '1' } }],
]);
// Every story's render, play function and accessibility check are judged in the picture pass,
// which loads each story anyway (`vitest --project storybook` runs the same checks on their
// own, for the edit–test loop). The pictures wait on the browser about as much as they compute:
// four workers (the Playwright configuration's) keep two cores busy (six kept them busier, with no
// shorter run). The journeys mostly wait on the server, on the app's timers and on held requests,
// so they take six.
playwright('visual', ['--project', 'storybook']);
// The journeys serve the production build the entry-chunk check made in the first group (the
// bench's folder; the same configuration and both environments), instead of building it again.
process.env.E2E_DIST ??= BENCH_DIST;
playwright('app journeys', ['--project', 'app', '--workers', process.env.E2E_WORKERS ?? '6']);
// The journey that stops and starts a server of its own, on a machine no longer busy with the others:
// beside their browsers, a start of its server took minutes on two cores. Beside it, the offline
// OpenID conformance run (tests/conformance/), whose modules mostly wait on one person's browser,
// and the layout of several machines on one (`npm run scale`: a primary, a standby, PgBouncer, two
// instances behind a load balancer, and a failover), which waits on its servers' starts and on one browser.
await gatesTogether([
  playwrightTogether('app journeys: restart', ['--project', 'app-restart']),
  vitestTogether('OpenID conformance', ['--project', 'conformance']),
  playwrightTogether(SCALE_GATE, ['--project', 'scale']),
]);
gate('bench: quick run (budgets are not judged here)', process.execPath, ['--import', 'tsx', 'bench/run.mjs'], { BENCH_QUICK: '1' });
finish(0);
