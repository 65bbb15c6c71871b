// The entry page, sign-up and its code, and signing out: the steps every
// journey can take, whatever it is about.
import { expect } from '@playwright/test';
import { PASSWORD } from '../accounts';
import { expectAccessible } from '../axe';
import type { Journey } from '../journey';
import { codeFor } from '../outbox';

export function entrySteps(journey: Journey) {
  const { page, f } = journey;
  const steps = {
    async openEntry(query = ''): Promise<void> {
      await page.goto(`/${query}`);
      await expect(f.email).toBeVisible();
      await expectAccessible(page);
    },

    async submitEmail(email: string): Promise<void> {
      await journey.type('email', email);
      await journey.activate('submit');
    },

    async choosePassword(password = PASSWORD, age = '30'): Promise<void> {
      await expect(f.password).toBeVisible();
      await journey.type('password', password);
      await journey.type('confirmation', password);
      await journey.type('age', age);
      await journey.activate('submit');
    },

    /** Types a code into the code field of the page (sign-up's, sign-in's, the reset's) and submits it. */
    async enterCode(code: string): Promise<void> {
      await journey.type('code', code);
      await journey.activate('submit');
    },

    /** From the entry page to the code page of a new account. */
    async signUp(email: string): Promise<void> {
      await steps.openEntry();
      await steps.submitEmail(email);
      await journey.atPath('/signup');
      await steps.choosePassword();
      await journey.atPath('/confirm_signup_code');
    },

    /** From the code page to settings. */
    async confirm(baseURL: string, email: string, count = 1): Promise<void> {
      await steps.enterCode(await codeFor(baseURL, email, count));
      await journey.atPath('/signup_confirmed');
      await journey.activate('continueButton');
      await journey.atPath('/settings');
      await expect(page.getByText(email).first()).toBeVisible();
    },

    /** Signs out from the settings page shown: a clean entry page, with nothing that leads back there. */
    async signOut(): Promise<void> {
      await journey.activate('signOut');
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(f.email).toBeVisible();
    },
  };
  return steps;
}

export type EntrySteps = ReturnType<typeof entrySteps>;
