// Every request-sending submit of the recovery phone page under each fault (HTTP 500, a reset
// connection, 429 with Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by
// keyboard alone and pressed by keyboard and pointer in turns: sending the number, and the texted
// code that sets the phone, one after the other in one test. The account's step-up token of scope
// '2fa' is put where the app caches it, so each press sends the change itself and nothing else.
import { expect } from '@playwright/test';
import { createAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { phoneCodeSubmit, phoneNumberSubmit } from '../support/app/steps/phone';
import { openWithStepUp } from '../support/app/steps/step-up';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const PAGE = '/settings/recovery_phone';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings recovery phone: sending the number',
    match: { path: '/v1/mfa/recovery_phone/create' },
    async prepare(journey, baseURL) {
      // Two-step on and no phone, the fixture's '2fa' step-up token cached.
      const account = await createAccount(baseURL, 'fault-phone-send', { totp: true });
      await openWithStepUp(journey, baseURL, account, PAGE, '2fa', account.jwt);
      return phoneNumberSubmit(journey, '459');
    },
    then: [
      {
        name: 'settings recovery phone: the texted code',
        match: { path: '/v1/mfa/recovery_phone/confirm' },
        prepare(journey, baseURL, e164: string) {
          return phoneCodeSubmit(journey, baseURL, e164, async () => {
            await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text('settings-recovery-phone-added'));
          });
        },
      },
    ],
  },
];

describeSubmitFaults(CASES, newJourney);
