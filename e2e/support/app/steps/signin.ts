// Steps of the sign-in journeys: the pages driven by pointer or by keyboard
// alone, with an accessibility check on every page reached. Accounts come
// from the fixtures of ../accounts.ts.
import { expect } from '@playwright/test';
import { PASSWORD, createAccount, wrongPasswordsUntilBlocked } from '../accounts';
import type { AccountWithPhone, TestAccount } from '../accounts';
import { expectAccessible } from '../axe';
import type { Journey } from '../journey';
import { nextCode, smsCode } from '../outbox';
import type { Mailbox } from '../outbox';
import { entrySteps } from './entry';

export interface SigninOptions {
  /**
   * Open the password page by its address (/signin?email=…) instead of through
   * the entry page: for journeys whose subject is a later step.
   */
  byAddress?: boolean;
}

/** The sign-in pages, found by name and id so that the same steps serve every language. */
export function signinSteps(journey: Journey, { byAddress = false }: SigninOptions = {}) {
  const { page, f } = journey;
  const { enterCode } = entrySteps(journey);
  const steps = {
    password: f.password,
    code: f.code,
    submit: f.submit,
    heading: f.heading,

    /** From the entry page (or by its address, see SigninOptions) to the password page of an existing account. */
    async openSignin(email: string): Promise<void> {
      if (byAddress) {
        await page.goto(`/signin?email=${encodeURIComponent(email)}`);
        await journey.atPath('/signin', { focused: false });
        await expect(page.getByText(email)).toBeVisible();
        return;
      }
      await page.goto('/');
      const field = page.locator('input[name="email"]');
      await expect(field).toBeVisible();
      await journey.type(field, email);
      await journey.activate(f.submit);
      await journey.atPath('/signin');
      await expect(page.getByText(email)).toBeVisible();
    },

    async enterPassword(password: string): Promise<void> {
      await journey.type(f.password, password);
      await journey.activate(f.submit);
    },

    /**
     * A wrong code is shown under the field, and the code stays as typed. The
     * message is a Fluent id ({ id }), checked in the journey's language, or an
     * English text, checked on English pages only.
     */
    async expectCodeRejected(code: string, shown?: string | { id: string }): Promise<void> {
      await expect(f.code).toHaveAttribute('aria-invalid', 'true');
      await expect(f.code).toHaveValue(code);
      if (typeof shown === 'object') {
        await expect(page.getByText(journey.text(shown.id))).toBeVisible();
      } else if (shown && (await page.locator('html').getAttribute('lang'))?.startsWith('en')) {
        await expect(page.getByText(shown)).toBeVisible();
      }
      await expectAccessible(page);
    },

    /** Two wrong passwords, then the right one: the sign-in needs the emailed unblock code. */
    async reachUnblock(account: TestAccount): Promise<void> {
      await steps.openSignin(account.email);
      for (const wrong of wrongPasswordsUntilBlocked()) {
        const answered = page.waitForResponse((response) => response.url().endsWith('/v1/account/login'));
        await steps.enterPassword(wrong);
        expect((await answered).status()).toBe(400);
        await expect(f.password).toHaveAttribute('aria-invalid', 'true');
        await expect(f.password).toHaveValue(wrong);
      }
      await steps.enterPassword(PASSWORD);
      await journey.atPath('/signin_unblock');
      await expect(page.getByText(account.email)).toBeVisible();
    },

    /** The password of an account with an authenticator, then 'Trouble with code?'. */
    async reachRecoveryChoice(account: TestAccount): Promise<void> {
      await steps.openSignin(account.email);
      await steps.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await journey.activate(journey.control('signin-totp-trouble'));
      await journey.atPath('/signin_recovery_choice');
    },

    /**
     * The password of an account with an authenticator and no recovery phone, then 'Trouble with code?':
     * with nothing to choose, the backup code is asked at once, and 'Use another method' leads back to the authenticator.
     */
    async reachRecoveryCode(account: TestAccount): Promise<void> {
      await steps.openSignin(account.email);
      await steps.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await journey.activate(journey.control('signin-totp-trouble'));
      await journey.atPath('/signin_recovery_code');
      await expect(journey.control('signin-other-method')).toHaveAttribute('href', /^\/signin_totp_code(\?|$)/);
    },

    async expectSettings(email: string): Promise<void> {
      await journey.atPath('/settings');
      await expect(page.getByText(email).first()).toBeVisible();
    },

    /**
     * The next person on this browser signs in from the entry page it shows (nothing reloaded or
     * typed into the address bar), with password and emailed code, and lands on the settings home:
     * the start page held nothing of the previous visit that leads elsewhere.
     */
    async nextPersonSignsIn(baseURL: string, account: Mailbox): Promise<void> {
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(f.email).toBeVisible();
      await journey.type(f.email, account.email);
      await journey.activate(f.submit);
      await journey.atPath('/signin');
      await steps.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await enterCode(await nextCode(baseURL, account));
      await steps.expectSettings(account.email);
      await expect(page).toHaveURL((url) => url.search === '' && url.hash === '');
    },

    /** After the password changed: the old one refused under its field, then the new one, its emailed code, and settings. */
    async signInWithNewPassword(baseURL: string, account: TestAccount, oldPassword: string, newPassword: string): Promise<void> {
      await steps.openSignin(account.email);
      await steps.enterPassword(oldPassword);
      await expect(f.password).toHaveAttribute('aria-invalid', 'true');
      await steps.enterPassword(newPassword);
      await journey.atPath('/signin_token_code');
      await enterCode(await nextCode(baseURL, account));
      await steps.expectSettings(account.email);
    },
  };
  return steps;
}

export type SigninSteps = ReturnType<typeof signinSteps>;

/**
 * An account with an authenticator and a recovery phone, signed in up to the
 * page of the texted code (the text it sends is the phone's second).
 */
export async function reachRecoveryPhone(journey: Journey & SigninSteps, baseURL: string, label: string): Promise<{ account: AccountWithPhone; phone: string; code: string }> {
  const account = await createAccount(baseURL, label, { recoveryPhone: true });
  await journey.reachRecoveryChoice(account);
  // The phone is offered, and chosen, once the page has read that the account has one.
  await expect(journey.page.getByRole('radio').first()).toBeChecked();
  await expect(journey.page.getByText(account.phone.slice(-4))).toBeVisible();
  await journey.activate(journey.submit);
  await journey.atPath('/signin_recovery_phone');
  return { account, phone: account.phone, code: await smsCode(baseURL, account.phone, 2) };
}
