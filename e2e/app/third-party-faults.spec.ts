// The submits of third-party sign-in under each fault (HTTP 500, a reset connection, 429 with
// Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and
// pressed by keyboard and pointer in turns: unlinking on the linked accounts page (the account has
// a password and is linked to the local search-company provider through the page's own Link
// button), and creating the password of a sync sign-in made through the local platform-vendor
// provider.
import { expect } from '@playwright/test';
import { PASSWORD } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { uniqueEmail } from '../support/app/outbox';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings linked accounts: unlinking a provider',
    match: { path: '/v1/linked_account/unlink' },
    async prepare(journey, baseURL) {
      const account = await journey.openAs(baseURL, 'fault-unlink', '/settings/linked_accounts');
      await journey.activate(journey.control('settings-link-google'));
      await journey.type(journey.page.getByLabel('Or any other address'), account.email);
      await journey.activate(journey.page.getByRole('button', { name: 'Sign in' }));
      await expect(journey.page).toHaveURL((url) => url.pathname === '/settings/linked_accounts');
      const unlink = journey.control('settings-unlink-google');
      await expect(unlink).toBeVisible();
      return {
        control: unlink,
        typed: [],
        success: async () => {
          await expect(journey.control('settings-link-google')).toBeVisible();
          await expect(journey.page.locator('#settings-linked-google')).toContainText(journey.text('settings-linked-accounts-not-linked'));
        },
      };
    },
  },
  {
    name: 'third-party sync sign-in: creating the password',
    match: { path: '/v1/password/create' },
    async prepare(journey) {
      const email = uniqueEmail('fault-set-password');
      await journey.openEntry('?service=sync');
      await journey.activate(journey.control('third-party-apple'));
      await journey.type(journey.page.getByLabel('Or any other address'), email);
      await journey.activate(journey.page.getByRole('button', { name: 'Sign in' }));
      await expect(journey.page).toHaveURL((url) => url.pathname === '/post_verify/third_party_auth/set_password');
      const password = journey.page.locator('#third-party-set-password-password');
      const confirm = journey.page.locator('#third-party-set-password-confirm');
      await journey.type(password, PASSWORD);
      await journey.type(confirm, PASSWORD);
      return {
        control: journey.control('third-party-set-password-submit'),
        typed: [
          { field: password, value: PASSWORD },
          { field: confirm, value: PASSWORD },
        ],
        success: async () => {
          await expect(journey.page).toHaveURL((url) => url.pathname === '/signup_confirmed_sync');
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
