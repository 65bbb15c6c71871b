// Faults on every password reset submit: sending the code, a new code, the emailed code, texting
// the recovery phone from the chooser, the authenticator, backup and texted codes, the recovery
// key, and the new password with a new kB or the kept one. A server error, 429 with Retry-After, a
// timeout, a reset connection and being offline each give a clear localized error, keep what was
// typed, and the next press sends the request again; a slow network shows the busy button, sends
// once however often it is pressed, and gets there. describeSubmitFaults declares one test for
// each submit, or each run of submits where one's success is the next one's form (sending the code,
// a new code, confirming it and the new password; the phone chosen and its code; the key and the
// password that keeps kB), in Hebrew, reached by keyboard alone and pressed by keyboard and pointer
// in turns. Accounts come from the REST fixtures, and the reset is opened by its address.
import { expect } from '@playwright/test';
import { createAccount, nextTotpCode } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { nextCode, smsCode } from '../support/app/outbox';
import { NEW_PASSWORD } from '../support/app/steps/reset';
import { resetJourney } from '../support/app/journeys';
import type { ResetJourney } from '../support/app/journeys';

/** From the address to the page after the emailed code. */
async function pastTheCode(journey: ResetJourney, baseURL: string, account: TestAccount): Promise<void> {
  await journey.openReset(account.email);
  await journey.enterCode(await nextCode(baseURL, account));
}

/** The new password typed in, ready to be sent. */
async function typeNewPassword(journey: ResetJourney, path: string) {
  await journey.atPath(path);
  await journey.type(journey.f.password, NEW_PASSWORD);
  await journey.type(journey.f.confirmation, NEW_PASSWORD);
  return {
    control: journey.control('reset-new-password-submit'),
    typed: [
      { field: journey.f.password, value: NEW_PASSWORD },
      { field: journey.f.confirmation, value: NEW_PASSWORD },
    ],
  };
}

const CASES: ReadonlyArray<SubmitCase<ResetJourney>> = [
  {
    name: 'reset: sending the code',
    match: { path: '/v1/password/forgot/send_otp' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-reset');
      await journey.page.goto(`/reset_password?email=${encodeURIComponent(account.email)}`);
      await journey.atPath('/reset_password', { focused: false });
      return {
        control: journey.control('reset-password-submit'),
        typed: [{ field: journey.f.email, value: account.email }],
        success: () => journey.atPath('/confirm_reset_password'),
        handOn: account,
      };
    },
    then: [
      {
        name: 'reset code: email new code',
        match: { path: '/v1/password/forgot/send_otp' },
        async prepare(journey, baseURL, account: TestAccount) {
          // The code the page was sent, so that the next one read is the new one.
          await nextCode(baseURL, account);
          await journey.type(journey.code, '12');
          return {
            control: journey.control('confirm-reset-password-resend'),
            typed: [{ field: journey.code, value: '12' }],
            // The new code is the one the next submit confirms.
            success: () => expect(journey.page.getByRole('status').filter({ hasText: journey.text('flow-code-sent') }).first()).toBeVisible(),
          };
        },
      },
      {
        name: 'reset code: confirming',
        match: { path: '/v1/password/forgot/verify_otp' },
        async prepare(journey, baseURL, account: TestAccount) {
          const code = await nextCode(baseURL, account);
          await journey.type(journey.code, code);
          return { control: journey.f.submit, typed: [{ field: journey.code, value: code }], success: () => journey.atPath('/complete_reset_password') };
        },
      },
      {
        name: 'reset: the new password, with a new kB',
        match: { path: '/v1/account/reset' },
        async prepare(journey) {
          return { ...(await typeNewPassword(journey, '/complete_reset_password')), success: () => journey.atPath('/reset_password_verified') };
        },
      },
    ],
  },
  {
    name: 'reset chooser: texting the recovery phone',
    match: { path: '/v1/recovery_phone/reset_password/send_code' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-reset-choice', { recoveryPhone: true });
      await pastTheCode(journey, baseURL, account);
      await journey.atPath('/reset_password_totp_recovery_choice');
      await journey.pick('reset-choice-phone', { phone: account.phone.slice(-4) });
      return { control: journey.control('reset-choice-submit'), typed: [], success: () => journey.atPath('/reset_password_recovery_phone'), handOn: account.phone };
    },
    then: [
      {
        name: 'reset: recovery phone code',
        match: { path: '/v1/recovery_phone/reset_password/confirm' },
        async prepare(journey, baseURL, phone: string) {
          const code = await smsCode(baseURL, phone, 2);
          await journey.type(journey.code, code);
          return { control: journey.f.submit, typed: [{ field: journey.code, value: code }], success: () => journey.atPath('/complete_reset_password') };
        },
      },
    ],
  },
  {
    name: 'reset: authenticator code',
    match: { path: '/v1/totp/verify' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-reset-totp', { totp: true });
      await pastTheCode(journey, baseURL, account);
      await journey.choose('reset-choice-totp');
      await journey.atPath('/confirm_totp_reset_password');
      const code = nextTotpCode(account.secret);
      await journey.type(journey.code, code);
      return { control: journey.f.submit, typed: [{ field: journey.code, value: code }], success: () => journey.atPath('/complete_reset_password') };
    },
  },
  {
    name: 'reset: backup code',
    match: { path: '/v1/totp/verify/recoveryCode' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-reset-backup', { totp: true });
      await pastTheCode(journey, baseURL, account);
      await journey.choose('reset-choice-backup-code', { count: 8 });
      await journey.atPath('/confirm_backup_code_reset_password');
      const code = account.backupCodes[0]!;
      await journey.type(journey.code, code);
      return { control: journey.f.submit, typed: [{ field: journey.code, value: code }], success: () => journey.atPath('/complete_reset_password') };
    },
  },
  {
    // The key's page traded the reset's tokens for the account-reset token on arrival (to show the key's hint): the press reads the recovery data.
    name: 'reset: the account recovery key',
    match: { path: '/v1/recoveryKey/bundle/', withId: true },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-reset-key', { recoveryKey: true });
      await pastTheCode(journey, baseURL, account);
      await journey.atPath('/reset_password_totp_recovery_choice');
      await journey.activate(journey.control('reset-choice-submit'));
      await journey.atPath('/account_recovery_confirm_key');
      const field = journey.page.locator('input[name="recoveryKey"]');
      const grouped = account.recoveryKey.match(/.{4}/g)!.join(' ');
      await journey.type(field, grouped);
      return {
        control: journey.control('account-recovery-confirm-key-submit'),
        typed: [{ field, value: grouped }],
        success: () => journey.atPath('/account_recovery_reset_password'),
      };
    },
    then: [
      {
        name: 'reset: the new password, keeping kB',
        match: { path: '/v1/account/reset_with_recovery_key' },
        async prepare(journey) {
          return {
            ...(await typeNewPassword(journey, '/account_recovery_reset_password')),
            success: () => journey.atPath('/reset_password_with_recovery_key_verified'),
          };
        },
      },
    ],
  },
];

describeSubmitFaults(CASES, resetJourney);
