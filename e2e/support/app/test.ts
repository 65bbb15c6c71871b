// The journeys' test function: Playwright's, with one more check after every
// test. Whatever the test itself looked at, it fails when a page of it logged
// an error or a warning to the console or threw: a style the content security
// policy refused, React's hydration warnings and errors, the router's notes, a
// failed chunk. One line of the browser's own is no problem: the network log
// of an API call the server refused with a 4xx status (a wrong code, a page
// that needs a stronger sign-in), which the product answers on the page. A
// spec that breaks requests on purpose names the messages that breaking them
// makes (`test.use({ expectedConsole: [...] })`), and nothing else.
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { keepConsoleProblems } from '../console';

export { expect };

/** React's messages about hydration: its development warnings, and the codes of its production errors. */
export const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/**
 * What the browser logs for a request that failed, whether the server answered
 * with an error status or the connection broke: expected only where a spec
 * breaks requests itself.
 */
export const FAILED_REQUEST = /^Failed to load resource: (the server responded with a status of \d{3}\b|net::ERR_)/;

/** What the app reports once per start when a journey turns storage off on purpose (disable_local_storage=1). */
export const STORAGE_OFF_REPORT = /^\[storage\] StorageUnavailableError: localStorage is disabled by disable_local_storage=1/;

/** The browser's network log of a call the server refused (4xx): an answer the page shows, not a fault. */
const REFUSED_CALL = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** The console check of a test: what it may log besides, when only the test knows (`allow`). */
export interface ConsoleCheck {
  allow(...patterns: readonly RegExp[]): void;
}

export const test = base.extend<{ expectedConsole: readonly RegExp[]; consoleCheck: ConsoleCheck }>({
  expectedConsole: [[], { option: true }],
  consoleCheck: [
    async ({ context, expectedConsole }, use) => {
      const logged: string[] = [];
      const allowed: RegExp[] = [REFUSED_CALL, ...expectedConsole];
      const watch = (page: Page) => {
        keepConsoleProblems(page, logged);
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      // Judged on the message itself, without the "type: " the report puts before it.
      const problems = logged.filter((line) => !allowed.some((pattern) => pattern.test(line.replace(/^(error|warning|uncaught): /, ''))));
      expect(problems, 'errors and warnings the pages logged').toEqual([]);
    },
    { auto: true },
  ],
});
