// The /settings guard (SPEC §2.3) and the signed-in determination it waits for
// (SPEC §4.1): the session token is checked once per page load, whichever
// route the app opens on, and nobody signed in is sent to the entry page with
// redirect_to and the rest of the query. Then the settings area itself, by
// pointer in English and by keyboard in Hebrew: signing out from a page of the
// area leaves a clean start page for the next person, the side navigation, the
// promotions, the display name, recent activity and data collection.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/app/axe';
import { uniqueEmail } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { createAccount } from '../support/app/accounts';
import { newJourney, signinJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

/** Counts the GraphQL token checks the page makes from now on (the app names each document it sends). */
function countTokenChecks(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/graphql') && (request.postData() ?? '').includes('"operationName":"GetSessionIsValid"')) count += 1;
  });
  return () => count;
}

test('opening /settings with a stored session checks the token once and shows the account', async ({ page, baseURL }) => {
  const journey = newJourney(page);
  const email = uniqueEmail('settings-once');
  await journey.signUp(email);
  await journey.confirm(baseURL!, email);

  const tokenChecks = countTokenChecks(page);
  await page.goto('/settings');
  await journey.atPath('/settings', { focused: false });
  await expect(page.getByText(email).first()).toBeVisible();
  // Give a second check time to start if one were going to.
  await page.waitForLoadState('networkidle');
  expect(tokenChecks()).toBe(1);
});

