// A journey's core: one page, driven by pointer or by the keyboard alone
// through the one input driver, in one language, with what every step is made
// of: typing into a field, using a control, arriving at a page (its heading
// shown, focused after an in-app route change, and axe clean), and the
// product's messages in the journey's language. Steps are functions of it,
// grouped by flow in steps/; journeys.ts composes them into the journeys the
// specs drive. Fields are found by name or id, so the same steps serve every
// language.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { InputDriver } from './input';
import type { Input } from './input';
import { localized, message } from './l10n';

export type { Input } from './input';

export function fields(page: Page) {
  return {
    email: page.locator('input[name="email"]'),
    password: page.locator('input[name="password"]'),
    confirmation: page.locator('input[name="confirmation"]'),
    age: page.locator('input[name="age"]'),
    code: page.locator('input[name="code"]'),
    // The page's own form's: the provider buttons submit a form of their own.
    submit: page.locator('form:not(#third-party-form) button[type="submit"]'),
    resend: page.locator('#confirm-signup-code-resend'),
    continueButton: page.locator('#signup-confirmed-continue'),
    signOut: page.locator('#settings-sign-out'),
    heading: page.locator('h1'),
  };
}

export type Fields = ReturnType<typeof fields>;
export type Field = keyof Fields;

/** How a journey is driven: by pointer or by keyboard alone, in a browser locale (English when absent). A Variant is one. */
export interface Driving {
  input: Input;
  locale?: string;
}

export interface Journey {
  readonly page: Page;
  readonly input: Input;
  /** The browser locale the page runs in; English when absent. */
  readonly locale: string | undefined;
  /** Every field and control is used through it, in the journey's input mode. */
  readonly driver: InputDriver;
  readonly f: Fields;
  /** A message of the product in the journey's language, as a pattern of the text shown. */
  text(id: string, args?: Record<string, string | number>): RegExp;
  /** The document title of a page whose own title is the message `id` ('{title} | {product} accounts'). */
  title(id: string): RegExp;
  /** A control found by its id (a busy submit button keeps its id). */
  control(id: string): Locator;
  /** Types into a field (by its name in `fields`, or found otherwise), replacing what it held. */
  type(field: Field | Locator, value: string): Promise<void>;
  /** Uses a button or link. */
  activate(control: Field | Locator): Promise<void>;
  /**
   * Focus is on an element of the page, not lost to its body, since the last
   * step (a new step, page or a closed dialog gives it to its heading or the
   * control that opened it). Checked before every step of a journey, and
   * nothing to check on a document just loaded, which starts at its body.
   */
  expectFocusKept(): Promise<void>;
  /** The page is at `pathname`, its heading has focus (after an in-app route change), its footer leads to the legal documents, and axe finds nothing. */
  atPath(pathname: string, options?: { focused?: boolean }): Promise<void>;
}

/** The core of a journey on `page`, driven as `driving` says (by pointer in English when absent). */
export function journeyOn(page: Page, { input, locale }: Driving = { input: 'pointer' }): Journey {
  const driver = new InputDriver(page, input);
  const f = fields(page);
  const locate = (target: Field | Locator): Locator => (typeof target === 'string' ? f[target] : target);
  // A document just loaded starts with focus on its body; every step after that must keep it on the page.
  let justLoaded = true;
  let loads = 0;
  page.on('domcontentloaded', () => {
    loads += 1;
    justLoaded = true;
  });
  const expectFocusKept = async () => {
    // A step that led to another document may see it load while the check waits.
    const lost = async () =>
      !justLoaded && (await page.evaluate(() => document.activeElement === null || document.activeElement === document.body).catch(() => true));
    await expect.poll(lost, { message: 'focus after the last step is on an element of the page, not lost to its body' }).toBe(false);
  };
  const step = async (act: () => Promise<void>) => {
    await expectFocusKept();
    const before = loads;
    await act();
    // A step that loaded another document leaves it starting at its body.
    if (loads === before) justLoaded = false;
  };
  return {
    page,
    input,
    locale,
    driver,
    f,
    text: (id, args = {}) => localized(locale, id, args),
    title: (id) => localized(locale, 'app-page-title', { title: message(locale, id) }),
    control: (id) => page.locator(`#${id}`),
    type: (field, value) => step(() => driver.fill(locate(field), value)),
    activate: (control) => step(() => driver.activate(locate(control))),
    expectFocusKept,
    async atPath(pathname, { focused = true } = {}) {
      await expect(page).toHaveURL((url) => url.pathname === pathname);
      await expect(f.heading).toBeVisible();
      if (focused) await expect(f.heading).toBeFocused();
      else await expectFocusKept();
      // Every page's footer leads to the legal documents.
      const legal = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
      await expect(legal.and(page.locator('[href="/legal/terms"]'))).toBeVisible();
      await expect(legal.and(page.locator('[href="/legal/privacy"]'))).toBeVisible();
      await expectAccessible(page);
    },
  };
}
