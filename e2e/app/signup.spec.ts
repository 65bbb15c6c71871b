// The sign-up journey: entry → password → code (wrong, expired, resent,
// right) → confirmed → settings → sign out, with the password rules (a
// password found in known breaches among them), the
// resend limit, and Back and Forward. Each runs by pointer, by keyboard alone
// and in Hebrew (right to left), with axe on every page reached.
import { expect, test } from '../support/app/test';
import { expectAccessible } from '../support/app/axe';
import { codeFor, messagesTo, uniqueEmail } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';
import { BREACHED_PASSWORD } from '../support/app/accounts';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('sign up, fix a wrong code with a resent one, reach settings and sign out', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const email = uniqueEmail(`signup-${variant.input}`);
      await journey.openEntry();
      await expect(page.locator('html')).toHaveAttribute('dir', variant.locale ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', variant.locale ? /^he/ : /^en/);
      await expect(journey.f.heading).toHaveText(journey.text('entry-heading'));
      await journey.submitEmail(email);
      await journey.atPath('/signup');
      await expect(journey.f.heading).toHaveText(journey.text('signup-heading'));
      await journey.choosePassword();
      await journey.atPath('/confirm_signup_code');
      await expect(page).toHaveTitle(journey.title('flow-confirmation-code-heading'));

      const first = await codeFor(baseURL!, email);
      const wrong = first === '000000' ? '111111' : '000000';
      await journey.enterCode(wrong);
      await expect(page.getByText(journey.text('auth-error-183'))).toBeVisible();
      await expect(journey.f.code).toHaveAttribute('aria-invalid', 'true');
      await expect(journey.f.code).toHaveValue(wrong);

      await journey.activate('resend');
      await expect(page.getByRole('status').filter({ hasText: journey.text('flow-code-sent') })).toContainText(
        journey.text('flow-add-to-contacts', { email: 'accounts@localhost' }),
      );
      await expectAccessible(page);
      await journey.confirm(baseURL!, email, 2);
      await expect(page).toHaveTitle(journey.title('settings-heading'));
      await expect(page.locator('html')).toHaveAttribute('dir', variant.locale ? 'rtl' : 'ltr');
      await journey.signOut();

      // Signed out: settings sends the visitor to the entry page, keeping where they were going.
      await page.goto('/settings?utm_source=e2e');
      await expect(page).toHaveURL(/\/\?redirect_to=%2Fsettings&utm_source=e2e$/);
    });

    test('an expired code says how to get a new one, and the new one works without leaving the page', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const email = uniqueEmail('expired');
      await journey.signUp(email);
      const first = await codeFor(baseURL!, email);
      // The server's answer to a code past its lifetime.
      await page.route('**/v1/session/verify_code', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 400, errno: 153, error: 'Bad Request', message: 'This confirmation code has expired' }),
        }),
      );
      await journey.enterCode(first);
      await expect(page.getByText(journey.text('auth-error-153'))).toBeVisible();
      await expect(page.getByText(journey.text('confirm-signup-code-expired-help'))).toBeVisible();
      await expect(journey.f.code).toHaveValue(first);
      await expect(journey.f.resend).toBeVisible();
      await expectAccessible(page);
      await page.unroute('**/v1/session/verify_code');
      await journey.activate('resend');
      await expect(page.getByRole('status').filter({ hasText: journey.text('flow-code-sent') })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/confirm_signup_code');
      await journey.confirm(baseURL!, email, 2);
    });

    test('the code can be re-sent at most four times', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const email = uniqueEmail('resend-limit');
      await journey.signUp(email);
      for (let sent = 1; sent <= 4; sent++) {
        await journey.activate('resend');
        await expect.poll(async () => (await messagesTo(baseURL!, email)).length).toBe(sent + 1);
        await expect(page.getByText(journey.text('flow-code-sent'))).toBeVisible();
      }
      await expect(journey.f.resend).toHaveCount(0);
      await expect(page.getByText(journey.text('flow-resend-limit'))).toBeVisible();
      await expectAccessible(page);
      await journey.confirm(baseURL!, email, 5);
    });

    test('Back and Forward keep the email', async ({ page }) => {
      const journey = newJourney(page, variant);
      const email = uniqueEmail('history');
      await journey.openEntry('?utm_source=e2e');
      await journey.submitEmail(email);
      await journey.atPath('/signup');
      await expect(page).toHaveURL(/utm_source=e2e/);
      await expect(page.getByText(email)).toBeVisible();
      await page.goBack();
      await expect(journey.f.email).toHaveValue(email);
      await expectAccessible(page);
      await page.goForward();
      await expect(page).toHaveURL((url) => url.pathname === '/signup');
      await expect(page.getByText(email)).toBeVisible();
      await page.reload();
      await expect(page.getByText(email)).toBeVisible();
      await journey.choosePassword();
      await journey.atPath('/confirm_signup_code');
      await expect(page.getByText(email)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/signup');
      await expect(page.getByText(email)).toBeVisible();
      // A password that was accepted is not shown again.
      await expect(journey.f.password).toHaveValue('');
      await page.goForward();
      await expect(page).toHaveURL((url) => url.pathname === '/confirm_signup_code');
      await expect(page.getByText(email)).toBeVisible();
    });

    test('a password breaking the rules is explained under its field and nothing typed is lost', async ({ page }) => {
      const journey = newJourney(page, variant);
      const email = uniqueEmail('rules');
      await journey.openEntry();
      await journey.submitEmail(email);
      await journey.atPath('/signup');
      const cases = [
        { password: 'short', id: 'auth-error-1009' },
        { password: email, id: 'auth-error-1057' },
        { password: 'password123', id: 'auth-error-1058' },
        // Found in known breaches, by the check made on submit.
        { password: BREACHED_PASSWORD, id: 'auth-error-1068' },
      ];
      for (const { password, id } of cases) {
        await journey.choosePassword(password, '30');
        await expect(page.getByText(journey.text(id))).toBeVisible();
        await expect(journey.f.password).toHaveValue(password);
        await expect(journey.f.password).toHaveAttribute('aria-invalid', 'true');
        // Focus lands on what to fix, even when the answer came from the server's range.
        await expect(journey.f.password).toBeFocused();
      }
      await journey.type('password', 'a long and uncommon passphrase');
      await journey.type('confirmation', 'a long and different passphrase');
      await journey.activate('submit');
      await expect(page.getByText(journey.text('auth-error-1004'))).toBeVisible();
      await expect(journey.f.confirmation).toBeFocused();
      await expect(journey.f.password).toHaveValue('a long and uncommon passphrase');
      await expectAccessible(page);
      await journey.type('confirmation', 'a long and uncommon passphrase');
      await journey.type('age', '');
      await journey.activate('submit');
      await expect(page.getByText(journey.text('auth-error-1031'))).toBeVisible();
      await journey.type('age', '9');
      await journey.activate('submit');
      await journey.atPath('/cannot_create_account');
    });
  });
}
