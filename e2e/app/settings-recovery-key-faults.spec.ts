// The recovery key page's create submit under each fault (HTTP 500, a reset connection, 429 with
// Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and
// pressed by keyboard and pointer in turns. The step-up token of scope 'recovery_key' is taken over
// REST and put where the app caches it, so each press checks the password, makes a key and sends
// it, and nothing else asks for a code.
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

const PAGE = '/settings/account_recovery';

async function recoveryKeyJwt(baseURL: string, account: TestAccount): Promise<string> {
  const api = authClient(baseURL, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope: 'recovery_key' } })).error, 'step-up code sent').toBeUndefined();
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: 'recovery_key', code: await nextCode(baseURL, account) } });
  expect(verified.error, 'step-up code accepted').toBeUndefined();
  return verified.data!.accessToken;
}

async function cacheJwt(page: Page, account: TestAccount, jwt: string): Promise<void> {
  await page.evaluate(
    ({ key, entry, jwt: token }) => sessionStorage.setItem(key, JSON.stringify({ [entry]: token })),
    { key: fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY), entry: mfaCacheKey(account.sessionToken, 'recovery_key'), jwt },
  );
}

const CASES: ReadonlyArray<SubmitCase<Journey>> = [
  {
    name: 'settings recovery key: creating the key',
    match: { path: '/v1/mfa/recoveryKey' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-recovery-key');
      const jwt = await recoveryKeyJwt(baseURL, account);
      await signInBrowser(journey.page, account);
      await journey.page.goto(PAGE);
      await journey.atPath(PAGE, { focused: false });
      await cacheJwt(journey.page, account, jwt);
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

describeSubmitFaults(CASES, (page, variant) => new Journey(page, variant.input, variant.locale));
