// The entry page of an OAuth integration (SPEC §2.2, §2.9, §4.10): /oauth with
// the relying party's client_id, scope and state. The card header names the
// relying party ('Continue to {serviceName}', and 'to continue to
// {serviceName}' on the sign-up and sign-in steps, SPEC §2.1); an unknown,
// malformed or missing client id, or a return address the service never
// registered, is explained in plain words instead of the form, and a request
// that can never succeed goes straight back to the service with its error,
// both before anyone signs in. Someone signed in is offered to continue as
// the account: on to the consent with nothing typed, and with the password
// alone where the service asks for keys. Email-first leads to the OAuth sign-up or sign-in under /oauth, the
// flow's query travels with every step (SPEC §2.8), and the journey goes as
// far as the relying party: /authorization asks the person's consent (the
// example service is untrusted) and sends the browser back with a code the
// token endpoint accepts. prompt=none, prompt=login, Cancel and a remembered
// consent are decided there too. Each runs by pointer, by keyboard alone and in
// Hebrew, with axe on every page reached.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { codeFor, nextCode, uniqueEmail } from '../support/app/outbox';
import { PASSWORD, createAccount, nextTotpCode } from '../support/app/accounts';
import type { TestAccount, TwoStepAccount } from '../support/app/accounts';
import { VARIANTS } from '../support/app/variants';
import { expectAccessible } from '../support/app/axe';
import { deriveScopedKey } from '../../app/lib/crypto/scopedKeys';
import type { ScopedKeyData } from '../../app/lib/crypto/scopedKeys';
import { OAUTH_QUERY, SERVICE, VERIFIER, authorization, backAtService, expectSignedInAtService, serveTheService } from '../support/app/relying-party';
import type { Journey } from '../support/app/journey';
import { newJourney, signinJourney } from '../support/app/journeys';
import type { SigninJourney } from '../support/app/journeys';

/** The consent page names the service, the account and what the service will see. */
async function expectConsent(journey: Journey, email: string, permissions = 3): Promise<void> {
  await journey.atPath('/authorization', { focused: false });
  await expect(journey.f.heading).toHaveText(journey.text('oauth-consent-heading', { serviceName: SERVICE.name }));
  await expect(journey.page.locator('#oauth-consent-account')).toHaveText(journey.text('oauth-consent-signed-in-as', { email }));
  await expect(journey.page.locator('#oauth-consent-permissions li')).toHaveCount(permissions);
}

/** From /oauth, where the request sent a signed-in person back, through the password and the emailed code. */
async function signInAgain(journey: SigninJourney, baseURL: string, account: TestAccount): Promise<void> {
  await journey.atPath('/oauth', { focused: false });
  await journey.submitEmail(account.email);
  await journey.atPath('/oauth/signin');
  await journey.enterPassword(PASSWORD);
  await journey.atPath('/signin_token_code');
  await journey.enterCode(await nextCode(baseURL, account));
}

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

/** A request refused before anyone signs in, where nothing may go back to the service: why, in plain words, and no form. */
async function expectRefused(journey: Journey, reasonId: string): Promise<void> {
  await expect(journey.f.heading).toHaveText(journey.text('oauth-refused-heading'));
  await expect(journey.page.locator('#oauth-refused-reason')).toHaveText(journey.text(reasonId));
  await expect(journey.f.email).toHaveCount(0);
  await expect(journey.page.locator('form')).toHaveCount(0);
}

