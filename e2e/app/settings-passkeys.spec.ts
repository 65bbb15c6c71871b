// Passkeys in settings, by pointer in English and by keyboard alone in Hebrew,
// with Chromium's virtual authenticator (the DevTools protocol) standing for
// the person's fingerprint: a passkey added after "Confirm it's you" (the
// mailed code), named by the server, renamed in its row (an empty name
// refused under the field), used alone to sign in again after a sign-out,
// then, once the step-up has lapsed, deleted with
// the passkey itself as the step-up, the browser told it is gone; and, after
// a sign-in with the password, the home's offer of a passkey, created through
// the step-up, which the browser is told to forget with the account. Axe checks
// every state. WebAuthn refuses an IP address as the relying party, so the
// pages are opened at localhost.
import type { Page } from '@playwright/test';
import { MFA_TOKEN_CACHE_KEY } from '../../app/lib/storage/mfaTokenCache';
import { STORAGE_NAMESPACE, fullKey } from '../../app/lib/storage/namespacedStorage';
import { PASSWORD, createAccount } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { newJourney, signinJourney } from '../support/app/journeys';
import { LOCALHOST_ORIGIN, pathsSeen, virtualAuthenticator } from '../support/app/passkeys';
import { answerStepUp } from '../support/app/steps/step-up';
import { expect, test } from '../support/app/test';
import { VARIANTS } from '../support/app/variants';

test.use({ baseURL: LOCALHOST_ORIGIN });

/** The step-up tokens this tab holds are gone, as they are once their ten minutes are over. */
async function stepUpLapses(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY));
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a passkey is added after the step-up, renamed in its row, signs in alone after a sign-out, and is deleted with itself as the step-up', async ({ page, baseURL }) => {
      const { credentials } = await virtualAuthenticator(page);
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-passkeys-${variant.input}`, '/settings');

      // The home's security section leads to the page, which has none yet.
      await journey.activate(journey.control('settings-action-passkeys'));
      await journey.atPath('/settings/passkeys');
      await expect(page.locator('#settings-passkeys-empty')).toHaveText(journey.text('settings-passkeys-empty'));
      await expect(page.locator('#settings-passkeys-sync-note')).toHaveText(journey.text('settings-passkeys-sync-note'));

      // Adding asks "Confirm it's you" (the mailed code); the authenticator then makes the passkey.
      await journey.activate(journey.control('settings-passkeys-add'));
      await answerStepUp(journey, baseURL!, account);
      await expect(page.getByRole('status').filter({ hasText: journey.text('settings-passkeys-added') })).toBeVisible();
      const rows = page.locator('#settings-passkeys-list > li');
      await expect(rows).toHaveCount(1);
      expect(await credentials()).toHaveLength(1);
      // Named by the server (the virtual authenticator's AAGUID is in no map, so for the session's device).
      await expect(rows.locator('h2')).not.toBeEmpty();
      await expect(rows).toContainText(journey.text('settings-passkeys-never-used'));
      await expect(rows).toContainText(journey.text('settings-passkeys-no-sync-unlock'));
      await expectAccessible(page);

      // Renamed in the row: an empty name is refused under the field, then the new name is saved.
      const rename = rows.locator('button[id^="settings-passkey-rename-"]');
      await journey.activate(rename);
      const field = page.locator('#settings-passkey-rename-field');
      await expect(field).toBeFocused();
      await journey.type(field, '   ');
      await journey.activate(journey.control('settings-passkey-rename-save'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#settings-passkey-rename-form')).toContainText(journey.text('settings-passkeys-name-required'));
      await expectAccessible(page);
      await journey.type(field, 'Work laptop');
      await journey.activate(journey.control('settings-passkey-rename-save'));
      await expect(rows.locator('h2')).toHaveText('Work laptop');
      await expect(rename).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: journey.text('settings-passkeys-renamed') })).toBeVisible();
      await expectAccessible(page);

      // Signed out, the person signs in with the passkey alone: on the entry page the browser offers it in the
      // email field's autofill (Chromium's virtual authenticator picks it at once, as the person would), with no
      // password, no mailed code and no authenticator code; the row then says when it was used.
      const seen = pathsSeen(page);
      await journey.activate('signOut');
      await journey.atPath('/settings', { focused: false });
      expect(seen.filter((path) => path.startsWith('/signin'))).toEqual([]);
      await journey.activate(journey.control('settings-action-passkeys'));
      await journey.atPath('/settings/passkeys');
      await expect(rows.locator('h2')).toHaveText('Work laptop');
      await expect(rows).not.toContainText(journey.text('settings-passkeys-never-used'));

      // Later, with no step-up left: deleting asks first, then takes the passkey itself as the step-up.
      await stepUpLapses(page);
      await journey.activate(rows.locator('button[id^="settings-passkey-delete-"]'));
      const confirm = page.getByRole('dialog', { name: journey.text('settings-passkeys-remove-confirm-heading') });
      await expect(confirm).toContainText('Work laptop');
      await expectAccessible(page);
      await journey.activate(journey.control('settings-passkeys-remove-confirm'));
      const stepUp = page.getByRole('dialog', { name: journey.text('settings-step-up-heading') });
      await expect(journey.control('settings-step-up-passkey')).toBeVisible();
      await expectAccessible(page);
      await journey.activate(journey.control('settings-step-up-passkey'));
      await expect(stepUp).toHaveCount(0);
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: journey.text('settings-passkeys-deleted') })).toBeVisible();
      await expect(page.locator('#settings-passkeys-empty')).toBeVisible();
      await expect(page.locator('#settings-page-heading')).toBeFocused();
      await expectAccessible(page);
      // The browser was told the passkey is gone (the WebAuthn signal), and its authenticator let it go.
      await expect.poll(async () => (await credentials()).length).toBe(0);
    });
  });
}

test('after a sign-in with the password the home offers a passkey, made through the step-up', async ({ page, baseURL }) => {
  const { credentials } = await virtualAuthenticator(page);
  const journey = signinJourney(page);
  const account = await createAccount(baseURL!, 'settings-passkey-offer');
  await page.goto('/');
  await journey.nextPersonSignsIn(baseURL!, account);

  const offer = page.locator('#settings-passkey-offer');
  await expect(offer).toContainText(journey.text('settings-passkey-offer-heading'));
  await expectAccessible(page);
  await journey.activate(journey.control('settings-passkey-offer-create'));
  await answerStepUp(journey, baseURL!, account);
  await expect(page.getByRole('status').filter({ hasText: journey.text('settings-passkeys-added') })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await credentials()).toHaveLength(1);
  await expectAccessible(page);

  // With a passkey, the home offers none again, once it has read the account's passkeys.
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/passkeys');
  await page.reload();
  await journey.atPath('/settings', { focused: false });
  expect((await (await listed).json()).passkeys).toHaveLength(1);
  await expect(journey.control('settings-row-passkeys')).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The account deleted: the browser is told no passkey of it is accepted any more, and lets it go.
  await page.goto('/settings/delete_account');
  await journey.atPath('/settings/delete_account', { focused: false });
  for (const name of ['data', 'subscriptions', 'devices', 'permanent']) await journey.driver.toggle(page.locator(`input[name="${name}"]`));
  await journey.activate(journey.control('settings-delete-account-continue'));
  await journey.type(page.locator('#settings-delete-account-password'), PASSWORD);
  await journey.activate(journey.control('settings-delete-account-submit'));
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await expect.poll(async () => (await credentials()).length).toBe(0);
});
