// The steps of the journeys, by pointer or by keyboard alone through the one
// input driver, with an accessibility check on every page reached: entry,
// sign-up and settings here, sign-in's in steps/signin.ts on the same base.
// Fields are found by name or id, so the same steps serve every language.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { PASSWORD } from './accounts';
import type { AccountState, Made } from './accounts';
import { expectAccessible } from './axe';
import { InputDriver } from './input';
import type { Input } from './input';
import { localized, message } from './l10n';
import { codeFor } from './outbox';
import { openAs } from './steps/account';

export type { Input } from './input';

export function fields(page: Page) {
  return {
    email: page.locator('input[name="email"]'),
    password: page.locator('input[name="password"]'),
    confirmation: page.locator('input[name="confirmation"]'),
    age: page.locator('input[name="age"]'),
    code: page.locator('input[name="code"]'),
    submit: page.locator('form button[type="submit"]'),
    resend: page.locator('#confirm-signup-code-resend'),
    continueButton: page.locator('#signup-confirmed-continue'),
    signOut: page.locator('#settings-sign-out'),
    heading: page.locator('h1'),
  };
}

type Field = keyof ReturnType<typeof fields>;

export class Journey {
  /** Every field and control is used through it, in the journey's input mode. */
  readonly driver: InputDriver;
  readonly f: ReturnType<typeof fields>;

  constructor(
    readonly page: Page,
    readonly input: Input = 'pointer',
    /** The browser locale the page runs in; English when absent. */
    readonly locale?: string,
  ) {
    this.driver = new InputDriver(page, input);
    this.f = fields(page);
  }

  /** A message of the product in the journey's language, as a pattern of the text shown. */
  text(id: string, args: Record<string, string | number> = {}): RegExp {
    return localized(this.locale, id, args);
  }

  /** The document title of a page whose own title is the message `id` ('{title} | {product} accounts'). */
  title(id: string): RegExp {
    return localized(this.locale, 'app-page-title', { title: message(this.locale, id) });
  }

  /** A control found by its id (a busy submit button keeps its id). */
  control(id: string): Locator {
    return this.page.locator(`#${id}`);
  }

  private locate(target: Field | Locator): Locator {
    return typeof target === 'string' ? this.f[target] : target;
  }

  /** Types into a field (by its name in `fields`, or found otherwise), replacing what it held. */
  async type(field: Field | Locator, value: string): Promise<void> {
    await this.driver.fill(this.locate(field), value);
  }

  /** Uses a button or link. */
  async activate(control: Field | Locator): Promise<void> {
    await this.driver.activate(this.locate(control));
  }

  /** The page is at `pathname`, its heading has focus (after an in-app route change) and axe finds nothing. */
  async atPath(pathname: string, { focused = true } = {}): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === pathname);
    await expect(this.f.heading).toBeVisible();
    if (focused) await expect(this.f.heading).toBeFocused();
    await expectAccessible(this.page);
  }

  async openEntry(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.f.email).toBeVisible();
    await expectAccessible(this.page);
  }

  async submitEmail(email: string): Promise<void> {
    await this.type('email', email);
    await this.activate('submit');
  }

  async choosePassword(password = PASSWORD, age = '30'): Promise<void> {
    await expect(this.f.password).toBeVisible();
    await this.type('password', password);
    await this.type('confirmation', password);
    await this.type('age', age);
    await this.activate('submit');
  }

  async enterCode(code: string): Promise<void> {
    await this.type('code', code);
    await this.activate('submit');
  }

  /** From the entry page to the code page of a new account. */
  async signUp(email: string): Promise<void> {
    await this.openEntry();
    await this.submitEmail(email);
    await this.atPath('/signup');
    await this.choosePassword();
    await this.atPath('/confirm_signup_code');
  }

  /** A new account in `state`, signed in on the page at `address` (steps/account.ts). */
  openAs<S extends AccountState>(baseURL: string, label: string, address: string, state: S = {} as S): Promise<Made<S>> {
    return openAs(this, baseURL, label, address, state);
  }

  /** From the code page to settings. */
  async confirm(baseURL: string, email: string, count = 1): Promise<void> {
    await this.enterCode(await codeFor(baseURL, email, count));
    await this.atPath('/signup_confirmed');
    await this.activate('continueButton');
    await this.atPath('/settings');
    await expect(this.page.getByText(email).first()).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.activate('signOut');
    await expect(this.page).toHaveURL((url) => url.pathname === '/');
    await expect(this.f.email).toBeVisible();
  }
}
