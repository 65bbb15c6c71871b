// The browser's sync sign-up under every fault (support/app/faults.ts): confirming
// the code, which in a sync flow then sends the browser its login message.
// A failed press sends no login message; the success sends exactly one and
// ends on /signup_confirmed_sync.
import { expect } from '@playwright/test';
import { COMMANDS } from '../../app/lib/webChannel';
import { createAccount } from '../support/app/accounts';
import { playBrowser, sentToBrowser } from '../support/app/browser';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { codeFor } from '../support/app/outbox';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'sync sign-up code: confirming, then the login message',
    match: { path: '/v1/session/verify_code' },
    async prepare(journey, baseURL) {
      await playBrowser(journey.page);
      const account = await createAccount(baseURL, 'fault-sync-code', { unconfirmed: true });
      await journey.openSignedIn(account, `/confirm_signup_code?context=fx_desktop_v3&service=sync&email=${encodeURIComponent(account.email)}`);
      const code = await codeFor(baseURL, account.email);
      await journey.type('code', code);
      return {
        control: journey.f.submit,
        typed: [{ field: journey.f.code, value: code }],
        success: async () => {
          await journey.atPath('/signup_confirmed_sync');
          await expect.poll(async () => (await sentToBrowser(journey.page, COMMANDS.login)).map((message) => (message.data as { uid: string }).uid)).toEqual([account.uid]);
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
