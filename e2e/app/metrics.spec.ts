// Interface metrics reach the server (SPEC §2.4, §3.10, §7.3): the
// cookies-disabled screen's 'Try again' events are sent to POST /metrics,
// batched with the screen view, and the server accepts the batch. Batches
// after the entry page carry the email's bucketed domain and the sample flag.
import { STORAGE_OFF_REPORT, expect, test } from '../support/app/test';
import type { Page, Request } from '@playwright/test';

interface MetricsBody {
  events: { type: string; offset: number }[];
  uid: string | null;
  settingsVersion: string;
  startTime: number;
  flushTime: number;
  flowId?: string;
  deviceId?: string;
  uniqueUserId?: string;
  isSampledUser?: boolean;
  emailDomain?: string;
}

function metricsBody(request: Request): MetricsBody | undefined {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/metrics') return undefined;
  return request.postDataJSON() as MetricsBody;
}

/**
 * The next batch sent to /metrics that holds an event of `type`, watched on
 * the whole browser context: a batch sent as the page unloads belongs to a
 * document that is already gone.
 */
function batchWith(page: Page, type: string): Promise<Request> {
  return page.context().waitForEvent('request', {
    predicate: (request) => metricsBody(request)?.events.some((event) => event.type === type) ?? false,
    timeout: 30_000,
  });
}

async function expectAccepted(request: Request): Promise<void> {
  const response = await request.response();
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toEqual({ success: true });
}

test.describe('with storage off', () => {
  // The app reports, once per start, why it cannot use storage.
  test.use({ expectedConsole: [STORAGE_OFF_REPORT] });

  test('with storage off, Try again sends try-again-submit and try-again-fail to the server', async ({ page }) => {
    await page.goto('/cookies_disabled?disable_local_storage=1');
    await expect(page.locator('h1')).toHaveText('Local storage and cookies are required');
    const sent = batchWith(page, 'cookies-disabled.try-again-fail');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveText('Local storage or cookies are still disabled');

    const request = await sent;
    const body = metricsBody(request)!;
    const types = body.events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['cookies-disabled.try-again-submit', 'cookies-disabled.try-again-fail']));
    expect(types.indexOf('cookies-disabled.try-again-submit')).toBeLessThan(types.indexOf('cookies-disabled.try-again-fail'));
    expect(body).toMatchObject({ uid: null, settingsVersion: 'new' });
    expect(body.flushTime).toBeGreaterThanOrEqual(body.startTime);
    // The flow the server started for the page (GET /metrics-flow) travels with the events.
    expect(body.flowId).toMatch(/^[0-9a-f]{64}$/);
    expect(body.deviceId).toMatch(/^[0-9a-f]{32}$/);
    await expectAccepted(request);
  });
});

test('with storage working, Try again sends try-again-submit and try-again-success, and goes back within the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  // The page arrives drawn by the server; the footer's language toggle shows once the app runs it.
  await expect(page.getByRole('button', { name: /Select language/ })).toBeVisible();
  // Into the screen inside the app, so that going back stays in the same document.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/cookies_disabled');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Local storage and cookies are required');
  const sent = batchWith(page, 'cookies-disabled.try-again-success');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const request = await sent;
  const types = metricsBody(request)!.events.map((event) => event.type);
  expect(types).toEqual(expect.arrayContaining(['cookies-disabled.try-again-submit', 'cookies-disabled.try-again-success']));
  expect(types).not.toContain('cookies-disabled.try-again-fail');
  await expectAccepted(request);
});

test('each screen of a flow is reported as a screen view', async ({ page }) => {
  const sent = batchWith(page, 'screen.index');
  await page.goto('/?utm_source=newsletter');
  await expect(page.locator('h1')).toBeVisible();
  const request = await sent;
  expect(metricsBody(request)).toMatchObject({ uid: null });
  expect((request.postDataJSON() as Record<string, unknown>).utm_source).toBe('newsletter');
  await expectAccepted(request);
});

test('after the entry page, batches carry the email domain bucketed, never the address, and the sample flag', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  const popular = batchWith(page, 'screen.signup');
  await page.locator('input[name="email"]').fill(`metrics-${Date.now()}@gmail.com`);
  await page.locator('form:not(#third-party-form) button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
  const request = await popular;
  const body = metricsBody(request)!;
  expect(body.emailDomain).toBe('gmail.com');
  expect(request.postData()).not.toContain('metrics-');
  // In the sample exactly when the first 32 bits of the browser's random id fall under 10 %.
  expect(body.uniqueUserId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.isSampledUser).toBe(Number.parseInt(body.uniqueUserId!.slice(0, 8), 16) / 2 ** 32 < 0.1);
  await expectAccepted(request);

  const other = batchWith(page, 'screen.index');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.locator('input[name="email"]').fill(`metrics-${Date.now()}@small-firm.example`);
  const signup = batchWith(page, 'screen.signup');
  await page.locator('form:not(#third-party-form) button[type="submit"]').click();
  await other;
  expect(metricsBody(await signup)!.emailDomain).toBe('other');
});
