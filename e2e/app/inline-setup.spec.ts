// Two-step set-up inside sign-in: the example relying party asks for
// two-step authentication (acr_values=AAL2) of an account that has none. After
// the consent, /inline_totp_setup shows a new authenticator's key (the codes
// computed here from the key shown, nothing scanned), /inline_recovery_setup
// takes the way back in (backup codes by pointer in English, a recovery phone
// and its texted code by keyboard in Hebrew), and the service receives the
// sign-in at AAL2. After a sync sign-in, /inline_recovery_key_setup offers
// an account recovery key: made and kept by pointer with a browser listening
// (the sign-in's key-fetch token went to the browser, so the offer asks for
// the password and leaves that token for the browser to trade), put off by
// keyboard with none.
// Axe on every page.
import { expect, test } from '../support/app/test';
import { COMMANDS } from '../../app/lib/webChannel';
import type { LoginData } from '../../app/lib/webChannel';
import { PASSWORD, authClient, createAccount, nextTotpCode } from '../support/app/accounts';
import { playBrowser, sentToBrowser } from '../support/app/browser';
import { expectAccessible } from '../support/app/axe';
import { unwrapKb } from '../support/app/keys';
import { nextCode, smsCode } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';
import { freshPhoneNumber } from '../support/app/steps/phone';
import { grantClipboard, shownKey } from '../support/app/steps/secrets';

const RP = 'Example relying party (public client)';

/** The consent page of the example service, allowed. */
async function allow(journey: Journey): Promise<void> {
  await journey.atPath('/authorization', { focused: false });
  await expect(journey.f.heading).toHaveText(journey.text('oauth-consent-heading', { serviceName: RP }));
  await journey.activate(journey.control('oauth-consent-allow'));
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a service asking for AAL2 has two-step set up inside the sign-in, then receives it', async ({ page, baseURL }) => {
      test.slow();
      await grantClipboard(page, baseURL!);
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `inline-totp-${variant.input}`, '/settings');

      await page.goto('/__dev/rp');
      await expectAccessible(page);
      await journey.activate(page.getByRole('button', { name: 'Sign in with two-step authentication (AAL2) as the public client' }));
      await allow(journey);

      // The account has no second factor: it is set up here.
      await journey.atPath('/inline_totp_setup', { focused: false });
      await expect(page).toHaveTitle(journey.title('inline-totp-heading'));
      await expect(page.locator('#inline-totp-why')).toHaveText(journey.text('inline-totp-why'));
      await journey.activate(journey.control('inline-totp-start'));
      const key = await shownKey(journey, account.email);
      await journey.type(page.locator('#settings-totp-code'), nextTotpCode(key));
      await journey.activate(journey.control('settings-totp-code-submit'));

      await journey.atPath('/inline_recovery_setup');
      await expect(page.locator('#inline-recovery-lead')).toHaveText(journey.text('inline-recovery-lead'));
      if (variant.input === 'pointer') {
        await journey.activate(journey.control('inline-recovery-codes'));
        const codes = page.locator('#settings-backup-codes li');
        await expect(codes).toHaveCount(8);
        await expectAccessible(page);
        await journey.activate(journey.control('settings-backup-codes-copy'));
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        const first = (await codes.first().textContent())!;
        expect(copied.split('\n')).toContain(first);
        await journey.activate(journey.control('inline-recovery-codes-saved'));
        await expectAccessible(page);
        await journey.type(page.locator('#settings-backup-code-confirm'), first);
        await journey.activate(journey.control('settings-backup-code-confirm-submit'));
      } else {
        await journey.activate(journey.control('inline-recovery-phone'));
        const phone = freshPhoneNumber('555');
        await expectAccessible(page);
        await journey.type(page.locator('#settings-recovery-phone-number'), phone.typed);
        await journey.activate(journey.control('settings-recovery-phone-send'));
        await expect(page.locator('#settings-recovery-phone-sent')).toContainText(phone.national);
        await expectAccessible(page);
        await journey.type(page.locator('#settings-recovery-phone-code'), await smsCode(baseURL!, phone.e164, 1));
        await journey.activate(journey.control('settings-recovery-phone-code-submit'));
      }

      // Back to the request, now met at AAL2, without asking for the consent again.
      await expect(page).toHaveURL((url) => url.pathname === '/__dev/rp');
      await expect(page.getByRole('status')).toContainText('Signed in as the public client');
      await expect(page.locator('pre').first()).toContainText('"acr": "AAL2"');
      await expectAccessible(page);

      // Two-step is on in settings.
      await page.goto('/settings');
      await journey.atPath('/settings', { focused: false });
      await expect(page.locator('#settings-two-step')).toHaveText(journey.text('settings-row-two-step-on'));
    });

    test('a sync sign-in offers an account recovery key, made or put off', async ({ page, baseURL }) => {
      await grantClipboard(page, baseURL!);
      const journey = newJourney(page, variant);
      const account = await createAccount(baseURL!, `inline-key-${variant.input}`);
      const browserListens = variant.input === 'pointer';
      if (browserListens) await playBrowser(page);
      await page.goto(`/signin?service=sync&email=${encodeURIComponent(account.email)}`);
      await journey.atPath('/signin', { focused: false });
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, account));

      await journey.atPath('/inline_recovery_key_setup', { focused: false });
      await expect(page).toHaveTitle(journey.title('inline-recovery-key-heading'));
      await expect(page.locator('#inline-recovery-key-lead')).toHaveText(journey.text('settings-recovery-key-none-how'));
      const exists = async () => (await authClient(baseURL!, account.sessionToken).GET('/v1/recoveryKey/exists')).data?.exists;
      if (browserListens) {
        // The browser has the sign-in's key-fetch token: the page reads the keys with the password.
        const [login] = (await sentToBrowser(page, COMMANDS.login)).map((message) => message.data as LoginData);
        expect(login?.keyFetchToken).toBeDefined();
        const password = page.locator('#inline-recovery-key-password');
        await expect(password).toBeVisible();
        await expectAccessible(page);
        await journey.type(password, PASSWORD);
        await journey.activate(journey.control('inline-recovery-key-create'));
        const shown = page.locator('#settings-recovery-key-value');
        await expect(shown).toHaveText(/^A[0-9A-HJKMNP-TV-Z]{3}( [0-9A-HJKMNP-TV-Z]{4}){7}$/);
        await expectAccessible(page);
        await journey.activate(journey.control('settings-recovery-key-copy'));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shown.textContent());
        await journey.activate(journey.control('inline-recovery-key-continue'));
        await journey.atPath('/settings', { focused: false });
        await expect(page.locator('#settings-recovery-key')).toHaveText(journey.text('settings-row-recovery-key-set'));
        expect(await exists()).toBe(true);
        // The browser's token was left for it: traded now, it opens the account's kB.
        expect(await unwrapKb(baseURL!, login!.keyFetchToken, login!.unwrapBKey!)).toBe(account.kB);
      } else {
        await journey.activate(journey.control('inline-recovery-key-later'));
        await journey.atPath('/settings', { focused: false });
        await expect(page.locator('#settings-recovery-key')).toHaveText(journey.text('settings-row-recovery-key-none'));
        expect(await exists()).toBe(false);
      }
    });
  });
}
