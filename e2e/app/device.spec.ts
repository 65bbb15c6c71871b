// Signing a device in by the code it shows (RFC 8628): the device (here, the
// test, through the API, as a command-line tool would) asks for a code and
// polls the token endpoint; the person types the code on /device, sees which
// service asks for what, and allows or denies it; the device's next poll
// gets the tokens or the refusal. A wrong code is said under the field, which
// keeps it. A person not signed in who opens the device's link signs in first
// and comes back with the code filled in, which they still confirm. An answer
// goes only for the account the consent names, even when another one signed
// in from another tab meanwhile. Each runs
// by pointer, by keyboard alone and in Hebrew, with axe on every page reached.
import { expect, test } from '../support/app/test';
import { PASSWORD, createAccount, signInBrowser } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { nextCode } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { signinJourney } from '../support/app/journeys';
import type { Journey } from '../support/app/journey';

/** The example relying party's public client, registered with the device grant outside production. */
const DEVICE_CLIENT = { id: '5eed5eed5eed0001', name: 'Example relying party (public client)' };
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
}

async function form(baseURL: string, path: string, fields: Record<string, string>) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The device asks for its codes. */
async function startOnDevice(baseURL: string): Promise<DeviceAuthorization> {
  const started = await form(baseURL, '/v1/oauth/device_authorization', { client_id: DEVICE_CLIENT.id, scope: 'openid profile' });
  expect(started.status).toBe(200);
  return started.body as unknown as DeviceAuthorization;
}

/** The device polls once: here only after the person answered, so no poll comes sooner than its interval. */
const poll = (baseURL: string, device: DeviceAuthorization) => form(baseURL, '/v1/oauth/token', { grant_type: GRANT_TYPE, device_code: device.device_code, client_id: DEVICE_CLIENT.id });

/** The consent names the service, the account, the code to compare and what the service will see. */
async function expectConsent(journey: Journey, email: string, userCode: string): Promise<void> {
  await expect(journey.f.heading).toHaveText(journey.text('device-consent-heading', { serviceName: DEVICE_CLIENT.name }));
  await expect(journey.page.locator('#device-consent-account')).toHaveText(journey.text('oauth-consent-signed-in-as', { email }));
  const code = journey.page.locator('#device-consent-code');
  // Word joiners keep the code whole on a line; they are not seen or read.
  expect((await code.textContent())?.replaceAll('\u2060', '')).toMatch(journey.text('device-consent-code', { userCode }));
  // On a phone-wide screen the code stays on one line, to be read as the device shows it.
  const lines = await code.evaluate((element, [first, last]) => {
    const node = element.firstChild!;
    const text = node.textContent ?? '';
    const range = document.createRange();
    range.setStart(node, text.indexOf(first!));
    range.setEnd(node, text.indexOf(last!) + last!.length);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  }, userCode.split('-'));
  expect(lines).toBe(1);
  await expect(journey.page.locator('#device-consent-permissions li')).toHaveCount(4);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a signed-in person types the code, allows it, and the device polls to its tokens', async ({ page, baseURL }) => {
      const device = await startOnDevice(baseURL!);
      expect(device.verification_uri).toBe(`${baseURL!}/device`);

      const journey = signinJourney(page, variant);
      const account = await journey.openAs(baseURL!, 'device-allow', '/device');
      await expect(journey.f.heading).toHaveText(journey.text('device-enter-heading'));
      await expect(page).toHaveTitle(journey.title('device-title'));

      // A code the device never showed: said under the field, which keeps it.
      await journey.type(journey.f.code, 'bcdf-ghjx');
      await journey.activate(journey.control('device-code-submit'));
      await expect(journey.f.code).toHaveAttribute('aria-invalid', 'true');
      await expect(journey.f.code).toHaveValue('BCDFGHJX');
      await expect(page.getByText(journey.text('device-code-invalid'))).toBeVisible();

      // The right code, typed in lower case with its dash, on a phone-wide screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await journey.type(journey.f.code, device.user_code.toLowerCase());
      await journey.activate(journey.control('device-code-submit'));
      await expectConsent(journey, account.email, device.user_code);
      await journey.atPath('/device', { focused: false });
      await journey.activate(journey.control('device-consent-allow'));
      await expect(journey.f.heading).toHaveText(journey.text('device-approved-heading'));
      await expect(page.locator('#device-outcome')).toHaveText(journey.text('device-approved-text', { serviceName: DEVICE_CLIENT.name }));
      await journey.atPath('/device', { focused: false });

      // The device's first poll after the answer gets the tokens (its pending polls are the server suite's).
      const tokens = await poll(baseURL!, device);
      expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
      const userinfo = await fetch(`${baseURL!}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.body.access_token as string}` } });
      expect(await userinfo.json()).toMatchObject({ sub: account.uid, email: account.email });
    });

    test('another account signed in in another tab while the consent is open: the answer waits for a consent naming it', async ({ page, baseURL }) => {
      const device = await startOnDevice(baseURL!);
      const journey = signinJourney(page, variant);
      const first = await journey.openAs(baseURL!, 'device-first', '/device');
      await journey.type(journey.f.code, device.user_code);
      await journey.activate(journey.control('device-code-submit'));
      await expectConsent(journey, first.email, device.user_code);

      // In another tab of the same browser, a second account signs in and becomes the current one.
      const second = await createAccount(baseURL!, 'device-second');
      const other = await page.context().newPage();
      await signInBrowser(other, second);
      await other.goto('/settings');
      await expect(other.getByText(second.email).first()).toBeVisible();
      await other.close();

      // Allow on the consent that named the first account answers nothing: it names the second now.
      await journey.activate(journey.control('device-consent-allow'));
      await expectConsent(journey, second.email, device.user_code);
      await expectAccessible(page);
      await journey.activate(journey.control('device-consent-allow'));
      await expect(journey.f.heading).toHaveText(journey.text('device-approved-heading'));
      const tokens = await poll(baseURL!, device);
      expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
      const userinfo = await fetch(`${baseURL!}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.body.access_token as string}` } });
      expect(await userinfo.json()).toMatchObject({ sub: second.uid, email: second.email });
    });

    test('a person not signed in opens the device’s link, signs in, confirms the code filled in, and denies it', async ({ page, baseURL }) => {
      const device = await startOnDevice(baseURL!);
      const account = await createAccount(baseURL!, 'device-deny');
      const journey = signinJourney(page, variant);

      await page.goto(device.verification_uri_complete);
      await journey.atPath('/', { focused: false });
      await journey.submitEmail(account.email);
      await journey.atPath('/signin');
      await journey.enterPassword(PASSWORD);
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, account));

      // Back at the device's page with its code, and nothing allowed until the person says so.
      await journey.atPath('/device', { focused: false });
      await expect(journey.f.code).toHaveValue(device.user_code.replace('-', ''));
      await journey.activate(journey.control('device-code-submit'));
      await expectConsent(journey, account.email, device.user_code);
      await journey.activate(journey.control('device-consent-deny'));
      await expect(journey.f.heading).toHaveText(journey.text('device-denied-heading'));
      await journey.atPath('/device', { focused: false });

      expect(await poll(baseURL!, device)).toMatchObject({ status: 400, body: { error: 'access_denied' } });
    });
  });
}
