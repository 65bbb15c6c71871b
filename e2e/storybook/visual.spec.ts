// Visual regression of every story: left to right in English, right to left,
// and in forced colours (Windows high contrast) for the components whose
// borders and states must survive it. Motion is reduced and animations stopped
// so that each picture is the same on every run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

// One page per worker, reused from story to story, so that the built
// Storybook is fetched and compiled once per worker rather than per picture.
const test = base.extend<{ page: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => {
    await workerPage.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
    await use(workerPage);
  },
});

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const root = process.cwd();
const index = JSON.parse(readFileSync(path.join(root, process.env.STORYBOOK_DIR ?? 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Hebrew once its design-system strings are translated; the bidi pseudo-locale until then. */
const RTL_LOCALE = existsSync(path.join(root, 'locales/he/design-system.ftl')) ? 'he' : 'ar-XB';

const FORCED_COLOURS = /^(Components\/(Button|Banner)|Forms\/)/;

async function openStory(page: Page, id: string, locale: string): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};reducedMotion:on;a11y.manual:!true`);
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored' || phase === 'aborted';
  });
  await page.evaluate(() => document.fonts.ready);
}

for (const story of stories) {
  test.describe(story.title, () => {
    test(`${story.name} (ltr)`, async ({ page }) => {
      await openStory(page, story.id, 'en');
      await expect(page).toHaveScreenshot(`${story.id}--ltr.png`, { fullPage: true });
    });

    test(`${story.name} (rtl)`, async ({ page }) => {
      await openStory(page, story.id, RTL_LOCALE);
      // A story that pins its own locale keeps it; every other one is laid out right to left.
      if ((await page.locator('html').getAttribute('lang')) === RTL_LOCALE) {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await expect(page).toHaveScreenshot(`${story.id}--rtl.png`, { fullPage: true });
    });

    if (FORCED_COLOURS.test(story.title)) {
      test(`${story.name} (forced colours)`, async ({ page }) => {
        await page.emulateMedia({ forcedColors: 'active' });
        await openStory(page, story.id, 'en');
        // Forced colours force caret-color too, so the blinking caret cannot be hidden: leave the field.
        await page.evaluate(() => {
          const active = document.activeElement;
          if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) active.blur();
        });
        await expect(page).toHaveScreenshot(`${story.id}--forced-colours.png`, { fullPage: true });
      });
    }
  });
}
