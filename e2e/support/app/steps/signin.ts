// Steps of the sign-in journeys: the pages driven by pointer or by keyboard
// alone, with an accessibility check on every page reached. Accounts come
// from the fixtures of ../accounts.ts.
import { expect } from '@playwright/test';
import { PASSWORD, WRONG_PASSWORD, createAccount } from '../accounts';
import type { AccountWithPhone, TestAccount } from '../accounts';
import { expectAccessible } from '../axe';
import { Journey } from '../journey';
import { smsCode } from '../outbox';

/**
 * An account with an authenticator and a recovery phone, signed in up to the
 * page of the texted code (the text it sends is the phone's second).
 */
export async function reachRecoveryPhone(journey: SigninJourney, baseURL: string, label: string): Promise<{ account: AccountWithPhone; phone: string; code: string }> {
  const account = await createAccount(baseURL, label, { recoveryPhone: true });
  await journey.reachRecoveryChoice(account);
  // The phone is offered, and chosen, once the page has read that the account has one.
  await expect(journey.page.getByRole('radio').first()).toBeChecked();
  await expect(journey.page.getByText(account.phone.slice(-4))).toBeVisible();
  await journey.activate(journey.submit);
  await journey.atPath('/signin_recovery_phone');
  return { account, phone: account.phone, code: await smsCode(baseURL, account.phone, 2) };
}

/** The sign-in pages, found by name and id so that the same steps serve every language. */
export class SigninJourney extends Journey {
  /**
   * Open the password page by its address (/signin?email=…) instead of through
   * the entry page: for journeys whose subject is a later step.
   */
  byAddress = false;

  get password() {
    return this.f.password;
  }

  get code() {
    return this.f.code;
  }

  get submit() {
    return this.f.submit;
  }

  get heading() {
    return this.f.heading;
  }

  /** From the entry page to the password page of an existing account. */
  async openSignin(email: string): Promise<void> {
    if (this.byAddress) {
      await this.page.goto(`/signin?email=${encodeURIComponent(email)}`);
      await this.atPath('/signin', { focused: false });
      await expect(this.page.getByText(email)).toBeVisible();
      return;
    }
    await this.page.goto('/');
    const field = this.page.locator('input[name="email"]');
    await expect(field).toBeVisible();
    await this.type(field, email);
    await this.activate(this.submit);
    await this.atPath('/signin');
    await expect(this.page.getByText(email)).toBeVisible();
  }

  async enterPassword(password: string): Promise<void> {
    await this.type(this.password, password);
    await this.activate(this.submit);
  }

  /**
   * A wrong code is shown under the field, and the code stays as typed. The
   * message is a Fluent id ({ id }), checked in the journey's language, or an
   * English text, checked on English pages only.
   */
  async expectCodeRejected(code: string, shown?: string | { id: string }): Promise<void> {
    await expect(this.code).toHaveAttribute('aria-invalid', 'true');
    await expect(this.code).toHaveValue(code);
    if (typeof shown === 'object') {
      await expect(this.page.getByText(this.text(shown.id))).toBeVisible();
    } else if (shown && (await this.page.locator('html').getAttribute('lang'))?.startsWith('en')) {
      await expect(this.page.getByText(shown)).toBeVisible();
    }
    await expectAccessible(this.page);
  }

  /** Two wrong passwords, then the right one: the sign-in needs the emailed unblock code. */
  async reachUnblock(account: TestAccount): Promise<void> {
    await this.openSignin(account.email);
    for (const wrong of [WRONG_PASSWORD, `${WRONG_PASSWORD} again`]) {
      const answered = this.page.waitForResponse((response) => response.url().endsWith('/v1/account/login'));
      await this.enterPassword(wrong);
      expect((await answered).status()).toBe(400);
      await expect(this.password).toHaveAttribute('aria-invalid', 'true');
      await expect(this.password).toHaveValue(wrong);
    }
    await this.enterPassword(PASSWORD);
    await this.atPath('/signin_unblock');
    await expect(this.page.getByText(account.email)).toBeVisible();
  }

  /** The password of an account with an authenticator, then 'Trouble with code?'. */
  async reachRecoveryChoice(account: TestAccount): Promise<void> {
    await this.openSignin(account.email);
    await this.enterPassword(PASSWORD);
    await this.atPath('/signin_totp_code');
    await this.activate(this.control('signin-totp-trouble'));
    await this.atPath('/signin_recovery_choice');
  }

  async expectSettings(email: string): Promise<void> {
    await this.atPath('/settings');
    await expect(this.page.getByText(email).first()).toBeVisible();
  }
}
