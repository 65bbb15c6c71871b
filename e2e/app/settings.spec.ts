// The /settings guard (SPEC §2.3) and the signed-in determination it waits for
// (SPEC §4.1): the session token is checked once per page load, whichever
// route the app opens on, and nobody signed in is sent to the entry page with
// redirect_to and the rest of the query.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Journey } from './support/journey';
import { uniqueEmail } from './support/outbox';

/** Counts the GraphQL token checks the page makes from now on. */
function countTokenChecks(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/graphql') && (request.postData() ?? '').includes('isValidToken')) count += 1;
  });
  return () => count;
}

test('opening /settings with a stored session checks the token once and shows the account', async ({ page, baseURL }) => {
  const journey = new Journey(page);
  const email = uniqueEmail('settings-once');
  await journey.signUp(email);
  await journey.confirm(baseURL!, email);

  const tokenChecks = countTokenChecks(page);
  await page.goto('/settings');
  await journey.atPath('/settings', { focused: false });
  await expect(page.getByText(email).first()).toBeVisible();
  // Give a second check time to start if one were going to.
  await page.waitForLoadState('networkidle');
  expect(tokenChecks()).toBe(1);
});

test('nobody signed in: /settings sends the browser to the entry page with redirect_to and the query', async ({ page }) => {
  const journey = new Journey(page);
  const tokenChecks = countTokenChecks(page);
  await page.goto('/settings?utm_source=newsletter');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect_to') === '/settings');
  await expect(page).toHaveURL((url) => url.searchParams.get('utm_source') === 'newsletter');
  await expect(journey.f.email).toBeVisible();
  // No stored account, so there is no token to check (SPEC §4.1).
  expect(tokenChecks()).toBe(0);
});
