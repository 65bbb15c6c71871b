// Playwright suites in Debian's Chromium (never a downloaded browser). The
// storybook project takes a screenshot of every built story and compares it
// with the committed baselines under e2e/storybook/__screenshots__/.
import { defineConfig } from '@playwright/test';

const STORYBOOK_PORT = 46006;

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
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
        toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0, maxDiffPixels: 0 },
      },
    },
  ],
  webServer: [
    {
      command: `node e2e/storybook/serve.mjs storybook-static ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
