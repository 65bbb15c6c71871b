// Fault injection for form submits: the request that a submit makes fails in
// one of the ways a network can fail, and the page must say so clearly,
// keep what was typed, and succeed when the person tries again; or the
// network is only slow, and the page must show that work is under way, not
// send the form twice, and get there.
import { FAILED_REQUEST, expect, test } from './test';
import type { BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';
import { expectAccessible } from './axe';
import { InputDriver } from './input';
import { localized } from './l10n';
import type { Variant } from './variants';

export type Fault = 'http500' | 'throttled' | 'timeout' | 'reset' | 'offline';

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
  /** The path goes on after `path` with an id (`/v1/recoveryKey/bundle/` and the key's id): any path holding `path` matches. */
  withId?: boolean;
  operation?: string;
}

function matches(request: Request, match: RequestMatch): boolean {
  const { pathname } = new URL(request.url());
  if (match.withId ? !pathname.includes(match.path) : !pathname.endsWith(match.path)) return false;
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

/**
 * The longest a slow network holds a matching request: long enough to see the
 * busy state and press again on a busy machine, below SPEC §9's 2500 ms
 * request timeout. The test lets the request go as soon as it has seen what it
 * must, so the hold lasts only as long as the checks.
 */
export const SLOW_MS = 2000;

/** The requests that matched while a slow network was on, counted as they are sent. */
export interface SlowNetwork {
  /** How many matching requests were sent so far. */
  count: () => number;
  /** Lets the held requests go on now. */
  release: () => void;
  /** Turns the slow network off. */
  remove: () => Promise<void>;
}

/** Holds matching requests (until released, at most `maxMs`) without failing them, and counts them. */
export async function slowNetwork(page: Page, match: RequestMatch, maxMs = SLOW_MS): Promise<SlowNetwork> {
  let sent = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    if (matches(route.request(), match)) {
      sent += 1;
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    }
    await route.fallback();
  };
  await page.route('**/*', handler);
  return { count: () => sent, release, remove: () => page.unroute('**/*', handler) };
}

/** Counts the matching requests the page sends from now on, whether or not they reach the network. */
export function countRequests(page: Page, match: RequestMatch): { count: () => number; stop: () => void } {
  let sent = 0;
  const listener = (request: Request) => {
    if (matches(request, match)) sent += 1;
  };
  page.on('request', listener);
  return { count: () => sent, stop: () => page.off('request', listener) };
}

/** A submit reached and filled in, ready to be broken. */
export interface PreparedSubmit {
  /** The button that submits the form or asks for the action; it must have an id. */
  control: Locator;
  /** What was typed and must survive the failure. */
  typed: ReadonlyArray<{ field: Locator; value: string }>;
  /** What shows once the retry succeeds. */
  success: () => Promise<void>;
  /**
   * What the next submit of a chain needs from this one (its account, the
   * address or number it sent): the next submit's prepare receives it, and it
   * is handed on further unless that submit hands on something of its own.
   */
  handOn?: unknown;
}

/** One form submit of a flow: the request it makes, and how a journey gets there. */
export interface SubmitCase<J> {
  name: string;
  match: RequestMatch;
  /** A Fluent id the control's label changes to while the request is under way, when the page does that. */
  busyLabel?: string;
  /**
   * Reaches the submit, by keyboard alone, and fills it in. For a submit of
   * a chain (`then`), from where the success of the submit before it left the
   * page, with what that one handed on: no new account, and no navigation the
   * flow itself does not make.
   */
  prepare(journey: J, baseURL: string, handed?: unknown): Promise<PreparedSubmit>;
  /**
   * The flow's next submits, in order, when the success of this one is the
   * form of the next: they run in the same test, each after the one before
   * has come through every fault and succeeded.
   */
  then?: ReadonlyArray<Omit<SubmitCase<J>, 'then'>>;
}

/**
 * The failing faults in the order one test chains them: no two neighbours
 * show the same message, so each message seen is the answer to its own submit
 * and not the one before it still on the page.
 */
export const CHAINED_FAULTS: readonly Fault[] = ['http500', 'reset', 'throttled', 'offline', 'timeout'];

