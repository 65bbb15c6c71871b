// Every form submit of the entry, sign-up, authorization, settings, report-a-sign-in and pairing
// flows (the account status check, creating the account, 'Email new code', confirming the code,
// allowing a service, signing out, saving the display name, reporting a sign-in, 'Connect device'
// on /pair, with the new device a second browser through the real relay) under each fault: HTTP 500,
// 429 with Retry-After, a timeout, a reset connection, being offline, then a slow network.
// describeSubmitFaults declares one test per submit, or per run of submits where one's success is
// the next one's form (the entry, creating the account, a new code and confirming it; the display
// name, then signing out from the settings page it returns to), in Hebrew, reached by keyboard
// alone and pressed by keyboard and pointer in turns, each submit chaining the five failing faults
// on one page (each: the error as an alert in the page's language, one request sent (none
// offline), the control no longer busy, focus kept, typed values kept, axe clean) and ending with a
// slow network: the busy control, no second request on a second press, typed values kept, then
// success. Each test starts where its first submit is: pages that are not the subject are skipped
// by address, and accounts come from the REST fixtures. Success never shows the password again
// once it has been accepted.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { DEV_PAIRING_CLIENT_ID } from '../../server/config/oauth-clients';
import { PASSWORD, authClient, createAccount, signInBrowser } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { codeFor, nextCode, reportLinkFor, uniqueEmail } from '../support/app/outbox';
import { authorization, expectSignedInAtService, serveTheService } from '../support/app/relying-party';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'entry: the account-status check',
    match: { path: '/v1/account/status' },
    async prepare(journey) {
      const email = uniqueEmail('fault-entry');
      await journey.openEntry();
      await journey.type('email', email);
      return { control: journey.f.submit, typed: [{ field: journey.f.email, value: email }], success: () => journey.atPath('/signup'), handOn: email };
    },
    then: [
      {
        name: 'sign-up: creating the account',
        match: { path: '/graphql', operation: 'SignUp' },
        async prepare(journey) {
          await journey.type('password', PASSWORD);
          await journey.type('confirmation', PASSWORD);
          await journey.type('age', '30');
          return {
            control: journey.f.submit,
            typed: [
              { field: journey.f.password, value: PASSWORD },
              { field: journey.f.confirmation, value: PASSWORD },
              { field: journey.f.age, value: '30' },
            ],
            success: async () => {
              await journey.atPath('/confirm_signup_code');
              await expect(journey.f.password).toHaveCount(0);
            },
          };
        },
      },
      {
        name: 'sign-up code: email new code',
        match: { path: '/v1/session/resend_code' },
        async prepare(journey) {
          await journey.type('code', '12');
          return {
            control: journey.f.resend,
            typed: [{ field: journey.f.code, value: '12' }],
            // The new code is the one the next submit confirms.
            success: () => expect(journey.page.getByRole('status').filter({ hasText: journey.text('flow-code-sent') })).toBeVisible(),
          };
        },
      },
      {
        name: 'sign-up code: confirming',
        match: { path: '/v1/session/verify_code' },
        async prepare(journey, baseURL, email: string) {
          const code = await codeFor(baseURL, email, 2);
          await journey.type('code', code);
          return { control: journey.f.submit, typed: [{ field: journey.f.code, value: code }], success: () => journey.atPath('/signup_confirmed') };
        },
      },
    ],
  },
  {
    name: 'settings: saving the display name',
    match: { path: '/graphql', operation: 'UpdateDisplayName' },
    async prepare(journey, baseURL) {
      await journey.openAs(baseURL, 'fault-display-name', '/settings/display_name');
      const field = journey.page.locator('#settings-display-name-field');
      await journey.type(field, 'Grace Hopper');
      return {
        control: journey.control('settings-display-name-save'),
        typed: [{ field, value: 'Grace Hopper' }],
        success: async () => {
          await expect(journey.page).toHaveURL((url) => url.pathname === '/settings');
          await expect(journey.page.locator('#settings-display-name')).toHaveText('Grace Hopper');
        },
      };
    },
    then: [
      {
        // From the settings page the saved name went back to.
        name: 'settings: signing out',
        match: { path: '/graphql', operation: 'DestroySession' },
        prepare(journey) {
          return Promise.resolve({
            control: journey.f.signOut,
            typed: [],
            success: async () => {
              await expect(journey.page).toHaveURL((url) => url.pathname === '/');
              await expect(journey.f.email).toBeVisible();
            },
          });
        },
      },
    ],
  },
  {
    name: 'settings: saving the data collection choice',
    match: { path: '/graphql', operation: 'MetricsOpt' },
    async prepare(journey, baseURL) {
      await journey.openAs(baseURL, 'fault-data-collection', '/settings/data_collection');
      const choice = journey.page.getByRole('checkbox', { name: journey.text('settings-data-collection-label') });
      await journey.driver.toggle(choice);
      await expect(choice).not.toBeChecked();
      return {
        control: journey.control('settings-data-collection-save'),
        typed: [],
        success: async () => {
          await expect(journey.page).toHaveURL((url) => url.pathname === '/settings');
          await expect(journey.page.locator('#settings-data-collection')).toHaveText(journey.text('settings-data-collection-off'));
        },
      };
    },
  },
  {
    name: 'authorization: allowing a service',
    match: { path: '/v1/oauth/authorization' },
    async prepare(journey, baseURL) {
      await serveTheService(journey.page);
      await journey.openAs(baseURL, 'fault-consent', '/settings');
      await journey.page.goto(authorization());
      await journey.atPath('/authorization', { focused: false });
      return { control: journey.control('oauth-consent-allow'), typed: [], success: () => expectSignedInAtService(journey.page, baseURL) };
    },
  },
  {
    name: 'report a sign-in: reporting',
    match: { path: '/v1/account/login/reject_unblock_code' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-report');
      const sent = await authClient(baseURL).POST('/v1/account/login/send_unblock_code', { body: { email: account.email } });
      expect(sent.error).toBeUndefined();
      const code = await nextCode(baseURL, account, 'unblock');
      await journey.page.goto(await reportLinkFor(baseURL, account.email, code));
      await journey.atPath('/report_signin', { focused: false });
      return { control: journey.control('report-signin-submit'), typed: [], success: () => journey.atPath('/signin_reported') };
    },
  },
  {
    name: "pairing: 'Connect device' on the signed-in device",
    match: { path: '/v1/oauth/authorization' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-pair');
      await signInBrowser(journey.page, account);
      await journey.page.goto('/pair');
      const address = new URL((await journey.page.locator('#pair-qr').getAttribute('data-pairing-url'))!);
      // The new device: a browser of its own opening the supplicant with its request and the channel.
      const device = await journey.page.context().browser()!.newContext({ baseURL, reducedMotion: 'reduce' });
      const query = new URLSearchParams({
        client_id: DEV_PAIRING_CLIENT_ID,
        scope: 'profile',
        state: randomBytes(16).toString('base64url'),
        code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
        code_challenge_method: 'S256',
        context: 'oauth_webchannel_v1',
      });
      await (await device.newPage()).goto(`/pair/supp?${query.toString()}${address.hash}`);
      await expect(journey.f.heading).toHaveText(journey.text('pair-confirm-heading'));
      return {
        control: journey.control('pair-confirm'),
        typed: [],
        success: async () => {
          await expect(journey.f.heading).toHaveText(journey.text('pair-done-heading'));
          await device.close();
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