test('nobody signed in: /settings sends the browser to the entry page with redirect_to and the query', async ({ page }) => {
  const journey = newJourney(page);
  const tokenChecks = countTokenChecks(page);
  await page.goto('/settings?utm_source=newsletter');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect_to') === '/settings');
  await expect(page).toHaveURL((url) => url.searchParams.get('utm_source') === 'newsletter');
  await expect(journey.f.email).toBeVisible();
  // No stored account, so there is no token to check (SPEC §4.1).
  expect(tokenChecks()).toBe(0);
});

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('the settings home: the side navigation leads to each section and marks it; a dismissed promotion stays dismissed', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-home-${variant.input}`, '/settings');
      await expect(page).toHaveTitle(journey.title('settings-heading'));
      await expect(page.locator('#settings-primary-email')).toHaveText(account.email);
      const nav = page.getByRole('navigation', { name: journey.text('settings-nav-label') });
      await expect(nav.locator('[aria-current]')).toHaveAttribute('id', 'settings-nav-profile');

      await journey.activate(journey.control('settings-nav-security'));
      await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.hash === '#security');
      await expect(page.locator('#security-heading')).toBeFocused();
      await expect(nav.locator('[aria-current]')).toHaveAttribute('id', 'settings-nav-security');
      await expect(nav.locator('#settings-nav-security')).toHaveAttribute('aria-current', 'location');

      // No recovery key yet: its promotion, until dismissed, and dismissed for good on this browser.
      const promotion = page.locator('#settings-promo-recoveryKeyBanner');
      await expect(promotion).toContainText(journey.text('settings-promo-recovery-key-heading'));
      await journey.activate(promotion.getByRole('button', { name: journey.text('banner-close') }));
      await expect(promotion).toHaveCount(0);
      await expectAccessible(page);
      await page.reload();
      await journey.atPath('/settings', { focused: false });
      await expect(page.locator('#settings-primary-email')).toHaveText(account.email);
      await expect(promotion).toHaveCount(0);
    });

    test('two people on one browser: the first signs out from a settings page, the second signs in on the start page left and lands on the settings home', async ({
      page,
      baseURL,
    }) => {
      const journey = signinJourney(page, variant);
      await journey.openAs(baseURL!, `settings-first-person-${variant.input}`, '/settings/display_name');
      await journey.signOut();
      await journey.nextPersonSignsIn(baseURL!, await createAccount(baseURL!, `settings-second-person-${variant.input}`));
    });

    test('display name: Back keeps what was typed, Save shows the name at once and it survives a reload', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, `settings-name-${variant.input}`, '/settings');
      const name = variant.locale ? 'עדה לאבלייס' : 'Ada Lovelace';
      const field = page.locator('#settings-display-name-field');

      await journey.activate(journey.control('settings-action-displayName'));
      await journey.atPath('/settings/display_name');
      await expect(page).toHaveTitle(journey.title('settings-display-name-heading'));
      await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveAttribute('id', 'settings-nav-profile');
      await journey.type(field, name.slice(0, 3));
      await journey.activate(journey.control('settings-back'));
      await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.hash === '#profile');
      await journey.activate(journey.control('settings-action-displayName'));
      await journey.atPath('/settings/display_name');
      await expect(field).toHaveValue(name.slice(0, 3));

      // A rule broken is said under the field, and nothing is lost.
      await journey.type(field, `${name}\u{E000}`);
      await journey.activate(journey.control('settings-display-name-save'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(journey.text('settings-display-name-characters'))).toBeVisible();
      await expectAccessible(page);

      await journey.type(field, name);
      await journey.activate(journey.control('settings-display-name-save'));
      await expectHomeSays(journey, 'profile', 'settings-display-name-saved');
      await expect(page.locator('#settings-display-name')).toHaveText(name);
      await expect(page.locator('#settings-profile-name')).toHaveText(name);
      await expectAccessible(page);

      await page.reload();
      await journey.atPath('/settings', { focused: false });
      await expect(page.locator('#settings-display-name')).toHaveText(name);
      await expect(page.locator('#settings-action-displayName')).toHaveText(journey.text('settings-action-change'));
    });

    test('recent activity lists the sign-up newest first; data collection turned off is kept after a reload', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, `settings-activity-${variant.input}`, '/settings');

      await journey.activate(journey.control('settings-action-recentActivity'));
      await journey.atPath('/settings/recent_activity');
      await expect(page).toHaveTitle(journey.title('settings-activity-heading'));
      await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveAttribute('id', 'settings-nav-security');
      const events = page.locator('#settings-activity-list li');
      await expect(events.last().locator('.settings-activity-name')).toHaveText(journey.text('settings-event-account-create'));
      const times = await events.locator('time').evaluateAll((found) => found.map((time) => Date.parse(time.getAttribute('datetime')!)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      await journey.activate(journey.control('settings-back'));
      await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.hash === '#security');

      await expect(page.locator('#settings-data-collection')).toHaveText(journey.text('settings-data-collection-on'));
      await journey.activate(journey.control('settings-action-dataCollection'));
      await journey.atPath('/settings/data_collection');
      const choice = page.getByRole('checkbox', { name: journey.text('settings-data-collection-label') });
      await expect(choice).toBeChecked();
      await journey.driver.toggle(choice);
      await expect(choice).not.toBeChecked();
      await journey.activate(journey.control('settings-data-collection-save'));
      await expectHomeSays(journey, 'data-collection', 'settings-data-collection-saved-off');
      await expect(page.locator('#settings-data-collection')).toHaveText(journey.text('settings-data-collection-off'));
      await expectAccessible(page);

      await page.reload();
      await journey.atPath('/settings', { focused: false });
      await expect(page.locator('#settings-data-collection')).toHaveText(journey.text('settings-data-collection-off'));
      await page.goto('/settings/data_collection');
      await journey.atPath('/settings/data_collection', { focused: false });
      await expect(choice).not.toBeChecked();
    });
  });
}

test('a narrow screen folds the side navigation behind the menu button', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const journey = newJourney(page);
  await journey.openAs(baseURL!, 'settings-narrow', '/settings');
  const toggle = page.locator('#settings-nav-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: journey.text('settings-nav-label') })).toBeHidden();
  await journey.activate(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await journey.activate(page.locator('#settings-nav-data-collection'));
  await expect(page).toHaveURL((url) => url.hash === '#data-collection');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
});
