// Query parameters are checked in the browser under the content security
// policy the server serves (SPEC §2.6, §3.8, §5.3): a bad one shows the
// localized 'Bad Request: Invalid Query Parameters' screen, a good one opens
// the page, and checking them never breaks the policy (no eval).
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/app/axe';
import { message } from '../support/app/l10n';

interface PolicyReport {
  violations: string[];
  consoleErrors: string[];
}

/** Records every security-policy violation the page reports, and console errors that name the policy or eval. */
async function watchPolicy(page: Page): Promise<PolicyReport> {
  const report: PolicyReport = { violations: [], consoleErrors: [] };
  await page.exposeFunction('reportPolicyViolation', (text: string) => {
    report.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const notify = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      void notify(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (entry) => {
    if (entry.type() === 'error' && /Content[- ]Security[- ]Policy|unsafe-eval|EvalError/i.test(entry.text())) {
      report.consoleErrors.push(entry.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy|unsafe-eval|EvalError/i.test(`${error.name} ${error.message}`)) {
      report.consoleErrors.push(error.message);
    }
  });
  return report;
}

async function openUnderPolicy(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
}

const BAD_REQUESTS = [
  { rule: 'a redirect_to that is not a path or URL', url: `/?redirect_to=${encodeURIComponent('gopher://example.org')}` },
  { rule: 'a value that is not URI-encoded', url: '/?service=a{b}' },
  { rule: 'a non-integer flow_begin_time', url: '/?flow_id=abc&flow_begin_time=soon' },
  { rule: 'an OAuth client_id that is not hexadecimal', url: '/oauth?client_id=not-hex' },
  { rule: 'a sign-up page with an unknown action', url: '/signup?action=dance' },
  // Sign-in reads the same models: an address that is there does not excuse a bad hint.
  { rule: 'a sign-in page with a login_hint that is not an address', url: '/signin?email=a%40b.com&login_hint=notanemail' },
  { rule: 'a sign-in page with a signin_code of the wrong shape', url: '/signin?email=a%40b.com&signin_code=short' },
  { rule: 'a sign-in code page with a country code too long', url: '/signin_token_code?country=ABCDEFGH' },
  { rule: 'an OAuth sign-in page with a client_id that is not hexadecimal', url: '/oauth/signin?email=a%40b.com&client_id=not-hex' },
  { rule: 'a confirmed sign-in with a redirect_to that is not a path or URL', url: `/signin_confirmed?redirect_to=${encodeURIComponent('gopher://example.org')}` },
];

test.describe('refused queries', () => {
  // The error screen reports the refused query in the console on purpose.
  test.use({ expectedConsole: [/QueryParameterViolation/] });
  for (const { rule, url } of BAD_REQUESTS) {
    test(`${rule} shows 'Bad Request: Invalid Query Parameters'`, async ({ page }) => {
      const report = await watchPolicy(page);
      await openUnderPolicy(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'app-error-screen-query-parameter-violation-heading'));
      await expect(page.getByRole('textbox')).toHaveCount(0);
      expect(report).toEqual({ violations: [], consoleErrors: [] });
    });
  }
});

test('the bad-request screen is localized: in Hebrew it reads right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'he' });
  const page = await context.newPage();
  const report = await watchPolicy(page);
  await openUnderPolicy(page, '/?action=dance');
  const heading = message('he', 'app-error-screen-query-parameter-violation-heading');
  expect(heading).not.toBe(message('en', 'app-error-screen-query-parameter-violation-heading'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  expect(report).toEqual({ violations: [], consoleErrors: [] });
  await context.close();
});

test('good query parameters open the page with their values, and nothing breaks the policy', async ({ page }) => {
  const report = await watchPolicy(page);
  const email = 'query.params@example.com';
  await openUnderPolicy(
    page,
    `/?email=${encodeURIComponent(email)}&service=sync&redirect_to=${encodeURIComponent('/settings')}&action=email&utm_source=newsletter&flow_begin_time=1700000000000`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'entry-heading'));
  await expect(page.getByRole('textbox', { name: message('en', 'entry-email-label') })).toHaveValue(email);
  await expectAccessible(page);

  await openUnderPolicy(page, `/oauth?client_id=${'0123456789abcdef'}&scope=profile&state=s1&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'entry-heading'));
  expect(report).toEqual({ violations: [], consoleErrors: [] });
});
