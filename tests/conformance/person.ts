// The person at the browser during a module: the provider's pages in
// Chromium, answered as someone who owns the account would (address,
// password, the emailed code, consent), until the browser is back at the
// relying service's callback, which the test serves itself so that the
// browser never leaves the machine.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { ModuleFailure } from './modules';

/** The relying service's callback: no server listens there; the browser context answers it. */
export const CALLBACK_ORIGIN = 'https://rp.conformance.test';

export type Screen = 'email' | 'password' | 'code' | 'consent';

export interface Visit {
  /** The callback URL the browser came back to, with the authorization response. */
  readonly url: URL;
  /** The screens the person met on the way, in order. */
  readonly screens: readonly Screen[];
  /** The address the email field held when the person met it, before typing. */
  readonly prefilledEmail: string | undefined;
}

export interface Person {
  readonly email: string;
  readonly password: string;
  /** The newest code mailed to the person. */
  latestCode(): Promise<string>;
}

/** Serves the callback in `context`. */
export async function serveCallback(context: BrowserContext): Promise<void> {
  await context.route(`${CALLBACK_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Relying service</title><h1>Back at the service</h1></html>' }),
  );
}

const SUBMIT = 'form:not(#third-party-form) button[type="submit"]';
const EMAIL = 'input[name="email"]:not([readonly])';
const FIELDS = { code: 'input[name="code"]', password: 'input[name="password"]', email: EMAIL } as const;

/** The screen that asks the person something, if one is shown: a code, the password, the address, or consent. */
async function screenShown(page: Page): Promise<Screen | undefined> {
  if (await page.locator(FIELDS.code).isVisible()) return 'code';
  if (await page.locator(FIELDS.password).isVisible()) return 'password';
  if (await page.locator(EMAIL).isVisible()) return 'email';
  if (await page.locator('#oauth-consent-allow').isVisible()) return 'consent';
  return undefined;
}

/** Waits until the page has left `from` (an address), as a step of a flow does. */
async function leaves(page: Page, from: string): Promise<void> {
  await page.waitForURL((url) => url.href !== from, { timeout: 20_000 });
}

/**
 * Opens `authorization` and answers every screen until the browser is back
 * at the callback. `passive` answers nothing: a request that must come back
 * without anyone's help (prompt=none) fails the module if a screen waits.
 */
export async function visit(page: Page, authorization: URL, person: Person, options: { passive?: boolean } = {}): Promise<Visit> {
  const screens: Screen[] = [];
  let prefilledEmail: string | undefined;
  await page.goto(authorization.href);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const here = page.url();
    if (here.startsWith(CALLBACK_ORIGIN)) return { url: new URL(here), screens, prefilledEmail };
    if (Date.now() > deadline) {
      const heading = (await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null)) ?? '(no heading)';
      throw new ModuleFailure(`the browser did not come back to the service: it stayed at ${here} (“${heading.trim()}”)${screens.length ? ` after ${screens.join(', ')}` : ''}`);
    }
    if (!options.passive) {
      const screen = await screenShown(page);
      if (screen) {
        // The page may be drawn again under the person's hands (the app taking over the server's
        // page): an answer that did not take is simply given again on the next round.
        try {
          if (screen === 'email') prefilledEmail ??= await page.locator(EMAIL).inputValue({ timeout: 2000 });
          if (screen === 'consent') await page.locator('#oauth-consent-allow').click({ timeout: 5000 });
          else {
            const value = screen === 'code' ? await person.latestCode() : screen === 'password' ? person.password : person.email;
            await page.locator(FIELDS[screen]).fill(value, { timeout: 5000 });
            await page.locator(SUBMIT).click({ timeout: 5000 });
          }
          if (screens.at(-1) !== screen) screens.push(screen);
          await leaves(page, here);
        } catch {
          // Still here, or drawn again: look again.
        }
        continue;
      }
    }
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `authorization` and expects the provider to explain the problem on
 * its own page (the refused-request page) without going to the callback.
 */
export async function refusedOnPage(page: Page, authorization: URL): Promise<string> {
  await page.goto(authorization.href);
  const reason = page.locator('#oauth-refused-reason');
  try {
    await reason.waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new ModuleFailure(`no error page: the browser is at ${page.url()}`);
  }
  if (page.url().startsWith(CALLBACK_ORIGIN)) throw new ModuleFailure('the browser was sent to the unregistered address');
  return (await reason.textContent()) ?? '';
}

/** An English message of the provider's OAuth pages, read from their catalogue (the run's browser speaks English). */
function message(id: string): string {
  const catalogue = readFileSync(new URL('../../app/features/oauth/en.ftl', import.meta.url), 'utf8');
  const line = catalogue.split('\n').find((candidate) => candidate.startsWith(`${id} = `));
  if (!line) throw new Error(`no message ${id} in the OAuth pages' catalogue`);
  return line.slice(id.length + 3).trim();
}

/** Where a sign-out request left the person: back at the service, or on one of the provider's own outcome pages. */
export type SignOutOutcome = { readonly back: URL } | { readonly page: 'signed-out' | 'not-here' | 'failed'; readonly confirmed: boolean };

/**
 * Opens the provider's end-session endpoint with `request` and answers as
 * the person would (confirming the sign-out when asked), until the browser is
 * back at the service or the provider shows an outcome of its own.
 */
export async function signOutAt(page: Page, request: URL): Promise<SignOutOutcome> {
  const outcomes = {
    'signed-out': message('oauth-signout-done-heading'),
    'not-here': message('oauth-signout-not-here-heading'),
    failed: message('oauth-signout-failed-heading'),
  } as const;
  let confirmed = false;
  await page.goto(request.href);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const here = page.url();
    if (here.startsWith(CALLBACK_ORIGIN)) return { back: new URL(here) };
    const heading = ((await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null)) ?? '').trim();
    for (const [outcome, text] of Object.entries(outcomes)) {
      if (heading === text) return { page: outcome as keyof typeof outcomes, confirmed };
    }
    if (Date.now() > deadline) throw new ModuleFailure(`the sign-out request ended nowhere: the browser is at ${here} (“${heading}”)`);
    const confirm = page.locator('#oauth-signout-confirm');
    if (!confirmed && (await confirm.isVisible())) {
      try {
        await confirm.click({ timeout: 5000 });
        confirmed = true;
      } catch {
        // Drawn again under the pointer: look again.
      }
      continue;
    }
    await page.waitForTimeout(100);
  }
}
