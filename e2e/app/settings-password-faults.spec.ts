// The change password submit under each fault (HTTP 500, a reset connection, 429 with Retry-After,
// offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and pressed by
// keyboard and pointer in turns. The step-up token of scope 'password' is taken over REST and put
// where the app caches it, so each press checks the current password again, reads kB and sends the
// change, with no dialog in between.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fullKey, STORAGE_NAMESPACE } from '../../app/lib/storage/namespacedStorage';
import { MFA_TOKEN_CACHE_KEY, mfaCacheKey } from '../../app/lib/storage/mfaTokenCache';
import { PASSWORD, authClient, createAccount, signInBrowser } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { Journey } from '../support/app/journey';
import { nextCode } from '../support/app/outbox';

const NEW_PASSWORD = 'an entirely different passphrase';

/** A step-up JWT of scope 'password' for the account's session, from the code mailed to it. */
async function passwordJwt(baseURL: string, account: TestAccount): Promise<string> {
  const api = authClient(baseURL, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope: 'password' } })).error, 'step-up code sent').toBeUndefined();
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: 'password', code: await nextCode(baseURL, account) } });
  expect(verified.error, 'step-up code accepted').toBeUndefined();
  return verified.data!.accessToken;
}

/** Puts the JWT where the app caches step-up tokens for this tab's session. */
async function cacheJwt(page: Page, account: TestAccount, jwt: string): Promise<void> {
  await page.evaluate(
    ({ key, entry, jwt: token }) => sessionStorage.setItem(key, JSON.stringify({ [entry]: token })),
    { key: fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY), entry: mfaCacheKey(account.sessionToken, 'password'), jwt },
  );
}

const CASES: ReadonlyArray<SubmitCase<Journey>> = [
  {
    name: 'settings password: changing it',
    match: { path: '/v1/password/change' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-password-change');
      const jwt = await passwordJwt(baseURL, account);
      await signInBrowser(journey.page, account);
      await journey.page.goto('/settings/change_password');
      await journey.atPath('/settings/change_password', { focused: false });
      await cacheJwt(journey.page, account, jwt);
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
          await expect(journey.page).toHaveURL((url) => url.pathname === '/settings' && url.hash === '#security');
          await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text('settings-password-changed'));
        },
      };
    },
  },
];

describeSubmitFaults(CASES, (page, variant) => new Journey(page, variant.input, variant.locale));
