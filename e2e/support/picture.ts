// How every picture is captured, in the stories' and the app's suites: with
// animations stopped, the caret hidden and one image pixel per CSS pixel. The
// Playwright configuration compares with these; a suite that takes a
// screenshot of its own to match a baseline byte for byte takes it the same way.
import { existsSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

export const PICTURE_CAPTURE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/**
 * Whether a full-page screenshot of `page`, taken as above, is byte for byte
 * the baseline picture `name` of the running test. Identical PNG bytes mean
 * identical pixels, so such a picture passes without being decoded and
 * compared pixel by pixel; any other (and any run that updates baselines)
 * goes to Playwright's comparison, which takes its own screenshots and judges
 * them with the project's tolerance.
 */
export async function isBaselineByteForByte(page: Page, testInfo: TestInfo, name: string): Promise<boolean> {
  const baseline = testInfo.snapshotPath(name, { kind: 'screenshot' });
  if (testInfo.config.updateSnapshots === 'all' || !existsSync(baseline)) return false;
  const shot = await page.screenshot({ ...PICTURE_CAPTURE, fullPage: true });
  return shot.equals(readFileSync(baseline));
}
