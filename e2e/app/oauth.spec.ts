// The entry page of an OAuth integration (SPEC §2.2, §2.9, §4.10): /oauth with
// the relying party's client_id, scope and state. Email-first leads to the
// OAuth sign-up or sign-in under /oauth, the flow's query travels with every
// step (SPEC §2.8), and the journey goes as far as the app is built: the
// account is confirmed and signed in. Each runs by pointer, by keyboard alone
// and in Hebrew, with axe on every page reached.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Journey } from './support/journey';
import { codeFor, uniqueEmail } from './support/outbox';
import { PASSWORD, SigninJourney, VARIANTS, createAccount } from './signin-steps';

/** A relying party's request: a 16-hex-digit client id, a scope and its state. */
const OAUTH_QUERY = { client_id: '7f3a9c0e5b2d4186', scope: 'profile', state: 'e2e-relying-party-state' };

/** The OAuth request is still in the address. */
async function expectOAuthQuery(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => Object.entries(OAUTH_QUERY).every(([name, value]) => url.searchParams.get(name) === value));
}

function oauthEntry(): string {
  return `/oauth?${new URLSearchParams(OAUTH_QUERY).toString()}`;
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a new address signs up through /oauth/signup, keeping the request', async ({ page, baseURL }) => {
      const journey = new Journey(page, variant.input, variant.locale);
      const email = uniqueEmail('oauth-signup');
      await page.goto(oauthEntry());
      await journey.atPath('/oauth', { focused: false });
      await expect(journey.f.heading).toHaveText(journey.text('entry-heading'));
      await expect(page).toHaveTitle(journey.title('entry-title'));
      await journey.submitEmail(email);
      await journey.atPath('/oauth/signup');
      await expectOAuthQuery(page);
      await expect(page.getByText(email)).toBeVisible();

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
      const entry = new Journey(page, variant.input, variant.locale);
      await page.goto(oauthEntry());
      await entry.atPath('/oauth', { focused: false });
      await entry.submitEmail(account.email);
      await journey.atPath('/oauth/signin');
      await expectOAuthQuery(page);
      await expect(page.getByText(account.email)).toBeVisible();

      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await expectOAuthQuery(page);
      await journey.enterCode(await codeFor(baseURL!, account.email, account.mails + 1));
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
      await page.goForward();
      await expect(page).toHaveURL((url) => url.pathname === '/oauth/signin');
      await expect(page.getByText(account.email)).toBeVisible();
    });
  });
}
