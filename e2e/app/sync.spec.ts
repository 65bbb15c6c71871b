// The browser's sync, with the browser played by a page script (support/app/
// browser.ts): a sync sign-up chooses what to sync, confirms its code and
// ends on /signup_confirmed_sync, the browser told the account, a key-fetch
// token and the unwrapBKey that give the account's kB, and the engines chosen;
// a sync sign-in from /settings ends with the same message for an account
// whose kB is known (the recovery key offer in between, put off); and in two tabs, a password change and a deletion made
// in one reach the other. A sync sign-in approved from another signed-in
// device (a second browser with the account's first session opens the
// notification's link and approves) goes on by itself and sends the same
// message. By pointer in English and by keyboard in Hebrew, axe on every
// page reached.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { deriveCredentials } from '../../app/lib/crypto';
import { COMMANDS } from '../../app/lib/webChannel';
import type { LoginData } from '../../app/lib/webChannel';
import { PASSWORD, authClient, createAccount, signInBrowser } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { broadcastsTo, playBrowser, sentToBrowser } from '../support/app/browser';
import { currentCredentials, signInForKb, unwrapKb } from '../support/app/keys';
import { codeFor, nextCode, pushFor, uniqueEmail } from '../support/app/outbox';
import { answerStepUp } from '../support/app/steps/step-up';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';

const SYNC_QUERY = '?context=fx_desktop_v3&service=sync';
const NEW_PASSWORD = 'an entirely different passphrase';
/** SPEC §9: how often a page waiting for confirmation asks for the session's state. */
const VERIFICATION_POLL_MS = 4000;

/** The one login message the browser was sent. */
async function loginSent(page: Page): Promise<LoginData> {
  await expect.poll(async () => (await sentToBrowser(page, COMMANDS.login)).length).toBe(1);
  return (await sentToBrowser(page, COMMANDS.login))[0]!.data as LoginData;
}

/** kB as the browser gets it: the key-fetch token traded once, the wrapped kB opened with unwrapBKey. */
function kBFromLogin(baseURL: string, login: LoginData): Promise<string> {
  return unwrapKb(baseURL, login.keyFetchToken, login.unwrapBKey!);
}

/**
 * The recovery key offer that follows a sync sign-in: the browser has the
 * sign-in's key-fetch token, so the offer asks for the password; put off here
 * (the offer itself is the subject of inline-setup.spec.ts).
 */
