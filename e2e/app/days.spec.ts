// Journeys across flows, as people live them on one browser: each is about
// what one flow leaves for the next, not about any one page (those have their
// own suites). One person's day: signing up, two sensitive changes behind one
// "Confirm it's you", signing out from a sub-page and in again to the settings
// home, connecting a service while signed in without typing anything, a reset
// with the recovery key that shows its hint, then deleting the account. Two
// people on one browser: the second never meets the first's address, page or
// request. A day of an account made with a provider: a password is offered
// where a step needs one, and afterwards it signs in with it. Each runs by
// pointer in English and by keyboard alone in Hebrew; any console error or
// warning fails it (see ../support/app/test.ts).
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { PASSWORD, createAccount } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { codeFor, messagesTo, nextCode, uniqueEmail } from '../support/app/outbox';
import type { Mailbox } from '../support/app/outbox';
import { OAUTH_QUERY, expectSignedInAtService, serveTheService } from '../support/app/relying-party';
import { newJourney, resetJourney, signinJourney } from '../support/app/journeys';
import type { Journey } from '../support/app/journey';
import { NEW_PASSWORD } from '../support/app/steps/reset';
import { answerStepUp } from '../support/app/steps/step-up';
import { expectHomeSays } from '../support/app/steps/settings';
import { atProvider } from '../support/app/steps/third-party';
import { VARIANTS } from '../support/app/variants';

const SERVICE_REQUEST = `/oauth?${new URLSearchParams(OAUTH_QUERY).toString()}`;
const KEY_HINT = 'Behind the clock';

/** The mailbox of `email` from now on: codes mailed later are the next ones read. */
async function mailboxFrom(baseURL: string, email: string): Promise<Mailbox> {
  return { email, mails: (await messagesTo(baseURL, email)).length };
}

/** Step-up dialogs opened on the page from now on. */
function countStepUps(journey: Journey): () => number {
  let opened = 0;
  journey.page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v1/mfa/otp/request')) opened += 1;
  });
  return () => opened;
}

/** From the settings home: a recovery key made with the password and saved with a hint; the key is returned. */
async function makeRecoveryKey(journey: Journey, password: string, answer?: () => Promise<void>, { fromHome = true } = {}): Promise<string> {
  const { page } = journey;
  if (fromHome) {
    await journey.activate(journey.control('settings-action-recoveryKey'));
    await journey.atPath('/settings/account_recovery');
  }
  await journey.activate(journey.control('settings-recovery-key-start'));
  await journey.type(page.locator('#settings-recovery-key-password'), password);
  await journey.activate(journey.control('settings-recovery-key-create'));
  if (answer) await answer();
  const shown = page.locator('#settings-recovery-key-value');
  await expect(shown).toHaveText(/^A[0-9A-HJKMNP-TV-Z]{3}( [0-9A-HJKMNP-TV-Z]{4}){7}$/);
  const key = (await shown.textContent())!.replace(/\s/g, '');
  await journey.type(page.locator('#settings-recovery-key-hint'), KEY_HINT);
  await journey.activate(journey.control('settings-recovery-key-hint-save'));
  await expect(page.locator('#settings-recovery-key-hint-status')).toHaveText(journey.text('settings-recovery-key-hint-saved'));
  await journey.activate(journey.control('settings-recovery-key-done'));
  await expectHomeSays(journey, 'security', 'settings-recovery-key-created');
  return key;
}

