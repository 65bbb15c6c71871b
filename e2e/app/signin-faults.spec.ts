// Faults on every sign-in form submit and every 'resend' action: a server error, 429 with
// Retry-After, a timeout, a reset connection and being offline each give a clear localized error,
// keep what was typed (never the password once it has been accepted), and the next press sends the
// request again; a slow network shows the busy button, sends the form once however often it is
// pressed, and gets there. One table lists the ten submits; describeSubmitFaults declares one test
// for each, in Hebrew, reached by keyboard alone and pressed by keyboard and pointer in turns, each
// chaining every fault on one page and ending with the slow network and success. Accounts come from
// the REST fixtures, and the password page is opened by its address.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PASSWORD, createAccount, nextTotpCode } from './support/accounts';
import { describeSubmitFaults } from './support/faults';
import type { SubmitCase } from './support/faults';
import { nextCode, smsCode } from './support/outbox';
import { SigninJourney, reachRecoveryPhone } from './signin-steps';

/** The success banner of a resend, in the journey's language. */
function resent(page: Page, journey: SigninJourney, id: string): () => Promise<void> {
  return () => expect(page.getByRole('status').filter({ hasText: journey.text(id) }).first()).toBeVisible();
}

const CASES: ReadonlyArray<SubmitCase<SigninJourney>> = [
  {
    name: 'password',
    match: { path: '/v1/account/login' },
    busyLabel: 'auth-error-1005',
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-password');
      await journey.openSignin(account.email);
      await journey.type(journey.password, PASSWORD);
      return {
        control: journey.submit,
        typed: [{ field: journey.password, value: PASSWORD }],
        success: async () => {
          await journey.atPath('/signin_token_code');
          await expect(journey.password).toHaveCount(0);
        },
      };
    },
  },
  {
    name: 'emailed code',
    match: { path: '/v1/session/verify_code' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-code');
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      const code = await nextCode(baseURL, account);
      await journey.type(journey.code, code);
      return { control: journey.submit, typed: [{ field: journey.code, value: code }], success: () => journey.expectSettings(account.email) };
    },
  },
  {
    name: 'emailed code: email new code',
    match: { path: '/v1/session/resend_code' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-code-resend');
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      // The code the page was sent, so that the next one read is the new one.
      await nextCode(baseURL, account);
      await journey.type(journey.code, '12');
      return {
        control: journey.control('signin-resend'),
        typed: [{ field: journey.code, value: '12' }],
        success: async () => {
          await resent(journey.page, journey, 'flow-code-sent')();
          await journey.enterCode(await nextCode(baseURL, account));
          await journey.expectSettings(account.email);
        },
      };
    },
  },
  {
    name: 'unblock code',
    match: { path: '/v1/account/login' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-unblock');
      await journey.reachUnblock(account);
      const code = await nextCode(baseURL, account, 'unblock');
      await journey.type(journey.code, code);
      return {
        control: journey.submit,
        typed: [{ field: journey.code, value: code }],
        success: async () => {
          await journey.atPath('/signin_token_code');
          await journey.enterCode(await nextCode(baseURL, account));
          await journey.expectSettings(account.email);
        },
      };
    },
  },
  {
    name: 'unblock code: email new code',
    match: { path: '/v1/account/login/send_unblock_code' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-unblock-resend');
      await journey.reachUnblock(account);
      await nextCode(baseURL, account, 'unblock');
      await journey.type(journey.code, 'AB');
      return {
        control: journey.control('signin-resend'),
        typed: [{ field: journey.code, value: 'AB' }],
        success: async () => {
          await resent(journey.page, journey, 'flow-code-sent')();
          await journey.enterCode(await nextCode(baseURL, account, 'unblock'));
          await journey.atPath('/signin_token_code');
        },
      };
    },
  },
  {
    name: 'authenticator code',
    match: { path: '/v1/session/verify/totp' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-totp', { totp: true });
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      const code = nextTotpCode(account.secret);
      await journey.type(journey.code, code);
      return { control: journey.submit, typed: [{ field: journey.code, value: code }], success: () => journey.expectSettings(account.email) };
    },
  },
  {
    name: 'backup authentication code',
    match: { path: '/v1/session/verify/recoveryCode' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-backup', { totp: true });
      await journey.reachRecoveryChoice(account);
      await journey.activate(journey.submit);
      await journey.atPath('/signin_recovery_code');
      const code = account.backupCodes[5]!;
      await journey.type(journey.code, code);
      return { control: journey.submit, typed: [{ field: journey.code, value: code }], success: () => journey.expectSettings(account.email) };
    },
  },
  {
    name: 'recovery choice: texting a code',
    match: { path: '/v1/recovery_phone/signin/send_code' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-choice', { recoveryPhone: true });
      const { phone } = account;
      await journey.reachRecoveryChoice(account);
      const phoneChoice = journey.page.getByRole('radio').first();
      await expect(phoneChoice).toBeChecked();
      return {
        control: journey.submit,
        typed: [],
        success: async () => {
          await journey.atPath('/signin_recovery_phone');
          await journey.enterCode(await smsCode(baseURL, phone, 2));
          await journey.expectSettings(account.email);
        },
      };
    },
  },
  {
    name: 'recovery phone code',
    match: { path: '/v1/recovery_phone/signin/confirm' },
    async prepare(journey, baseURL) {
      const { account, code } = await reachRecoveryPhone(journey, baseURL, 'fault-phone');
      await journey.type(journey.code, code);
      return { control: journey.submit, typed: [{ field: journey.code, value: code }], success: () => journey.expectSettings(account.email) };
    },
  },
  {
    name: 'recovery phone code: resend code',
    match: { path: '/v1/recovery_phone/signin/send_code' },
    async prepare(journey, baseURL) {
      const { account, phone } = await reachRecoveryPhone(journey, baseURL, 'fault-phone-resend');
      await journey.type(journey.code, '34');
      return {
        control: journey.control('signin-resend'),
        typed: [{ field: journey.code, value: '34' }],
        success: async () => {
          await resent(journey.page, journey, 'signin-text-resent')();
          await journey.enterCode(await smsCode(baseURL, phone, 3));
          await journey.expectSettings(account.email);
        },
      };
    },
  },
];

describeSubmitFaults(CASES, (page, variant) => {
  const journey = new SigninJourney(page, variant.input, variant.locale);
  journey.byAddress = true;
  return journey;
});