async function putOffRecoveryKey(journey: Journey): Promise<void> {
  await journey.atPath('/inline_recovery_key_setup', { focused: false });
  await expect(journey.page.locator('#inline-recovery-key-password')).toBeVisible();
  await journey.activate(journey.control('inline-recovery-key-later'));
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('sync sign-up: choose what to sync, confirm the code, and the browser gets the login message with the account’s keys', async ({ page, baseURL }) => {
      test.slow();
      await playBrowser(page);
      const journey = newJourney(page, variant);
      const email = uniqueEmail(`sync-signup-${variant.input}`);
      await journey.openEntry(SYNC_QUERY);
      await journey.submitEmail(email);
      await journey.atPath('/signup');

      // The defaults chosen, addresses and payment methods offered by the browser but not chosen.
      const engine = (id: string) => page.locator(`input[name="sync-engine-${id}"]`);
      await expect(page.locator('#sync-engines input[type="checkbox"]')).toHaveCount(8);
      for (const id of ['bookmarks', 'history', 'passwords', 'addons', 'tabs', 'prefs']) await expect(engine(id)).toBeChecked();
      for (const id of ['addresses', 'creditcards']) await expect(engine(id)).not.toBeChecked();
      await journey.driver.toggle(engine('history'));
      await journey.driver.toggle(engine('creditcards'));
      await expect(engine('creditcards')).toBeChecked();
      await expect(page.getByText(journey.text('sync-engines-payment-methods'))).toBeVisible();
      await expectAccessible(page);
      await journey.choosePassword();
      await journey.atPath('/confirm_signup_code');
      expect(await sentToBrowser(page, COMMANDS.login)).toEqual([]);

      await journey.enterCode(await codeFor(baseURL!, email));
      await journey.atPath('/signup_confirmed_sync');
      await expect(page).toHaveTitle(journey.title('sync-confirmed-heading'));
      await expect(page.getByText(journey.text('sync-confirmed-banner-account'))).toBeVisible();
      await expect(page.locator('#sync-confirmed-text')).toHaveText(journey.text('sync-confirmed-text-payment'));

      const login = await loginSent(page);
      const own = await currentCredentials(baseURL!, email, PASSWORD);
      expect(login).toMatchObject({ email, verified: true, unwrapBKey: own.unwrapBKey, services: { sync: { declinedEngines: ['history', 'addresses'] } } });
      expect(login.services?.sync?.offeredEngines).toEqual(['bookmarks', 'history', 'passwords', 'addons', 'tabs', 'prefs', 'addresses', 'creditcards']);
      const kB = await kBFromLogin(baseURL!, login);
      // The same kB the account's first (version 1) wrap gives, through a sign-in of its own.
      // Its code is the second message to the address, after the sign-up's.
      const v1 = await deriveCredentials(1, email, PASSWORD);
      expect(await signInForKb(baseURL!, { email }, v1, { email, mails: 1 })).toBe(kB);
      // A token is the browser's once.
      expect((await authClient(baseURL!, login.keyFetchToken).GET('/v1/account/keys')).error).toMatchObject({ errno: 110 });

      // 'Manage sync' asks the browser for its preferences; 'Add another device' leads to pairing.
      await journey.activate(journey.control('sync-confirmed-manage'));
      await expect.poll(async () => (await sentToBrowser(page, COMMANDS.syncPreferences)).length).toBe(1);
      await journey.activate(journey.control('sync-confirmed-add-device'));
      await expect(page).toHaveURL((url) => url.pathname === '/pair');

      // A relying party's branding of the page (the example client's content for the sync entry point):
      // its title, headline, description and button, and no 'Add another device', which it hides.
      await page.goto(`/signup_confirmed_sync${SYNC_QUERY}&client_id=c0ffee00b4a2d001&entrypoint=sync`);
      await expect(journey.f.heading).toHaveText('Your palettes now sync');
      await expect(page).toHaveTitle(/^Orbit Paint is syncing \| /);
      await expect(page.locator('#sync-confirmed-text')).toHaveText('Open Orbit Paint on another device to find them there.');
      await expect(page.locator('#sync-confirmed-manage')).toHaveText('Manage sync');
      await expect(page.locator('#sync-confirmed-add-device')).toHaveCount(0);
      await expectAccessible(page);
    });

    test('sync sign-in from /settings: the browser gets the login message whose keys open the account’s kB', async ({ page, baseURL }) => {
      await playBrowser(page);
      const journey = newJourney(page, variant);
      const account = await createAccount(baseURL!, `sync-signin-${variant.input}`);
      await page.goto(`/settings${SYNC_QUERY}`);
      // Nobody is signed in: the sign-in's first page, here, instead of a redirect.
      await expect(journey.f.email).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/settings');
      await expectAccessible(page);
      await journey.submitEmail(account.email);
      await journey.atPath('/signin');
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL!, account));
      await putOffRecoveryKey(journey);
      await journey.atPath('/settings', { focused: false });

      const login = await loginSent(page);
      expect(login).toMatchObject({ uid: account.uid, email: account.email, verified: true });
      expect(login.services).toBeUndefined();
      expect(await kBFromLogin(baseURL!, login)).toBe(account.kB);
    });

    test('sync sign-in approved from another signed-in device: its notification shows the sign-in there, approving it finishes this one and the browser gets the login message', async ({ page, browser, baseURL }) => {
      await playBrowser(page);
      const journey = newJourney(page, variant);
      const account = await createAccount(baseURL!, `sync-push-${variant.input}`);
      await page.goto(`/settings${SYNC_QUERY}`);
      await journey.submitEmail(account.email);
      await journey.atPath('/signin');
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await journey.atPath('/signin_token_code');
      await journey.activate(journey.control('signin-token-code-push'));
      await journey.atPath('/signin_push_code');
      await expect(page.getByRole('status').filter({ hasText: journey.text('signin-push-waiting') })).toBeVisible();
      await expectAccessible(page);

      // The other device: the account's first session, in a browser of its own, opens the notification's link.
      const push = await pushFor(baseURL!, account.sessionToken);
      const elsewhere = await browser.newContext({ baseURL: baseURL!, locale: variant.locale ?? 'en-US', reducedMotion: 'reduce', timezoneId: 'UTC' });
      const other = await elsewhere.newPage();
      await signInBrowser(other, account);
      const otherJourney = newJourney(other, variant);
      await other.goto(push.link);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(otherJourney.text('signin-push-confirm-heading'));
      await expect(other.locator('#signin-push-confirm-details dt')).toContainText([otherJourney.text('signin-push-confirm-device'), otherJourney.text('signin-push-confirm-time')]);
      await expectAccessible(other);
      await otherJourney.activate(otherJourney.control('signin-push-confirm-approve'));
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(otherJourney.text('signin-push-approved-heading'));
      await expectAccessible(other);
      await elsewhere.close();

      // The signing-in page sees its session confirmed at its next look (SPEC §9), and goes on by itself.
      await expect(page).toHaveURL((url) => url.pathname === '/inline_recovery_key_setup', { timeout: 2 * VERIFICATION_POLL_MS + 2000 });
      await putOffRecoveryKey(journey);
      await journey.atPath('/settings', { focused: false });
      const login = await loginSent(page);
      expect(login).toMatchObject({ uid: account.uid, email: account.email, verified: true });
      expect(await kBFromLogin(baseURL!, login)).toBe(account.kB);
      // The link was single use.
      const again = await authClient(baseURL!, account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token: push.token, approve: true } });
      expect(again.error).toMatchObject({ errno: 183 });
    });

    test('two tabs: a password change and a deletion made in one reach the other and the browser', async ({ page, context, baseURL }) => {
      test.slow();
      await playBrowser(page);
      const journey = newJourney(page, variant);
      const account = await journey.openAs(baseURL!, `sync-tabs-${variant.input}`, `/settings${SYNC_QUERY}`);
      const other = await context.newPage();
      await playBrowser(other);
      await other.goto(`/settings${SYNC_QUERY}`);
      await expect(other.getByText(account.email).first()).toBeVisible({ timeout: 15_000 });

      // The password, changed in the first tab.
      await journey.activate(journey.control('settings-action-password'));
      await journey.atPath('/settings/change_password');
      await journey.type(page.locator('#settings-change-password-current'), PASSWORD);
      await journey.type(page.locator('#settings-change-password-new-password'), NEW_PASSWORD);
      await journey.type(page.locator('#settings-change-password-new-confirm'), NEW_PASSWORD);
      await journey.activate(journey.control('settings-change-password-save'));
      await answerStepUp(journey, baseURL!, account, { axe: false });
      await expect(page.locator('#settings-alert')).toHaveText(journey.text('settings-password-changed'));
      await expect.poll(() => broadcastsTo(other)).toEqual([{ kind: 'changePassword', uid: account.uid }]);
      await expect.poll(async () => (await sentToBrowser(page, COMMANDS.changePassword)).map((message) => (message.data as { uid: string }).uid)).toEqual([account.uid]);

      // The account, deleted in the first tab: the other one leaves for the start page.
      await journey.activate(journey.control('settings-action-deleteAccount'));
      await journey.atPath('/settings/delete_account');
      for (const name of ['data', 'subscriptions', 'devices', 'permanent']) await journey.driver.toggle(page.locator(`input[name="${name}"]`));
      await journey.activate(journey.control('settings-delete-account-continue'));
      await journey.type(page.locator('#settings-delete-account-password'), NEW_PASSWORD);
      await journey.activate(journey.control('settings-delete-account-submit'));
      await expect(page).toHaveURL((url) => url.pathname === '/');
      // The other tab loads the start page afresh, as it did its first page: the same allowance.
      await expect(other).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
      await expect(other.locator('input[name="email"]')).toBeVisible({ timeout: 15_000 });
      await expectAccessible(other);
      await expect.poll(async () => (await sentToBrowser(page, COMMANDS.delete)).map((message) => (message.data as { uid: string }).uid)).toEqual([account.uid]);
    });
  });
}
