// Every submit of the emails page under each fault (HTTP 500, a reset connection, 429 with
// Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and
// pressed by keyboard and pointer in turns: adding an address, confirming it with its code, making
// it primary, removing the address that was primary before, one after the other in one test, each
// from where the one before left the page. The step-up token of scope 'email' is taken over REST
// and put where the app caches it, so each press sends the change itself and nothing else.
import { expect } from '@playwright/test';
import { createAccount } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { codeFor, uniqueEmail } from '../support/app/outbox';
import { openWithStepUp } from '../support/app/steps/step-up';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

/** What the submits after the address is added need: the account, and the address added. */
interface Added {
  account: TestAccount;
  email: string;
}

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings emails: adding an address',
    match: { path: '/v1/recovery_email/create' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-email-add');
      await openWithStepUp(journey, baseURL, account, '/settings/emails', 'email');
      const field = journey.page.locator('#settings-emails-new');
      const email = uniqueEmail('fault-email-added');
      await journey.type(field, email);
      return {
        control: journey.control('settings-emails-add'),
        typed: [{ field, value: email }],
        success: async () => {
          await expect(journey.page.locator('#settings-emails-code-description')).toContainText(email);
        },
        handOn: { account, email } satisfies Added,
      };
    },
    then: [
      {
        name: 'settings emails: confirming an address with its code',
        match: { path: '/v1/recovery_email/verify_code' },
        async prepare(journey, baseURL, { email }: Added) {
          const field = journey.page.locator('#settings-emails-code');
          const code = await codeFor(baseURL, email, 1);
          await journey.type(field, code);
          return {
            control: journey.control('settings-emails-code-submit'),
            typed: [{ field, value: code }],
            success: async () => {
              await expect(journey.page.locator('#settings-emails-notice')).toHaveText(journey.text('settings-emails-confirmed-notice', { email }));
            },
          };
        },
      },
      {
        name: 'settings emails: making an address primary',
        match: { path: '/v1/recovery_email/set_primary' },
        prepare(journey, _baseURL, { email }: Added) {
          return Promise.resolve({
            control: journey.control('settings-emails-make-primary-0'),
            typed: [],
            success: async () => {
              await expect(journey.page.locator('#settings-emails-address-primary')).toHaveText(email);
            },
          });
        },
      },
      {
        // The address that was primary until now is the one left to remove.
        name: 'settings emails: removing an address',
        match: { path: '/v1/recovery_email/destroy' },
        prepare(journey, _baseURL, { account }: Added) {
          return Promise.resolve({
            control: journey.control('settings-emails-remove-0'),
            typed: [],
            success: async () => {
              await expect(journey.page.locator('#settings-emails-notice')).toHaveText(journey.text('settings-emails-removed-notice', { email: account.email }));
              await expect(journey.page.locator('#settings-emails-list li')).toHaveCount(1);
            },
          });
        },
      },
    ],
  },
];

describeSubmitFaults(CASES, newJourney);
