// The recovery key page's create submit under each fault (HTTP 500, a reset connection, 429 with
// Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and
// pressed by keyboard and pointer in turns. The step-up token of scope 'recovery_key' is taken over
// REST and put where the app caches it, so each press checks the password, makes a key and sends
// it, and nothing else asks for a code.
import { expect } from '@playwright/test';
import { PASSWORD, createAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { openWithStepUp } from '../support/app/steps/step-up';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const PAGE = '/settings/account_recovery';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings recovery key: creating the key',
    match: { path: '/v1/mfa/recoveryKey' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-recovery-key');
      await openWithStepUp(journey, baseURL, account, PAGE, 'recovery_key');
      await journey.activate(journey.control('settings-recovery-key-start'));
      const field = journey.page.locator('#settings-recovery-key-password');
      await journey.type(field, PASSWORD);
      return {
        control: journey.control('settings-recovery-key-create'),
        typed: [{ field, value: PASSWORD }],
        success: async () => {
          await expect(journey.page.locator('#settings-recovery-key-value')).toHaveText(/^A[0-9A-Z]{3}( [0-9A-Z]{4}){7}$/);
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
