// Two-step authentication and backup codes in settings, by pointer in English
// and by keyboard in Hebrew, axe on every page. On a plain fixture account:
// set up an authenticator from the key the page shows (its codes computed
// here, nothing scanned), keep the backup codes (copied and downloaded), see
// it in recent activity, sign out and in with the authenticator, move to a new
// app, and turn it off. On a fixture account with two-step: sign in with a
// backup code, then replace the codes. Each change's step-up is the emailed code.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/app/test';
import { PASSWORD, createAccount, nextTotpCode, totpCode, wrongTotpCode } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { VARIANTS } from '../support/app/variants';
import { grantClipboard, shownKey } from '../support/app/steps/secrets';
import { answerStepUp } from '../support/app/steps/step-up';
import type { Journey } from '../support/app/journey';
import { newJourney, signinJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

/** The settings home, its security section in view, saying `alert`. */
async function homeSays(journey: Journey, alert: string): Promise<void> {
  await expectHomeSays(journey, 'security', alert);
  await expectAccessible(journey.page);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('two-step: set up from the typed key, keep the backup codes, sign in with the app, move to a new app, turn it off', async ({ page, baseURL }) => {
      test.slow();
      await grantClipboard(page, baseURL!);
      const journey = newJourney(page, variant);
      const signin = signinJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-totp-${variant.input}`, '/settings');
      await expect(page.locator('#settings-two-step')).toHaveText(journey.text('settings-row-two-step-off'));

      await journey.activate(journey.control('settings-action-twoStep'));
      await journey.atPath('/settings/two_step_authentication');
      await expect(page).toHaveTitle(journey.title('settings-two-step-heading'));
      await journey.activate(journey.control('settings-two-step-start'));
      await answerStepUp(journey, baseURL!, account);

      // The key as an app takes it, then a wrong code and the right one.
      const key = await shownKey(journey, account.email);
      await expect(page.locator('#settings-totp-issuer')).not.toBeEmpty();
      const field = page.locator('#settings-totp-code');
      await journey.activate(journey.control('settings-totp-code-submit'));
      await expect(field).toHaveAccessibleDescription(journey.text('auth-error-1053'));
      const wrong = wrongTotpCode(key);
      await journey.type(field, wrong);
      await journey.activate(journey.control('settings-totp-code-submit'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(journey.text('auth-error-1054'));
      await expect(field).toHaveValue(wrong);
      await expectAccessible(page);
      await journey.type(field, totpCode(key));
      await journey.activate(journey.control('settings-totp-code-submit'));

      // The backup codes, shown once: copied and downloaded as they are.
      const list = page.locator('#settings-backup-codes li');
      await expect(list).toHaveCount(8);
      const codes = await list.allTextContents();
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
      await expectAccessible(page);
      await journey.activate(journey.control('settings-backup-codes-copy'));
      await expect(page.locator('#settings-backup-codes-status')).toHaveText(journey.text('settings-backup-codes-copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
      const downloading = page.waitForEvent('download');
      await journey.activate(journey.control('settings-backup-codes-download'));
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('backup-authentication-codes.txt');
      const file = await readFile((await download.path())!, 'utf8');
      expect(file.split('\r\n')).toEqual(expect.arrayContaining([account.email, ...codes]));

      // One of them typed back turns two-step on.
      await journey.activate(journey.control('settings-two-step-codes-saved'));
      const confirm = page.locator('#settings-backup-code-confirm');
      await journey.type(confirm, 'zzzzzzzzzz');
      await journey.activate(journey.control('settings-backup-code-confirm-submit'));
      await expect(confirm).toHaveAccessibleDescription(journey.text('auth-error-1056'));
      await expectAccessible(page);
      await journey.type(confirm, codes[2]!);
      await journey.activate(journey.control('settings-backup-code-confirm-submit'));
      await homeSays(journey, 'settings-two-step-enabled');
      await expect(page.locator('#settings-two-step')).toHaveText(journey.text('settings-row-two-step-on'));
      await expect(page.locator('#settings-backup-codes-count')).toHaveText(journey.text('settings-row-backup-codes-count', { count: 8 }));

      // Recent activity names it in the page's language.
      await journey.activate(journey.control('settings-action-recentActivity'));
      await journey.atPath('/settings/recent_activity');
      await expect(page.getByText(journey.text('settings-event-two-factor-added'))).toBeVisible();
      await expect(page.getByText(journey.text('settings-event-backup-codes-created'))).toBeVisible();

      // Signed out, then in with the password and the app's next code.
      await page.goto('/settings');
      await journey.atPath('/settings', { focused: false });
      await journey.signOut();
      await signin.openSignin(account.email);
      await signin.enterPassword(PASSWORD);
      await signin.atPath('/signin_totp_code');
      await signin.enterCode(nextTotpCode(key));
      await signin.expectSettings(account.email);

      // A new app: the old key works until the new one's code is in.
      await journey.activate(journey.control('settings-action-twoStep'));
      await journey.atPath('/settings/two_step_authentication');
      await expect(page.locator('#settings-two-step-codes-left')).toHaveText(journey.text('settings-row-backup-codes-count', { count: 8 }));
      await journey.activate(journey.control('settings-two-step-replace'));
      await answerStepUp(journey, baseURL!, account);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('settings-two-step-replace-heading'));
      const newKey = await shownKey(journey, account.email);
      await expect(page.locator('#settings-totp-issuer')).not.toBeEmpty();
      expect(newKey).not.toBe(key);
      await journey.type(page.locator('#settings-totp-code'), totpCode(newKey));
      await journey.activate(journey.control('settings-totp-code-submit'));
      await homeSays(journey, 'settings-two-step-replaced');

      // Off, after the confirmation.
      await journey.activate(journey.control('settings-action-twoStep'));
      await journey.atPath('/settings/two_step_authentication');
      await journey.activate(journey.control('settings-two-step-disable'));
      const dialog = page.getByRole('dialog', { name: journey.text('settings-two-step-disable-confirm-heading') });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await journey.activate(journey.control('settings-two-step-disable-confirm'));
      await homeSays(journey, 'settings-two-step-disabled');
      await expect(page.locator('#settings-two-step')).toHaveText(journey.text('settings-row-two-step-off'));
      await expect(page.locator('#settings-backup-codes-count')).toHaveCount(0);
    });

    test('backup codes: one used to sign in, then new codes replace the rest', async ({ page, baseURL }) => {
      test.slow();
      const account = await createAccount(baseURL!, `settings-codes-${variant.input}`, { totp: true });
      const signin = signinJourney(page, variant);
      await signin.reachRecoveryCode(account);
      await signin.enterCode(account.backupCodes[4]!);
      await signin.expectSettings(account.email);
      await expect(page.locator('#settings-backup-codes-count')).toHaveText(signin.text('settings-row-backup-codes-count', { count: 7 }));

      await signin.activate(signin.control('settings-action-backupCodes'));
      await signin.atPath('/settings/two_step_authentication/replace_codes');
      await expect(page.locator('#settings-backup-codes-remaining')).toHaveText(signin.text('settings-backup-codes-remaining', { count: 7 }));
      await signin.activate(signin.control('settings-backup-codes-create'));
      await answerStepUp(signin, baseURL!, account);
      const list = page.locator('#settings-backup-codes li');
      await expect(list).toHaveCount(8);
      const codes = await list.allTextContents();
      expect(codes).not.toContain(account.backupCodes[0]);
      await expectAccessible(page);
      await signin.activate(signin.control('settings-backup-codes-done'));
      await homeSays(signin, 'settings-backup-codes-replaced');
      await expect(page.locator('#settings-backup-codes-count')).toHaveText(signin.text('settings-row-backup-codes-count', { count: 8 }));

      // The new codes are the ones that sign in.
      await signin.signOut();
      await signin.reachRecoveryCode(account);
      await signin.enterCode(account.backupCodes[0]!);
      await signin.expectCodeRejected(account.backupCodes[0]!, { id: 'auth-error-1056' });
      await signin.enterCode(codes[7]!);
      await signin.expectSettings(account.email);
    });
  });
}
