#!/usr/bin/env node
// `npm test`: everything CI checks, in order, failing fast: lint, type-check,
// contract freshness, Vitest, then the browser suites. Ends with one line
// "N passed, N failed" counting test cases (a failed gate step counts as one).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeModules, ensureNodeRuntime, ensureSystemPackages, root, run } from './lib/provision.mjs';

const results = { passed: 0, failed: 0, flaky: 0 };
const cacheDir = path.join(root, '.cache');
mkdirSync(cacheDir, { recursive: true });

function finish(code) {
  if (results.flaky) console.log(`\n${results.flaky} of the passed browser tests needed their one retry (flaky)`);
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(code);
}

function gate(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const status = run(command, args, env ? { env: { ...process.env, ...env } } : {});
  if (status !== 0) {
    console.error(`✖ ${name} failed`);
    results.failed += 1;
    finish(1);
  }
}

/** Runs Vitest with a JSON report and adds its counts. */
function vitest(name, args) {
  console.log(`\n▶ ${name}`);
  const report = path.join(cacheDir, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const status = run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    if (status !== 0 && json.numFailedTests === 0) results.failed += 1;
  } else if (status !== 0) {
    results.failed += 1;
  }
  if (status !== 0) {
    console.error(`✖ ${name} failed`);
    finish(1);
  }
}

/** Runs Playwright with a JSON report and adds its counts. */
function playwright(name, args) {
  console.log(`\n▶ ${name}`);
  const report = path.join(cacheDir, `${name.replace(/\W+/g, '-')}-playwright.json`);
  rmSync(report, { force: true });
  const status = run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json', ...args], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += stats.expected + stats.flaky;
    results.flaky += stats.flaky;
    results.failed += stats.unexpected;
    if (status !== 0 && stats.unexpected === 0) results.failed += 1;
  } else if (status !== 0) {
    results.failed += 1;
  }
  if (status !== 0) {
    console.error(`✖ ${name} failed`);
    finish(1);
  }
}

try {
  ensureNodeModules();
  ensureNodeRuntime();
  const missing = ensureSystemPackages(['chromium', 'postgresql']);
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

const bin = (name) => path.join('node_modules/.bin', name);
gate('lint', bin('eslint'), ['--max-warnings', '0', '.']);
gate('type-check', bin('tsc'), ['-b']);
gate('contracts: OpenAPI lint', bin('redocly'), ['lint', '--config', 'openapi/redocly.yaml', '--format', 'stylish']);
gate('contracts: generated/ is fresh', process.execPath, ['scripts/codegen.mjs', '--check']);
gate('l10n: locales/en is gathered', process.execPath, ['scripts/l10n-gather.mjs', '--check']);
gate('bench: the entry-chunk check catches forbidden modules', process.execPath, ['--test', 'bench/entry-check.test.mjs']);
gate('bench: no settings, OAuth or server code in the entry chunk', process.execPath, ['--import', 'tsx', 'bench/entry-check.mjs']);
vitest('vitest', ['--project', 'unit']);
vitest('server', ['--project', 'server']);
gate('storybook: build', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { STORYBOOK_DISABLE_TELEMETRY: '1' });
vitest('stories', ['--project', 'storybook']);
playwright('visual', ['--project', 'storybook']);
playwright('app journeys', ['--project', 'app']);
gate('bench: quick run (budgets are not judged here)', process.execPath, ['--import', 'tsx', 'bench/run.mjs'], { BENCH_QUICK: '1' });
finish(0);
