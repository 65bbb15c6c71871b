// Third-party sign-in against the local identity providers, by pointer in
// English and by keyboard in Hebrew, axe on every page of the product: an
// account made by continuing with the search-company provider (its answer in
// the query) lands in settings, where the recovery key, deleting the account
// and changing the password offer to create a password instead of asking for
// one, a password typed at sign-in is answered that it has none, and the
// linked accounts page lists it; its
// only way in cannot be unlinked before a password is created (the page
// that asked is where creating it comes back to), then it can.
// Cancelling at the platform-vendor provider (its answer posted as a form)
// says so on the callback page, and a callback whose state was changed is
// refused there. A sync sign-in of a new account creates its password, with
// the choice of what to sync, before it goes on. Before that, an existing
// account's owner who continues with a provider from the sign-in page is
// asked to sign in to it; signing in with the password and the emailed code
// links the provider.
import { expect, test } from '../support/app/test';
import { PASSWORD, createAccount } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { codeFor, uniqueEmail } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { message } from '../support/app/l10n';
import { newJourney } from '../support/app/journeys';
import { atProvider } from '../support/app/steps/third-party';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('third-party sign-in: sign up with a provider, be offered a password where a step needs one and told at sign-in that it has none, see it linked, create a password, unlink it; a cancelled sign-in and a changed state are said; a sync sign-in sets a password; an existing account is linked once proven', async ({ page, baseURL }) => {
      test.slow();
      const journey = newJourney(page, variant);
      const email = uniqueEmail(`third-party-${variant.input}`);

      await journey.openEntry();
      await journey.activate(journey.control('third-party-google'));
      await atProvider(journey, email);
      await expect(page).toHaveURL((url) => url.pathname === '/settings');
      await expect(page.getByText(email).first()).toBeVisible();
      await expectAccessible(page);

      // Without a password, the steps that need one offer to create it instead of asking for it.
      await journey.activate(journey.control('settings-action-recoveryKey'));
      await journey.atPath('/settings/account_recovery');
      await expect(page.locator('#settings-recovery-key-no-password')).toHaveText(journey.text('settings-recovery-key-no-password'));
      await expect(page.locator('input[type="password"]')).toHaveCount(0);
      await journey.activate(journey.control('settings-recovery-key-no-password-create'));
      await journey.atPath('/settings/create_password');
      await page.goto('/settings/delete_account');
      await journey.atPath('/settings/delete_account', { focused: false });
      await expect(page.locator('#settings-delete-account-no-password')).toHaveText(journey.text('settings-delete-account-no-password'));
      await page.goto('/settings/change_password');
      await journey.atPath('/settings/create_password', { focused: false });

      // A password typed at sign-in for it is not 'Incorrect password': the page says it has none and the ways in.
      await journey.signOut();
      await journey.openEntry();
      await journey.submitEmail(email);
      await journey.atPath('/signin');
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await expect(page.getByText(journey.text('auth-error-210'))).toBeVisible();
      await expect(page.getByText(journey.text('auth-error-103'))).toHaveCount(0);
      // The way in it has: the provider remembers its own sign-in of a moment ago and answers at once.
      await journey.activate(journey.control('third-party-google'));
      await expect(page).toHaveURL((url) => url.pathname === '/settings');

      await journey.activate(journey.control('settings-action-linkedAccounts'));
      await journey.atPath('/settings/linked_accounts');
      await expect(page.locator('#settings-linked-google')).toContainText(journey.text('settings-linked-accounts-linked'));

      // Its only way in: a password first.
      await journey.activate(journey.control('settings-unlink-google'));
      await expect(page.locator('#settings-linked-needs-password')).toContainText(journey.text('settings-linked-accounts-needs-password', { provider: 'Google' }));
      await expectAccessible(page);
      await journey.activate(journey.control('settings-linked-create-password'));
      await journey.atPath('/settings/create_password');
      await journey.type(page.locator('#settings-create-password-password'), PASSWORD);
      await journey.type(page.locator('#settings-create-password-confirm'), PASSWORD);
      await journey.activate(journey.control('settings-create-password-save'));
      // Back on the page that asked for the password, which says it is made.
      await expect(page).toHaveURL((url) => url.pathname === '/settings/linked_accounts');
      await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: journey.text('settings-password-created') })).toBeVisible();

      await journey.activate(journey.control('settings-unlink-google'));
      await expect(journey.control('settings-link-google')).toBeVisible();
      await expect(page.locator('#settings-linked-google')).toContainText(journey.text('settings-linked-accounts-not-linked'));
      await expectAccessible(page);

      // Cancelled at the provider that posts its answer.
      await journey.signOut();
      await journey.openEntry();
      await journey.activate(journey.control('third-party-apple'));
      await atProvider(journey, 'cancel');
      await expect(page).toHaveURL((url) => url.pathname === '/post_verify/third_party_auth/callback');
      await expect(page.getByRole('alert')).toHaveText(journey.text('third-party-error-cancelled', { provider: 'Apple' }));
      await expectAccessible(page);
      await journey.activate(journey.control('third-party-start-again'));
      await expect(page).toHaveURL((url) => url.pathname === '/');

      // A state that names another site.
      await page.goto(`/post_verify/third_party_auth/callback?state=${encodeURIComponent(encodeURIComponent('https://elsewhere.example/'))}&code=abc`);
      await expect(page.getByRole('alert')).toHaveText(journey.text('third-party-error-state'));
      await expectAccessible(page);

      // An account that holds the provider's address: continuing from its sign-in page asks for the account first,
      // and the sign-in that proves it (password, then the emailed code) links the provider.
      const existing = await createAccount(baseURL!, `third-party-existing-${variant.input}`);
      await journey.openEntry();
      await journey.submitEmail(existing.email);
      await journey.atPath('/signin');
      await journey.activate(journey.control('third-party-google'));
      await atProvider(journey, existing.email);
      await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('email') === existing.email);
      // The provider is named, in a note about what comes next rather than a success bar.
      const note = page.locator('#one-shot-alert [data-type="info"]');
      await expect(note).toHaveText(journey.text('third-party-sign-in-to-link', { provider: message(journey.locale, 'third-party-name-google') }));
      await expectAccessible(page);
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await codeFor(baseURL!, existing.email, 2));
      await expect(page).toHaveURL((url) => url.pathname === '/settings');
      await journey.activate(journey.control('settings-action-linkedAccounts'));
      await journey.atPath('/settings/linked_accounts');
      await expect(page.locator('#settings-linked-google')).toContainText(journey.text('settings-linked-accounts-linked'));
      await journey.signOut();

      // A sync sign-in of a new account through the provider that posts its answer: a password first, with what to sync.
      const syncEmail = uniqueEmail(`third-party-sync-${variant.input}`);
      await journey.openEntry('?service=sync');
      await journey.activate(journey.control('third-party-apple'));
      await atProvider(journey, syncEmail);
      await expect(page).toHaveURL((url) => url.pathname === '/post_verify/third_party_auth/set_password' && url.searchParams.get('service') === 'sync');
      await expect(page).toHaveTitle(journey.title('third-party-set-password-heading'));
      await expectAccessible(page);
      await journey.type(page.locator('#third-party-set-password-password'), PASSWORD);
      await journey.type(page.locator('#third-party-set-password-confirm'), PASSWORD);
      await journey.driver.toggle(page.locator('input[name="sync-engine-history"]'));
      await expect(page.locator('input[name="sync-engine-history"]')).not.toBeChecked();
      await journey.activate(journey.control('third-party-set-password-submit'));
      // Sync is on, with the password just created (SPEC §2.5); the account has its password.
      await journey.atPath('/signup_confirmed_sync');
      await expect(page.getByText(journey.text('sync-confirmed-banner-password'))).toBeVisible();
      await page.goto('/settings');
      await expect(page.locator('#settings-action-password')).toHaveText(journey.text('settings-action-change'));
    });
  });
}
