// One "Confirm it's you" for the whole settings area, by pointer in English
// and by keyboard in Hebrew: adding an address asks for the code mailed to the
// primary address; starting two-step set-up on another page right after asks
// for nothing more, and the account gets one code in all.
import { expect, test } from '../support/app/test';
import { messagesTo, uniqueEmail } from '../support/app/outbox';
import type { TestAccount } from '../support/app/accounts';
import { answerStepUp } from '../support/app/steps/step-up';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';

/** The codes mailed to the account's primary address so far. */
async function codesMailed(baseURL: string, account: TestAccount): Promise<number> {
  return (await messagesTo(baseURL, account.email)).filter((message) => message.code).length;
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('two sensitive changes of different kinds in a row ask "Confirm it\'s you" once', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `settings-step-up-${variant.input}`, '/settings');
      const before = await codesMailed(baseURL!, account);

      // A secondary address: the step-up is asked for, with the code mailed to the primary address.
      await journey.activate(journey.control('settings-action-emails'));
      await journey.atPath('/settings/emails');
      await journey.type(page.locator('#settings-emails-new'), uniqueEmail(`once-${variant.input}`));
      await journey.activate(journey.control('settings-emails-add'));
      await answerStepUp(journey, baseURL!, account);
      await expect(page.locator('#settings-emails-code-heading')).toHaveText(journey.text('settings-emails-code-heading'));
      expect(await codesMailed(baseURL!, account)).toBe(before + 1);

      // Another page and another kind of change: two-step set-up starts at once.
      await journey.activate(journey.control('settings-back'));
      await journey.atPath('/settings', { focused: false });
      await journey.activate(journey.control('settings-action-twoStep'));
      await journey.atPath('/settings/two_step_authentication');
      await journey.activate(journey.control('settings-two-step-start'));
      await expect(page.locator('#settings-totp-qr')).toBeVisible();
      await expect(page.getByRole('dialog', { name: journey.text('settings-step-up-heading') })).toHaveCount(0);
      expect(await codesMailed(baseURL!, account)).toBe(before + 1);
    });
  });
}
