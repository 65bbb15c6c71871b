// What every modal dialog of the product holds to, checked while one is open:
// the page behind it does not scroll. The scroll lock is a style the dialog
// adds as it opens, which the content security policy refuses unless it
// carries the page's nonce; a refused one also logs a violation, which the
// journeys' test function (test.ts) reports.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The document behind the open dialog stays where it is, under the wheel and the keyboard. */
export async function expectPageBehindStill(page: Page): Promise<void> {
  const scrolled = () => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
  const before = await scrolled();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow), { message: 'the page behind the dialog does not scroll' }).toBe('hidden');
  const overlay = page.locator('[data-state="open"][aria-hidden="true"], [data-state="open"]:not([role="dialog"])').first();
  const box = (await overlay.count()) > 0 ? await overlay.boundingBox() : null;
  if (box) await page.mouse.move(box.x + 4, box.y + box.height - 4);
  await page.mouse.wheel(0, 600);
  // A scroll the lock did not stop would be seen by the next frame; two frames are waited for.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await scrolled(), 'the page behind the dialog stayed where it was').toBe(before);
}
