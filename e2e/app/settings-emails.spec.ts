// The emails page, by pointer in English and by keyboard in Hebrew, axe on
// every page: on a fixture account, add a secondary address (the step-up by
// the code mailed to the primary one first), confirm it with the code mailed
// to it, make it primary (the home's avatar letter follows), remove the old
// address; the list survives a reload. Then sign out and sign in with the new
// primary address and the same password: the account's kB is unchanged.
import { expect, test } from '../support/app/test';
import { deriveCredentials } from '../../app/lib/crypto';
import { PASSWORD, authClient } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { signInForKb } from '../support/app/keys';
import { codeFor, messagesTo, uniqueEmail } from '../support/app/outbox';
import { answerStepUp } from '../support/app/steps/step-up';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';

/**
 * Signs in over REST with the new primary address the way a browser does after
 * errno 120 (stretched with the sign-up address, the typed one named), asks
 * for the keys and unwraps kB (signInForKb).
 */
async function kBAfterSignIn(baseURL: string, signUpEmail: string, primary: string): Promise<string> {
  const credentials = await deriveCredentials(1, signUpEmail, PASSWORD);
  const api = authClient(baseURL);
  const typed = await api.POST('/v1/account/login', { body: { email: primary, authPW: (await deriveCredentials(1, primary, PASSWORD)).authPW } });
  expect(typed.error, 'the new primary address names the sign-up one').toMatchObject({ errno: 120, email: signUpEmail });
  // Signed in with the sign-up address as the salt; the code goes to the primary address.
  const mailbox = { email: primary, mails: (await messagesTo(baseURL, primary)).length };
  return signInForKb(baseURL, { email: signUpEmail, originalLoginEmail: primary }, credentials, mailbox);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('emails: add, confirm, make primary and remove an address; sign in with the new primary and the same password', async ({ page, baseURL }) => {
      test.slow();
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-emails-${variant.input}`, '/settings');
      const second = uniqueEmail(`zed-${variant.input}`);
      await expect(page.locator('#settings-secondary-emails')).toHaveCount(0);

      await journey.activate(journey.control('settings-action-emails'));
      await journey.atPath('/settings/emails');
      await expect(page).toHaveTitle(journey.title('settings-emails-heading'));
      await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveAttribute('id', 'settings-nav-profile');
      const field = page.locator('#settings-emails-new');

      // Not an address: said under the field, nothing sent, what was typed kept.
      await journey.type(field, 'zed@');
      await journey.activate(journey.control('settings-emails-add'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(journey.text('auth-error-1011'));
      await expect(field).toHaveValue('zed@');
      await expectAccessible(page);

      // The first change asks for the code mailed to the primary address.
      await journey.type(field, second);
      await journey.activate(journey.control('settings-emails-add'));
      await answerStepUp(journey, baseURL!, account);

      // The code mailed to the new address: a wrong one under the field, then the right one.
      const code = page.locator('#settings-emails-code');
      await expect(page.locator('#settings-emails-code-heading')).toHaveText(journey.text('settings-emails-code-heading'));
      await expect(code).toBeFocused();
      const right = await codeFor(baseURL!, second, 1);
      const wrong = right === '000000' ? '000001' : '000000';
      await journey.type(code, wrong);
      await journey.activate(journey.control('settings-emails-code-submit'));
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveAccessibleDescription(journey.text('auth-error-183'));
      await expect(code).toHaveValue(wrong);
      await expectAccessible(page);
      await journey.type(code, right);
      await journey.activate(journey.control('settings-emails-code-submit'));
      const notice = page.locator('#settings-emails-notice');
      await expect(notice).toHaveText(journey.text('settings-emails-confirmed-notice', { email: second }));
      await expect(page.locator('#settings-emails-row-0')).toContainText(journey.text('settings-emails-confirmed'));
      await expectAccessible(page);

      // Made primary with the step-up token still live: no second code.
      await journey.activate(journey.control('settings-emails-make-primary-0'));
      await expect(notice).toHaveText(journey.text('settings-emails-primary-notice', { email: second }));
      await expect(page.locator('#settings-emails-address-primary')).toHaveText(second);
      await expect(page.locator('#settings-emails-address-0')).toHaveText(account.email);
      await expectAccessible(page);

      // The home shows the new primary address and its letter.
      await journey.activate(journey.control('settings-back'));
      await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.hash === '#profile');
      await expect(page.locator('#settings-primary-email')).toHaveText(second);
      await expect(page.locator('#settings-secondary-emails')).toContainText(account.email);
      await expect(page.getByRole('img', { name: journey.text('settings-avatar-label', { letter: 'z' }) })).toBeVisible();
      await expectAccessible(page);

      // The sign-up address removed; the list survives a reload.
      await journey.activate(journey.control('settings-action-emails'));
      await journey.atPath('/settings/emails');
      await journey.activate(journey.control('settings-emails-remove-0'));
      await expect(notice).toHaveText(journey.text('settings-emails-removed-notice', { email: account.email }));
      await expect(page.locator('#settings-emails-list li')).toHaveCount(1);
      await expectAccessible(page);
      await page.reload();
      await journey.atPath('/settings/emails', { focused: false });
      await expect(page.locator('#settings-emails-list li')).toHaveCount(1);
      await expect(page.locator('#settings-emails-address-primary')).toHaveText(second);

      // Signed out, then in again with the new primary address and the same password.
      await page.goto('/settings');
      await journey.atPath('/settings', { focused: false });
      await journey.signOut();
      await journey.type('email', second);
      await journey.activate('submit');
      await journey.atPath('/signin');
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await journey.atPath('/signin_token_code');
      // The sign-in code goes to the new primary address (its second message).
      await journey.type('code', await codeFor(baseURL!, second, 2));
      await journey.activate('submit');
      await journey.atPath('/settings');
      await expect(page.locator('#settings-primary-email')).toHaveText(second);

      // The keys are those the account was made with.
      expect(await kBAfterSignIn(baseURL!, account.email, second)).toBe(account.kB);
    });
  });
}
