// The entry page of an OAuth integration (SPEC §2.2, §2.9, §4.10): /oauth with
// the relying party's client_id, scope and state. The card header names the
// relying party ('Continue to {serviceName}', and 'to continue to
// {serviceName}' on the sign-up and sign-in steps, SPEC §2.1); an unknown,
// malformed or missing client id shows its error instead of the form (SPEC
// §8.3). Email-first leads to the OAuth sign-up or sign-in under /oauth, the
// flow's query travels with every step (SPEC §2.8), and the journey goes as
// far as the app is built: the account is confirmed and signed in. Each runs by
// pointer, by keyboard alone and in Hebrew, with axe on every page reached.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Journey } from './support/journey';
import { codeFor, nextCode, uniqueEmail } from './support/outbox';
import { PASSWORD, createAccount } from './support/accounts';
import { SigninJourney } from './signin-steps';
import { VARIANTS } from './support/variants';

/** The example relying party the development server registers (server/oauth/client-config.ts). */
const SERVICE = { clientId: '0123456789abcdef', name: 'Orbit Notes' };

/** A relying party's request: its 16-hex-digit client id, a scope and its state. */
const OAUTH_QUERY = { client_id: SERVICE.clientId, scope: 'profile', state: 'e2e-relying-party-state' };

/** The OAuth request is still in the address. */
async function expectOAuthQuery(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => Object.entries(OAUTH_QUERY).every(([name, value]) => url.searchParams.get(name) === value));
}

function oauthEntry(query: Record<string, string> = OAUTH_QUERY): string {
  return `/oauth?${new URLSearchParams(query).toString()}`;
}

/** The /oauth card header names the relying party. */
async function expectServiceOnEntry(journey: Journey): Promise<void> {
  await expect(journey.f.heading).toHaveText(journey.text('entry-heading'));
  await expect(journey.page.locator('#entry-subheading')).toHaveText(journey.text('layout-continue-to-service-heading', { serviceName: SERVICE.name }));
}

/** An OAuth request that cannot go on: the error, and no form. */
async function expectOAuthError(journey: Journey, id: string, args: Record<string, string> = {}): Promise<void> {
  await expect(journey.f.heading).toHaveText(journey.text('entry-oauth-error-heading'));
  await expect(journey.page.getByRole('alert')).toHaveText(journey.text(id, args));
  await expect(journey.f.email).toHaveCount(0);
  await expect(journey.page.locator('form')).toHaveCount(0);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a new address signs up through /oauth/signup, keeping the request', async ({ page, baseURL }) => {
      const journey = new Journey(page, variant.input, variant.locale);
      const email = uniqueEmail('oauth-signup');
      await page.goto(oauthEntry());
      await journey.atPath('/oauth', { focused: false });
      await expectServiceOnEntry(journey);
      await expect(page).toHaveTitle(journey.title('entry-heading'));
      await journey.submitEmail(email);
      await journey.atPath('/oauth/signup');
      await expectOAuthQuery(page);
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(journey.text('layout-continue-to-service-subheading', { serviceName: SERVICE.name }));

      await journey.choosePassword();
      await journey.atPath('/confirm_signup_code');
      await expectOAuthQuery(page);
      await journey.enterCode(await codeFor(baseURL!, email));
      await journey.atPath('/signup_confirmed');
      await expectOAuthQuery(page);
    });

    test('a known address signs in through /oauth/signin, keeping the request', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'oauth-signin');
      const journey = new SigninJourney(page, variant.input, variant.locale);
      await page.goto(oauthEntry());
      await journey.atPath('/oauth', { focused: false });
      await expectServiceOnEntry(journey);
      await journey.submitEmail(account.email);
      await journey.atPath('/oauth/signin');
      await expectOAuthQuery(page);
      await expect(page.getByText(account.email)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(journey.text('layout-continue-to-service-subheading', { serviceName: SERVICE.name }));

      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await expectOAuthQuery(page);
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.expectSettings(account.email);
    });

    test('Back from /oauth/signin returns to /oauth with the address and the request', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'oauth-back');
      const entry = new Journey(page, variant.input, variant.locale);
      await page.goto(oauthEntry());
      await entry.atPath('/oauth', { focused: false });
      await entry.submitEmail(account.email);
      await entry.atPath('/oauth/signin');
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/oauth');
      await expectOAuthQuery(page);
      await expect(entry.f.email).toHaveValue(account.email);
      await expectServiceOnEntry(entry);
      await page.goForward();
      await expect(page).toHaveURL((url) => url.pathname === '/oauth/signin');
      await expect(page.getByText(account.email)).toBeVisible();
    });

    test('a client id no client has shows Unknown client instead of the form', async ({ page }) => {
      const journey = new Journey(page, variant.input, variant.locale);
      await page.goto(oauthEntry({ ...OAUTH_QUERY, client_id: 'ffffffffffffffff' }));
      await journey.atPath('/oauth', { focused: false });
      await expectOAuthError(journey, 'oauth-error-101');
    });

    test('a client id of the wrong length, or none, shows its OAuth error instead of the form', async ({ page }) => {
      const journey = new Journey(page, variant.input, variant.locale);
      await page.goto(oauthEntry({ ...OAUTH_QUERY, client_id: '0123456789abcd' }));
      await journey.atPath('/oauth', { focused: false });
      await expectOAuthError(journey, 'oauth-error-109', { param: 'client_id' });

      const { client_id: _omitted, ...withoutClient } = OAUTH_QUERY;
      await page.goto(oauthEntry(withoutClient));
      await journey.atPath('/oauth', { focused: false });
      await expectOAuthError(journey, 'oauth-error-1005');
    });
  });
}
