// Visual regression of every story: left to right in English, right to left,
// and in forced colours (Windows high contrast) for the components whose
// borders and states must survive it. Motion is reduced and animations stopped
// so that each picture is the same on every run. A worker's stories share one
// load of the preview: each story is shown as on a fresh load (see
// showStoryAfresh), and after its English picture it is mounted again from
// nothing in the next language or mode (see remountInLocale). Each picture is
// judged on its own, so one that differs does not hide another.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { isBaselineByteForByte } from '../support/picture';
import { builtStories, expectStoryPassed, remountInLocale, showStoryAfresh, test, watchConsole } from './story-page';

const root = process.cwd();
const stories = builtStories();

/** Hebrew once its design-system strings are translated; the bidi pseudo-locale until then. */
const RTL_LOCALE = existsSync(path.join(root, 'locales/he/design-system.ftl')) ? 'he' : 'ar-XB';

const FORCED_COLOURS = /^(Components\/(Button|Banner|Link|Notice|Footer|Panel|Avatar|AccountSummary|SideNav|RowList|SummaryList|StatusText)|Forms\/|Illustrations\/WordMark)/;

/** The page matches its baseline `name` (see isBaselineByteForByte for the fast path). */
async function expectPicture(page: Page, name: string): Promise<void> {
  if (await isBaselineByteForByte(page, test.info(), name)) return;
  await expect.soft(page).toHaveScreenshot(name, { fullPage: true });
}

for (const story of stories) {
  const forcedColours = FORCED_COLOURS.test(story.title);
  test.describe(story.title, () => {
    test(`${story.name} (ltr, rtl${forcedColours ? ', forced colours' : ''})`, async ({ page }) => {
      await test.step('left to right, English', async () => {
        const logged = watchConsole(page);
        await showStoryAfresh(page, story.id, 'en', { checks: true });
        // The render and play function must pass, and the story must have no accessibility
        // violation: the one check of both, in English as the play functions are written.
        await expectStoryPassed(page, story.id);
        // Nor may the preview log an error or a warning while it draws and plays the story (a
        // refused style, React's errors, a failed request). The other languages replay the English
        // play function, which fails there by design, so only this pass is judged.
        expect.soft(logged(), 'errors and warnings the story logged').toEqual([]);
        await expectPicture(page, `${story.id}--ltr.png`);
      });

      await test.step('right to left', async () => {
        await remountInLocale(page, story.id, RTL_LOCALE);
        // A story that pins its own locale keeps it; every other one is laid out right to left.
        if ((await page.locator('html').getAttribute('lang')) === RTL_LOCALE) {
          await expect.soft(page.locator('html')).toHaveAttribute('dir', 'rtl');
        }
        await expectPicture(page, `${story.id}--rtl.png`);
      });

      if (forcedColours) {
        await test.step('forced colours', async () => {
          await page.emulateMedia({ forcedColors: 'active' });
          await remountInLocale(page, story.id, 'en');
          // Forced colours force caret-color too, so the blinking caret cannot be hidden: leave the field.
          await page.evaluate(() => {
            const active = document.activeElement;
            if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) active.blur();
          });
          await expectPicture(page, `${story.id}--forced-colours.png`);
        });
      }
    });
  });
}
