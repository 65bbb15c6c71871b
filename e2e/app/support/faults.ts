// Fault injection for form submits: the request that a submit makes fails in
// one of the ways a network can fail, and the page must say so clearly,
// keep what was typed, and succeed when the person tries again.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { KeyboardDriver } from './keyboard';
import { localized } from './l10n';

export type Fault = 'http500' | 'throttled' | 'timeout' | 'reset' | 'offline';

export const FAULTS: readonly Fault[] = ['http500', 'throttled', 'timeout', 'reset', 'offline'];

/** What the English page says for each fault. */
export const FAULT_MESSAGES: Record<Fault, RegExp> = {
  http500: /Unexpected error\./,
  throttled: /You've tried too many times\. Try again \u2068?in 30 seconds\u2069?\./,
  timeout: /Server busy, try again soon/,
  reset: /System unavailable, try again soon/,
  offline: /System unavailable, try again soon/,
};

/** The retry time a throttled answer gives, as the server words it. */
export const RETRY_AFTER_LOCALIZED = 'in 30 seconds';

/** The catalogue message (SPEC §8.1) each fault is shown as, with its arguments. */
export const FAULT_MESSAGE_IDS: Record<Fault, { id: string; args?: Record<string, string> }> = {
  http500: { id: 'auth-error-999' },
  throttled: { id: 'auth-error-114', args: { retryAfterLocalized: RETRY_AFTER_LOCALIZED } },
  timeout: { id: 'auth-error-201' },
  reset: { id: 'auth-error-998' },
  offline: { id: 'auth-error-998' },
};

/** What the page says for `fault` in the browser locale `locale` (English by default). */
export function faultMessage(fault: Fault, locale?: string): RegExp {
  const { id, args } = FAULT_MESSAGE_IDS[fault];
  return localized(locale, id, args);
}

/** SPEC §9's request timeout is 2500 ms; a timed-out request hangs longer than that. */
export const BEYOND_TIMEOUT_MS = 4000;

/** Which requests a fault hits: a URL part and, for GraphQL, the operation name. */
export interface RequestMatch {
  path: string;
  operation?: string;
}

function matches(request: Request, match: RequestMatch): boolean {
  if (!new URL(request.url()).pathname.endsWith(match.path)) return false;
  if (!match.operation) return true;
  return (request.postData() ?? '').includes(match.operation);
}

/** An error body as the REST contract writes it, or as a GraphQL error when the call is GraphQL. */
function errorBody(graphql: boolean, fields: { code: number; errno: number; error: string; message: string; retryAfter?: number; retryAfterLocalized?: string }): string {
  if (!graphql) return JSON.stringify(fields);
  const { message, errno, retryAfter, retryAfterLocalized } = fields;
  return JSON.stringify({ errors: [{ message, extensions: { errno, retryAfter, retryAfterLocalized } }], data: null });
}

async function fail(route: Route, fault: Exclude<Fault, 'offline'>, graphql: boolean): Promise<void> {
  switch (fault) {
    case 'http500':
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
      return;
    case 'throttled':
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        contentType: 'application/json',
        body: errorBody(graphql, {
          code: 429,
          errno: 114,
          error: 'Too Many Requests',
          message: "You've tried too many times. Try again later.",
          retryAfter: 30,
          retryAfterLocalized: RETRY_AFTER_LOCALIZED,
        }),
      });
      return;
    case 'timeout':
      await new Promise((resolve) => setTimeout(resolve, BEYOND_TIMEOUT_MS));
      await route.abort('timedout').catch(() => undefined);
      return;
    case 'reset':
      await route.abort('connectionreset');
      return;
  }
}

/** Makes matching requests fail; the returned function removes the fault. */
export async function injectFault(page: Page, context: BrowserContext, match: RequestMatch, fault: Fault): Promise<() => Promise<void>> {
  if (fault === 'offline') {
    await context.setOffline(true);
    return () => context.setOffline(false);
  }
  const handler = async (route: Route) => {
    if (matches(route.request(), match)) await fail(route, fault, match.operation !== undefined);
    else await route.fallback();
  };
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

/** Slows matching requests down without failing them. */
export async function slowNetwork(page: Page, match: RequestMatch, delayMs = 1200): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (matches(route.request(), match)) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  };
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

export interface WithFaultOptions {
  page: Page;
  context: BrowserContext;
  fault: Fault;
  match: RequestMatch;
  /** Submits the form (by click or keyboard). */
  submit: () => Promise<void>;
  /** Fields and the values that must survive the failure. */
  typed: ReadonlyArray<{ field: Locator; value: string }>;
  /** What shows once the retry succeeds. */
  success: () => Promise<void>;
  /** The expected message; default the fault's message in `locale`. */
  message?: RegExp;
  /** The browser locale the page runs in; default English. */
  locale?: string;
}

/**
 * Submits under `fault`, expects a clear localized error with everything typed
 * still in place, removes the fault, submits again and expects success.
 */
export async function withFault({ page, context, fault, match, submit, typed, success, message, locale }: WithFaultOptions): Promise<void> {
  const remove = await injectFault(page, context, match, fault);
  await submit();
  const alert = page.getByRole('alert').filter({ hasText: message ?? faultMessage(fault, locale) });
  await expect(alert).toBeVisible({ timeout: BEYOND_TIMEOUT_MS + 5000 });
  for (const { field, value } of typed) await expect(field).toHaveValue(value);
  await remove();
  await submit();
  await success();
}

/** How a journey is driven: by pointer or keyboard alone, in a browser locale (English when absent). */
export interface FaultVariant {
  name: string;
  input: 'pointer' | 'keyboard';
  locale?: string;
}

/** A submit reached and filled in, ready to be broken. */
export interface PreparedSubmit {
  /** The button that submits the form or asks for the action. */
  control: Locator;
  /** What was typed and must survive the failure. */
  typed: ReadonlyArray<{ field: Locator; value: string }>;
  /** What shows once the retry succeeds. */
  success: () => Promise<void>;
}

/** One form submit of a flow: the request it makes, and how a journey gets there. */
export interface SubmitCase<J> {
  name: string;
  match: RequestMatch;
  prepare: (journey: J, baseURL: string) => Promise<PreparedSubmit>;
}

/**
 * Declares one test per submit and fault. The variants rotate over the faults
 * (offset by the submit's place in the table), so that every submit is broken
 * by pointer, by keyboard alone and in each language.
 */
export function describeSubmitFaults<J>(
  cases: ReadonlyArray<SubmitCase<J>>,
  variants: readonly FaultVariant[],
  journeyFor: (page: Page, variant: FaultVariant) => J,
): void {
  cases.forEach((submitCase, caseIndex) => {
    test.describe(submitCase.name, () => {
      FAULTS.forEach((fault, faultIndex) => {
        const variant = variants[(caseIndex + faultIndex) % variants.length]!;
        test.describe(variant.name, () => {
          if (variant.locale) test.use({ locale: variant.locale });

          test(`under ${fault}`, async ({ page, context, baseURL }) => {
            const { control, typed, success } = await submitCase.prepare(journeyFor(page, variant), baseURL!);
            const keys = new KeyboardDriver(page);
            await withFault({
              page,
              context,
              fault,
              match: submitCase.match,
              ...(variant.locale ? { locale: variant.locale } : {}),
              submit: () => (variant.input === 'keyboard' ? keys.press(control) : control.click()),
              typed,
              success,
            });
          });
        });
      });
    });
  });
}
