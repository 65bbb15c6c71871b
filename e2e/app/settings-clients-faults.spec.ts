// The submits of the connected-services and delete-account pages under each fault (HTTP 500, a
// reset connection, 429 with Retry-After, offline, a timeout, then a slow network), in Hebrew,
// reached by keyboard alone and pressed by keyboard and pointer in turns: signing another browser
// out from the reason dialog, and deleting the account from its confirmation.
import { expect } from '@playwright/test';
import { PASSWORD } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings connected services: signing another browser out',
    match: { path: '/graphql', operation: 'AttachedClientDisconnect' },
    async prepare(journey, baseURL) {
      await journey.openAs(baseURL, 'fault-clients', '/settings/clients', { otherDevice: true });
      const items = journey.page.locator('#settings-clients-list > li');
      await expect(items).toHaveCount(2);
      await journey.activate(items.nth(1).getByRole('button'));
      await expect(journey.page.getByRole('dialog')).toBeVisible();
      return {
        control: journey.control('settings-clients-confirm'),
        typed: [],
        success: async () => {
          await expect(journey.page.getByRole('dialog')).toHaveCount(0);
          await expect(items).toHaveCount(1);
          await expect(items.first()).toHaveAttribute('data-current', 'true');
        },
      };
    },
  },
  {
    name: 'settings delete account: deleting with the password',
    match: { path: '/v1/account/destroy' },
    async prepare(journey, baseURL) {
      await journey.openAs(baseURL, 'fault-delete', '/settings/delete_account');
      for (const name of ['data', 'subscriptions', 'devices', 'permanent']) await journey.driver.toggle(journey.page.locator(`input[name="${name}"]`));
      await journey.activate(journey.control('settings-delete-account-continue'));
      const field = journey.page.locator('#settings-delete-account-password');
      await journey.type(field, PASSWORD);
      return {
        control: journey.control('settings-delete-account-submit'),
        typed: [{ field, value: PASSWORD }],
        success: async () => {
          await expect(journey.page).toHaveURL((url) => url.pathname === '/');
          await expect(journey.page.locator('#one-shot-alert')).toContainText(journey.text('settings-delete-account-done'));
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
