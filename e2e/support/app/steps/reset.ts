// Steps of the password reset journeys: the reset pages driven by pointer or
// by keyboard alone, found by name and id so that the same steps serve every
// language, with axe on every page reached (atPath).
import { expect } from '@playwright/test';
import { SigninJourney } from './signin';

/** The password a reset sets. */
export const NEW_PASSWORD = 'a brand new and rather long passphrase';

/** The reset pages, driven like sign-in's: fields by name, controls by id. */
export class ResetJourney extends SigninJourney {
  /** From /reset_password with the address filled in, to the page of the emailed code. */
  async sendCode(email: string): Promise<void> {
    await expect(this.f.email).toHaveValue(email);
    await this.activate(this.control('reset-password-submit'));
    await this.atPath('/confirm_reset_password');
    await expect(this.page.getByText(email)).toBeVisible();
  }

  /** Opens /reset_password for `email` by its address, for journeys whose subject is a later step. */
  async openReset(email: string): Promise<void> {
    await this.page.goto(`/reset_password?email=${encodeURIComponent(email)}`);
    await this.atPath('/reset_password', { focused: false });
    await this.sendCode(email);
  }

  /** The chooser lists exactly `labels` (Fluent ids with their arguments) as its choices. */
  async expectChoices(labels: ReadonlyArray<{ id: string; args?: Record<string, string | number> }>): Promise<void> {
    await this.atPath('/reset_password_totp_recovery_choice');
    const radios = this.page.getByRole('radio');
    await expect(radios).toHaveCount(labels.length);
    for (const label of labels) await expect(this.page.getByRole('radio', { name: this.text(label.id, label.args) })).toBeVisible();
  }

  /** Picks a choice of the chooser by its words and continues. */
  async choose(id: string, args: Record<string, string | number> = {}): Promise<void> {
    await this.pick(id, args);
    await this.activate(this.control('reset-choice-submit'));
  }

  /** Picks a choice of the chooser by its words. */
  async pick(id: string, args: Record<string, string | number> = {}): Promise<void> {
    const radio = this.page.getByRole('radio', { name: this.text(id, args) });
    // The radio's own input sits under its label, which takes the click.
    if (this.input === 'pointer') await this.page.locator('label').filter({ has: radio }).click();
    else {
      // By keyboard, Tab reaches a group's chosen radio and the arrow keys move the choice.
      const group = this.page.getByRole('radiogroup').filter({ has: radio });
      await this.driver.tabTo(group.getByRole('radio', { checked: true }));
      for (let i = 0; i < 4 && !(await radio.isChecked()); i++) await this.page.keyboard.press('ArrowDown');
    }
    await expect(radio).toBeChecked();
  }

  /** The new password on `path`, then the page saying it is done, then on to settings, signed in. */
  async setNewPassword(path: string, donePath: string, email: string): Promise<void> {
    await this.atPath(path);
    await this.type(this.f.password, NEW_PASSWORD);
    await this.type(this.f.confirmation, NEW_PASSWORD);
    await this.activate(this.control('reset-new-password-submit'));
    await this.atPath(donePath);
    await this.activate(this.control('reset-verified-continue'));
    await this.expectSettings(email);
  }
}
