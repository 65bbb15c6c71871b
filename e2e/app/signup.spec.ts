// The sign-up journey: entry → password → code (wrong, resent, right) →
// confirmed → settings → sign out, by pointer, by keyboard, and in Hebrew.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { Journey } from './support/journey';
import type { Input } from './support/journey';
import { codeFor, messagesTo, uniqueEmail } from './support/outbox';
import { fluent } from './support/text';

for (const input of ['pointer', 'keyboard'] as Input[]) {
  test(`sign up, fix a wrong code with a resent one, reach settings and sign out (${input})`, async ({ page, baseURL }) => {
    const journey = new Journey(page, input);
    const email = uniqueEmail(`signup-${input}`);
    await journey.signUp(email);
    await expect(page).toHaveTitle('Enter confirmation code | Orbit accounts');

    const first = await codeFor(baseURL!, email);
    const wrong = first === '000000' ? '111111' : '000000';
    await journey.enterCode(wrong);
    await expect(page.getByText('Invalid or expired confirmation code')).toBeVisible();
    await expect(journey.f.code).toHaveAttribute('aria-invalid', 'true');

    await journey.activate('resend');
    await expect(page.getByRole('status').filter({ hasText: 'A new code was sent to your email.' })).toContainText(
      fluent`Add ${'accounts@localhost'} to your contacts to ensure a smooth delivery.`,
    );
    await expectAccessible(page);
    await journey.confirm(baseURL!, email, 2);
    await expect(page).toHaveTitle('Settings | Orbit accounts');
    await journey.signOut();

    // Signed out: settings sends the visitor to the entry page, keeping where they were going.
    await page.goto('/settings?utm_source=e2e');
    await expect(page).toHaveURL(/\/\?redirect_to=%2Fsettings&utm_source=e2e$/);
  });
}

test.describe('in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('the whole journey reads right to left', async ({ page, baseURL }) => {
    const journey = new Journey(page, 'keyboard');
    const email = uniqueEmail('signup-he');
    await journey.openEntry();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^he/);
    await expect(journey.f.heading).toHaveText(/[\u0590-\u05FF]/);
    await journey.submitEmail(email);
    await journey.atPath('/signup');
    await expect(journey.f.heading).toHaveText(/[\u0590-\u05FF]/);
    await journey.choosePassword();
    await journey.atPath('/confirm_signup_code');
    await expect(journey.f.heading).toHaveText(/[\u0590-\u05FF]/);
    await journey.enterCode(await codeFor(baseURL!, email));
    await journey.atPath('/signup_confirmed');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await journey.activate('continueButton');
    await journey.atPath('/settings');
    await expect(journey.f.heading).toHaveText(/[\u0590-\u05FF]/);
    await journey.signOut();
  });
});

test('an expired code says how to get a new one, and the new one works without leaving the page', async ({ page, baseURL }) => {
  const journey = new Journey(page);
  const email = uniqueEmail('expired');
  await journey.signUp(email);
  const first = await codeFor(baseURL!, email);
  await page.route('**/v1/session/verify_code', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 400, errno: 153, error: 'Bad Request', message: 'This confirmation code has expired' }),
    }),
  );
  await journey.enterCode(first);
  await expect(page.getByText('This confirmation code has expired')).toBeVisible();
  await expect(page.getByText('Send yourself a new code with the button below; you can stay on this page.')).toBeVisible();
  await page.unroute('**/v1/session/verify_code');
  await journey.activate('resend');
  await expect(page).toHaveURL(/\/confirm_signup_code/);
  await journey.confirm(baseURL!, email, 2);
});

test('the code can be re-sent at most four times', async ({ page, baseURL }) => {
  const journey = new Journey(page);
  const email = uniqueEmail('resend-limit');
  await journey.signUp(email);
  for (let sent = 1; sent <= 4; sent++) {
    await journey.activate('resend');
    await expect.poll(async () => (await messagesTo(baseURL!, email)).length).toBe(sent + 1);
    await expect(page.getByText('A new code was sent to your email.')).toBeVisible();
  }
  await expect(journey.f.resend).toHaveCount(0);
  await expect(page.getByText("You've asked for new codes too many times.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await journey.confirm(baseURL!, email, 5);
});

test('Back and Forward keep the email', async ({ page }) => {
  const journey = new Journey(page);
  const email = uniqueEmail('history');
  await journey.openEntry('?utm_source=e2e');
  await journey.submitEmail(email);
  await journey.atPath('/signup');
  await expect(page).toHaveURL(/utm_source=e2e/);
  await expect(page.getByText(email)).toBeVisible();
  await page.goBack();
  await expect(journey.f.email).toHaveValue(email);
  await page.goForward();
  await expect(page.getByText(email)).toBeVisible();
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
});

test('a password breaking the rules is explained under its field and nothing typed is lost', async ({ page }) => {
  const journey = new Journey(page);
  const email = uniqueEmail('rules');
  await journey.openEntry();
  await journey.submitEmail(email);
  await journey.atPath('/signup');
  await journey.choosePassword('short', '30');
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  await journey.choosePassword(email, '30');
  await expect(page.getByText('Password must not be your email address')).toBeVisible();
  await journey.choosePassword('password123', '30');
  await expect(page.getByText('Password is too common')).toBeVisible();
  await journey.type('password', 'a long and uncommon passphrase');
  await journey.type('confirmation', 'a long and different passphrase');
  await journey.activate('submit');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(journey.f.password).toHaveValue('a long and uncommon passphrase');
  await expectAccessible(page);
  await journey.type('confirmation', 'a long and uncommon passphrase');
  await journey.type('age', '');
  await journey.activate('submit');
  await expect(page.getByText('You must enter your age to sign up')).toBeVisible();
  await journey.type('age', '9');
  await journey.activate('submit');
  await journey.atPath('/cannot_create_account');
});
