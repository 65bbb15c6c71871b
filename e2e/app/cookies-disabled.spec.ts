// The cookies-disabled screen (SPEC §2.4, §8.1): where the app sends a
// browser whose storage is off, and 'Try again' from it.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { KeyboardDriver } from './support/keyboard';

const HEADING = 'Local storage and cookies are required';

test('with local storage disabled the app lands on /cookies_disabled, and Try again by keyboard says it is still off', async ({ page }) => {
  await page.goto('/?disable_local_storage=1');
  await expect(page).toHaveURL((url) => url.pathname === '/cookies_disabled' && url.searchParams.get('disable_local_storage') === '1');
  await expect(page.locator('h1')).toHaveText(HEADING);
  await expect(page).toHaveTitle(`${HEADING} | Orbit accounts`);
  const learnMore = page.getByRole('link', { name: /Learn more/ });
  await expect(learnMore).toHaveAttribute('target', '_blank');
  await expect(learnMore).toContainText('Opens in new window');
  await expectAccessible(page);

  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await new KeyboardDriver(page).press(tryAgain);
  const banner = page.getByRole('alert');
  await expect(banner).toHaveText('Local storage or cookies are still disabled');
  await expect(banner).toHaveAttribute('aria-live', 'assertive');
  await expect(page).toHaveURL((url) => url.pathname === '/cookies_disabled');
  await expectAccessible(page);
});

test('with storage working, Try again goes back to the page before', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/cookies_disabled');
  await expect(page.locator('h1')).toHaveText(HEADING);
  await new KeyboardDriver(page).press(page.getByRole('button', { name: 'Try again' }));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('with contentRedirect, Try again goes back two steps', async ({ page }) => {
  await page.goto('/no_such_page');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/cookies_disabled?contentRedirect=true');
  await expect(page.locator('h1')).toHaveText(HEADING);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/no_such_page');
});
