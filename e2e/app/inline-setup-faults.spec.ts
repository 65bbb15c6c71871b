// Every request-sending submit of two-step set-up inside sign-in under each fault (HTTP 500, a
// reset connection, 429 with Retry-After, offline, a timeout, then a slow network), in Hebrew,
// reached by keyboard alone and pressed by keyboard and pointer in turns: making the key, the app's
// code, turning it on with a backup code typed back, sending the recovery phone's number and its
// texted code, and the recovery key offered after a sync sign-in; submits whose success is the
// next one's form run one after the other in one test. The two-step pages are opened
// with the example relying party's request in the query; the recovery step's authenticator is made
// and checked over REST. The recovery key's page is reached by a sync sign-in, whose keys it needs.
import { expect } from '@playwright/test';
import { PASSWORD, authClient, createAccount, nextTotpCode } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { nextCode } from '../support/app/outbox';
import { openSignedIn } from '../support/app/steps/account';
import { phoneCodeSubmit, phoneNumberSubmit } from '../support/app/steps/phone';
import { readKey } from '../support/app/steps/secrets';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

/** The example relying party's public client asking for two-step authentication. */
const REQUEST = `?${new URLSearchParams({ client_id: '5eed5eed5eed0001', response_type: 'code', scope: 'openid', state: 'inline-faults', acr_values: 'AAL2' }).toString()}`;

/** A signed-in browser at `path` with the request; with `checked`, the authenticator made and its code checked already. */
async function open(journey: Journey, baseURL: string, label: string, path: string, checked = false): Promise<TestAccount> {
  const account = await createAccount(baseURL, label);
  if (checked) {
    const api = authClient(baseURL, account.sessionToken);
    const created = await api.POST('/v1/totp/create', { body: {} });
    expect(created.error, 'authenticator made').toBeUndefined();
    expect((await api.POST('/v1/totp/setup/verify', { body: { code: nextTotpCode(created.data!.secret) } })).error, 'its code checked').toBeUndefined();
  }
  await openSignedIn(journey, account, `${path}${REQUEST}`);
  return account;
}

/** Back at the request, which now asks the consent of the example service. */
async function backAtAuthorization(journey: Journey): Promise<void> {
  await expect(journey.page).toHaveURL((url) => url.pathname === '/authorization');
}

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'inline two-step: making the key',
    match: { path: '/v1/totp/create' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-inline-start', '/inline_totp_setup');
      return {
        control: journey.control('inline-totp-start'),
        typed: [],
        success: async () => {
          await expect(journey.page.locator('#settings-totp-qr')).toBeVisible();
        },
      };
    },
    then: [
      {
        name: "inline two-step: the app's code",
        match: { path: '/v1/totp/setup/verify' },
        async prepare(journey) {
          const code = nextTotpCode(await readKey(journey));
          const field = journey.page.locator('#settings-totp-code');
          await journey.type(field, code);
          return {
            control: journey.control('settings-totp-code-submit'),
            typed: [{ field, value: code }],
            success: async () => {
              await expect(journey.page).toHaveURL((url) => url.pathname === '/inline_recovery_setup');
            },
          };
        },
      },
      {
        name: 'inline two-step: turning it on with a backup code typed back',
        match: { path: '/v1/recoveryCodes' },
        async prepare(journey) {
          await journey.activate(journey.control('inline-recovery-codes'));
          const codes = journey.page.locator('#settings-backup-codes li');
          await expect(codes).toHaveCount(8);
          const code = (await codes.nth(3).textContent())!;
          await journey.activate(journey.control('inline-recovery-codes-saved'));
          const field = journey.page.locator('#settings-backup-code-confirm');
          await journey.type(field, code);
          return { control: journey.control('settings-backup-code-confirm-submit'), typed: [{ field, value: code }], success: () => backAtAuthorization(journey) };
        },
      },
    ],
  },
  {
    name: "inline two-step: sending the recovery phone's number",
    match: { path: '/v1/recovery_phone/create' },
    async prepare(journey, baseURL) {
      await open(journey, baseURL, 'fault-inline-phone', '/inline_recovery_setup', true);
      await journey.activate(journey.control('inline-recovery-phone'));
      return phoneNumberSubmit(journey, '461');
    },
    then: [
      {
        name: 'inline two-step: turning it on with the texted code',
        match: { path: '/v1/recovery_phone/confirm' },
        prepare(journey, baseURL, e164: string) {
          return phoneCodeSubmit(journey, baseURL, e164, () => backAtAuthorization(journey));
        },
      },
    ],
  },
  {
    name: 'inline recovery key: making it after a sync sign-in',
    match: { path: '/v1/recoveryKey' },
    async prepare(journey, baseURL) {
      const account = await createAccount(baseURL, 'fault-inline-key');
      await journey.page.goto(`/signin?service=sync&email=${encodeURIComponent(account.email)}`);
      await journey.atPath('/signin', { focused: false });
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await journey.atPath('/signin_token_code');
      await journey.enterCode(await nextCode(baseURL, account));
      await journey.atPath('/inline_recovery_key_setup', { focused: false });
      return {
        control: journey.control('inline-recovery-key-create'),
        typed: [],
        success: async () => {
          await expect(journey.page.locator('#settings-recovery-key-value')).toBeVisible();
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
