// Playwright suites in Debian's Chromium (never a downloaded browser). The
// storybook project takes a screenshot of every built story and compares it
// with the committed baselines under e2e/storybook/__screenshots__/. The app
// project walks the product's journeys against the real server, started by
// scripts/e2e-server.mjs with a fresh database; the app-restart project holds
// the journey that stops and starts a server of its own.
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
    // As for the stories: software rendering anti-aliases a pixel or two of a rounded corner
    // differently from one run to the next (the language selector's, on the Hebrew entry page
    // with its error); any change of a page moves far more than the few allowed here.
    toHaveScreenshot: { ...PICTURE_CAPTURE, threshold: 0, maxDiffPixels: 4 },
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
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
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
        // Software rendering draws a pixel or two of a focus ring's rounded corner differently from
        // one run to the next on a busy machine: the corner of the 2px ring around a focused button
        // came out rgb(12, 103, 224) in one run and rgb(19, 107, 225) in another, in 4 of about 180
        // page pictures of one run, and in none of a full run and of the form stories repeated
        // eight times on a quiet one. Until that corner is drawn the same every time, a dozen
        // pixels are allowed; any change of a component moves more.
        toHaveScreenshot: { ...PICTURE_CAPTURE, threshold: 0, maxDiffPixels: 12 },
      },
    },
    { name: 'app', ...APP_PROJECT, testIgnore: RESTART_JOURNEY },
    // The restart journey starts a server of its own, twice: beside the other journeys' browsers on
    // two busy cores a start took minutes, so `npm test` runs this project on its own, after them.
    // It needs no server but its own.
    { name: 'app-restart', ...APP_PROJECT, testMatch: RESTART_JOURNEY },
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
