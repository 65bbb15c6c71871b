// Signing relying services out: a person signed in at the example relying
// party through the account service is signed out there when they sign out
// at the account service (its back-channel logout endpoint takes the logout
// token), and the service's own "Sign out everywhere" goes through the
// end-session page, where the person confirms (by keyboard in the Hebrew run)
// and comes back to the service with its state. An address the service did
// not register is never followed: the page says the person is signed out.
// Another account signed in from another tab meanwhile is not what the
// confirmation signs out.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { createAccount, signInBrowser } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';
import type { Journey } from '../support/app/journey';

const PUBLIC_RP = { clientId: '5eed5eed5eed0001', name: 'Example relying party (public client)' };

/** Signs the browser's account in at the example relying party as its public client, consenting on the way. */
async function signInAtRelyingParty(journey: Journey, page: Page): Promise<void> {
  await page.goto('/__dev/rp');
  await journey.activate(page.getByRole('button', { name: 'Sign in as the public client' }));
  await expect(page).toHaveURL((url) => url.pathname === '/authorization');
  await expect(journey.f.heading).toHaveText(journey.text('oauth-consent-heading', { serviceName: PUBLIC_RP.name }));
  await journey.activate(journey.control('oauth-consent-allow'));
  await expect(page).toHaveURL((url) => url.pathname === '/__dev/rp');
  await expect(page.getByRole('status')).toContainText('Signed in as the public client');
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('signing out at the account service signs the example relying party out by back-channel', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, 'rp-backchannel', '/settings');
      await signInAtRelyingParty(journey, page);

      await page.goto('/settings');
      await journey.atPath('/settings', { focused: false });
      await journey.activate(journey.control('settings-sign-out'));
      await expect(page).toHaveURL((url) => url.pathname === '/');

      // The logout token reaches the service when the server's sender next looks at its queue.
      await expect(async () => {
        await page.goto('/__dev/rp');
        await expect(page.getByRole('status')).toHaveText('You were signed out at the account service.', { timeout: 1_000 });
      }).toPass();
      await expect(page.getByRole('button', { name: 'Sign in as the public client' })).toBeVisible();
      await expectAccessible(page);
    });

    test("the service's sign-out everywhere asks on the end-session page, ends the session and goes back with its state", async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, 'rp-end-session', '/settings');
      await signInAtRelyingParty(journey, page);
      await journey.activate(page.getByRole('button', { name: 'Sign out everywhere' }));

      await journey.atPath('/oauth/signout', { focused: false });
      await expect(page).toHaveTitle(journey.title('oauth-signout-title'));
      await expect(journey.f.heading).toHaveText(journey.text('oauth-signout-confirm-heading'));
      await expect(page.locator('#oauth-signout-lead')).toHaveText(journey.text('oauth-signout-confirm-lead', { serviceName: PUBLIC_RP.name }));
      await journey.activate(journey.control('oauth-signout-confirm'));

      await expect(page).toHaveURL((url) => url.pathname === '/__dev/rp');
      await expect(page.getByRole('status')).toHaveText('Signed out everywhere.');
      await expect(page.getByRole('button', { name: 'Sign in as the public client' })).toBeVisible();
      // The account service's session on this browser ended too.
      await page.goto('/settings');
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test('another account signed in from another tab while the sign-out is asked is not signed out by it', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, 'rp-first', '/settings');
      await signInAtRelyingParty(journey, page);
      await journey.activate(page.getByRole('button', { name: 'Sign out everywhere' }));
      await journey.atPath('/oauth/signout', { focused: false });
      await expect(journey.f.heading).toHaveText(journey.text('oauth-signout-confirm-heading'));

      // In another tab of the same browser, a second account signs in and becomes the current one.
      const second = await createAccount(baseURL!, 'rp-second');
      const other = await page.context().newPage();
      await signInBrowser(other, second);
      await other.goto('/settings');
      await expect(other.getByText(second.email).first()).toBeVisible();
      await other.close();

      // The request named the first account's session: confirming it ends nothing of the second's.
      await journey.activate(journey.control('oauth-signout-confirm'));
      await expect(page).toHaveURL((url) => url.pathname === '/__dev/rp');
      await page.goto('/settings');
      await expect(page).toHaveURL((url) => url.pathname === '/settings');
      await expect(page.getByText(second.email).first()).toBeVisible();
    });

    test('staying signed in keeps the session; an address the service did not register is never followed', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, 'rp-unregistered', '/settings');
      const unregistered = `/oauth/signout?${new URLSearchParams({ client_id: PUBLIC_RP.clientId, post_logout_redirect_uri: 'https://elsewhere.example/', state: 's1' })}`;

      await page.goto(unregistered);
      await journey.atPath('/oauth/signout', { focused: false });
      await journey.activate(journey.control('oauth-signout-cancel'));
      await journey.atPath('/settings');

      await page.goto(unregistered);
      await journey.atPath('/oauth/signout', { focused: false });
      await journey.activate(journey.control('oauth-signout-confirm'));
      await expect(journey.f.heading).toHaveText(journey.text('oauth-signout-done-heading'));
      // Focus went from the button to the new heading.
      await expect(journey.f.heading).toBeFocused();
      await expect(page.getByRole('main').locator('p[role="status"]')).toHaveText(journey.text('oauth-signout-done-text', { serviceName: PUBLIC_RP.name }));
      await expect(page).toHaveURL((url) => url.pathname === '/oauth/signout');
      await expectAccessible(page);
      await page.goto('/settings');
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  });
}
