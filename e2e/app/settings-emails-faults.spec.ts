// Every submit of the emails page under each fault (HTTP 500, a reset connection, 429 with
// Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and
// pressed by keyboard and pointer in turns: adding an address, confirming it with its code, making
// it primary, removing the address that was primary before, one after the other in one test, each
// from where the one before left the page. The step-up token of scope 'email' is taken over REST
// and put where the app caches it, so each press sends the change itself and nothing else.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fullKey, STORAGE_NAMESPACE } from '../../app/lib/storage/namespacedStorage';
import { MFA_TOKEN_CACHE_KEY, mfaCacheKey } from '../../app/lib/storage/mfaTokenCache';
import { authClient, createAccount, signInBrowser } from '../support/app/accounts';
import type { AccountState, TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { Journey } from '../support/app/journey';
import { codeFor, nextCode, uniqueEmail } from '../support/app/outbox';

/** A step-up JWT of scope 'email' for the account's session, from the code mailed to its primary address. */
async function emailJwt(baseURL: string, account: TestAccount): Promise<string> {
  const api = authClient(baseURL, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope: 'email' } })).error, 'step-up code sent').toBeUndefined();
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: 'email', code: await nextCode(baseURL, account) } });
  expect(verified.error, 'step-up code accepted').toBeUndefined();
  return verified.data!.accessToken;
}

/** Puts the JWT where the app caches step-up tokens for this tab's session. */
async function cacheJwt(page: Page, account: TestAccount, jwt: string): Promise<void> {
  await page.evaluate(
    ({ key, entry, jwt: token }) => sessionStorage.setItem(key, JSON.stringify({ [entry]: token })),
    { key: fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY), entry: mfaCacheKey(account.sessionToken, 'email'), jwt },
  );
}

/** An account in `state` on the emails page, its step-up token already cached, and the JWT for REST. */
async function openEmails<S extends AccountState>(journey: Journey, baseURL: string, label: string, state: S) {
  const account = await createAccount(baseURL, label, state);
  const jwt = await emailJwt(baseURL, account);
  await signInBrowser(journey.page, account);
  await journey.page.goto('/settings/emails');
  await journey.atPath('/settings/emails', { focused: false });
  await cacheJwt(journey.page, account, jwt);
  return { account, jwt };
}

/** What the submits after the address is added need: the account, and the address added. */
interface Added {
  account: TestAccount;
  email: string;
}

const CASES: ReadonlyArray<SubmitCase<Journey>> = [
  {
    name: 'settings emails: adding an address',
    match: { path: '/v1/recovery_email/create' },
    async prepare(journey, baseURL) {
      const { account } = await openEmails(journey, baseURL, 'fault-email-add', {});
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

describeSubmitFaults(CASES, (page, variant) => new Journey(page, variant.input, variant.locale));
