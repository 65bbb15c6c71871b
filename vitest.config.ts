// Vitest: unit and integration suites under tests/ (mirroring the folders they
// test), and every Storybook story rendered in a real Chromium: render, play
// function and axe checks (`--project storybook`).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './scripts/lib/chromium.mjs';

/**
 * Test files at once. Vitest's own default is one fewer than the cores, which on a two-core machine
 * runs every file one after another; most files wait on a database, a server or a browser as much
 * as they compute, so one more than the cores keeps both busy. VITEST_WORKERS overrides.
 */
const WORKERS = Number(process.env.VITEST_WORKERS) || Math.max(availableParallelism(), 2) + 1;

/**
 * Typical seconds of the longest files of a project in a whole run on two cores, by project name and
 * path: only the order they give matters. tests/server/durations.json holds the server project's,
 * tests/durations.json the unit project's.
 */
const typicalSeconds = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Record<string, number>;
const TYPICAL_SECONDS: Record<string, Record<string, number>> = {
  unit: typicalSeconds('tests/durations.json'),
  server: typicalSeconds('tests/server/durations.json'),
};

/**
 * Starts the longest files of each project first, so that on two cores none of them is left running
 * alone at the end. Vitest's own order uses the durations of the last run on this machine and, where
 * it has none (a fresh clone, CI), the file size, which puts short files that declare a long suite
 * kept elsewhere (the bad-input shards) last. This order takes the last run's duration where there
 * is one, else the typical one; files with neither follow in Vitest's order.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's order keeps each project's files together; only those are reordered.
    const sorted: TestSpecification[] = [];
    const group: TestSpecification[] = [];
    for (const spec of await super.sort(files)) {
      if (group[0] && group[0].project !== spec.project) sorted.push(...this.longestFirst(group.splice(0)));
      group.push(spec);
    }
    sorted.push(...this.longestFirst(group));
    return sorted;
  }

  private longestFirst(specs: TestSpecification[]): TestSpecification[] {
    const known: Array<{ spec: TestSpecification; ms: number }> = [];
    const unknown: TestSpecification[] = [];
    for (const spec of specs) {
      const file = path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
      const typical = TYPICAL_SECONDS[spec.project.name]?.[file];
      const ms = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`)?.duration ?? (typical === undefined ? undefined : typical * 1000);
      if (ms === undefined) unknown.push(spec);
      else known.push({ spec, ms });
    }
    return [...known.sort((a, b) => b.ms - a.ms).map(({ spec }) => spec), ...unknown];
  }
}

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}', 'tests/server/l10n.test.ts'],
          // Server integration suites run in the `server` project, against real databases.
          exclude: [...configDefaults.exclude, 'tests/server/**/!(l10n).test.ts', 'tests/server/*/**', 'tests/conformance/**'],
          environment: 'node',
          // Makes the migrated embedded database that container tests' in-process servers load.
          globalSetup: ['tests/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files of one worker share their loaded modules (React, the design system, the app's
          // libraries): loading them anew for each file took half the project's time. Each file still
          // gets its own environment and unmounts what it rendered (tests/support/cleanup.ts).
          isolate: false,
          setupFiles: ['tests/support/cleanup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/server/l10n.test.ts'],
          environment: 'node',
          // Starts PostgreSQL and makes the migrated template databases once per run.
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The files of one worker share its loaded modules: each file would otherwise load the whole
          // server anew, which costs more than most of them take to run. Every file opens its own
          // database and server, and the server keeps no state outside them.
          isolate: false,
        },
      },
      {
        test: {
          name: 'conformance',
          // The offline OpenID conformance run: the built app and the server behind TLS, a browser for
          // the person, and the modules one after another against them (tests/conformance/).
          include: ['tests/conformance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
