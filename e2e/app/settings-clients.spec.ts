// Connected services, the language preference and deleting the account, by
// pointer in English and by keyboard in Hebrew, with axe on every page: a
// session of another browser signed out from the list (that browser is then
// signed out, and a lost device suggests a new password), then this browser
// signed out from the list; a language chosen in settings kept after a reload
// and shared with the footer's toggle; an account deleted with its password,
// after which the start page says so once, this browser forgets it and
// signing in finds no account. Each way a session ends here (signed out from
// another browser, from this one, the account deleted) leaves a clean entry
// page, where the next person signs in and lands on the settings home.
import { expect, test } from '../support/app/test';
import type { Locator, Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '../../app/lib/l10n/negotiate';
import { PASSWORD, createAccount, signInBrowser } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { nextCode } from '../support/app/outbox';
import { localized, message } from '../support/app/l10n';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney, signinJourney } from '../support/app/journeys';

/** Chooses a radio of a group: a click by pointer; by keyboard, Tab to the group's chosen radio, then arrows to it. */
async function chooseRadio(journey: Journey, group: Locator, value: string): Promise<void> {
  const radio = group.locator(`input[type="radio"][value="${value}"]`);
  if (journey.input === 'pointer') {
    await journey.driver.toggle(radio);
  } else {
    await journey.driver.tabTo(group.locator('input[type="radio"]:checked'));
    for (let step = 0; step < 3 && !(await radio.isChecked()); step += 1) await journey.page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}

/** The keys the product keeps in this browser's storage (its namespaces), other than the e2e seeding marker. */
async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('__orbit_storage.') || key.startsWith('__orbit_session.')),
  );
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('connected services: another browser signed out for a lost device is signed out there and a new password is suggested; signing out this device signs out here', async ({
      page,
      browser,
      baseURL,
    }) => {
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-clients-${variant.input}`, '/settings', { otherDevice: true });
      await expect(page.locator('#settings-connected-count')).toHaveText(journey.text('settings-connected-services-count', { count: 2 }));

      // The other browser, signed in with the account's second session.
      // It reaches the server through the trusted proxy from an address the country database places in Germany.
      const other = await browser.newContext({ ...(variant.locale ? { locale: variant.locale } : {}), extraHTTPHeaders: { 'X-Forwarded-For': '5.9.0.1' } });
      const otherPage = await other.newPage();
      await signInBrowser(otherPage, { ...account, sessionToken: account.otherSessionToken });
      await otherPage.goto('/settings/display_name');
      await expect(otherPage.locator('#settings-display-name-field')).toBeVisible();

      await journey.activate(journey.control('settings-action-connectedServices'));
      await journey.atPath('/settings/clients');
      await expect(page).toHaveTitle(journey.title('settings-clients-heading'));
      await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveAttribute('id', 'settings-nav-connected-services');
      const items = page.locator('#settings-clients-list > li');
      await expect(items).toHaveCount(2);
      // This browser first and marked; the other named by its user agent.
      await expect(items.first()).toHaveAttribute('data-current', 'true');
      await expect(items.first()).toContainText(journey.text('settings-clients-current'));
      const elsewhere = items.nth(1);
      await expect(elsewhere.locator('.settings-client-name')).toHaveText(journey.text('device-browser-on-os', { browser: 'Firefox', os: 'Linux' }));
      await expect(elsewhere).toContainText(journey.text('settings-clients-type-desktop'));
      await expect(elsewhere.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      // Near the country of its address, named in the browser's language; this browser's loopback address has no place.
      const germany = new Intl.DisplayNames([journey.locale ?? 'en'], { type: 'region' }).of('DE')!;
      await expect(elsewhere.locator('.settings-client-place')).toHaveText(journey.text('settings-clients-location', { place: germany }));
      await expect(items.first().locator('.settings-client-place')).toHaveCount(0);

      await journey.activate(elsewhere.getByRole('button'));
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await chooseRadio(journey, dialog.getByRole('radiogroup'), 'lost');
      await expectAccessible(page);
      await journey.activate(journey.control('settings-clients-confirm'));
      // Signed out, and the advice to change the password, which leads to its page.
      await expect(dialog.getByRole('heading')).toHaveText(journey.text('settings-clients-advice-heading', { name: message(journey.locale, 'device-browser-on-os', { browser: 'Firefox', os: 'Linux' }) }));
      await expect(journey.control('settings-clients-change-password')).toHaveAttribute('href', '/settings/change_password');
      await expectAccessible(page);
      await journey.activate(journey.control('settings-clients-advice-close'));
      await expect(dialog).toHaveCount(0);
      await expect(items).toHaveCount(1);

      // The other browser finds itself signed out when it next asks the server (saving a name on
      // the page it had open): a clean entry page, where the next person on that browser signs in
      // and lands on the settings home, not on the page that was open.
      await otherPage.locator('#settings-display-name-field').fill('Too late');
      await otherPage.locator('#settings-display-name-save').click();
      await expect(otherPage).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await signinJourney(otherPage, variant).nextPersonSignsIn(baseURL!, await createAccount(baseURL!, `settings-clients-next-${variant.input}`));
      await other.close();

      // After a reload only this browser is listed; signing it out signs out here.
      await page.reload();
      await journey.atPath('/settings/clients', { focused: false });
      await expect(items).toHaveCount(1);
      await journey.activate(items.first().getByRole('button'));
      await expect(dialog.getByRole('heading')).toHaveText(journey.text('settings-clients-sign-out-here-heading'));
      await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
      await journey.activate(journey.control('settings-clients-confirm'));
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(journey.f.email).toBeVisible();
      await expectAccessible(page);
      // Opened by a person with no session, a settings address still leads back there after sign-in.
      await page.goto('/settings');
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect_to') === '/settings');
    });

    test.describe('from one place', () => {
      // This browser reaches the server through the trusted proxy from an address the country database places in Germany.
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '5.9.0.1' } });

      test('connected services: one browser signed in three times is one row, with its place and last activity', async ({ page, baseURL }) => {
        const journey = signinJourney(page, variant, { byAddress: true });
        const account = await createAccount(baseURL!, `settings-clients-again-${variant.input}`);
        // Twice the person leaves the sign-in at its emailed code and signs in again; the third time they finish it.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          await journey.openSignin(account.email);
          await journey.enterPassword(PASSWORD);
          await journey.atPath('/signin_token_code');
          await nextCode(baseURL!, account);
        }
        await journey.openSignin(account.email);
        await journey.enterPassword(PASSWORD);
        await journey.atPath('/signin_token_code');
        await journey.enterCode(await nextCode(baseURL!, account));
        await journey.expectSettings(account.email);

        await journey.activate(journey.control('settings-action-connectedServices'));
        await journey.atPath('/settings/clients');
        const items = page.locator('#settings-clients-list > li');
        const here = items.first();
        await expect(here).toHaveAttribute('data-current', 'true');
        await expect(here).toContainText(journey.text('settings-clients-current'));
        // This browser is one row: no other row carries its name.
        const names = await items.locator('.settings-client-name').allTextContents();
        expect(names.filter((each) => each === names[0])).toHaveLength(1);
        // Its place, named in the browser's language, and when it was last active.
        const germany = new Intl.DisplayNames([journey.locale ?? 'en'], { type: 'region' }).of('DE')!;
        await expect(here.locator('.settings-client-place')).toHaveText(journey.text('settings-clients-location', { place: germany }));
        await expect(here.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
        await expectAccessible(page);
      });
    });

    test('language: German chosen in settings shows at once, is the footer choice too, and is kept after a reload', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, `settings-language-${variant.input}`, '/settings');
      await journey.activate(journey.control('settings-action-language'));
      await journey.atPath('/settings/language');
      await expect(page).toHaveTitle(journey.title('settings-language-heading'));
      const selector = page.locator('#settings-language-field button');
      await expect(selector).toContainText(journey.text('language-selector-browser-default'));

      const listbox = page.getByRole('listbox');
      if (variant.input === 'pointer') {
        await selector.click();
        await listbox.locator('[role="option"][lang="de"]').click();
      } else {
        await journey.driver.tabTo(selector);
        await page.keyboard.press('Enter');
        await expect(listbox).toBeVisible();
        await page.keyboard.type('Deutsch');
        await expect(listbox.locator('[role="option"][lang="de"]')).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(listbox).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('#settings-language-status')).toHaveText(localized('de', 'settings-language-saved'));
      await expect(page.getByRole('navigation', { name: localized('de', 'settings-nav-label') })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('de');
      await expectAccessible(page);

      await page.reload();
      await journey.atPath('/settings/language', { focused: false });
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(selector).toContainText('Deutsch');
      // The footer's toggle, where it is shown, holds the same choice.
      const footer = page.getByRole('contentinfo').getByRole('button', { name: /Sprache auswählen/ });
      if ((await footer.count()) > 0) await expect(footer).toContainText('Deutsch');
    });

    test('delete account: every loss acknowledged, a wrong password refused, then the account is gone, said once, and signing in finds no account', async ({
      page,
      baseURL,
    }) => {
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-delete-${variant.input}`, '/settings');
      await journey.activate(journey.control('settings-action-deleteAccount'));
      await journey.atPath('/settings/delete_account');
      await expect(page).toHaveTitle(journey.title('settings-delete-account-heading'));

      // Continue with a box left says so.
      await journey.driver.toggle(page.locator('input[name="data"]'));
      await journey.activate(journey.control('settings-delete-account-continue'));
      await expect(page.locator('#settings-delete-account-acknowledge-error')).toHaveText(journey.text('settings-delete-account-acknowledge-error'));
      await expectAccessible(page);
      for (const name of ['subscriptions', 'devices', 'permanent']) await journey.driver.toggle(page.locator(`input[name="${name}"]`));
      await journey.activate(journey.control('settings-delete-account-continue'));
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText(journey.text('settings-delete-account-confirm-heading'));
      const password = page.locator('#settings-delete-account-password');

      await journey.type(password, 'not the password');
      await journey.activate(journey.control('settings-delete-account-submit'));
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toContainText(journey.text('auth-error-103'));
      await expect(password).toHaveValue('not the password');
      await expectAccessible(page);

      await journey.type(password, PASSWORD);
      await journey.activate(journey.control('settings-delete-account-submit'));
      // A clean entry page: nothing leads the next person back to Delete account.
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(page.locator('#one-shot-alert')).toContainText(journey.text('settings-delete-account-done'));
      await expect(journey.f.email).toBeVisible();
      await expectAccessible(page);
      expect(await storedKeys(page)).toEqual([]);
      // Said once: not after a reload.
      await page.reload();
      await expect(journey.f.email).toBeVisible();
      await expect(page.locator('#one-shot-alert')).toHaveCount(0);

      // The next person on this browser signs in from that page and lands on the settings home.
      await signinJourney(page, variant).nextPersonSignsIn(baseURL!, await createAccount(baseURL!, `settings-delete-next-${variant.input}`));
      await journey.signOut();

      await page.goto(`/signin?email=${encodeURIComponent(account.email)}`);
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await expect(page.getByRole('alert')).toContainText(journey.text('auth-error-102'));
      await expectAccessible(page);
    });
  });
}