/** Nothing of `email` anywhere on the page, nor in its address. */
async function expectNothingOf(page: Page, email: string): Promise<void> {
  await expect(page.locator('body')).not.toContainText(email);
  expect(page.url()).not.toContain(encodeURIComponent(email));
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test("one person's day: sign up, two changes behind one step-up, out from a sub-page and back to the home, a service connected without typing, a reset with the key's hint, then deletion", async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const journey = signinJourney(page, variant);
      const email = uniqueEmail(`day-${variant.input}`);

      // Signing up ends on the settings home.
      await journey.signUp(email);
      await journey.confirm(baseURL!, email);
      const stepUps = countStepUps(journey);
      const mailbox = await mailboxFrom(baseURL!, email);

      // The first sensitive change asks "Confirm it's you" once...
      const key = await makeRecoveryKey(journey, PASSWORD, () => answerStepUp(journey, baseURL!, mailbox));
      expect(stepUps()).toBe(1);

      // ...and the next one, another scope, asks nothing more.
      const second = uniqueEmail(`day-second-${variant.input}`);
      await journey.activate(journey.control('settings-action-emails'));
      await journey.atPath('/settings/emails');
      await journey.type(page.locator('#settings-emails-new'), second);
      await journey.activate(journey.control('settings-emails-add'));
      await expect(page.locator('#settings-emails-code-heading')).toHaveText(journey.text('settings-emails-code-heading'));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await journey.type(page.locator('#settings-emails-code'), await codeFor(baseURL!, second, 1));
      await journey.activate(journey.control('settings-emails-code-submit'));
      await expect(page.locator('#settings-emails-notice')).toHaveText(journey.text('settings-emails-confirmed-notice', { email: second }));
      await expect(page.locator('#settings-emails-row-0')).toContainText(journey.text('settings-emails-confirmed'));
      expect(stepUps()).toBe(1);

      // Signed out from a sub-page: the next sign-in goes to the settings home, not back there.
      await page.goto('/settings/display_name');
      await journey.atPath('/settings/display_name', { focused: false });
      await journey.signOut();
      await journey.nextPersonSignsIn(baseURL!, await mailboxFrom(baseURL!, email));

      // A service's request while signed in: continue as the account, nothing typed.
      await serveTheService(page);
      await page.goto(SERVICE_REQUEST);
      await journey.atPath('/oauth', { focused: false });
      await expect(page.locator('#continue-as-email')).toHaveText(email);
      await expect(journey.f.email).toHaveCount(0);
      await expectAccessible(page);
      await journey.activate(page.locator('#continue-as-submit'));
      await journey.atPath('/authorization', { focused: false });
      await journey.activate(page.locator('#oauth-consent-allow'));
      await expectSignedInAtService(page, baseURL!);

      // Forgot the password: the reset shows the key's hint, and the key keeps the account.
      const reset = resetJourney(page, variant);
      const resetMail = await mailboxFrom(baseURL!, email);
      await reset.openReset(email);
      await reset.enterCode(await nextCode(baseURL!, resetMail));
      await reset.expectChoices([{ id: 'reset-choice-use-key' }, { id: 'reset-choice-without-key' }]);
      await journey.activate(journey.control('reset-choice-submit'));
      await journey.atPath('/account_recovery_confirm_key');
      await expect(page.locator('#account-recovery-confirm-key-hint')).toHaveText(journey.text('reset-key-hint', { hint: KEY_HINT }));
      await journey.type(page.locator('input[name="recoveryKey"]'), key);
      await journey.activate(journey.control('account-recovery-confirm-key-submit'));
      await reset.setNewPassword('/account_recovery_reset_password', '/reset_password_with_recovery_key_verified', email);

      // Deleted with the new password: a clean entry page, and nothing of the account left on it.
      await page.goto('/settings/delete_account');
      await journey.atPath('/settings/delete_account', { focused: false });
      for (const name of ['data', 'subscriptions', 'devices', 'permanent']) await journey.driver.toggle(page.locator(`input[name="${name}"]`));
      await journey.activate(journey.control('settings-delete-account-continue'));
      await journey.type(page.locator('#settings-delete-account-password'), NEW_PASSWORD);
      await journey.activate(journey.control('settings-delete-account-submit'));
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(page.locator('#one-shot-alert')).toContainText(journey.text('settings-delete-account-done'));
      await expect(journey.f.email).toHaveValue('');
      await expectAccessible(page);
    });

    test('two people on one browser: the second never meets the first one\'s address, page or request', async ({ page, baseURL }) => {
      test.slow();
      const journey = signinJourney(page, variant);
      const first = await journey.openAs(baseURL!, `day-first-${variant.input}`, '/settings/emails');
      await expect(page.locator('body')).toContainText(first.email);

      // The first person signs out from where they were.
      await journey.signOut();
      await expectNothingOf(page, first.email);

      // The second signs in from that page and lands on their own home.
      const secondPerson = await createAccount(baseURL!, `day-second-${variant.input}`);
      await journey.nextPersonSignsIn(baseURL!, secondPerson);
      await expectNothingOf(page, first.email);

      // A service's request meets the second person, and 'Use a different account' leaves an empty form.
      await serveTheService(page);
      await page.goto(SERVICE_REQUEST);
      await journey.atPath('/oauth', { focused: false });
      await expect(page.locator('#continue-as-email')).toHaveText(secondPerson.email);
      await expectNothingOf(page, first.email);
      await journey.activate(page.locator('#continue-as-use-different-account'));
      await expect(journey.f.email).toBeVisible();
      await expect(journey.f.email).toHaveValue('');
      await expectAccessible(page);

      // The first person, back on the same browser, is asked everything again and lands on the home.
      await page.goto('/');
      await journey.nextPersonSignsIn(baseURL!, first);
      await expectNothingOf(page, secondPerson.email);
    });

    test("a day of an account made with a provider: a password is offered where a step needs one, then it signs in with it", async ({ page, baseURL }) => {
      test.slow();
      const journey = newJourney(page, variant);
      const email = uniqueEmail(`day-provider-${variant.input}`);
      await journey.openEntry();
      await journey.activate(journey.control('third-party-google'));
      await atProvider(journey, email);
      await expect(page).toHaveURL((url) => url.pathname === '/settings');

      // The recovery key needs a password: creating one is offered, never "Incorrect password".
      await journey.activate(journey.control('settings-action-recoveryKey'));
      await journey.atPath('/settings/account_recovery');
      await expect(page.locator('#settings-recovery-key-no-password')).toHaveText(journey.text('settings-recovery-key-no-password'));
      await journey.activate(journey.control('settings-recovery-key-no-password-create'));
      await journey.atPath('/settings/create_password');
      await journey.type(page.locator('#settings-create-password-password'), PASSWORD);
      await journey.type(page.locator('#settings-create-password-confirm'), PASSWORD);
      await journey.activate(journey.control('settings-create-password-save'));
      // Back on the page that asked, which says the password is made and now offers the key.
      await expect(page).toHaveURL((url) => url.pathname === '/settings/account_recovery');
      await expect(page.locator('#settings-alert')).toHaveText(journey.text('settings-password-created'));
      await expect(page.locator('#settings-recovery-key-no-password')).toHaveCount(0);

      // Now the key, behind one step-up, with the password just made.
      const mailbox = await mailboxFrom(baseURL!, email);
      await makeRecoveryKey(journey, PASSWORD, () => answerStepUp(journey, baseURL!, mailbox), { fromHome: false });

      // Out, and in again with the password: the settings home.
      await journey.signOut();
      const signin = signinJourney(page, variant);
      await signin.nextPersonSignsIn(baseURL!, await mailboxFrom(baseURL!, email));
    });
  });
}
