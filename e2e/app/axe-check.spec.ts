// The accessibility check used by every journey finds a violation when there is one.
import { expect, test } from '../support/app/test';
import { expectAccessible } from '../support/app/axe';

test('the accessibility check fails on an image without a text alternative and passes once it has one', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></main></html>');
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
  await page.locator('img').evaluate((image) => image.setAttribute('alt', 'A dot'));
  await expectAccessible(page);
});
