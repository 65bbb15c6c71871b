// @vitest-environment happy-dom
// The recovery phone page inside the settings area, against the reference
// server in this process: without two-step authentication the server's
// refusal (160) is said and the typed number stays, and Back keeps it for the
// next visit; with two-step, a number is set with the texted code (sent in
// E.164, shown as its country writes it), and its removal is refused while no
// backup code is left (218), with why and the way to new codes.
import { waitFor } from '@testing-library/dom';
import createClient from 'openapi-fetch';
import * as OTPAuth from 'otpauth';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { paths as AuthPaths } from '../../../../generated/openapi/auth';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { IN_PROCESS_ORIGIN, useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const BACKUP_CODES = ['k3v9q2m8xa', 'p7d4w1n6zc', 'r2h8t5y3bf', 'm9s6e4u1qd', 'a5c2j7l8vw', 'x1z3b9n4rk', 'f6g8h2k5tp', 'u4w7y1q3ms'];
const numberField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#settings-recovery-phone-number');

/** Turns two-step on over REST with its backup codes, as the two-step page does. */
async function turnOnTwoStep(account: TestAccount): Promise<void> {
  const api = restClient(server, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } })).error).toBeUndefined();
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: (await server.codesTo(account.email)).at(-1)! } });
  const jwt = createClient<AuthPaths>({ baseUrl: IN_PROCESS_ORIGIN, fetch: server.transport, headers: { Authorization: `Bearer ${verified.data!.accessToken}` } });
  const secret = (await jwt.POST('/v1/mfa/totp/create', { body: {} })).data!.secret;
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  expect((await jwt.POST('/v1/mfa/totp/setup/verify', { body: { code } })).error).toBeUndefined();
  expect((await jwt.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: BACKUP_CODES } })).error).toBeUndefined();
  expect((await jwt.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();
}

/** Answers the step-up dialog with the newest code mailed to the primary address. */
async function stepUp(email: string, before: number): Promise<void> {
  await waitFor(() => expect(document.body.querySelector('#settings-step-up-code')).not.toBeNull());
  await waitFor(async () => expect((await server.codesTo(email)).length).toBeGreaterThan(before));
  await fill(document.body, '#settings-step-up-code', (await server.codesTo(email)).at(-1)!);
  await press(document.body, '#settings-step-up-code-submit');
}

describe('the recovery phone page', () => {
  it('says the server’s refusal without two-step, keeps the number, and Back keeps it for the next visit', async () => {
    const account = await createTestAccount(server, 'no-two-step-phone@example.com');
    const services = signedIn(account, testServices({ transport: server.transport }));
    const { container, router } = await renderRoutes(settingsRoutes(), '/settings/recovery_phone', { services });
    await waitFor(() => expect(numberField(container)).not.toBeNull(), { timeout: 15_000 });

    // A number that is none is refused before anything is sent: no step-up code either.
    const mails = (await server.codesTo(account.email)).length;
    await fill(container, '#settings-recovery-phone-number', '12345');
    await press(container, '#settings-recovery-phone-send');
    await waitFor(() => expect(numberField(container)?.getAttribute('aria-invalid')).toBe('true'));
    expect(container.textContent).toContain('You entered an invalid phone number.');
    expect(await server.codesTo(account.email)).toHaveLength(mails);

    await fill(container, '#settings-recovery-phone-number', '(212) 555-0142');
    await press(container, '#settings-recovery-phone-send');
    await stepUp(account.email, mails);
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('This request requires two step authentication'));
    expect(numberField(container)?.value).toBe('(212) 555-0142');

    await click(container, '#settings-back');
    await waitFor(() => expect(numberField(container)).toBeNull());
    await waitFor(() => expect(container.querySelector('#settings-recovery-phone')).not.toBeNull());
    // No way to the page from the home without two-step; the address still leads there, to the number as it was left.
    expect(container.querySelector('#settings-action-recoveryPhone')).toBeNull();
    await act(async () => {
      await router.navigate('/settings/recovery_phone');
    });
    await waitFor(() => expect(numberField(container)?.value).toBe('(212) 555-0142'));
  });

  it('sets a phone with the texted code, and its removal is refused while no backup code is left', async () => {
    const account = await createTestAccount(server, 'two-step-phone@example.com');
    await turnOnTwoStep(account);
    const services = signedIn(account, testServices({ transport: server.transport }));
    const { container } = await renderRoutes(settingsRoutes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-action-recoveryPhone')?.textContent).toBe('Add'));
    await click(container, '#settings-action-recoveryPhone');
    await waitFor(() => expect(numberField(container)).not.toBeNull(), { timeout: 15_000 });

    await fill(container, '#settings-recovery-phone-number', '212 555 0143');
    const mails = (await server.codesTo(account.email)).length;
    await press(container, '#settings-recovery-phone-send');
    await stepUp(account.email, mails);
    await waitFor(() => expect(container.querySelector('#settings-recovery-phone-sent')?.textContent).toContain('(212) 555-0143'));
    // Texted to the number in E.164.
    const [text] = await server.services.outbox.recent({ phone: '+12125550143' });
    await fill(container, '#settings-recovery-phone-code', text!.code!);
    await press(container, '#settings-recovery-phone-code-submit');
    await waitFor(() => expect(container.querySelector('#settings-recovery-phone')?.textContent).toBe('(212) 555-0143'));
    expect((await services.api.getAccount())?.recoveryPhone).toMatchObject({ exists: true, phoneNumber: '+12125550143', nationalFormat: '(212) 555-0143' });

    // Every backup code used up: the phone is then the only way back in.
    for (const code of BACKUP_CODES) {
      expect((await restClient(server, account.sessionToken).POST('/v1/session/verify/recoveryCode', { body: { code } })).error).toBeUndefined();
    }
    await click(container, '#settings-action-recoveryPhone');
    await waitFor(() => expect(container.querySelector('#settings-recovery-phone-remove')).not.toBeNull());
    await press(container, '#settings-recovery-phone-remove');
    await waitFor(() => expect(document.body.querySelector('#settings-recovery-phone-remove-confirm')).not.toBeNull());
    await press(document.body, '#settings-recovery-phone-remove-confirm');
    await waitFor(() => expect(container.querySelector('#settings-recovery-phone-no-codes')?.textContent).toContain('Unable to remove recovery phone'));
    expect(container.querySelector('#settings-recovery-phone-new-codes')?.getAttribute('href')).toBe('/settings/two_step_authentication/replace_codes');
    expect((await services.api.getAccount())?.recoveryPhone.exists).toBe(true);
  });
});
