// Signing in with a passkey, in Chromium with its virtual authenticator (a
// passkey kept on the device, user verification on). WebAuthn refuses an IP
// address as RP ID, so these journeys open the app at http://localhost, which
// the server (PUBLIC_URL unset) takes as its origin and RP ID. The passkey is
// made by the browser's own ceremony, through the contract's registration
// operations after a step-up, as the settings pages make one.
//
// Chromium's virtual authenticator answers a conditional request (the email
// field's autofill) at once, as a person picking the passkey there would, so
// the entry page signs in as soon as it listens; the button is pressed on the
// password page, which does not listen.
//
// By pointer: 'Continue with passkey' signs an account with two-step
// authentication in at once (no emailed code, no authenticator step); a
// relying party asking for AAL2 gets an id token whose amr says two factors;
// a passkey removed from the account is refused afterwards, by the button and
// by the autofill, with the password offered. By keyboard in Hebrew: the
// autofill signs in; a prompt the person does not complete is said to be
// cancelled, and the button then signs in; a sync sign-in after a passkey asks
// for the password only to unlock the keys, and the browser gets them. Axe
// checks every page state reached.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { COMMANDS } from '../../app/lib/webChannel';
import type { LoginData } from '../../app/lib/webChannel';
import { PASSWORD, authClient, createAccount, stepUpToken } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { playBrowser, sentToBrowser } from '../support/app/browser';
import { unwrapKb } from '../support/app/keys';
import { LOCALHOST_ORIGIN, pathsSeen, virtualAuthenticator } from '../support/app/passkeys';
import { OAUTH_QUERY, SERVICE, VERIFIER, backAtService, serveTheService } from '../support/app/relying-party';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';
import { VARIANTS } from '../support/app/variants';

const ORIGIN = LOCALHOST_ORIGIN;

test.use({ baseURL: ORIGIN });

/**
 * Makes a passkey for the account with the browser's own ceremony: creation
 * options from the server for a `2fa` step-up of its session, then
 * navigator.credentials.create on this page, then the server's verification.
 * Resolves to the credential id.
 */
async function addPasskey(page: Page, account: TestAccount): Promise<string> {
  const jwt = await stepUpToken(ORIGIN, account, '2fa');
  return page.evaluate(async (token) => {
    const post = async (path: string, body: unknown = {}) => {
      const response = await fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as unknown;
    };
    const parse = (PublicKeyCredential as unknown as { parseCreationOptionsFromJSON(json: unknown): PublicKeyCredentialCreationOptions }).parseCreationOptionsFromJSON;
    const publicKey = parse(await post('/v1/mfa/passkey/registration/options'));
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential & { toJSON(): { response: Record<string, unknown> } & Record<string, unknown> };
    const { id, rawId, type, authenticatorAttachment, clientExtensionResults, response } = credential.toJSON();
    const { clientDataJSON, attestationObject, transports } = response;
    await post('/v1/mfa/passkey/registration/verify', { response: { id, rawId, type, authenticatorAttachment, clientExtensionResults, response: { clientDataJSON, attestationObject, transports } } });
    return credential.id;
  }, jwt);
}

/** Removes the passkey from the account on the server, as settings would after a step-up; the browser still holds it. */
async function removePasskey(account: TestAccount, credentialId: string): Promise<void> {
  const jwt = await stepUpToken(ORIGIN, account, '2fa');
  const removed = await authClient(ORIGIN, jwt).POST('/v1/mfa/passkey/destroy', { body: { credentialId } });
  expect(removed.error, 'passkey removed').toBeUndefined();
}

/** Forgets this browser's sign-in, as another person at the same browser would find it. */
async function forgetSignIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The entry page with its form (and the passkey button, which every browser with WebAuthn shows). */
async function atEntry(journey: AppJourney, pathname = '/'): Promise<void> {
  await expect(journey.f.email).toBeVisible();
  await expect(journey.control('passkey-signin')).toBeVisible();
  await expect(journey.page).toHaveURL((url) => url.pathname === pathname);
  await expectAccessible(journey.page);
}

const [pointer, keyboardHebrew] = VARIANTS;

