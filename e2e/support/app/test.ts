// The journeys' test function: Playwright's, with one more check after every
// test. A page that reports a hydration problem (React's warnings, or its
// production errors for a tree that did not match the server's markup) fails
// the test, whatever the test itself looked at.
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect };

/** React's messages about hydration: its development warnings, and the codes of its production errors. */
export const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/**
 * The router's note that a page it draws in the browser has no placeholder while its lazy route
 * loads ('No `HydrateFallback` element provided…'): about the first load, not about server markup.
 */
const ROUTER_FALLBACK_NOTE = /HydrateFallback/;

function isHydrationProblem(text: string): boolean {
  return HYDRATION_PROBLEM.test(text) && !ROUTER_FALLBACK_NOTE.test(text);
}

export const test = base.extend<{ hydrationProblems: string[] }>({
  hydrationProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (isHydrationProblem(message.text())) problems.push(message.text());
        });
        page.on('pageerror', (error) => {
          if (isHydrationProblem(error.message)) problems.push(error.message);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'hydration problems the pages reported').toEqual([]);
    },
    { auto: true },
  ],
});
