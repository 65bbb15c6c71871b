// The recovery phone in settings, by pointer in English and by keyboard in
// Hebrew, axe on every page. On a fixture account with two-step on: from the
// home's row, a number that is none refused before anything is sent, then a
// real one (national by pointer, international by keyboard, whatever country
// the locale chose) texted a code after the emailed step-up; a wrong code
// refused, a new code texted, and the right one sets the phone, shown as its
// country writes it. Then a new number (another country by pointer) replaces
// it the same way, the two-step page shows it and leads to it, and the phone
// is removed after the confirmation.
import { expect, test } from '../support/app/test';
import { expectAccessible } from '../support/app/axe';
import { smsCode } from '../support/app/outbox';
import { answerStepUp } from '../support/app/steps/step-up';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';
import { freshPhoneNumber } from '../support/app/steps/phone';
import { expectHomeSays } from '../support/app/steps/settings';

const PAGE = '/settings/recovery_phone';

/** The settings home, its security section in view, saying `alert`, the phone's row showing `row`. */
async function homeSays(journey: Journey, alert: string, row: string | RegExp): Promise<void> {
  await expectHomeSays(journey, 'security', alert);
  await expect(journey.page.locator('#settings-recovery-phone')).toHaveText(row);
  await expectAccessible(journey.page);
}

/** A six-digit code other than `code`. */
function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('recovery phone: a number refused, then one set with the texted code, changed, and removed', async ({ page, baseURL }) => {
      test.slow();
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-phone-${variant.input}`, '/settings', { totp: true });
      await expect(page.locator('#settings-recovery-phone')).toHaveText(journey.text('settings-row-recovery-phone-none'));

      await journey.activate(journey.control('settings-action-recoveryPhone'));
      await journey.atPath(PAGE);
      await expect(page).toHaveTitle(journey.title('settings-recovery-phone-heading'));
      // The country the browser's language points to is chosen at first.
      const country = page.getByRole('combobox', { name: journey.text('settings-recovery-phone-country') });
      await expect(country).toHaveValue(variant.locale ? 'IL' : 'US');
      await expectAccessible(page);

      // A number that is none is refused before anything is sent, and stays as typed.
      const field = page.locator('#settings-recovery-phone-number');
      await journey.type(field, '12345');
      await journey.activate(journey.control('settings-recovery-phone-send'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(journey.text('auth-error-129'));
      await expect(field).toHaveValue('12345');
      await expectAccessible(page);

      // A real one: national in the chosen country by pointer, international whatever the country by keyboard.
      const first = freshPhoneNumber('457');
      const typed = variant.input === 'pointer' ? first.digits : first.typed;
      await journey.type(field, typed);
      await journey.activate(journey.control('settings-recovery-phone-send'));
      await answerStepUp(journey, baseURL!, account, { axe: false });
      await expect(page.locator('#settings-recovery-phone-sent')).toContainText(first.national);
      await expectAccessible(page);

      // A wrong code, then a new code texted, which sets the phone.
      const code = page.locator('#settings-recovery-phone-code');
      const wrong = otherThan(await smsCode(baseURL!, first.e164, 1));
      await journey.type(code, wrong);
      await journey.activate(journey.control('settings-recovery-phone-code-submit'));
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveAccessibleDescription(journey.text('auth-error-183'));
      await expect(code).toHaveValue(wrong);
      await expectAccessible(page);
      await journey.activate(journey.control('settings-recovery-phone-resend'));
      await expect(page.locator('#settings-recovery-phone-resent')).toHaveText(journey.text('settings-recovery-phone-resent'));
      await journey.type(code, await smsCode(baseURL!, first.e164, 2));
      await journey.activate(journey.control('settings-recovery-phone-code-submit'));
      await homeSays(journey, 'settings-recovery-phone-added', first.national);

      // A new number replaces it; the old one stays until the new one's code is in.
      await journey.activate(journey.control('settings-action-recoveryPhone'));
      await journey.atPath(PAGE);
      await expect(page.locator('#settings-recovery-phone-current')).toHaveText(first.national);
      await journey.activate(journey.control('settings-recovery-phone-change'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('settings-recovery-phone-change-heading'));
      await expect(page.locator('#settings-recovery-phone-state')).toContainText(first.national);
      await expectAccessible(page);
      const second = variant.input === 'pointer' ? freshPhoneNumber('555', '604') : freshPhoneNumber('458');
      if (variant.input === 'pointer') {
        await country.selectOption('CA');
        await journey.type(page.locator('#settings-recovery-phone-number'), second.digits);
      } else {
        await journey.type(page.locator('#settings-recovery-phone-number'), second.typed);
      }
      await journey.activate(journey.control('settings-recovery-phone-send'));
      await expect(page.locator('#settings-recovery-phone-sent')).toContainText(second.national);
      await journey.type(page.locator('#settings-recovery-phone-code'), await smsCode(baseURL!, second.e164, 1));
      await journey.activate(journey.control('settings-recovery-phone-code-submit'));
      await homeSays(journey, 'settings-recovery-phone-changed', second.national);

      // The two-step page offers it as a way back in, and leads to it.
      await journey.activate(journey.control('settings-action-twoStep'));
      await journey.atPath('/settings/two_step_authentication');
      await expect(page.locator('#settings-two-step-phone')).toHaveText(second.national);
      await journey.activate(journey.control('settings-two-step-phone-link'));
      await journey.atPath(PAGE);

      // Removed, after the confirmation.
      await journey.activate(journey.control('settings-recovery-phone-remove'));
      const dialog = page.getByRole('dialog', { name: journey.text('settings-recovery-phone-remove-confirm-heading') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(second.national);
      await expectAccessible(page);
      await journey.activate(journey.control('settings-recovery-phone-remove-confirm'));
      await homeSays(journey, 'settings-recovery-phone-removed', journey.text('settings-row-recovery-phone-none'));
    });
  });
}