/**
 * The control found by its id. A pending submit button turns into a plain
 * button (so that it cannot submit again), so a locator by type would lose it.
 */
async function byId(page: Page, control: Locator): Promise<Locator> {
  const id = await control.getAttribute('id');
  if (!id) throw new Error('A submit control needs an id to be followed while it is busy');
  return page.locator(`[id="${id}"]`);
}

/** Presses the control as the variant does: a click, or Tab to it and Enter. */
function presser(page: Page, variant: Variant): (control: Locator) => Promise<void> {
  const driver = new InputDriver(page, variant.input);
  return (control) => driver.activate(control);
}

/** Focus is on an element of the page, not dropped to the document body. */
async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (document.activeElement && document.activeElement !== document.body ? document.activeElement.outerHTML.slice(0, 80) : null)), {
      message: 'focus stays on an element of the page after the error shows',
    })
    .not.toBeNull();
}

/**
 * How the next matching request ends: 'answered', or why it failed (a slow
 * request that outlasts the app's timeout is aborted, and has no response).
 */
function firstOutcome(page: Page, match: RequestMatch): Promise<string> {
  return new Promise((resolve) => {
    const done = (outcome: string) => {
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
      resolve(outcome);
    };
    const onResponse = (response: Response) => {
      if (matches(response.request(), match)) done('answered');
    };
    const onFailed = (request: Request) => {
      if (matches(request, match)) done(`failed: ${request.failure()?.errorText ?? 'unknown'}`);
    };
    page.on('response', onResponse);
    page.on('requestfailed', onFailed);
  });
}

export interface SlowSubmitOptions {
  page: Page;
  variant: Variant;
  match: RequestMatch;
  prepared: PreparedSubmit;
  busyLabel?: string;
}

/**
 * Submits on a slow network: the control shows that work is under way (busy,
 * with its localized spinner, and its busy label if it has one), a second
 * press sends no second request, what was typed stays, and the page then
 * gets where it should.
 */
export async function submitSlowly({ page, variant, match, prepared, busyLabel }: SlowSubmitOptions): Promise<void> {
  const { typed, success } = prepared;
  const control = await byId(page, prepared.control);
  const press = presser(page, variant);
  const slow = await slowNetwork(page, match);
  const outcome = firstOutcome(page, match);
  await press(control);
  await expect(control).toHaveAttribute('aria-busy', 'true');
  // The same press again at once, while the first request is held: Enter on
  // the focused button, or a click that does not wait for it to be enabled.
  if (variant.input === 'keyboard') await page.keyboard.press('Enter');
  else await control.click({ force: true, noWaitAfter: true });
  await expect(control, 'still busy after the second press').toHaveAttribute('aria-busy', 'true');
  await expect(control.getByRole('progressbar', { name: localized(variant.locale, 'loading-spinner-label') })).toBeVisible();
  if (busyLabel) await expect(control).toContainText(localized(variant.locale, busyLabel));
  for (const { field, value } of typed) await expect(field).toHaveValue(value);
  slow.release();
  expect(await outcome, 'the held request is answered within the app\'s request timeout').toBe('answered');
  expect(slow.count(), 'requests sent by two presses while the first was under way').toBe(1);
  await slow.remove();
  await success();
}

export interface ChainedFaultsOptions extends SlowSubmitOptions {
  context: BrowserContext;
}

/**
 * The input that presses the control after the fault at `index` of the chain:
 * the variant's own first, then the other, by turns, so that each chain
 * recovers from faults by keyboard alone and by pointer.
 */
export function chainInput(variant: Variant, index: number): Variant {
  if (index % 2 === 0) return variant;
  return { ...variant, input: variant.input === 'keyboard' ? 'pointer' : 'keyboard' };
}

/**
 * Every fault on one page, one after another: for each failing fault, inject
 * it, submit (by keyboard and by pointer in turns, see chainInput), and expect
 * one request sent (none offline), the message in the variant's language as
 * an alert, focus still on an element of the page, every typed value in
 * place; then remove it. axe judges the first error state (the others differ
 * from it only in their message). Last the slow network, which ends in
 * success, pressed by the options' variant.
 */