test.describe(pointer!.name, () => {
  test('the button signs in with two factors at once; a relying party asking for AAL2 gets amr with two factors; a removed passkey is refused', async ({ page }) => {
    const journey = newJourney(page, pointer);
    await virtualAuthenticator(page);
    const account = await createAccount(ORIGIN, 'passkey-button', { totp: true });
    const passwordPage = `/signin?email=${encodeURIComponent(account.email)}`;
    await page.goto(passwordPage);
    await expect(journey.control('passkey-signin')).toBeVisible();
    await expectAccessible(page);
    const credentialId = await addPasskey(page, account);

    // Two factors in one step: no emailed code and no authenticator code, straight to settings.
    const seen = pathsSeen(page);
    await journey.activate(journey.control('passkey-signin'));
    await journey.atPath('/settings', { focused: false });
    expect(seen.filter((path) => path.startsWith('/signin_'))).toEqual([]);

    // A relying party that asks for AAL2: on its entry page the passkey alone meets it, and the id token says how.
    // (Chromium's virtual authenticator answers the field's autofill at once, as a person picking the passkey there.)
    await forgetSignIn(page);
    await serveTheService(page);
    const request = { ...OAUTH_QUERY, response_type: 'code', scope: 'openid profile', acr_values: 'AAL2', nonce: 'passkey-nonce' };
    await page.goto(`/oauth?${new URLSearchParams(request).toString()}`);
    await journey.atPath('/authorization', { focused: false });
    expect(seen.filter((path) => path.startsWith('/signin_'))).toEqual([]);
    await journey.activate(journey.control('oauth-consent-allow'));
    const back = await backAtService(page, { state: OAUTH_QUERY.state, code: /^[0-9a-f]{64}$/ });
    const answer = await page.request.post(`${ORIGIN}/v1/oauth/token`, {
      form: { grant_type: 'authorization_code', client_id: SERVICE.clientId, code: back.searchParams.get('code')!, code_verifier: VERIFIER },
    });
    expect(answer.status()).toBe(200);
    const { id_token: idToken } = (await answer.json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: account.uid, acr: 'AAL2', amr: ['hwk', 'user', 'mfa'], nonce: 'passkey-nonce' });

    // Removed from the account, the passkey the browser still holds is refused, and the password is offered:
    // on the password page by the button, and on the entry page by its autofill.
    await removePasskey(account, credentialId);
    await page.goto(passwordPage);
    await forgetSignIn(page);
    await page.goto(passwordPage);
    await journey.activate(journey.control('passkey-signin'));
    await expect(page.getByRole('alert')).toHaveText(journey.text('passkey-signin-refused-password'));
    await expect(page).toHaveURL((url) => url.pathname === '/signin');
    await expectAccessible(page);
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(journey.text('passkey-signin-refused-entry'));
    await atEntry(journey);
    await journey.type('email', account.email);
    await journey.activate('submit');
    await journey.atPath('/signin');
  });
});

test.describe(keyboardHebrew!.name, () => {
  test.use({ locale: keyboardHebrew!.locale! });

  test('the email field’s autofill signs in; a prompt not completed is cancelled calmly; a sync sign-in asks the password only for the keys', async ({ page }) => {
    const journey = newJourney(page, keyboardHebrew);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const account = await createAccount(ORIGIN, 'passkey-autofill');
    const passwordPage = `/signin?email=${encodeURIComponent(account.email)}`;
    // With no passkey in the browser yet, the autofill listens and nothing answers: an address typed and
    // submitted stops the listening quietly (no banner, nothing thrown) and the password page follows.
    await page.goto('/');
    await atEntry(journey);
    await journey.type('email', account.email);
    await journey.activate('submit');
    await journey.atPath('/signin');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(journey.control('passkey-signin')).toBeVisible();
    await addPasskey(page, account);

    // The entry page listens from the moment it is ready: the passkey offered in the field's autofill signs in.
    await page.goto('/');
    await expect(journey.f.email).toHaveAttribute('autocomplete', 'username webauthn');
    await journey.atPath('/settings', { focused: false });

    // The person does not complete the browser's prompt (no user verification): said calmly, nothing else changes.
    await forgetSignIn(page);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.goto(passwordPage);
    await journey.activate(journey.control('passkey-signin'));
    await expect(page.getByRole('status').filter({ hasText: journey.text('passkey-signin-cancelled') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await journey.activate(journey.control('passkey-signin'));
    await journey.atPath('/settings', { focused: false });

    // The browser's sync needs the keys, which only the password unlocks: after the passkey the page says so,
    // the password only unlocks them (no new sign-in, no code), and the browser gets keys that open kB.
    await forgetSignIn(page);
    await playBrowser(page);
    await page.goto('/?context=fx_desktop_v3&service=sync');
    await journey.atPath('/signin', { focused: false });
    await expect(page.getByRole('status').filter({ hasText: journey.text('signin-passkey-password-for-sync') })).toBeVisible();
    await expect(journey.control('passkey-signin')).toHaveCount(0);
    await journey.type('password', PASSWORD);
    await journey.activate('submit');
    await journey.atPath('/inline_recovery_key_setup', { focused: false });
    await journey.activate(journey.control('inline-recovery-key-later'));
    await journey.atPath('/settings', { focused: false });
    await expect.poll(async () => (await sentToBrowser(page, COMMANDS.login)).length).toBe(1);
    const login = (await sentToBrowser(page, COMMANDS.login))[0]!.data as LoginData;
    expect(login).toMatchObject({ uid: account.uid, email: account.email, verified: true });
    expect(await unwrapKb(ORIGIN, login.keyFetchToken, login.unwrapBKey!)).toBe(account.kB);
  });
});
