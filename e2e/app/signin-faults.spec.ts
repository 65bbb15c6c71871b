// Faults on every sign-in form submit: a server error, 429 with Retry-After,
// a timeout, a reset connection and being offline each give a clear error,
// keep what was typed, and the retry succeeds once the fault is gone.
import { expect, test } from '@playwright/test';
import { FAULTS, FAULT_MESSAGES, slowNetwork, withFault } from './support/faults';
import { codeFor } from './support/outbox';
import { PASSWORD, SigninJourney, createAccount } from './signin-steps';

// The retry time is an isolated placeable of the sentence.
const MESSAGES = { ...FAULT_MESSAGES, throttled: /You've tried too many times\. Try again \u2068?in 30 seconds\u2069?\./ };

for (const fault of FAULTS) {
  test(`password step under ${fault}`, async ({ page, context, baseURL }) => {
    const account = await createAccount(baseURL!, `fault-password-${fault}`);
    const journey = new SigninJourney(page, 'pointer');
    await journey.openSignin(account.email);
    await journey.fill(journey.password, PASSWORD);
    await withFault({
      page,
      context,
      fault,
      match: { path: '/v1/account/login' },
      message: MESSAGES[fault],
      submit: () => journey.activate(journey.submit),
      typed: [{ field: journey.password, value: PASSWORD }],
      success: () => journey.atPath('/signin_token_code'),
    });
  });

  test(`emailed code under ${fault}`, async ({ page, context, baseURL }) => {
    const account = await createAccount(baseURL!, `fault-code-${fault}`);
    const journey = new SigninJourney(page, 'pointer');
    await journey.openSignin(account.email);
    await journey.enterPassword(PASSWORD);
    await journey.atPath('/signin_token_code');
    const code = await codeFor(baseURL!, account.email, account.mails + 1);
    await journey.fill(journey.code, code);
    await withFault({
      page,
      context,
      fault,
      match: { path: '/v1/session/verify_code' },
      message: MESSAGES[fault],
      submit: () => journey.activate(journey.submit),
      typed: [{ field: journey.code, value: code }],
      success: () => journey.expectSettings(account.email),
    });
  });
}

test('a slow network shows the busy button, then signs in', async ({ page, baseURL }) => {
  const account = await createAccount(baseURL!, 'fault-slow');
  const journey = new SigninJourney(page, 'pointer');
  await journey.openSignin(account.email);
  // Slower than usual, still within the request timeout.
  await slowNetwork(page, { path: '/v1/account/login' }, 2000);
  await journey.fill(journey.password, PASSWORD);
  await journey.control('signin-submit').click({ noWaitAfter: true });
  await expect(journey.control('signin-submit')).toHaveAttribute('aria-busy', 'true');
  await journey.atPath('/signin_token_code');
});
