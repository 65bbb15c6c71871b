// Every request-sending submit of the two-step pages under each fault (HTTP 500, a reset
// connection, 429 with Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by
// keyboard alone and pressed by keyboard and pointer in turns: starting set-up, the app's set-up
// code, turning it on with a backup code typed back, or a recovery phone's number and its texted
// code instead, starting and confirming a new app, turning it off in its confirmation, and new
// backup codes. Submits whose success is the next one's form run one after the other in one test
// (set-up to the end; the phone's number and code; a new app and its code). The step-up token of
// scope '2fa' is taken over REST and put where the app caches it, so each press sends the change
// itself and nothing else.
import { expect } from '@playwright/test';
import { createAccount, nextTotpCode } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { PreparedSubmit, SubmitCase } from '../support/app/faults';
import { phoneCodeSubmit, phoneNumberSubmit } from '../support/app/steps/phone';
import { readKey } from '../support/app/steps/secrets';
import { openWithStepUp } from '../support/app/steps/step-up';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const PAGE = '/settings/two_step_authentication';

/** A page of the two-step area for an account with or without two-step, its '2fa' step-up token cached (the fixture's, when it has one). */
async function open(journey: Journey, baseURL: string, label: string, totp: boolean, path = PAGE): Promise<void> {
  const account = await createAccount(baseURL, label, { totp });
  await openWithStepUp(journey, baseURL, account, path, '2fa', 'jwt' in account ? (account.jwt as string) : undefined);
}

/** Set-up of an account without two-step, past the app's code, choosing a recovery phone instead of the backup codes. */
async function toPhone(journey: Journey, baseURL: string, label: string): Promise<void> {
  await open(journey, baseURL, label, false);
  await journey.activate(journey.control('settings-two-step-start'));
  await journey.type(journey.page.locator('#settings-totp-code'), nextTotpCode(await readKey(journey)));
  await journey.activate(journey.control('settings-totp-code-submit'));
  await journey.activate(journey.control('settings-two-step-use-phone'));
  await expect(journey.page.locator('#settings-recovery-phone-number')).toBeVisible();
}

/** The app's next code typed in from the key the page shows, ready to be sent; `success` is what follows. */
async function appCodeTyped(journey: Journey, success: () => Promise<void>): Promise<PreparedSubmit> {
  const code = nextTotpCode(await readKey(journey));
  const field = journey.page.locator('#settings-totp-code');
  await journey.type(field, code);
  return { control: journey.control('settings-totp-code-submit'), typed: [{ field, value: code }], success };
}

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings two-step: starting set-up',
    match: { path: '/v1/mfa/totp/create' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-totp-start', false);
      return {
        control: journey.control('settings-two-step-start'),
        typed: [],
        success: async () => {
          await expect(journey.page.locator('#settings-totp-qr')).toBeVisible();
        },
      };
    },
    then: [
      {
        name: "settings two-step: the app's set-up code",
        match: { path: '/v1/mfa/totp/setup/verify' },
        prepare: (journey) =>
          appCodeTyped(journey, async () => {
            await expect(journey.page.locator('#settings-backup-codes li')).toHaveCount(8);
          }),
      },
      {
        name: 'settings two-step: turning it on with a backup code typed back',
        match: { path: '/v1/mfa/recoveryCodes' },
        async prepare(journey) {
          const codes = journey.page.locator('#settings-backup-codes li');
          await expect(codes).toHaveCount(8);
          const code = (await codes.nth(5).textContent())!;
          await journey.activate(journey.control('settings-two-step-codes-saved'));
          const field = journey.page.locator('#settings-backup-code-confirm');
          await journey.type(field, code);
          return {
            control: journey.control('settings-backup-code-confirm-submit'),
            typed: [{ field, value: code }],
            success: async () => {
              await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text('settings-two-step-enabled'));
            },
          };
        },
      },
    ],
  },
  {
    name: 'settings two-step: set-up with a recovery phone, its number',
    match: { path: '/v1/mfa/recovery_phone/create' },
    async prepare(journey, baseURL) {
      await toPhone(journey, baseURL, 'fault-totp-phone');
      return phoneNumberSubmit(journey, '462');
    },
    then: [
      {
        name: 'settings two-step: turning it on with the texted code',
        match: { path: '/v1/mfa/recovery_phone/confirm' },
        prepare(journey, baseURL, e164: string) {
          return phoneCodeSubmit(journey, baseURL, e164, async () => {
            await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text('settings-two-step-enabled'));
          });
        },
      },
    ],
  },
  {
    name: 'settings two-step: starting a new app',
    match: { path: '/v1/totp/replace/start' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-totp-replace', true);
      return {
        control: journey.control('settings-two-step-replace'),
        typed: [],
        success: async () => {
          await expect(journey.page.locator('#settings-totp-qr')).toBeVisible();
        },
      };
    },
    then: [
      {
        name: "settings two-step: the new app's code",
        match: { path: '/v1/totp/replace/confirm' },
        prepare: (journey) =>
          appCodeTyped(journey, async () => {
            await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text('settings-two-step-replaced'));
          }),
      },
    ],
  },
  {
    // Replacing the app ends on the settings page, so turning two-step off starts on its own page.
    name: 'settings two-step: turning it off',
    match: { path: '/v1/totp/destroy' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-totp-disable', true);
      await journey.activate(journey.control('settings-two-step-disable'));
      await expect(journey.page.getByRole('dialog', { name: journey.text('settings-two-step-disable-confirm-heading') })).toBeVisible();
      return {
        control: journey.control('settings-two-step-disable-confirm'),
        typed: [],
        success: async () => {
          await expect(journey.page).toHaveURL((url) => url.pathname === '/settings');
          await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text('settings-two-step-disabled'));
        },
      };
    },
  },
  {
    name: 'settings backup codes: new codes',
    match: { path: '/v1/mfa/recoveryCodes' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-backup-codes', true, `${PAGE}/replace_codes`);
      return {
        control: journey.control('settings-backup-codes-create'),
        typed: [],
        success: async () => {
          await expect(journey.page.locator('#settings-backup-codes li')).toHaveCount(8);
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
