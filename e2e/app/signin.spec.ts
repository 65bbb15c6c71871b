// Sign-in journeys against the real server: a wrong password, the unblock
// code after too many, session confirmation by emailed code (wrong, expired,
// resent), the authenticator, a backup code, the recovery phone, throttling,
// a second account, and Back and Forward. Each runs by pointer, by keyboard
// alone and in Hebrew, with axe on every page reached.
import { expect, test } from '../support/app/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/app/axe';
import { PASSWORD, WRONG_PASSWORD, createAccount, nextTotpCode, wrongTotpCode } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { nextCode, smsCode } from '../support/app/outbox';
import { reachRecoveryPhone } from '../support/app/steps/signin';
import { VARIANTS } from '../support/app/variants';
import { signinJourney } from '../support/app/journeys';
import type { SigninJourney } from '../support/app/journeys';

/** An error answer of the REST contract, as the server words it. */
/** The address the test server's mail comes from (no MAIL_FROM is set). */
const MAIL_SENDER = 'accounts@localhost';

/** A new-code banner asks to add our sending address to the contacts, never the person's own. */
async function expectSenderInContacts(banner: Locator, journey: SigninJourney, ownEmail: string): Promise<void> {
  await expect(banner).toContainText(journey.text('flow-add-to-contacts', { email: MAIL_SENDER }));
  await expect(banner).not.toContainText(ownEmail);
}

function answerWith(page: Page, path: string, status: number, body: { errno: number; error: string; message: string } & Record<string, unknown>, headers: Record<string, string> = {}) {
  return page.route(`**${path}`, (route) =>
    route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify({ code: status, ...body }) }),
  );
}

/**
 * The code pages of sign-in and how the server answers a code that has run
 * out: 153 for the emailed confirmation code, 127 for an unblock code (the
 * server does not tell an old unblock code from a wrong one) and 183 for a
 * texted code. Each page keeps the way to a new code in view, and the new code
 * works on the same page.
 */
interface ExpiredCase {
  name: string;
  path: string;
  verify: string;
  answer: { errno: number; error: string; message: string };
  /** The messages shown for the expired code. */
  shown: ReadonlyArray<{ id: string }>;
  resentId: string;
  /** A new code by email: the banner asks to add our sending address to the contacts. */
  sentByMail?: boolean;
  setUp: (journey: SigninJourney, baseURL: string) => Promise<{ account: TestAccount; oldCode: string; newCode: () => Promise<string>; next: string }>;
}

