// Faults on every sign-in form submit and every 'resend' action: a server error, 429 with
// Retry-After, a timeout, a reset connection and being offline each give a clear localized error,
// keep what was typed (never the password once it has been accepted), and the next press sends the
// request again; a slow network shows the busy button, sends the form once however often it is
// pressed, and gets there. One table lists the twelve submits (two of them approving a sign-in from
// another device: sending the notification again, and approving it there); describeSubmitFaults
// declares one test for each submit, or for each run of submits where one's success is the next
// one's form (the password, a new code and the code; a new unblock code and the unblock code; the
// recovery phone chosen, a new text and its code), in Hebrew, reached by keyboard alone and pressed
// by keyboard and pointer in turns, each submit chaining every fault on one page and ending with
// the slow network and success. Accounts come from the REST fixtures, and the password page is
// opened by its address.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { deriveCredentials } from '../../app/lib/crypto';
import { PASSWORD, authClient, createAccount, nextTotpCode } from '../support/app/accounts';
import type { AccountWithPhone, TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { nextCode, pushFor, smsCode } from '../support/app/outbox';
import { signinJourney } from '../support/app/journeys';
import type { SigninJourney } from '../support/app/journeys';

/** The success banner of a resend, in the journey's language. */
function resent(page: Page, journey: SigninJourney, id: string): () => Promise<void> {
  return () => expect(page.getByRole('status').filter({ hasText: journey.text(id) }).first()).toBeVisible();
}

/** A new sign-in of `account` made elsewhere, waiting for confirmation: its session token. */
async function waitingSignIn(baseURL: string, account: TestAccount): Promise<string> {
  const { authPW } = await deriveCredentials(1, account.email, PASSWORD);
  const login = await authClient(baseURL).POST('/v1/account/login', { body: { email: account.email, authPW, reason: 'signin' } });
  expect(login.data?.sessionVerified, 'the new sign-in waits').toBe(false);
  return login.data!.sessionToken;
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
        handOn: account,
      };
    },
    then: [
      {
        name: 'emailed code: email new code',
        match: { path: '/v1/session/resend_code' },
        async prepare(journey, baseURL, account: TestAccount) {
          // The code the page was sent, so that the next one read is the new one.
          await nextCode(baseURL, account);
          await journey.type(journey.code, '12');
          return {
            control: journey.control('signin-resend'),
            typed: [{ field: journey.code, value: '12' }],
            // The new code is the one the next submit confirms.
            success: resent(journey.page, journey, 'flow-code-sent'),
          };
        },
      },
      {
        name: 'emailed code',
        match: { path: '/v1/session/verify_code' },
        async prepare(journey, baseURL, account: TestAccount) {
          const code = await nextCode(baseURL, account);
          await journey.type(journey.code, code);
          return { control: journey.submit, typed: [{ field: journey.code, value: code }], success: () => journey.expectSettings(account.email) };
        },
      },
    ],
  },
  {
    name: 'approval from another device: send the notification again',
    match: { path: '/v1/session/verify/send_push' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-push-send');
      const waiting = await waitingSignIn(baseURL, account);
      await journey.openSignedIn({ ...account, sessionToken: waiting, verified: false }, '/signin_push_code');
      // The page's own first notification, before the press.
      await pushFor(baseURL, account.sessionToken, 1);
      const control = journey.control('signin-push-resend');
      await expect(control).not.toHaveAttribute('aria-busy', 'true');
      return {
        control,
        typed: [],
        success: async () => {
          await resent(journey.page, journey, 'signin-push-resent')();
          await pushFor(baseURL, account.sessionToken, 2);
        },
      };
    },
  },
  {
    name: 'approval from another device: approving on the signed-in one',
    match: { path: '/v1/session/verify/verify_push' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-push-approve');
      const waiting = await waitingSignIn(baseURL, account);
      expect((await authClient(baseURL, waiting).POST('/v1/session/verify/send_push', {})).data).toEqual({ devices: 1 });
      const push = await pushFor(baseURL, account.sessionToken);
      // The link opens /signin_push_code_confirm.
      await journey.openSignedIn(account, push.link);
      await expect(journey.page.locator('#signin-push-confirm-details')).toBeVisible();
      return {
        control: journey.control('signin-push-confirm-approve'),
        typed: [],
        success: async () => {
          await expect(journey.f.heading).toHaveText(journey.text('signin-push-approved-heading'));
          const status = await authClient(baseURL, waiting).GET('/v1/session/status');
          expect(status.data?.state).toBe('verified');
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
        // The new code is the one the next submit sends.
        success: resent(journey.page, journey, 'flow-code-sent'),
        handOn: account,
      };
    },
    then: [
      {
        name: 'unblock code',
        match: { path: '/v1/account/login' },
        async prepare(journey, baseURL, account: TestAccount) {
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
    ],
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
      await journey.reachRecoveryCode(account);
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
      await journey.reachRecoveryChoice(account);
      const phoneChoice = journey.page.getByRole('radio').first();
      await expect(phoneChoice).toBeChecked();
      await expect(journey.page.getByText(account.phone.slice(-4))).toBeVisible();
      return { control: journey.submit, typed: [], success: () => journey.atPath('/signin_recovery_phone'), handOn: account };
    },
    then: [
      {
        name: 'recovery phone code: resend code',
        match: { path: '/v1/recovery_phone/signin/send_code' },
        async prepare(journey, baseURL, account: AccountWithPhone) {
          // The code the choice texted, before the press.
          await smsCode(baseURL, account.phone, 2);
          await journey.type(journey.code, '34');
          return {
            control: journey.control('signin-resend'),
            typed: [{ field: journey.code, value: '34' }],
            // The new code is the one the next submit confirms.
            success: resent(journey.page, journey, 'signin-text-resent'),
          };
        },
      },
      {
        name: 'recovery phone code',
        match: { path: '/v1/recovery_phone/signin/confirm' },
        async prepare(journey, baseURL, account: AccountWithPhone) {
          const code = await smsCode(baseURL, account.phone, 3);
          await journey.type(journey.code, code);
          return { control: journey.submit, typed: [{ field: journey.code, value: code }], success: () => journey.expectSettings(account.email) };
        },
      },
    ],
  },
];

describeSubmitFaults(CASES, (page, variant) => signinJourney(page, variant, { byAddress: true }));