/** 'Continue as' names the signed-in account. */
async function expectContinueAs(journey: Journey, email: string): Promise<void> {
  await expect(journey.f.heading).toContainText(journey.text('flow-continue-as-heading'));
  await expect(journey.page.locator('#continue-as-email')).toHaveText(email);
  await expect(journey.f.email).toHaveCount(0);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a new address signs up through /oauth/signup, keeping the request', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
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

      await serveTheService(page);
      await journey.activate('continueButton');
      await expectConsent(journey, email);
      await journey.activate(journey.control('oauth-consent-allow'));
      await expectSignedInAtService(page, baseURL!);
    });

    test('a known address signs in through /oauth/signin, keeping the request', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'oauth-signin');
      const journey = signinJourney(page, variant);
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
      await serveTheService(page);
      await journey.enterCode(await nextCode(baseURL!, account));
      await expectConsent(journey, account.email);
      await journey.activate(journey.control('oauth-consent-allow'));
      await expectSignedInAtService(page, baseURL!);

      // Consent given once is remembered: the next request goes straight back.
      await page.goto(authorization({ ...OAUTH_QUERY, state: 'second-request' }));
      await backAtService(page, { state: 'second-request', code: /^[0-9a-f]{64}$/ });
    });

    test('a signed-in person who cancels is sent back with the error, and prompt=login asks for the password first', async ({ page, baseURL }) => {
      const journey = signinJourney(page, variant);
      await serveTheService(page);
      const account = await journey.openAs(baseURL!, 'oauth-cancel', '/settings');
      await page.goto(authorization());
      await expectConsent(journey, account.email);
      await journey.activate(journey.control('oauth-consent-cancel'));
      await backAtService(page, { state: OAUTH_QUERY.state, error: '1004' });

      await page.goto(authorization({ ...OAUTH_QUERY, prompt: 'login' }));
      await signInAgain(journey, baseURL!, account);
      await expectConsent(journey, account.email);
      await journey.activate(journey.control('oauth-consent-allow'));
      await expectSignedInAtService(page, baseURL!);
    });

    test('prompt=none goes straight back: with the code when signed in, login_required when not', async ({ page, baseURL }) => {
      await serveTheService(page);
      await page.goto(authorization({ ...OAUTH_QUERY, prompt: 'none' }));
      await backAtService(page, { state: OAUTH_QUERY.state, error: 'login_required' });

      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, 'oauth-prompt-none', '/settings');
      await page.goto(authorization({ ...OAUTH_QUERY, prompt: 'none' }));
      await expectSignedInAtService(page, baseURL!);
    });

    test('the example relying party signs in with PKCE, shows the claims, refreshes, and cannot refresh once disconnected', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, 'oauth-example-rp', '/settings');
      await page.goto('/__dev/rp');
      await expectAccessible(page);
      await journey.activate(page.getByRole('button', { name: 'Sign in as the public client' }));
      await expect(page).toHaveURL((url) => url.pathname === '/authorization');
      await expect(journey.f.heading).toHaveText(journey.text('oauth-consent-heading', { serviceName: 'Example relying party (public client)' }));
      await expectAccessible(page);
      await journey.activate(journey.control('oauth-consent-allow'));

      await expect(page).toHaveURL((url) => url.pathname === '/__dev/rp');
      await expect(page.getByRole('status')).toContainText('Signed in as the public client');
      await expect(page.locator('pre').first()).toContainText(`"sub": "${account.uid}"`);
      await expect(page.locator('pre').nth(1)).toContainText(`"email": "${account.email}"`);
      await expectAccessible(page);
      await journey.activate(page.getByRole('button', { name: 'Refresh the tokens' }));
      await expect(page.getByRole('status')).toContainText('tokens refreshed at');

      // Disconnected in the account's connected services: the service's refresh token ends.
      const gql = (query: string, variables: Record<string, unknown> = {}) =>
        page.request.post(`${baseURL}/graphql`, { headers: { Authorization: `Bearer ${account.sessionToken}` }, data: { query, variables } });
      const listed = (await (await gql('{ account { attachedClients { clientId refreshTokenId } } }')).json()) as {
        data: { account: { attachedClients: Array<{ clientId: string | null; refreshTokenId: string | null }> } };
      };
      const connected = listed.data.account.attachedClients.find((client) => client.refreshTokenId !== null)!;
      // Connected: the success page of its client id names it, in another tab of this browser.
      const success = await page.context().newPage();
      const tab = newJourney(success, variant);
      await success.goto(`/oauth/success/${connected.clientId}`);
      await tab.atPath(`/oauth/success/${connected.clientId}`, { focused: false });
      await expect(tab.f.heading).toHaveText(tab.text('oauth-success-heading', { serviceName: 'Example relying party (public client)' }));
      await expect(success).toHaveTitle(tab.title('oauth-success-title'));
      await success.close();
      const disconnected = await gql('mutation ($input: AttachedClientDisconnectInput!) { attachedClientDisconnect(input: $input) { clientMutationId } }', {
        input: { clientId: connected.clientId, refreshTokenId: connected.refreshTokenId },
      });
      expect(disconnected.status()).toBe(200);
      await journey.activate(page.getByRole('button', { name: 'Refresh the tokens' }));
      await expect(page.getByRole('alert')).toContainText('Refreshing failed: invalid_grant');
      await expect(page.getByRole('button', { name: 'Sign in as the public client' })).toBeVisible();
    });

    test('each prompt=none failure reaches the service with its error, in the order of the checks', async ({ page, baseURL }) => {
      await serveTheService(page);
      const none = { ...OAUTH_QUERY, prompt: 'none' };
      // The example client is not on the prompt=none allow-list, so it may not name an account.
      await page.goto(authorization({ ...none, login_hint: 'someone@example.com', keys_jwk: 'eyJrdHkiOiJFQyJ9' }));
      await backAtService(page, { state: OAUTH_QUERY.state, error: 'unauthorized_client' });
      await page.goto(authorization({ ...none, keys_jwk: 'eyJrdHkiOiJFQyJ9' }));
      await backAtService(page, { error: 'invalid_request' });

      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, 'oauth-prompt-none-hint', '/settings');
      await page.goto(authorization({ ...none, id_token_hint: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' }));
      await backAtService(page, { error: 'invalid_request' });
      await page.goto(authorization({ ...none, return_on_error: 'false', id_token_hint: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' }));
      await journey.atPath('/authorization', { focused: false });
      await expect(page.getByRole('alert')).toHaveText(journey.text('oauth-error-1013'));
    });

    test('acr_values=AAL2 signs a two-step account in again with its authenticator code, and the id token says AAL2', async ({ page, baseURL }) => {
      const journey = signinJourney(page, variant);
      await serveTheService(page);
      const account = (await journey.openAs(baseURL!, 'oauth-aal2', '/settings', { totp: true })) as TwoStepAccount;
      const request = { ...OAUTH_QUERY, response_type: 'code', scope: 'openid profile', acr_values: 'AAL2', nonce: 'aal2-nonce' };
      await page.goto(authorization(request));
      await expectConsent(journey, account.email, 4);
      // The browser's session was confirmed by email: the service is not given it, and the person signs in again.
      await journey.activate(journey.control('oauth-consent-allow'));
      await journey.atPath('/oauth', { focused: false });
      await journey.submitEmail(account.email);
      await journey.atPath('/oauth/signin');
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_totp_code');
      await journey.enterCode(nextTotpCode(account.secret));
      await expectConsent(journey, account.email, 4);
      await journey.activate(journey.control('oauth-consent-allow'));

      const back = await backAtService(page, { state: OAUTH_QUERY.state, code: /^[0-9a-f]{64}$/ });
      const answer = await page.request.post(`${baseURL}/v1/oauth/token`, {
        form: { grant_type: 'authorization_code', client_id: SERVICE.clientId, code: back.searchParams.get('code')!, code_verifier: VERIFIER },
      });
      expect(answer.status()).toBe(200);
      const { id_token: idToken } = (await answer.json()) as { id_token: string };
      const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
      expect(claims).toMatchObject({ sub: account.uid, acr: 'AAL2', amr: ['pwd', 'otp'], nonce: 'aal2-nonce' });
    });

    test('the success page claims nothing for a service this browser never signed in to; without a client id it says what is missing', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      // Signed in, but never connected to the service: the neutral page under its own title.
      await journey.openAs(baseURL!, 'oauth-success-unconnected', '/settings');
      await page.goto(`/oauth/success/${SERVICE.clientId}`);
      await journey.atPath(`/oauth/success/${SERVICE.clientId}`, { focused: false });
      await expect(journey.f.heading).toHaveText(journey.text('flow-no-outcome-heading'));
      await expect(page).toHaveTitle(journey.title('flow-no-outcome-heading'));
      await expect(page.getByText(SERVICE.name)).toHaveCount(0);
      await page.goto('/oauth/success');
      await journey.atPath('/oauth/success', { focused: false });
      await expect(page).toHaveTitle(journey.title('oauth-failed-heading'));
      await expect(page.getByRole('alert')).toHaveText(journey.text('oauth-error-109', { param: 'client_id' }));
    });

    test("the example relying party's first-party client receives its scoped key: signed in, only the password is asked again, and the key is the account's", async ({ page, baseURL }) => {
      const journey = signinJourney(page, variant);
      const account = await journey.openAs(baseURL!, 'oauth-scoped-keys', '/settings', { totp: true });
      await page.goto('/__dev/rp');
      await journey.activate(page.getByRole('button', { name: 'Sign in as the confidential client' }));
      // kB is known only to a browser that has the password: the account is offered with its password field, and nothing else
      // (no address, no authenticator code: the session is confirmed already).
      await journey.atPath('/oauth', { focused: false });
      await expectContinueAs(journey, account.email);
      await expect(page.locator('#continue-as-password-lead')).toHaveText(journey.text('flow-continue-as-password-lead'));
      await journey.type(journey.f.password, PASSWORD);
      await journey.activate(page.locator('#continue-as-submit'));

      // A first-party client: no consent, straight back with the key it asked for.
      await expect(page).toHaveURL((url) => url.pathname === '/__dev/rp');
      await expect(page.getByRole('status')).toContainText('Signed in as the confidential client');
      const scope = 'https://identity.example.com/apps/notes';
      const keyData = await page.request.post(`${baseURL}/v1/account/scoped-key-data`, {
        headers: { Authorization: `Bearer ${account.sessionToken}` },
        data: { client_id: '5eed5eed5eed0002', scope, redirect_uri: `${baseURL}/__dev/rp/confidential/callback` },
      });
      expect(keyData.status()).toBe(200);
      const expected = await deriveScopedKey(account.kB, account.uid, ((await keyData.json()) as Record<string, ScopedKeyData>)[scope]!);
      await expect(page.locator('pre').nth(2)).toContainText(`"${scope}": "${expected.kid}"`);
      await expectAccessible(page);
    });

    test('signed in, /oauth continues as the account to the consent with nothing typed; a request that can never succeed goes back before anyone signs in', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await serveTheService(page);
      // Refused before anything is asked: a public client without PKCE goes straight back with the error and its state.
      const { code_challenge: _challenge, code_challenge_method: _method, ...withoutPkce } = OAUTH_QUERY;
      await page.goto(oauthEntry(withoutPkce));
      await backAtService(page, { error: 'invalid_request', state: OAUTH_QUERY.state, iss: new URL(baseURL!).origin });

      const account = await journey.openAs(baseURL!, 'oauth-continue-as', oauthEntry());
      await journey.atPath('/oauth', { focused: false });
      await expectContinueAs(journey, account.email);
      await expect(journey.f.heading).toContainText(SERVICE.name);
      await expect(journey.f.password).toHaveCount(0);
      await journey.activate(page.locator('#continue-as-submit'));
      await expectConsent(journey, account.email);
      await journey.activate(page.locator('#oauth-consent-allow'));
      await expectSignedInAtService(page, baseURL!);
    });

    test('a redirect URI the service did not register is refused on the page before anyone signs in, never followed', async ({ page }) => {
      const journey = newJourney(page, variant);
      await page.goto(authorization({ ...OAUTH_QUERY, redirect_uri: 'https://evil.example.com/oauth/callback' }));
      await journey.atPath('/authorization', { focused: false });
      await expectRefused(journey, 'oauth-refused-unregistered-return');
      await expect(page).toHaveURL((url) => url.pathname === '/authorization');
      await page.goto(oauthEntry({ ...OAUTH_QUERY, redirect_uri: 'https://evil.example.com/oauth/callback' }));
      await journey.atPath('/oauth', { focused: false });
      await expectRefused(journey, 'oauth-refused-unregistered-return');
    });

    test('Back from /oauth/signin returns to /oauth with the address and the request', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'oauth-back');
      const entry = newJourney(page, variant);
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

    test('an unknown client id, one of the wrong length, or none, says so in plain words instead of the form', async ({ page }) => {
      const journey = newJourney(page, variant);
      await page.goto(oauthEntry({ ...OAUTH_QUERY, client_id: 'ffffffffffffffff' }));
      await journey.atPath('/oauth', { focused: false });
      await expectRefused(journey, 'oauth-refused-unknown-service');

      await page.goto(oauthEntry({ ...OAUTH_QUERY, client_id: '0123456789abcd' }));
      await journey.atPath('/oauth', { focused: false });
      await expectRefused(journey, 'oauth-refused-damaged-link');

      const { client_id: _omitted, ...withoutClient } = OAUTH_QUERY;
      await page.goto(oauthEntry(withoutClient));
      await journey.atPath('/oauth', { focused: false });
      await expectRefused(journey, 'oauth-refused-damaged-link');
    });
  });
}
