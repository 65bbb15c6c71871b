// Device pairing through the real relay, with two browsers: the signed-in one
// (the authority, from the account fixtures) shows the QR code on /pair, and
// a second browser context plays the new device, whose own browser opens
// /pair/supp with its OAuth request and the channel from the code, and
// records what the page sends it on the web channel. The person confirms on
// the authority; the new device gets its code in the oauthLogin message and
// the test exchanges it, with the PKCE verifier, for tokens. The device asks
// for the sync key, and the signed-in tab (its session from the fixtures, so
// no kB) asks for the password first: a wrong one is refused under the field,
// the right one reads kB, and the keys_jwe that comes with the tokens opens,
// with the device's private key, to the account's sync key. A request whose
// client id was swapped, or whose device key is damaged, is refused on the
// authority in plain words before anything is asked, and no code reaches the
// device; the address in the code opened by a camera app, and the device's
// page opened by hand, say what to do. The authority's side by pointer in English and by
// keyboard in Hebrew; axe on every page.
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { expect, test } from '../support/app/test';
import type { Browser, Page } from '@playwright/test';
import { compactDecrypt } from 'jose';
import { deriveScopedKey } from '../../app/lib/crypto/scopedKeys';
import type { ScopedKeyData } from '../../app/lib/crypto/scopedKeys';
import { DEV_PAIRING_CLIENT_ID, PAIRING_REDIRECT_URN, SYNC_SCOPE } from '../../server/config/oauth-clients';
import { PASSWORD, WRONG_PASSWORD, createAccount, signInBrowser } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';

/** The new device: a phone's Chrome, which the confirmation names as connected services would, never by this string. */
const NEW_DEVICE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const OAUTH_LOGIN = 'orbit:oauth_login';

interface NewDevice {
  readonly page: Page;
  readonly verifier: string;
  readonly state: string;
  /** The private half of the keys_jwk it sent, when it asked for the sync key. */
  readonly privateKey?: webcrypto.CryptoKey;
  /** The messages the page sent the device's browser. */
  sent(): Promise<Array<{ command: string; data?: Record<string, string> }>>;
}

