#!/usr/bin/env node
// `npm run test:changed`: the edit–test loop. Runs only what the working tree's
// changes (staged, unstaged and new files, against HEAD) can affect:
//
// - ESLint on the changed source files, and the type-check (incremental);
// - the contract and catalogue freshness checks when schema/, openapi/ or locales/ changed, and
//   the check for unannounced breaking contract changes;
// - Vitest's unit, server and story tests that import a changed module (vitest --changed);
// - Playwright's journeys and visual specs whose own files or imports changed (--only-changed).
//
// A change under app/ or design-system/ reaches the journeys and baselines only through
// `npm test`: Playwright follows the imports of the test files, not of the pages they open.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureNodeModules, ensureNodeRuntime, root, run } from './lib/provision.mjs';

ensureNodeModules();
ensureNodeRuntime();

const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3).split(' -> ').pop());
if (!changed.length) {
  console.log('Nothing changed against HEAD.');
  process.exit(0);
}
console.log(`Changed: ${changed.length} file(s)`);

const bin = (name) => path.join('node_modules/.bin', name);
const steps = [];
const step = (name, command, args) => steps.push({ name, command, args });

const linted = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
if (linted.length) step('lint (changed files)', bin('eslint'), ['--max-warnings', '0', '--no-warn-ignored', ...linted]);
step('type-check', bin('tsc'), ['-b']);
if (changed.some((file) => /^(schema|openapi)\//.test(file))) {
  step('contracts: generated/ is fresh', process.execPath, ['scripts/codegen.mjs', '--check']);
}
if (changed.some((file) => /^(schema|openapi|contracts)\/|^docs\/contracts-changelog\.md$/.test(file))) {
  step('contracts: no unannounced breaking change', process.execPath, ['scripts/contracts.mjs', 'diff']);
}
if (changed.some((file) => /\.ftl$/.test(file))) step('l10n: locales/en is gathered', process.execPath, ['scripts/l10n-gather.mjs', '--check']);
step('vitest: tests of changed modules', process.execPath, [
  'node_modules/vitest/vitest.mjs', 'run', '--changed', '--passWithNoTests', '--project', 'unit', '--project', 'server', '--project', 'storybook',
]);
if (changed.some((file) => file.startsWith('e2e/'))) {
  step('playwright: changed specs', process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--only-changed', '--pass-with-no-tests']);
}

let failed = 0;
for (const { name, command, args } of steps) {
  console.log(`\n▶ ${name}`);
  const status = run(command, args, { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  if (status !== 0) {
    console.error(`✖ ${name} failed`);
    failed += 1;
  }
}
console.log(failed ? `\n${failed} step(s) failed` : '\nAll steps passed');
process.exit(failed ? 1 : 0);