const EXPIRED: readonly ExpiredCase[] = [
  {
    name: 'emailed confirmation code',
    path: '/signin_token_code',
    verify: '/v1/session/verify_code',
    answer: { errno: 153, error: 'Bad Request', message: 'This confirmation code has expired' },
    shown: [{ id: 'auth-error-153' }, { id: 'signin-code-expired-text' }],
    resentId: 'flow-code-sent',
    sentByMail: true,
    async setUp(journey, baseURL) {
      const account = await createAccount(baseURL, 'expired-code');
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      const oldCode = await nextCode(baseURL, account);
      return { account, oldCode, newCode: () => nextCode(baseURL, account), next: '/settings' };
    },
  },
  {
    name: 'unblock code',
    path: '/signin_unblock',
    verify: '/v1/account/login',
    answer: { errno: 127, error: 'Bad Request', message: 'Invalid authorization code' },
    shown: [{ id: 'auth-error-127' }],
    resentId: 'flow-code-sent',
    sentByMail: true,
    async setUp(journey, baseURL) {
      const account = await createAccount(baseURL, 'expired-unblock');
      await journey.reachUnblock(account);
      const oldCode = await nextCode(baseURL, account, 'unblock');
      return { account, oldCode, newCode: () => nextCode(baseURL, account, 'unblock'), next: '/signin_token_code' };
    },
  },
  {
    name: 'recovery phone code',
    path: '/signin_recovery_phone',
    verify: '/v1/recovery_phone/signin/confirm',
    answer: { errno: 183, error: 'Bad Request', message: 'Invalid or expired confirmation code' },
    shown: [{ id: 'auth-error-183' }],
    resentId: 'signin-text-resent',
    async setUp(journey, baseURL) {
      const { account, phone, code: oldCode } = await reachRecoveryPhone(journey, baseURL, 'expired-phone');
      return { account, oldCode, newCode: () => smsCode(baseURL, phone, 3), next: '/settings' };
    },
  },
];

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a wrong password is shown under the field; after four, the right one, a wrong code and a resent code reach settings', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'signin');
      const journey = signinJourney(page, variant);
      await journey.openSignin(account.email);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.locale ? 'rtl' : 'ltr');

      // A person who mistypes a few times is told each time, and is not asked for an unblock code.
      for (const wrong of [WRONG_PASSWORD, `${WRONG_PASSWORD}!`, `${WRONG_PASSWORD}.`, ` ${WRONG_PASSWORD}`]) {
        const answered = page.waitForResponse((response) => response.url().endsWith('/v1/account/login'));
        await journey.enterPassword(wrong);
        expect((await answered).status()).toBe(400);
        await expect(journey.password).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(journey.text('auth-error-103'))).toBeVisible();
        await expect(page).toHaveURL(/\/signin\?/);
      }

      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      const first = await nextCode(baseURL!, account);
      const wrong = first === '000000' ? '111111' : '000000';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, { id: 'auth-error-183' });

      await journey.activate(journey.control('signin-resend'));
      const resent = page.getByRole('status').filter({ hasText: journey.text('flow-code-sent') });
      await expect(resent.first()).toBeVisible();
      await expectSenderInContacts(resent.first(), journey, account.email);
      const second = await nextCode(baseURL!, account);
      await journey.enterCode(second);
      await journey.expectSettings(account.email);
      // The password is never stored.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain(PASSWORD);
    });

    test('after too many wrong passwords the emailed unblock code lets the sign-in through', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'unblock');
      const journey = signinJourney(page, variant);
      await journey.reachUnblock(account);
      const code = await nextCode(baseURL!, account, 'unblock');
      const wrong = code === 'ZZZZ9999' ? 'YYYY8888' : 'ZZZZ9999';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, { id: 'auth-error-127' });

      await journey.enterCode(code);
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.expectSettings(account.email);
    });

    test('two-step authentication: a wrong authenticator code, then the right one', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'totp', { totp: true });
      const journey = signinJourney(page, variant);
      await journey.openSignin(account.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await expect(journey.code).toHaveAttribute('inputmode', 'numeric');
      const wrong = wrongTotpCode(account.secret);
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, { id: 'auth-error-1054' });
      await journey.enterCode(nextTotpCode(account.secret));
      await journey.expectSettings(account.email);
    });

    test('two-step authentication with a backup code, asked at once when there is no recovery phone to choose', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'backup', { totp: true });
      const journey = signinJourney(page, variant);
      await journey.reachRecoveryCode(account);
      await expect(journey.code).toHaveAttribute('inputmode', 'text');
      await journey.enterCode('zzzzzzzzzz');
      await journey.expectCodeRejected('zzzzzzzzzz', { id: 'auth-error-1056' });
      await journey.enterCode(account.backupCodes[3]!);
      await journey.expectSettings(account.email);
    });

    test('two-step authentication with the recovery phone: a wrong code, a resent one', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'phone', { recoveryPhone: true });
      const phone = account.phone;
      const journey = signinJourney(page, variant);
      await journey.reachRecoveryChoice(account);
      await expect(page.getByRole('radio').first()).toBeChecked();
      await expect(page.getByText(phone.slice(-4))).toBeVisible();
      await journey.activate(journey.submit);
      await journey.atPath('/signin_recovery_phone');
      const first = await smsCode(baseURL!, phone, 2);
      const wrong = first === '000000' ? '111111' : '000000';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, { id: 'auth-error-183' });
      await journey.activate(journey.control('signin-resend'));
      await expect(page.getByRole('status').filter({ hasText: journey.text('signin-text-resent') }).first()).toBeVisible();
      await journey.enterCode(await smsCode(baseURL!, phone, 3));
      await journey.expectSettings(account.email);
    });

    test('the recovery choice waits to know whether the phone is offered before Continue works', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'phone-wait', { recoveryPhone: true });
      const journey = signinJourney(page, variant);
      // Hold the phone's status until the test lets it go.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/v1/recovery_phone', async (route) => {
        await held;
        await route.fallback();
      });
      await journey.reachRecoveryChoice(account);
      // Found by id: a busy submit button is a plain button until it is ready.
      const continueButton = journey.control('signin-recovery-choice-submit');
      await expect(continueButton).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('radio')).toHaveCount(1);
      await expect(page.getByRole('radio')).toBeDisabled();
      // A press while the page does not know yet goes nowhere.
      await continueButton.click({ force: true, noWaitAfter: true });
      await expect(page).toHaveURL((url) => url.pathname === '/signin_recovery_choice');
      release();
      await expect(page.getByRole('radio')).toHaveCount(2);
      await expect(page.getByRole('radio').first()).toBeChecked();
      await expect(page.getByRole('radio').last()).toBeEnabled();
      await expect(continueButton).not.toHaveAttribute('aria-busy', 'true');
      await expectAccessible(page);
      await journey.activate(journey.submit);
      await journey.atPath('/signin_recovery_phone');
    });

    for (const expired of EXPIRED) {
      test(`an expired ${expired.name} shows how to get a new one, which works on the same page`, async ({ page, baseURL }) => {
        const journey = signinJourney(page, variant);
        const { account, oldCode, newCode, next } = await expired.setUp(journey, baseURL!);
        await answerWith(page, expired.verify, 400, expired.answer);
        await journey.enterCode(oldCode);
        for (const { id } of expired.shown) await expect(page.getByText(journey.text(id)).first()).toBeVisible();
        await expect(journey.code).toHaveValue(oldCode);
        await expect(journey.code).toHaveAttribute('aria-invalid', 'true');
        const resend = journey.control('signin-resend');
        await expect(resend).toBeVisible();
        await expectAccessible(page);
        await page.unroute(`**${expired.verify}`);

        await journey.activate(resend);
        const sent = page.getByRole('status').filter({ hasText: journey.text(expired.resentId) }).first();
        await expect(sent).toBeVisible();
        if (expired.sentByMail) await expectSenderInContacts(sent, journey, account.email);
        await expect(page).toHaveURL((url) => url.pathname === expired.path);
        await journey.enterCode(await newCode());
        if (next === '/settings') await journey.expectSettings(account.email);
        else await journey.atPath(next);
      });
    }

    test('throttled by the server: the banner gives the localized retry time and the password stays', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'throttled');
      const journey = signinJourney(page, variant);
      await journey.openSignin(account.email);
      await answerWith(
        page,
        '/v1/account/login',
        429,
        { errno: 114, error: 'Too Many Requests', message: "You've tried too many times. Try again later.", retryAfter: 900, retryAfterLocalized: 'in 15 minutes' },
        { 'Retry-After': '900' },
      );
      await journey.enterPassword(PASSWORD);
      // The retry time is an isolated placeable of the sentence.
      await expect(page.getByRole('alert')).toHaveText(journey.text('auth-error-114', { retryAfterLocalized: 'in 15 minutes' }));
      await expect(journey.password).toHaveValue(PASSWORD);
      await expectAccessible(page);
      await page.unroute('**/v1/account/login');
      await journey.activate(journey.submit);
      await journey.atPath('/signin_token_code');
    });

    test('a second account on the same browser: signed in, the first is offered to continue; "Use a different account" signs it out, and nothing of it is left', async ({ page, baseURL }) => {
      // Two whole sign-ins: more time on a busy machine.
      test.slow();
      const first = await createAccount(baseURL!, 'first');
      const second = await createAccount(baseURL!, 'second');
      const journey = signinJourney(page, variant);
      // The first signs in; the second comes in through "Use a different account".
      await journey.openSignin(first.email);
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, first));
      await journey.expectSettings(first.email);
      await page.goto(`/signin?uid=${first.uid}`);
      await journey.atPath('/signin', { focused: false });
      // Signed in already: the account is offered, not its password.
      await expect(page.locator('#continue-as-email')).toHaveText(first.email);
      await expect(journey.password).toHaveCount(0);
      const firstSession = await page.evaluate((uid) => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.accounts'));
        return (JSON.parse(localStorage.getItem(key!)!) as Record<string, { sessionToken: string }>)[uid]!.sessionToken;
      }, first.uid);
      await journey.activate(journey.control('continue-as-use-different-account'));
      await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('uid'));
      const email = page.locator('input[name="email"]');
      await expect(email).toHaveValue('');
      await expectAccessible(page);
      // The first account's session ended on the server, and this browser forgot it.
      const status = await page.request.get(`${baseURL}/v1/session/status`, { headers: { Authorization: `Bearer ${firstSession}` } });
      expect(status.status()).toBe(401);
      await journey.type(email, second.email);
      await journey.activate(journey.submit);
      await journey.atPath('/signin');
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, second));
      await journey.expectSettings(second.email);
      const uids = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.accounts'));
        return key ? Object.keys(JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>) : [];
      });
      expect(uids).toEqual([second.uid]);
    });

    test('Back and Forward keep the email on the way to sign-in', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'history');
      const journey = signinJourney(page, variant);
      await journey.openSignin(account.email);
      await page.goBack();
      await expect(page.locator('input[name="email"]')).toHaveValue(account.email);
      await page.goForward();
      await journey.atPath('/signin', { focused: false });
      await expect(page.getByText(account.email)).toBeVisible();
      await page.reload();
      await expect(page.getByText(account.email)).toBeVisible();
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await page.goBack();
      await journey.atPath('/signin', { focused: false });
      await expect(page.getByText(account.email)).toBeVisible();
      // A password that was accepted is not shown again.
      await expect(journey.password).toHaveValue('');
      await page.goForward();
      await journey.atPath('/signin_token_code', { focused: false });
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.expectSettings(account.email);
    });
  });
}
