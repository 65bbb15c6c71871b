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
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { fullKey, STORAGE_NAMESPACE } from '../../app/lib/storage/namespacedStorage';
import { MFA_TOKEN_CACHE_KEY, mfaCacheKey } from '../../app/lib/storage/mfaTokenCache';
import { authClient, createAccount, signInBrowser } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { PreparedSubmit, SubmitCase } from '../support/app/faults';
import { Journey } from '../support/app/journey';
import { nextCode } from '../support/app/outbox';
import { phoneCodeSubmit, phoneNumberSubmit } from '../support/app/steps/phone';

const PAGE = '/settings/two_step_authentication';

/** The code of the step after this one: it stays good for the whole fault chain (a minute at least). */
function laterCode(key: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + 30_000 });
}

async function twoStepJwt(baseURL: string, account: TestAccount): Promise<string> {
  const api = authClient(baseURL, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } })).error, 'step-up code sent').toBeUndefined();
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: await nextCode(baseURL, account) } });
  expect(verified.error, 'step-up code accepted').toBeUndefined();
  return verified.data!.accessToken;
}

async function cacheJwt(page: Page, account: TestAccount, jwt: string): Promise<void> {
  await page.evaluate(
    ({ key, entry, jwt: token }) => sessionStorage.setItem(key, JSON.stringify({ [entry]: token })),
    { key: fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY), entry: mfaCacheKey(account.sessionToken, '2fa'), jwt },
  );
}

/** A page of the two-step area for an account with or without two-step, its '2fa' step-up token cached. */
async function open(journey: Journey, baseURL: string, label: string, totp: boolean, path = PAGE): Promise<TestAccount> {
  const account = await createAccount(baseURL, label, { totp });
  const jwt = 'jwt' in account ? (account.jwt as string) : await twoStepJwt(baseURL, account);
  await signInBrowser(journey.page, account);
  await journey.page.goto(path);
  await journey.atPath(path, { focused: false });
  await cacheJwt(journey.page, account, jwt);
  return account;
}

/** From the scan step: the key read after 'Can't scan the code?'. */
async function readKey(journey: Journey): Promise<string> {
  await journey.activate(journey.control('settings-totp-show-key'));
  const key = journey.page.locator('#settings-totp-key');
  await expect(key).toHaveText(/[A-Z2-7]{4} /);
  return (await key.textContent())!.replace(/\s/g, '');
}

/** Set-up of an account without two-step, past the app's code, choosing a recovery phone instead of the backup codes. */
async function toPhone(journey: Journey, baseURL: string, label: string): Promise<void> {
  await open(journey, baseURL, label, false);
  await journey.activate(journey.control('settings-two-step-start'));
  await journey.type(journey.page.locator('#settings-totp-code'), laterCode(await readKey(journey)));
  await journey.activate(journey.control('settings-totp-code-submit'));
  await journey.activate(journey.control('settings-two-step-use-phone'));
  await expect(journey.page.locator('#settings-recovery-phone-number')).toBeVisible();
}

/** The app's next code typed in from the key the page shows, ready to be sent; `success` is what follows. */
async function appCodeTyped(journey: Journey, success: () => Promise<void>): Promise<PreparedSubmit> {
  const code = laterCode(await readKey(journey));
  const field = journey.page.locator('#settings-totp-code');
  await journey.type(field, code);
  return { control: journey.control('settings-totp-code-submit'), typed: [{ field, value: code }], success };
}

const CASES: ReadonlyArray<SubmitCase<Journey>> = [
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

describeSubmitFaults(CASES, (page, variant) => new Journey(page, variant.input, variant.locale));
