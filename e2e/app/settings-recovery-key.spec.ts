// The account recovery key in settings, by pointer in English and by keyboard
// in Hebrew, axe on every page: from the home's row, the password (a wrong
// one first), the step-up's emailed code, the key shown in groups of four
// with a hint saved; replaced by a new one, deleted after its confirmation,
// made again; then signed out, the password reset with that key, and kB the
// same under the new password.
import { expect, test } from '../support/app/test';
import { PASSWORD, WRONG_PASSWORD, authClient } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { nextCode } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { currentKb } from '../support/app/keys';
import { NEW_PASSWORD } from '../support/app/steps/reset';
import { answerStepUp } from '../support/app/steps/step-up';
import { newJourney, resetJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('recovery key: made from settings after the password, with a hint, replaced, deleted, made again, then a reset with it keeps kB', async ({ page, baseURL }) => {
      test.slow();
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-key-${variant.input}`, '/settings');
      await expect(page.locator('#settings-recovery-key')).toHaveText(journey.text('settings-row-recovery-key-none'));

      await journey.activate(journey.control('settings-action-recoveryKey'));
      await journey.atPath('/settings/account_recovery');
      await expect(page).toHaveTitle(journey.title('settings-recovery-key-heading'));
      await journey.activate(journey.control('settings-recovery-key-start'));
      const password = page.locator('#settings-recovery-key-password');
      await expect(password).toBeFocused();

      // A wrong password is said under the field, before any code is emailed.
      await journey.type(password, WRONG_PASSWORD);
      await journey.activate(journey.control('settings-recovery-key-create'));
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(journey.text('auth-error-103'))).toBeVisible();
      await expectAccessible(page);

      await journey.type(password, PASSWORD);
      await journey.activate(journey.control('settings-recovery-key-create'));
      // The recovery_key step-up, answered with the code mailed for it.
      await answerStepUp(journey, baseURL!, account);

      // The key, once, in eight groups of four; the version mark A first.
      const shown = page.locator('#settings-recovery-key-value');
      await expect(shown).toHaveText(/^A[0-9A-HJKMNP-TV-Z]{3}( [0-9A-HJKMNP-TV-Z]{4}){7}$/);
      const key = (await shown.textContent())!.replace(/\s/g, '');
      await expectAccessible(page);

      await journey.type(page.locator('#settings-recovery-key-hint'), 'Im Schrank');
      await journey.activate(journey.control('settings-recovery-key-hint-save'));
      await expect(page.locator('#settings-recovery-key-hint-status')).toHaveText(journey.text('settings-recovery-key-hint-saved'));
      await journey.activate(journey.control('settings-recovery-key-done'));
      await expectHomeSays(journey, 'security', 'settings-recovery-key-created');
      await expect(page.locator('#settings-recovery-key')).toHaveText(journey.text('settings-row-recovery-key-set'));
      await expectAccessible(page);

      // The server has the key.
      const exists = await authClient(baseURL!, account.sessionToken).GET('/v1/recoveryKey/exists');
      expect(exists.data).toMatchObject({ exists: true });

      // Replaced: a new key after the password (the step-up's token is still good), another one than the first.
      await journey.activate(journey.control('settings-action-recoveryKey'));
      await journey.atPath('/settings/account_recovery');
      await expect(page.locator('#settings-recovery-key-state')).toHaveText(journey.text('settings-recovery-key-exists-lead'));
      await journey.activate(journey.control('settings-recovery-key-replace'));
      await expect(password).toBeFocused();
      await journey.type(password, PASSWORD);
      await journey.activate(journey.control('settings-recovery-key-create'));
      await expect(shown).toHaveText(/^A[0-9A-HJKMNP-TV-Z]{3}( [0-9A-HJKMNP-TV-Z]{4}){7}$/);
      const replaced = (await shown.textContent())!.replace(/\s/g, '');
      expect(replaced).not.toBe(key);
      await expectAccessible(page);
      await journey.activate(journey.control('settings-recovery-key-done'));
      await expect(page.locator('#settings-alert')).toHaveText(journey.text('settings-recovery-key-created'));

      // Deleted, after its confirmation: the home says so and the server has none.
      await journey.activate(journey.control('settings-action-recoveryKey'));
      await journey.atPath('/settings/account_recovery');
      await journey.activate(journey.control('settings-recovery-key-delete'));
      const confirm = page.getByRole('dialog', { name: journey.text('settings-recovery-key-delete-confirm-heading') });
      await expect(confirm).toBeVisible();
      await expectAccessible(page);
      await journey.activate(journey.control('settings-recovery-key-delete-confirm'));
      await expectHomeSays(journey, 'security', 'settings-recovery-key-deleted');
      await expect(page.locator('#settings-recovery-key')).toHaveText(journey.text('settings-row-recovery-key-none'));
      expect((await authClient(baseURL!, account.sessionToken).GET('/v1/recoveryKey/exists')).data).toMatchObject({ exists: false });

      // Made once more, for the reset.
      await journey.activate(journey.control('settings-action-recoveryKey'));
      await journey.atPath('/settings/account_recovery');
      await journey.activate(journey.control('settings-recovery-key-start'));
      await journey.type(password, PASSWORD);
      await journey.activate(journey.control('settings-recovery-key-create'));
      await expect(shown).toHaveText(/^A[0-9A-HJKMNP-TV-Z]{3}( [0-9A-HJKMNP-TV-Z]{4}){7}$/);
      const last = (await shown.textContent())!.replace(/\s/g, '');
      await journey.activate(journey.control('settings-recovery-key-done'));
      await expect(page.locator('#settings-recovery-key')).toHaveText(journey.text('settings-row-recovery-key-set'));

      await journey.signOut();
      const reset = resetJourney(page, variant);
      await reset.openReset(account.email);
      // The code of the reset: the mails before it (the step-up code) were read.
      await reset.enterCode(await nextCode(baseURL!, account));
      await reset.expectChoices([{ id: 'reset-choice-use-key' }, { id: 'reset-choice-without-key' }]);
      await reset.activate(reset.control('reset-choice-submit'));
      await reset.atPath('/account_recovery_confirm_key');
      await reset.type(page.locator('input[name="recoveryKey"]'), last);
      await reset.activate(reset.control('account-recovery-confirm-key-submit'));
      await reset.atPath('/account_recovery_reset_password');
      await reset.setNewPassword('/account_recovery_reset_password', '/reset_password_with_recovery_key_verified', account.email);

      // The key the page made kept kB: the same under the new password.
      expect(await currentKb(baseURL!, account, NEW_PASSWORD)).toBe(account.kB);
    });
  });
}