export async function chainFaults(options: ChainedFaultsOptions): Promise<void> {
  const { page, context, variant, match, prepared } = options;
  const control = await byId(page, prepared.control);
  for (const [index, fault] of CHAINED_FAULTS.entries()) {
    const input = chainInput(variant, index);
    await test.step(`${fault} (${input.input})`, async () => {
      const requests = countRequests(page, match);
      const remove = await injectFault(page, context, match, fault);
      await presser(page, input)(control);
      const alert = page.getByRole('alert').filter({ hasText: faultMessage(fault, variant.locale) });
      await expect(alert).toBeVisible({ timeout: BEYOND_TIMEOUT_MS + 5000 });
      requests.stop();
      // Offline, the app knows there is no network (navigator.onLine) and does not try.
      expect(requests.count(), 'requests sent by the submit').toBe(fault === 'offline' ? 0 : 1);
      await expect(control).not.toHaveAttribute('aria-busy', 'true');
      await expectFocusKept(page);
      for (const { field, value } of prepared.typed) await expect(field).toHaveValue(value);
      // The page in its error state, judged once per chain: the faults differ only in the message.
      if (index === 0) await expectAccessible(page);
      await remove();
    });
  }
  await test.step(`slow (${variant.input})`, () => submitSlowly(options));
}

/**
 * The chain's run: in Hebrew (right to left, the harder layout and a language
 * other than the one the pages are written in), the page reached by keyboard
 * alone, so that every field and control of each submit is proven reachable
 * without a pointer.
 */
export const CHAIN_VARIANT: Variant = { name: 'keyboard and pointer, Hebrew', input: 'keyboard', locale: 'he-IL' };

/**
 * Declares, for every submit of `cases`, or every chain of submits that
 * follow on from each other (`then`), one test that reaches the form by
 * keyboard alone in Hebrew and chains every failing fault on one page,
 * pressed by keyboard and pointer in turns, then ends with a slow network and
 * success (see chainFaults); the next submit of a chain is then prepared from
 * where that success left the page, and goes through the same. Each submit is
 * a step of its test, named after it. The slow network's double press is by
 * keyboard for one submit and by pointer for the next, counted over the whole
 * table, so each table proves both. A new flow gets every fault guarantee by
 * adding its submits to a table.
 *
 * A retry after each fault is proven within the chain: the control is no
 * longer busy, and the next press sends exactly one request (counted by the
 * next step), the last of them succeeding.
 */
export function describeSubmitFaults<J>(cases: ReadonlyArray<SubmitCase<J>>, journeyFor: (page: Page, variant: Variant) => J): void {
  let first = 0;
  for (const submitCase of cases) {
    const submits = [submitCase, ...(submitCase.then ?? [])];
    // The position in the table of the chain's first submit, for the slow step's alternation.
    const offset = first;
    first += submits.length;
    test.describe(submits.map(({ name }) => name).join(' → '), () => {
      // The browser logs each request the chain breaks on purpose; nothing else may be logged.
      test.use({ locale: CHAIN_VARIANT.locale, expectedConsole: [FAILED_REQUEST] });

      test('under every fault in turn, by keyboard and pointer in Hebrew, then a slow network', async ({ page, context, baseURL }, testInfo) => {
        // Each submit of a chain has the time a test of one submit has.
        test.setTimeout(testInfo.timeout * submits.length);
        const journey = journeyFor(page, CHAIN_VARIANT);
        let handed: unknown;
        for (const [index, submit] of submits.entries()) {
          await test.step(submit.name, async () => {
            const prepared = await submit.prepare(journey, baseURL!, handed);
            if ('handOn' in prepared) handed = prepared.handOn;
            await chainFaults({
              page,
              context,
              // The slow step's double press: by keyboard for even submits of the table, by pointer for odd ones.
              variant: chainInput(CHAIN_VARIANT, offset + index),
              match: submit.match,
              prepared,
              ...(submit.busyLabel ? { busyLabel: submit.busyLabel } : {}),
            });
          });
        }
      });
    });
  }
}
