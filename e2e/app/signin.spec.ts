// Sign-in journeys against the real server: a wrong password, the unblock
// code after too many, session confirmation by emailed code (wrong, expired,
// resent), the authenticator, a backup code and the recovery phone. Each runs
// by pointer, by keyboard alone and in Hebrew, with axe on every page reached.
import { expect, test } from '@playwright/test';
import { codeFor } from './support/outbox';
import {
  PASSWORD,
  SigninJourney,
  VARIANTS,
  WRONG_PASSWORD,
  addRecoveryPhone,
  createAccount,
  createTwoStepAccount,
  nextTotpCode,
  smsCode,
  unblockCode,
  wrongTotpCode,
} from './signin-steps';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });
    const english = !variant.locale;

    test('a wrong password is shown under the field; the right one, a wrong code and a resent code reach settings', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'signin');
      const journey = new SigninJourney(page, variant.input);
      await journey.openSignin(account.email);
      if (!english) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await journey.enterPassword(WRONG_PASSWORD);
      await expect(journey.password).toHaveAttribute('aria-invalid', 'true');
      if (english) await expect(page.getByText('Incorrect password')).toBeVisible();
      await expect(page).toHaveURL(/\/signin\?/);

      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      const first = await codeFor(baseURL!, account.email, account.mails + 1);
      const wrong = first === '000000' ? '111111' : '000000';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, 'Invalid or expired confirmation code');

      await journey.activate(journey.control('signin-resend'));
      const resent = page.getByRole('status').filter({ hasText: english ? 'A new code was sent to your email.' : /.+/ });
      await expect(resent.first()).toBeVisible();
      const second = await codeFor(baseURL!, account.email, account.mails + 2);
      await journey.enterCode(second);
      await journey.expectSettings(account.email);
      // The password is never stored.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain(PASSWORD);
    });

    test('after two wrong passwords the emailed unblock code lets the sign-in through', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'unblock');
      const journey = new SigninJourney(page, variant.input);
      await journey.openSignin(account.email);
      for (const wrong of [WRONG_PASSWORD, `${WRONG_PASSWORD} again`]) {
        const answered = page.waitForResponse((response) => response.url().endsWith('/v1/account/login'));
        await journey.enterPassword(wrong);
        expect((await answered).status()).toBe(400);
        await expect(journey.password).toHaveAttribute('aria-invalid', 'true');
        await expect(journey.password).toHaveValue(wrong);
      }

      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_unblock');
      await expect(page.getByText(account.email)).toBeVisible();
      const code = await unblockCode(baseURL!, account.email, account.mails + 1);
      const wrong = code === 'ZZZZ9999' ? 'YYYY8888' : 'ZZZZ9999';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, 'Invalid authorization code');

      await journey.enterCode(code);
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await codeFor(baseURL!, account.email, account.mails + 2));
      await journey.expectSettings(account.email);
    });

    test('two-step authentication: a wrong authenticator code, then the right one', async ({ page, baseURL }) => {
      const account = await createTwoStepAccount(baseURL!, 'totp');
      const journey = new SigninJourney(page, variant.input);
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await expect(journey.code).toHaveAttribute('inputmode', 'numeric');
      const wrong = wrongTotpCode(account.secret);
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, 'Invalid two-step authentication code');
      await journey.enterCode(nextTotpCode(account.secret));
      await journey.expectSettings(account.email);
    });

    test('two-step authentication with a backup code', async ({ page, baseURL }) => {
      const account = await createTwoStepAccount(baseURL!, 'backup');
      const journey = new SigninJourney(page, variant.input);
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await journey.activate(journey.control('signin-totp-trouble'));
      await journey.atPath('/signin_recovery_choice');
      await journey.activate(journey.submit);
      await journey.atPath('/signin_recovery_code');
      await expect(journey.code).toHaveAttribute('inputmode', 'text');
      await journey.enterCode('zzzzzzzzzz');
      await journey.expectCodeRejected('zzzzzzzzzz', 'Invalid backup authentication code');
      await journey.enterCode(account.backupCodes[3]!);
      await journey.expectSettings(account.email);
    });

    test('two-step authentication with the recovery phone: a wrong code, a resent one', async ({ page, baseURL }) => {
      const account = await createTwoStepAccount(baseURL!, 'phone');
      const phone = await addRecoveryPhone(baseURL!, account);
      const journey = new SigninJourney(page, variant.input);
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await journey.activate(journey.control('signin-totp-trouble'));
      await journey.atPath('/signin_recovery_choice');
      await expect(page.getByRole('radio').first()).toBeChecked();
      await expect(page.getByText(phone.slice(-4))).toBeVisible();
      await journey.activate(journey.submit);
      await journey.atPath('/signin_recovery_phone');
      const first = await smsCode(baseURL!, phone, 2);
      const wrong = first === '000000' ? '111111' : '000000';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, 'Invalid or expired confirmation code');
      await journey.activate(journey.control('signin-resend'));
      await expect(page.getByRole('status').filter({ hasText: english ? 'A new code was sent to your phone.' : /.+/ }).first()).toBeVisible();
      await journey.enterCode(await smsCode(baseURL!, phone, 3));
      await journey.expectSettings(account.email);
    });
  });
}

