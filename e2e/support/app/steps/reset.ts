// Steps of the password reset journeys: the reset pages driven by pointer or
// by keyboard alone, found by name and id so that the same steps serve every
// language, with axe on every page reached (atPath).
import { expect } from '@playwright/test';
import type { Journey } from '../journey';
import { signinSteps } from './signin';

/** The password a reset sets. */
export const NEW_PASSWORD = 'a brand new and rather long passphrase';

/** The reset pages, driven like sign-in's: fields by name, controls by id. */
export function resetSteps(journey: Journey) {
  const { page, f } = journey;
  const { expectSettings } = signinSteps(journey);
  const steps = {
    /** From /reset_password with the address filled in, to the page of the emailed code. */
    async sendCode(email: string): Promise<void> {
      await expect(f.email).toHaveValue(email);
      await journey.activate(journey.control('reset-password-submit'));
      await journey.atPath('/confirm_reset_password');
      await expect(page.getByText(email)).toBeVisible();
    },

    /** Opens /reset_password for `email` by its address, for journeys whose subject is a later step. */
    async openReset(email: string): Promise<void> {
      await page.goto(`/reset_password?email=${encodeURIComponent(email)}`);
      await journey.atPath('/reset_password', { focused: false });
      await steps.sendCode(email);
    },

    /** The chooser lists exactly `labels` (Fluent ids with their arguments) as its choices. */
    async expectChoices(labels: ReadonlyArray<{ id: string; args?: Record<string, string | number> }>): Promise<void> {
      await journey.atPath('/reset_password_totp_recovery_choice');
      const radios = page.getByRole('radio');
      await expect(radios).toHaveCount(labels.length);
      for (const label of labels) await expect(page.getByRole('radio', { name: journey.text(label.id, label.args) })).toBeVisible();
    },

    /** Picks a choice of the chooser by its words and continues. */
    async choose(id: string, args: Record<string, string | number> = {}): Promise<void> {
      await steps.pick(id, args);
      await journey.activate(journey.control('reset-choice-submit'));
    },

    /** Picks a choice of the chooser by its words. */
    async pick(id: string, args: Record<string, string | number> = {}): Promise<void> {
      const radio = page.getByRole('radio', { name: journey.text(id, args) });
      // The radio's own input sits under its label, which takes the click.
      if (journey.input === 'pointer') await page.locator('label').filter({ has: radio }).click();
      else {
        // By keyboard, Tab reaches a group's chosen radio and the arrow keys move the choice.
        const group = page.getByRole('radiogroup').filter({ has: radio });
        await journey.driver.tabTo(group.getByRole('radio', { checked: true }));
        for (let i = 0; i < 4 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
      }
      await expect(radio).toBeChecked();
    },

    /** The new password on `path`, then the page saying it is done, then on to settings, signed in. */
    async setNewPassword(path: string, donePath: string, email: string): Promise<void> {
      await journey.atPath(path);
      await journey.type(f.password, NEW_PASSWORD);
      await journey.type(f.confirmation, NEW_PASSWORD);
      await journey.activate(journey.control('reset-new-password-submit'));
      await journey.atPath(donePath);
      await journey.activate(journey.control('reset-verified-continue'));
      await expectSettings(email);
    },
  };
  return steps;
}

export type ResetSteps = ReturnType<typeof resetSteps>;
