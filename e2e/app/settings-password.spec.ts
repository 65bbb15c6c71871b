// Changing the password from settings, by pointer in English and by keyboard
// in Hebrew, axe on every page: on a fixture account also signed in in a
// second browser, a repetition that differs and a wrong current password are
// said under their fields with nothing lost and no code mailed; the right one
// asks for the step-up code mailed to the account, and the home says the
// password changed. This browser stays signed in (its session was replaced),
// the other one is signed out to a clean entry page, where another account
// signs in and lands on the settings home (not on the page that browser had
// open); recent activity names the change, and after signing out from that
// page the new password signs in, and it opens the same kB. A new password
// found in known breaches is refused under its field before anything is sent.
// Signing in with a password found in known breaches leads on as usual, and
// the settings home then asks for a new one until one is set.
import { expect, test } from '../support/app/test';
import { BREACHED_PASSWORD, PASSWORD, WRONG_PASSWORD, authClient, createAccount, signInBrowser } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { nextCode } from '../support/app/outbox';
import { currentKb } from '../support/app/keys';
import { answerStepUp } from '../support/app/steps/step-up';
import { VARIANTS } from '../support/app/variants';
import { signinJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

const NEW_PASSWORD = 'an entirely different passphrase';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('password: change it with the mailed step-up code; another browser is signed out; the new password signs in with the same kB', async ({ page, browser, baseURL }) => {
      test.slow();
      const journey = signinJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-password-${variant.input}`, '/settings', { otherDevice: true });

      // The same account in another browser.
      const otherContext = await browser.newContext({ baseURL, ...(variant.locale ? { locale: variant.locale } : {}) });
      const other = await otherContext.newPage();
      await signInBrowser(other, { ...account, sessionToken: account.otherSessionToken });
      await other.goto('/settings/display_name');
      await expect(other).toHaveURL((url) => url.pathname === '/settings/display_name');
      // The second browser loads its own copy of the app beside the first: allow it the time a cold start takes.
      await expect(other.locator('#settings-display-name-field')).toBeVisible({ timeout: 15_000 });

      await expect(page.locator('#settings-action-password')).toHaveText(journey.text('settings-action-change'));
      await journey.activate(journey.control('settings-action-password'));
      await journey.atPath('/settings/change_password');
      await expect(page).toHaveTitle(journey.title('settings-change-password-heading'));
      await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveAttribute('id', 'settings-nav-security');
      const current = page.locator('#settings-change-password-current');
      const fresh = page.locator('#settings-change-password-new-password');
      const repeat = page.locator('#settings-change-password-new-confirm');
      const save = journey.control('settings-change-password-save');
      const dialog = page.getByRole('dialog', { name: journey.text('settings-step-up-heading') });

      // A repetition that differs: under its field, nothing sent, nothing lost.
      await journey.type(current, WRONG_PASSWORD);
      await journey.type(fresh, NEW_PASSWORD);
      await journey.type(repeat, `${NEW_PASSWORD}!`);
      await journey.activate(save);
      await expect(repeat).toHaveAttribute('aria-invalid', 'true');
      await expect(repeat).toHaveAccessibleDescription(journey.text('auth-error-1004'));
      await expect(fresh).toHaveValue(NEW_PASSWORD);
      await expectAccessible(page);

      // A wrong current password: the server's answer under that field, before any code is mailed.
      await journey.type(repeat, NEW_PASSWORD);
      const checked = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/v1/session/reauth'));
      await journey.activate(save);
      expect((await checked).status()).toBe(400);
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription(journey.text('auth-error-103'));
      await expect(current).toBeFocused();
      await expect(current).toHaveValue(WRONG_PASSWORD);
      await expect(fresh).toHaveValue(NEW_PASSWORD);
      await expect(repeat).toHaveValue(NEW_PASSWORD);
      await expect(dialog).toHaveCount(0);
      await expectAccessible(page);

      // A new password found in known breaches: under its field, checked before anything is stretched or sent.
      await journey.type(current, PASSWORD);
      await journey.type(fresh, BREACHED_PASSWORD);
      await journey.type(repeat, BREACHED_PASSWORD);
      await journey.activate(save);
      await expect(fresh).toHaveAttribute('aria-invalid', 'true');
      await expect(fresh).toHaveAccessibleDescription(journey.text('auth-error-1068'));
      await expect(fresh).toHaveValue(BREACHED_PASSWORD);
      await expect(fresh).toBeFocused();
      await expect(dialog).toHaveCount(0);
      await journey.type(fresh, NEW_PASSWORD);
      await journey.type(repeat, NEW_PASSWORD);

      // The right one: the code mailed for the step-up, then the home says it is done.
      await journey.type(current, PASSWORD);
      await journey.activate(save);
      await answerStepUp(journey, baseURL!, account);
      await expectHomeSays(journey, 'security', 'settings-password-changed');
      await expectAccessible(page);

      // This browser holds the new session: still signed in after a reload, and the change is in recent activity.
      await page.reload();
      await journey.atPath('/settings', { focused: false });
      await journey.activate(journey.control('settings-action-recentActivity'));
      await journey.atPath('/settings/recent_activity');
      await expect(page.locator('#settings-activity-list li').first().locator('.settings-activity-name')).toHaveText(journey.text('settings-event-password-changed'));

      // The other browser's session ended with the change: a clean entry page, where the next
      // person on that browser signs in and lands on the settings home, not on the page left open.
      await other.reload();
      await expect(other).toHaveURL((url) => url.pathname === '/' && url.search === '', { timeout: 15_000 });
      await signinJourney(other, variant).nextPersonSignsIn(baseURL!, await createAccount(baseURL!, `settings-password-next-${variant.input}`));
      await otherContext.close();

      // Signed out from the page shown (a clean entry page), the old password is wrong and the new one signs in.
      await journey.signOut();
      await journey.signInWithNewPassword(baseURL!, account, PASSWORD, NEW_PASSWORD);

      // kB is the account's own, read under the new password, which the change stretched with key stretching v2.
      const status = await authClient(baseURL!).POST('/v1/account/credentials/status', { body: { email: account.email } });
      expect(status.data, 'the change upgraded the account to key stretching v2').toMatchObject({ currentVersion: 'v2' });
      expect(await currentKb(baseURL!, account, NEW_PASSWORD)).toBe(account.kB);
    });

    test('signed in with a password found in known breaches: the settings home asks for a new one until it is changed', async ({ page, baseURL }) => {
      test.slow();
      const journey = signinJourney(page, variant);
      // The server takes any password's authPW: it never sees the password, so only the browser can check it.
      const account = await createAccount(baseURL!, `settings-breached-${variant.input}`, { password: BREACHED_PASSWORD });
      await journey.openSignin(account.email);
      await journey.enterPassword(BREACHED_PASSWORD);
      // Nothing stops the sign-in: its confirmation code, then the settings home.
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.expectSettings(account.email);
      const notice = page.locator('#settings-password-compromised');
      await expect(notice.getByText(journey.text('settings-password-compromised-heading'))).toBeVisible();
      await expect(notice.getByText(journey.text('settings-password-compromised-description'))).toBeVisible();
      await expectAccessible(page);
      // Still asked after a reload.
      await page.reload();
      await journey.atPath('/settings', { focused: false });
      await expect(notice).toBeVisible();

      await journey.activate(notice.getByRole('link', { name: journey.text('settings-password-compromised-link') }));
      await journey.atPath('/settings/change_password');
      await journey.type(page.locator('#settings-change-password-current'), BREACHED_PASSWORD);
      await journey.type(page.locator('#settings-change-password-new-password'), NEW_PASSWORD);
      await journey.type(page.locator('#settings-change-password-new-confirm'), NEW_PASSWORD);
      await journey.activate(journey.control('settings-change-password-save'));
      await answerStepUp(journey, baseURL!, account);
      await expectHomeSays(journey, 'security', 'settings-password-changed');
      await expect(notice).toHaveCount(0);
    });
  });
}
