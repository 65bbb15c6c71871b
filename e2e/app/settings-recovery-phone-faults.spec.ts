// Every request-sending submit of the recovery phone page under each fault (HTTP 500, a reset
// connection, 429 with Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by
// keyboard alone and pressed by keyboard and pointer in turns: sending the number, and the texted
// code that sets the phone, one after the other in one test. The account's step-up token of scope
// '2fa' is put where the app caches it, so each press sends the change itself and nothing else.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fullKey, STORAGE_NAMESPACE } from '../../app/lib/storage/namespacedStorage';
import { MFA_TOKEN_CACHE_KEY, mfaCacheKey } from '../../app/lib/storage/mfaTokenCache';
import { createAccount, signInBrowser } from '../support/app/accounts';
import type { TwoStepAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { Journey } from '../support/app/journey';
import { phoneCodeSubmit, phoneNumberSubmit } from '../support/app/steps/phone';

const PAGE = '/settings/recovery_phone';

async function cacheJwt(page: Page, account: TwoStepAccount): Promise<void> {
  await page.evaluate(
    ({ key, entry, jwt }) => sessionStorage.setItem(key, JSON.stringify({ [entry]: jwt })),
    { key: fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY), entry: mfaCacheKey(account.sessionToken, '2fa'), jwt: account.jwt },
  );
}

/** The page for an account with two-step on and no phone, its '2fa' step-up token cached. */
async function open(journey: Journey, baseURL: string, label: string): Promise<TwoStepAccount> {
  const account = await createAccount(baseURL, label, { totp: true });
  await signInBrowser(journey.page, account);
  await journey.page.goto(PAGE);
  await journey.atPath(PAGE, { focused: false });
  await cacheJwt(journey.page, account);
  return account;
}

const CASES: ReadonlyArray<SubmitCase<Journey>> = [
  {
    name: 'settings recovery phone: sending the number',
    match: { path: '/v1/mfa/recovery_phone/create' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-phone-send');
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

describeSubmitFaults(CASES, (page, variant) => new Journey(page, variant.input, variant.locale));