/** The new device: its own browser context, whose browser records the web channel's messages and opens the supplicant for the pairing address. */
async function openNewDevice(browser: Browser, baseURL: string, pairingAddress: string, clientId: string, syncKey = false, damagedKey = false): Promise<NewDevice> {
  const context = await browser.newContext({ baseURL, userAgent: NEW_DEVICE_UA, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener('WebChannelMessageToChrome', (event) => {
      const { message } = JSON.parse((event as CustomEvent<string>).detail) as { message: unknown };
      const sent = JSON.parse(sessionStorage.getItem('e2e-sent') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-sent', JSON.stringify([...sent, message]));
    });
  });
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  // A real key pair, so that the test can open what comes back; or a damaged key of the right shape, whose coordinates are no point of the curve.
  const pair = damagedKey ? undefined : await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const publicJwk = pair
    ? await webcrypto.subtle.exportKey('jwk', pair.publicKey)
    : { kty: 'EC', crv: 'P-256', x: Buffer.alloc(32, 1).toString('base64url'), y: Buffer.alloc(32, 2).toString('base64url') };
  const keysJwk = Buffer.from(JSON.stringify({ kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, y: publicJwk.y })).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    scope: syncKey ? `profile ${SYNC_SCOPE}` : 'profile',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    keys_jwk: keysJwk,
    access_type: 'offline',
    context: 'oauth_webchannel_v1',
  });
  const address = new URL(pairingAddress);
  await page.goto(`/pair/supp?${query.toString()}${address.hash}`);
  return {
    page,
    verifier,
    state,
    ...(pair && syncKey ? { privateKey: pair.privateKey } : {}),
    sent: () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-sent') ?? '[]') as Array<{ command: string; data?: Record<string, string> }>),
  };
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    /** The authority signed in on /pair, showing the code; returns the pairing address it holds. */
    async function showCode(page: Page, baseURL: string, label: string): Promise<{ journey: Journey; address: string; email: string; account: TestAccount }> {
      const account = await createAccount(baseURL, label);
      await signInBrowser(page, account);
      const journey = newJourney(page, variant);
      await page.goto('/pair');
      await expect(page).toHaveTitle(journey.title('pair-heading'));
      const qr = page.locator('#pair-qr');
      await expect(qr).toHaveAttribute('aria-label', journey.text('pair-qr-label'));
      await expectAccessible(page);
      const address = (await qr.getAttribute('data-pairing-url'))!;
      expect(new URL(address).pathname).toBe('/pair');
      expect(new URL(address).search, 'the channel key stays in the fragment').toBe('');
      return { journey, address, email: account.email, account };
    }

    test('a new device is signed in with the sync key: the password asked on the signed-in one, its code exchanged for tokens and the key', async ({ page, browser, baseURL }) => {
      const { journey, address, email, account } = await showCode(page, baseURL!, `pair-${variant.input}`);
      const device = await openNewDevice(browser, baseURL!, address, DEV_PAIRING_CLIENT_ID, true);
      const english = newJourney(device.page);
      await expect(device.page.getByRole('heading', { level: 1 })).toHaveText(english.text('pair-supp-waiting-heading'));
      await expectAccessible(device.page);

      // The authority names the device (as connected services does), the service and the account.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('pair-confirm-heading'));
      await expect(page.locator('#pair-device')).toHaveText(journey.text('device-browser-on-os', { browser: 'Chrome', os: 'Android' }));
      await expect(page.getByText(journey.text('pair-confirm-text', { serviceName: 'Orbit Browser', email }))).toBeVisible();
      // The session came from elsewhere, so this tab holds no kB: the password is asked.
      await expect(page.locator('#pair-password-text')).toHaveText(journey.text('pair-password-text'));
      await expectAccessible(page);
      const password = page.locator('#pair-password');
      await journey.type(password, WRONG_PASSWORD);
      await journey.activate(journey.control('pair-confirm'));
      await expect(page.getByText(journey.text('auth-error-103'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('pair-confirm-heading'));
      await expect(password).toHaveValue(WRONG_PASSWORD);
      await journey.type(password, PASSWORD);
      await journey.activate(journey.control('pair-confirm'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('pair-done-heading'));
      await expectAccessible(page);

      await expect(device.page.getByRole('heading', { level: 1 })).toHaveText(english.text('pair-done-heading'));
      await expectAccessible(device.page);
      const logins = (await device.sent()).filter((message) => message.command === OAUTH_LOGIN);
      expect(logins).toHaveLength(1);
      const login = logins[0]!.data!;
      expect(login).toMatchObject({ state: device.state, action: 'pairing' });
      expect(login.redirect).toMatch(/^urn:ietf:wg:oauth:2\.0:oob:pair-auth-webchannel\?/);

      const tokens = await fetch(`${baseURL}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: DEV_PAIRING_CLIENT_ID, code: login.code!, code_verifier: device.verifier, redirect_uri: PAIRING_REDIRECT_URN }),
      });
      const body = (await tokens.json()) as Record<string, unknown>;
      expect(tokens.status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({ token_type: 'bearer' });
      expect(String(body.scope).split(' ').sort()).toEqual(['profile', SYNC_SCOPE].sort());
      expect(typeof body.access_token).toBe('string');
      expect(typeof body.refresh_token).toBe('string');

      // The sync key, opened with the device's private key, is the account's: derived from its kB.
      expect(typeof body.keys_jwe).toBe('string');
      const { plaintext } = await compactDecrypt(body.keys_jwe as string, device.privateKey!);
      const keys = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
      const keyData = await fetch(`${baseURL}/v1/account/scoped-key-data`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.sessionToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: DEV_PAIRING_CLIENT_ID, scope: SYNC_SCOPE, redirect_uri: PAIRING_REDIRECT_URN }),
      });
      expect(keyData.status).toBe(200);
      const expected = await deriveScopedKey(account.kB, account.uid, ((await keyData.json()) as Record<string, ScopedKeyData>)[SYNC_SCOPE]!);
      expect(keys).toEqual({ [SYNC_SCOPE]: expected });
      await device.page.context().close();
    });

    test('a session ended elsewhere while confirming ends here as every session ends: the account and the visit forgotten, and the page is what a signed-out person sees', async ({ page, browser, baseURL }) => {
      const { journey, address, account } = await showCode(page, baseURL!, `pair-ended-${variant.input}`);
      const device = await openNewDevice(browser, baseURL!, address, DEV_PAIRING_CLIENT_ID);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('pair-confirm-heading'));
      await page.evaluate(() => sessionStorage.setItem('__orbit_session.flow', JSON.stringify({ flowId: 'f'.repeat(64) })));
      // Revoked from another device: the server no longer knows the token.
      const destroyed = await fetch(`${baseURL}/v1/session/destroy`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.sessionToken}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(destroyed.status).toBe(200);
      await journey.activate(journey.control('pair-confirm'));
      await expect(page).not.toHaveURL(/\/pair(\?|$)/);
      await expect(page.locator('input[type="email"]')).toBeVisible();
      await expect(page.locator('input[type="email"]')).toHaveValue('');
      const kept = await page.evaluate(() => ({
        session: Object.keys(sessionStorage).filter((key) => key.startsWith('__orbit_storage') || key.startsWith('__orbit_session')),
        current: localStorage.getItem('__orbit_storage.currentAccountUid'),
      }));
      expect(kept).toEqual({ session: [], current: null });
      await expectAccessible(page);
      const logins = (await device.sent()).filter((message) => message.command === OAUTH_LOGIN);
      expect(logins).toHaveLength(0);
      await device.page.context().close();
    });

    test('a swapped client id and a damaged device key are refused in plain words before anything is asked, and the device gets no code; the code opened by a camera app and the device page opened by hand say what to do', async ({ page, browser, baseURL }) => {
      const { journey, address } = await showCode(page, baseURL!, `pair-swap-${variant.input}`);
      // A client that exists but is not on the pairing allow-list.
      const device = await openNewDevice(browser, baseURL!, address, '0123456789abcdef');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('pair-failed-heading'));
      await expect(page.getByRole('alert')).toHaveText(journey.text('pair-error-client'));
      await expectAccessible(page);

      const english = newJourney(device.page);
      await expect(device.page.getByRole('heading', { level: 1 })).toHaveText(english.text('pair-failed-heading'));
      await expect(device.page.getByRole('alert')).toHaveText(english.text('pair-error-refused'));
      await expectAccessible(device.page);
      expect((await device.sent()).filter((message) => message.command === OAUTH_LOGIN)).toEqual([]);

      // The way back: a new code on the authority.
      await journey.activate(journey.control('pair-start-again'));
      await expect(page.locator('#pair-qr')).toBeVisible();
      await device.page.context().close();

      // A device of the allow-listed client asking for the sync key with a key that cannot be used: refused at once, no password asked.
      const fresh = (await page.locator('#pair-qr').getAttribute('data-pairing-url'))!;
      const damaged = await openNewDevice(browser, baseURL!, fresh, DEV_PAIRING_CLIENT_ID, true, true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.text('pair-failed-heading'));
      await expect(page.getByRole('alert')).toHaveText(journey.text('pair-error-device-key'));
      await expect(page.locator('#pair-password')).toHaveCount(0);
      await expect(damaged.page.getByRole('alert')).toHaveText(english.text('pair-error-refused'));
      expect((await damaged.sent()).filter((message) => message.command === OAUTH_LOGIN)).toEqual([]);

      // A phone's camera app opens the address in the code: it is told to scan it from the browser, and may sign in by email instead.
      await damaged.page.goto(fresh);
      await expect(damaged.page.getByRole('heading', { level: 1 })).toHaveText(english.text('pair-scanned-heading'));
      await expect(damaged.page.locator('#pair-scanned-how')).toHaveText(english.text('pair-scanned-how'));
      await expectAccessible(damaged.page);
      // The device's page opened by hand, without the browser's request: no protocol words.
      await damaged.page.goto('/pair/supp');
      await expect(damaged.page.getByRole('alert')).toHaveText(english.text('pair-supp-missing'));
      await damaged.page.getByRole('button', { name: english.text('pair-supp-sign-in-instead') }).click();
      await expect(damaged.page).toHaveURL((url) => url.pathname === '/');
      await damaged.page.context().close();
    });
  });
}
