// Vitest: unit and integration suites under tests/ (mirroring the folders they
// test), and every Storybook story rendered in a real Chromium: render, play
// function and axe checks (`--project storybook`).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './scripts/lib/chromium.mjs';

/**
 * Test files at once. Vitest's own default is one fewer than the cores, which on a two-core machine
 * runs every file one after another; most files wait on a database, a server or a browser as much
 * as they compute, so one more than the cores keeps both busy. VITEST_WORKERS overrides.
 */
const WORKERS = Number(process.env.VITEST_WORKERS) || Math.max(availableParallelism(), 2) + 1;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}', 'tests/server/l10n.test.ts'],
          // Server integration suites run in the `server` project, against real databases.
          exclude: [...configDefaults.exclude, 'tests/server/**/!(l10n).test.ts', 'tests/server/*/**'],
          environment: 'node',
          // Makes the migrated embedded database that container tests' in-process servers load.
          globalSetup: ['tests/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
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
