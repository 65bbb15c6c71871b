// The cookies-disabled screen (SPEC §2.4, §8.1): where the app sends a
// browser whose storage is off, and 'Try again' from it. Each runs by
// pointer, by keyboard alone and in Hebrew, with axe on every page reached.
import { STORAGE_OFF_REPORT, expect, test } from '../support/app/test';
import { expectAccessible } from '../support/app/axe';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });
    // Storage turned off on purpose: the app reports, once per start, why it cannot use it.
    test.use({ expectedConsole: [STORAGE_OFF_REPORT] });

    /** Presses 'Try again' by the variant's input. */
    async function tryAgain(journey: Journey): Promise<void> {
      const button = journey.page.getByRole('button', { name: journey.text('cookies-disabled-try-again') });
      await journey.activate(button);
    }

    test('with local storage disabled the app lands on /cookies_disabled, and Try again says it is still off', async ({ page }) => {
      const journey = newJourney(page, variant);
      await page.goto('/?disable_local_storage=1');
      await expect(page).toHaveURL((url) => url.pathname === '/cookies_disabled' && url.searchParams.get('disable_local_storage') === '1');
      await expect(page.locator('h1')).toHaveText(journey.text('cookies-disabled-heading'));
      await expect(page).toHaveTitle(journey.title('cookies-disabled-heading'));
      await expect(page.locator('html')).toHaveAttribute('dir', variant.locale ? 'rtl' : 'ltr');
      const learnMore = page.getByRole('link', { name: journey.text('cookies-disabled-learn-more') });
      await expect(learnMore).toHaveAttribute('target', '_blank');
      await expect(learnMore).toContainText(journey.text('external-link-new-window'));
      await expectAccessible(page);

      await tryAgain(journey);
      const banner = page.getByRole('alert');
      await expect(banner).toHaveText(journey.text('auth-error-1003'));
      await expect(banner).toHaveAttribute('aria-live', 'assertive');
      await expect(page).toHaveURL((url) => url.pathname === '/cookies_disabled');
      await expectAccessible(page);
    });

    test('with storage working, Try again goes back to the page before', async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry();
      await page.goto('/cookies_disabled');
      await expect(page.locator('h1')).toHaveText(journey.text('cookies-disabled-heading'));
      await expectAccessible(page);
      await tryAgain(journey);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(journey.f.email).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('with contentRedirect, Try again goes back two steps', async ({ page }) => {
      const journey = newJourney(page, variant);
      await page.goto('/no_such_page');
      await expect(page.locator('h1')).toHaveText(journey.text('errors-not-found-heading'));
      await expectAccessible(page);
      await journey.openEntry();
      await page.goto('/cookies_disabled?contentRedirect=true');
      await expect(page.locator('h1')).toHaveText(journey.text('cookies-disabled-heading'));
      await tryAgain(journey);
      await expect(page).toHaveURL((url) => url.pathname === '/no_such_page');
      await expect(page.locator('h1')).toHaveText(journey.text('errors-not-found-heading'));
    });
  });
}
