// Temporary (not committed): every settings picture must be the baseline byte for byte.
import { expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isBaselineByteForByte } from '../support/picture';
import { builtStories, expectStoryPassed, remountInLocale, showStoryAfresh, test } from './story-page';

const RTL_LOCALE = existsSync(path.join(process.cwd(), 'locales/he/design-system.ftl')) ? 'he' : 'ar-XB';
const stories = builtStories().filter((s) => /^Pages\/(Settings|Inline)\//.test(s.title));
for (const story of stories) {
  test(`bytes ${story.id}`, async ({ page }) => {
    await showStoryAfresh(page, story.id, 'en', { checks: true });
    await expectStoryPassed(page, story.id);
    expect.soft(await isBaselineByteForByte(page, test.info(), `${story.id}--ltr.png`), `${story.id}--ltr`).toBe(true);
    await remountInLocale(page, story.id, RTL_LOCALE);
    expect.soft(await isBaselineByteForByte(page, test.info(), `${story.id}--rtl.png`), `${story.id}--rtl`).toBe(true);
  });
}