test('an expired emailed code says how to get a new one, and the new one works on the same page', async ({ page, baseURL }) => {
  const account = await createAccount(baseURL!, 'expired');
  const journey = new SigninJourney(page, 'pointer');
  await journey.openSignin(account.email);
  await journey.enterPassword(PASSWORD);
  await journey.atPath('/signin_token_code');
  const first = await codeFor(baseURL!, account.email, account.mails + 1);
  await page.route('**/v1/session/verify_code', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 400, errno: 153, error: 'Bad Request', message: 'This confirmation code has expired' }),
    }),
  );
  await journey.enterCode(first);
  await expect(page.getByText('This confirmation code has expired').first()).toBeVisible();
  await expect(page.getByText('Select “Email new code” below to get a new one, then enter it here.')).toBeVisible();
  await expect(journey.code).toHaveValue(first);
  await page.unroute('**/v1/session/verify_code');
  await journey.activate(journey.control('signin-resend'));
  await expect(page).toHaveURL(/\/signin_token_code/);
  await journey.enterCode(await codeFor(baseURL!, account.email, account.mails + 2));
  await journey.expectSettings(account.email);
});

test('throttled by the server: the banner gives the localized retry time', async ({ page, baseURL }) => {
  const account = await createAccount(baseURL!, 'throttled');
  const journey = new SigninJourney(page, 'pointer');
  await journey.openSignin(account.email);
  await page.route('**/v1/account/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '900' },
      contentType: 'application/json',
      body: JSON.stringify({
        code: 429,
        errno: 114,
        error: 'Too Many Requests',
        message: "You've tried too many times. Try again later.",
        retryAfter: 900,
        retryAfterLocalized: 'in 15 minutes',
      }),
    }),
  );
  await journey.enterPassword(PASSWORD);
  // The retry time is an isolated placeable of the sentence.
  await expect(page.getByRole('alert')).toHaveText(/You've tried too many times\. Try again \u2068?in 15 minutes\u2069?\./);
  await expect(journey.password).toHaveValue(PASSWORD);
});

test('a second account on the same browser: "Use a different account", then uid picks between them', async ({ page, baseURL }) => {
  const first = await createAccount(baseURL!, 'first');
  const second = await createAccount(baseURL!, 'second');
  const journey = new SigninJourney(page, 'pointer');
  for (const account of [first, second]) {
    await journey.openSignin(account.email);
    await journey.enterPassword(PASSWORD);
    await journey.atPath('/signin_token_code');
    await journey.enterCode(await codeFor(baseURL!, account.email, account.mails + 1));
    await journey.expectSettings(account.email);
  }
  const uids = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accounts'));
    return key ? Object.keys(JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>) : [];
  });
  expect(uids.sort()).toEqual([first.uid, second.uid].sort());

  await page.goto(`/signin?uid=${first.uid}`);
  await expect(page.getByText(first.email)).toBeVisible();
  await journey.activate(journey.control('signin-use-different-account'));
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('uid'));
  await expect(page.locator('input[name="email"]')).toBeVisible();
});
