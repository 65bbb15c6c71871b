// Playwright suites in Debian's Chromium (never a downloaded browser). The
// storybook project takes a screenshot of every built story and compares it
// with the committed baselines under e2e/storybook/__screenshots__/. The app
// project walks the product's journeys against the real server, started by
// scripts/e2e-server.mjs with a fresh database; the app-restart project holds
// the journey that stops and starts a server of its own; the scale project runs several servers of
// its own behind a load balancer, with a PostgreSQL primary, a standby and PgBouncer.
import { defineConfig } from '@playwright/test';
import type { Project } from '@playwright/test';
import { PICTURE_CAPTURE } from './e2e/support/picture';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './scripts/lib/chromium.mjs';

// The suites' fixed ports (and the bench's) lie below Linux's range of ephemeral ports (32768–60999):
// inside it, any outgoing connection of the run may be given one of them, and a server then fails to
// start on it ('in use by another process'), as the bench's did once after the journeys.
const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 23006);
/** The built Storybook to serve (default storybook-static). */
const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const APP_PORT = Number(process.env.E2E_PORT ?? 23030);
/** The load balancer of the layout of several instances; its databases and instances take the free ports after it. */
const SCALE_PORT = Number(process.env.SCALE_PORT ?? 25630);

/** Whether a project runs: all of them unless --project names others. */
function selected(name: string): boolean {
  const args = process.argv.slice(2);
  const chosen = args.flatMap((arg, i) =>
    arg === '--project' ? [args[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  );
  return chosen.length === 0 || chosen.includes(name);
}

/** What the journeys of e2e/app share: the real server's address, the page's size, language and tolerance. */
const APP_PROJECT: Project = {
  testDir: 'e2e/app',
  timeout: 90_000,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // Exact, as for the stories: the browser redraws every changed tile whole (see the launch options).
    toHaveScreenshot: { ...PICTURE_CAPTURE, threshold: 0, maxDiffPixels: 0 },
  },
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    viewport: { width: 1000, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  },
};

/** The journey that stops and starts a server of its own. */
const RESTART_JOURNEY = /[\\/]restart\.spec\.ts$/;

export default defineConfig({
  fullyParallel: true,
  // Journeys and pictures mostly wait (on the network, on timers, on paint), so four workers keep
  // two cores busy; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  forbidOnly: Boolean(process.env.CI),
  // The app's requests time out after 2.5 s (a product rule); on a busy two-core CI machine a
  // journey can meet that limit for reasons of the machine alone, so CI retries a failed test
  // once and reports it as flaky. Locally a failure is never retried.
  retries: process.env.CI ? 1 : 0,
  // The list as the run goes; and the gallery of every picture that differs from its baseline,
  // written when the run ends, passed or failed (`npm run pictures` serves it).
  reporter: [['list'], ['./e2e/support/picture-review.ts']],
  use: {
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      // Pictures must not depend on how fast the machine is. By default Chromium redraws only the
      // changed rectangle of a tile it has already drawn (partial raster), clipped to that
      // rectangle, and the anti-aliased edge of a rounded shape at the rectangle's edge comes out a
      // shade different from the same shape drawn with the whole tile: a focused button's 2px ring
      // had its corner pixel rgb(11, 103, 224) one time and rgb(19, 107, 225) another. Whether a
      // tile was drawn before the last change (the focus a play function or journey leaves) is a
      // matter of timing, so on a busy machine a few pictures of a run came out the other way.
      // --disable-partial-raster redraws every changed tile whole, so a picture's pixels depend on
      // the page alone: a focused button story captured 39 times on a busy machine came out the
      // same every time, where with partial raster 7 of 39 captures had the other corner.
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-partial-raster'],
    },
  },
  projects: [
    {
      name: 'storybook',
      testDir: 'e2e/storybook',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: {
        baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`,
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
      expect: {
        // Pixel for pixel: the pictures are drawn the same on every run (see the launch options), so
        // any pixel that differs is a change.
        toHaveScreenshot: { ...PICTURE_CAPTURE, threshold: 0, maxDiffPixels: 0 },
      },
    },
    { name: 'app', ...APP_PROJECT, testIgnore: RESTART_JOURNEY },
    // The restart journey starts a server of its own, twice: beside the other journeys' browsers on
    // two busy cores a start took minutes, so `npm test` runs this project on its own, after them.
    // It needs no server but its own.
    { name: 'app-restart', ...APP_PROJECT, testMatch: RESTART_JOURNEY },
    // The layout of several machines on one (e2e/scale/): it starts its databases, PgBouncer, two
    // servers and their load balancer itself, whose origin the browser uses (`npm run scale`).
    {
      name: 'scale',
      ...APP_PROJECT,
      testDir: 'e2e/scale',
      use: { ...APP_PROJECT.use, baseURL: `http://127.0.0.1:${SCALE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node e2e/storybook/serve.mjs ${STORYBOOK_DIR} ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/e2e-server.mjs ${APP_PORT}`,
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ].filter((_server, index) => selected(index === 0 ? 'storybook' : 'app')),
});
