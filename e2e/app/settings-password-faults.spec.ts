// The change password submit under each fault (HTTP 500, a reset connection, 429 with Retry-After,
// offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and pressed by
// keyboard and pointer in turns. The step-up token of scope 'password' is taken over REST and put
// where the app caches it, so each press checks the current password again, reads kB and sends the
// change, with no dialog in between.
import { PASSWORD, createAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { openWithStepUp } from '../support/app/steps/step-up';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

const NEW_PASSWORD = 'an entirely different passphrase';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings password: changing it',
    match: { path: '/v1/password/change' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-password-change');
      await openWithStepUp(journey, baseURL, account, '/settings/change_password', 'password');
      const current = journey.page.locator('#settings-change-password-current');
      const fresh = journey.page.locator('#settings-change-password-new-password');
      const repeat = journey.page.locator('#settings-change-password-new-confirm');
      await journey.type(current, PASSWORD);
      await journey.type(fresh, NEW_PASSWORD);
      await journey.type(repeat, NEW_PASSWORD);
      return {
        control: journey.control('settings-change-password-save'),
        typed: [
          { field: current, value: PASSWORD },
          { field: fresh, value: NEW_PASSWORD },
          { field: repeat, value: NEW_PASSWORD },
        ],
        success: async () => {
          await expectHomeSays(journey, 'security', 'settings-password-changed');
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
