// @vitest-environment happy-dom
// The reset's containers against the reference server in this process: the
// address and its emailed code, the chooser listing only what the account
// has, each second factor, the recovery key keeping kB (with its hint shown), the new password
// signing the person in and every other session out, and the pages that
// cannot go on without the reset held in memory.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import {
  AccountRecoveryConfirmKeyContainer,
  AccountRecoveryResetPasswordContainer,
  CompleteResetPasswordContainer,
  ConfirmBackupCodeResetPasswordContainer,
  ConfirmResetPasswordContainer,
  ConfirmTotpResetPasswordContainer,
  ResetPasswordContainer,
  ResetPasswordRecoveryChoiceContainer,
  ResetPasswordRecoveryPhoneContainer,
  ResetPasswordVerifiedContainer,
  ResetPasswordWithRecoveryKeyVerifiedContainer,
} from '../../../../app/features/reset';
import { SigninContainer } from '../../../../app/features/signin';
import { deriveCredentials } from '../../../../app/lib/crypto';
import { AppErrorRoute } from '../../../../app/routes/AppError';
import { TEST_PASSWORD, restClient } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';
import type { Rendered } from '../../../support/render';
import { createResetAccount, nextTotpCode, signInForKb } from './accounts';
import type { ResetTestAccount } from './accounts';

const server = useInProcessServer();

const NEW_PASSWORD = 'a brand new password';

const routes = () => [
  { path: '/', element: <h1>entry page</h1> },
  { path: '/signin', element: <SigninContainer /> },
  { path: '/settings', element: <h1>settings page</h1> },
  { path: '/authorization', element: <h1>authorization page</h1> },
  { path: '/reset_password', element: <ResetPasswordContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: '/confirm_reset_password', element: <ConfirmResetPasswordContainer /> },
  { path: '/reset_password_totp_recovery_choice', element: <ResetPasswordRecoveryChoiceContainer /> },
  { path: '/confirm_totp_reset_password', element: <ConfirmTotpResetPasswordContainer /> },
  { path: '/confirm_backup_code_reset_password', element: <ConfirmBackupCodeResetPasswordContainer /> },
  { path: '/reset_password_recovery_phone', element: <ResetPasswordRecoveryPhoneContainer /> },
  { path: '/account_recovery_confirm_key', element: <AccountRecoveryConfirmKeyContainer /> },
  { path: '/account_recovery_reset_password', element: <AccountRecoveryResetPasswordContainer /> },
  { path: '/complete_reset_password', element: <CompleteResetPasswordContainer /> },
  { path: '/reset_password_verified', element: <ResetPasswordVerifiedContainer /> },
  { path: '/reset_password_with_recovery_key_verified', element: <ResetPasswordWithRecoveryKeyVerifiedContainer /> },
];

const at = (rendered: Rendered, pathname: string) =>
  waitFor(() => expect(rendered.router.state.location.pathname, rendered.container.querySelector('[role="alert"]')?.textContent ?? '').toBe(pathname), {
    timeout: 10_000,
  });

const present = (rendered: Rendered, selector: string) =>
  waitFor(() => expect(rendered.container.querySelector(selector)).not.toBeNull(), { timeout: 10_000 });

async function newestCode(email: string): Promise<string> {
  const codes = await server.codesTo(email);
  return codes.at(-1)!;
}

/** From /reset_password with the address prefilled, through the emailed code, to the page it leads to. */
async function throughTheCode(account: ResetTestAccount, query = ''): Promise<Rendered> {
  const services = testServices({ transport: server.transport });
  const rendered = await renderRoutes(routes(), `/reset_password?email=${encodeURIComponent(account.email)}${query}`, { services });
  await present(rendered, '#reset-password-submit');
  expect(rendered.container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(account.email);
  const before = (await server.codesTo(account.email)).length;
  await press(rendered.container, '#reset-password-submit');
  await at(rendered, '/confirm_reset_password');
  await waitFor(async () => expect(await server.codesTo(account.email)).toHaveLength(before + 1));
  // The reset's secrets never reach the address.
  expect(rendered.router.state.location.search).not.toMatch(/token|code=/);
  await present(rendered, 'input[name="code"]');
  await fill(rendered.container, 'input[name="code"]', await newestCode(account.email));
  await press(rendered.container, '#confirm-reset-password-code-submit');
  return rendered;
}

async function newPassword(rendered: Rendered) {
  await present(rendered, 'input[name="password"]');
  await fill(rendered.container, 'input[name="password"]', NEW_PASSWORD);
  await fill(rendered.container, 'input[name="confirmation"]', NEW_PASSWORD);
  await press(rendered.container, '#reset-new-password-submit');
}

/** What local storage and the address hold: never a reset token or kB. */
function expectNoSecretsKept(rendered: Rendered, secrets: string[]) {
  const stored = JSON.stringify(rendered.services.accounts.current()) + rendered.router.state.location.search;
  for (const secret of secrets) expect(stored).not.toContain(secret);
}

describe('a reset by the emailed code alone', () => {
  it('warns that synced data will be lost, makes a new kB, signs the person in and every other session out', async () => {
    const account = await createResetAccount(server, 'plain-reset@example.com');
    const rendered = await throughTheCode(account);
    await at(rendered, '/complete_reset_password');
    await present(rendered, 'input[name="password"]');
    expect(rendered.container.textContent).toContain('Your synced data will be lost');
    // A rule broken is said under its field before anything is sent.
    await fill(rendered.container, 'input[name="password"]', 'short');
    await press(rendered.container, '#reset-new-password-submit');
    await waitFor(() => expect(rendered.container.textContent).toContain('Must be at least 8 characters'));
    expect(rendered.container.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('short');

    await newPassword(rendered);
    await at(rendered, '/reset_password_verified');
    const current = rendered.services.accounts.current();
    expect(current?.uid).toBe(account.uid);
    expect(current?.verified).toBe(true);
    expect(rendered.services.session.isSignedIn()).toBe(true);
    expect(current?.sessionToken).not.toBe(account.sessionToken);
    expectNoSecretsKept(rendered, [account.kB]);

    // The session from before the reset has ended; the new one is good.
    const before = await restClient(server, account.sessionToken).GET('/v1/session/status');
    expect(before.response.status).toBe(401);
    const after = await restClient(server, current!.sessionToken).GET('/v1/session/status');
    expect(after.error).toBeUndefined();

    // The old password no longer signs in; the new one does, with a kB that is not the old one.
    expect(await signInForKb(server, account, TEST_PASSWORD)).toEqual({ errno: 103 });
    const signedIn = await signInForKb(server, account, NEW_PASSWORD);
    expect('kB' in signedIn && signedIn.kB).toMatch(/^[0-9a-f]{64}$/);
    expect('kB' in signedIn && signedIn.kB).not.toBe(account.kB);

    await present(rendered, '#reset-verified-continue');
    await press(rendered.container, '#reset-verified-continue');
    await at(rendered, '/settings');
  });

  it('continues a relying party\'s request where it began, with its query', async () => {
    const account = await createResetAccount(server, 'oauth-reset@example.com');
    const request = '&client_id=0123456789abcdef&scope=profile&state=abc123&redirect_uri=http%3A%2F%2Flocalhost%2Fcb';
    const rendered = await throughTheCode(account, request);
    await at(rendered, '/complete_reset_password');
    await newPassword(rendered);
    await at(rendered, '/reset_password_verified');
    await present(rendered, '#reset-verified-continue');
    await press(rendered.container, '#reset-verified-continue');
    await at(rendered, '/authorization');
    const params = new URLSearchParams(rendered.router.state.location.search);
    expect(params.get('client_id')).toBe('0123456789abcdef');
    expect(params.get('state')).toBe('abc123');
    expect(rendered.router.state.location.state).toEqual({ authenticated: true });
  });

  it('keeps sign-in\'s address from "Forgot password?"', async () => {
    const email = 'forgot-link@example.com';
    const rendered = await renderRoutes(routes(), `/signin?email=${encodeURIComponent(email)}&service=sync`, { services: testServices({ transport: server.transport }) });
    await present(rendered, '#signin-forgot-password');
    const href = rendered.container.querySelector<HTMLAnchorElement>('#signin-forgot-password')!.getAttribute('href')!;
    const url = new URL(href, 'http://app.test');
    expect(url.pathname).toBe('/reset_password');
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('service')).toBe('sync');
  });

  it('says an unknown address and a wrong code under their fields, keeping what was typed', async () => {
    const services = testServices({ transport: server.transport });
    const rendered = await renderRoutes(routes(), '/reset_password?email=nobody-here%40example.com', { services });
    await present(rendered, '#reset-password-submit');
    await press(rendered.container, '#reset-password-submit');
    await waitFor(() => expect(rendered.container.textContent).toContain('Unknown account'));
    expect(rendered.router.state.location.pathname).toBe('/reset_password');
    expect(rendered.container.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe('true');

    const account = await createResetAccount(server, 'wrong-reset-code@example.com');
    await fill(rendered.container, 'input[name="email"]', account.email);
    await press(rendered.container, '#reset-password-submit');
    await at(rendered, '/confirm_reset_password');
    await present(rendered, 'input[name="code"]');
    const code = await newestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await fill(rendered.container, 'input[name="code"]', wrong);
    await press(rendered.container, '#confirm-reset-password-code-submit');
    await waitFor(() => expect(rendered.container.querySelector('input[name="code"]')?.getAttribute('aria-invalid')).toBe('true'));
    expect(rendered.container.querySelector<HTMLInputElement>('input[name="code"]')?.value).toBe(wrong);
    expect(rendered.router.state.location.pathname).toBe('/confirm_reset_password');

    // 'Email new code' sends one, with the banner naming our address.
    await press(rendered.container, '#confirm-reset-password-resend');
    await waitFor(() => expect(rendered.container.textContent).toContain('Add accounts@localhost to your contacts'));
    await waitFor(async () => expect(await newestCode(account.email)).not.toBe(code));
  });

  it('sends a page opened without a reset in memory back to /reset_password with the address', async () => {
    const services = testServices({ transport: server.transport });
    const rendered = await renderRoutes(routes(), '/complete_reset_password?email=reload%40example.com', { services });
    await at(rendered, '/reset_password');
    expect(rendered.router.state.location.search).toBe('?email=reload%40example.com');
  });

  // SPEC §2.8, §9: `stretch` is read through the base model; its value must be URI-encoded (§5.3).
  it('stretches the new password with version 2 when the query says stretch=2, though the flag is off', async () => {
    const account = await createResetAccount(server, 'stretch-reset@example.com');
    const before = await restClient(server).POST('/v1/account/credentials/status', { body: { email: account.email } });
    expect(before.data?.currentVersion).toBe('v1');
    const rendered = await throughTheCode(account, '&stretch=2');
    await at(rendered, '/complete_reset_password');
    await newPassword(rendered);
    await at(rendered, '/reset_password_verified');
    const after = await restClient(server).POST('/v1/account/credentials/status', { body: { email: account.email } });
    expect(after.data?.currentVersion).toBe('v2');
  });

  it("shows 'Bad Request: Invalid Query Parameters' for a stretch that is not URI-encoded, and no form", async () => {
    const email = 'stretch-raw-reset@example.com';
    const rendered = await renderRoutes(routes(), `/reset_password?email=${encodeURIComponent(email)}&stretch=%zz`, { services: testServices({ transport: server.transport }) });
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Bad Request: Invalid Query Parameters');
    expect(rendered.container.querySelector('#reset-password-submit')).toBeNull();
  });
});

describe('a two-step account', () => {
  it('lists only its ways, proves the reset with the authenticator, and refuses a wrong code under the field', async () => {
    const account = await createResetAccount(server, 'totp-reset@example.com', { totp: true });
    const rendered = await throughTheCode(account);
    await at(rendered, '/reset_password_totp_recovery_choice');
    await present(rendered, '#reset-choice-submit');
    const options = [...rendered.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((input) => input.value);
    expect(options).toEqual(['totp', 'backup-code']);
    expect(rendered.container.textContent).toContain('Backup authentication code (8 left)');
    expect(rendered.container.textContent).not.toContain('Recovery phone');
    expect(rendered.container.textContent).not.toContain('recovery key');
    await press(rendered.container, '#reset-choice-submit');
    await at(rendered, '/confirm_totp_reset_password');
    await present(rendered, 'input[name="code"]');

    const right = nextTotpCode(account.secret!);
    await fill(rendered.container, 'input[name="code"]', right === '000000' ? '111111' : '000000');
    await press(rendered.container, '#confirm-totp-reset-password-code-submit');
    await waitFor(() => expect(rendered.container.textContent).toContain('Invalid two-step authentication code'));

    await fill(rendered.container, 'input[name="code"]', right);
    await press(rendered.container, '#confirm-totp-reset-password-code-submit');
    await at(rendered, '/complete_reset_password');
    await newPassword(rendered);
    await at(rendered, '/reset_password_verified');
    expect(rendered.services.session.isSignedIn()).toBe(true);
    // The new password signs in (its session then asks for the authenticator, as before the reset).
    const credentials = await deriveCredentials(1, account.email, NEW_PASSWORD);
    const login = await restClient(server).POST('/v1/account/login', { body: { email: account.email, authPW: credentials.authPW, reason: 'signin' } });
    expect(login.error).toBeUndefined();
    expect(login.data?.verificationMethod).toBe('totp-2fa');
  });

  it('proves the reset with a backup code, which is then used up', async () => {
    const account = await createResetAccount(server, 'backup-reset@example.com', { totp: true });
    const rendered = await throughTheCode(account);
    await at(rendered, '/reset_password_totp_recovery_choice');
    await present(rendered, 'input[value="backup-code"]');
    await press(rendered.container, 'input[value="backup-code"]');
    await press(rendered.container, '#reset-choice-submit');
    await at(rendered, '/confirm_backup_code_reset_password');
    await present(rendered, 'input[name="code"]');
    await fill(rendered.container, 'input[name="code"]', account.backupCodes![0]!.toUpperCase());
    await press(rendered.container, '#confirm-backup-code-reset-password-code-submit');
    await at(rendered, '/complete_reset_password');
    const left = await restClient(server, account.sessionToken).GET('/v1/recoveryCodes/exists');
    // The old session has not ended yet (the password is not reset): it sees seven codes left.
    expect(left.data?.count).toBe(7);
  });

  it('proves the reset with the code texted to the recovery phone', async () => {
    const account = await createResetAccount(server, 'phone-reset@example.com', { phone: true });
    const rendered = await throughTheCode(account);
    await at(rendered, '/reset_password_totp_recovery_choice');
    await present(rendered, 'input[value="phone"]');
    expect(rendered.container.textContent).toContain(`Recovery phone ending in ${account.phone!.slice(-4)}`);
    await press(rendered.container, 'input[value="phone"]');
    await press(rendered.container, '#reset-choice-submit');
    await at(rendered, '/reset_password_recovery_phone');
    await present(rendered, 'input[name="code"]');
    const [text] = await server.services.outbox.recent({ phone: account.phone!, limit: 1 });
    await fill(rendered.container, 'input[name="code"]', text!.code!);
    await press(rendered.container, '#reset-password-recovery-phone-code-submit');
    await at(rendered, '/complete_reset_password');
  });
});

describe('a reset with the account recovery key', () => {
  it('opens kB in the browser and keeps it under the new password; the key is spent', async () => {
    const account = await createResetAccount(server, 'key-reset@example.com', { recoveryKey: true, hint: 'Behind the clock' });
    const rendered = await throughTheCode(account);
    await at(rendered, '/reset_password_totp_recovery_choice');
    await present(rendered, '#reset-choice-submit');
    // No second factor to choose; keeping the data with the key is offered first.
    expect(rendered.container.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(rendered.container.querySelector<HTMLInputElement>('input[value="key"]')?.checked).toBe(true);
    await press(rendered.container, '#reset-choice-submit');
    await at(rendered, '/account_recovery_confirm_key');
    await present(rendered, 'input[name="recoveryKey"]');
    // The hint saved with the key, read back once the code proved the reset.
    await present(rendered, '#account-recovery-confirm-key-hint');
    expect(rendered.container.querySelector('#account-recovery-confirm-key-hint')?.textContent).toMatch(/^Your hint: .?Behind the clock.?$/);

    // A key of the right shape that is not the account's is said under the field.
    const wrong = `A${'0'.repeat(31)}`;
    await fill(rendered.container, 'input[name="recoveryKey"]', wrong);
    expect(rendered.container.querySelector<HTMLInputElement>('input[name="recoveryKey"]')?.value).toBe('A000 0000 0000 0000 0000 0000 0000 0000');
    await press(rendered.container, '#account-recovery-confirm-key-submit');
    await waitFor(() => expect(rendered.container.textContent).toContain('Invalid account recovery key'));

    // Typed in lower case with dashes, it is read in groups of 4.
    await fill(rendered.container, 'input[name="recoveryKey"]', account.recoveryKey!.toLowerCase().replace(/(.{4})(?!$)/g, '$1-'));
    await press(rendered.container, '#account-recovery-confirm-key-submit');
    await at(rendered, '/account_recovery_reset_password');
    await present(rendered, '#reset-data-kept');
    expect(rendered.container.textContent).not.toContain('will be lost');
    await newPassword(rendered);
    await at(rendered, '/reset_password_with_recovery_key_verified');
    expect(rendered.services.session.isSignedIn()).toBe(true);
    expectNoSecretsKept(rendered, [account.kB]);

    expect(await signInForKb(server, account, NEW_PASSWORD)).toEqual({ kB: account.kB });
    const current = rendered.services.accounts.current();
    const key = await restClient(server, current!.sessionToken).GET('/v1/recoveryKey/exists');
    expect(key.data?.exists).toBe(false);
  });

  it('without the key at hand, goes on to a new password that warns first, and a new kB', async () => {
    const account = await createResetAccount(server, 'key-lost@example.com', { recoveryKey: true });
    const rendered = await throughTheCode(account);
    await at(rendered, '/reset_password_totp_recovery_choice');
    await present(rendered, '#reset-choice-submit');
    await press(rendered.container, '#reset-choice-submit');
    await at(rendered, '/account_recovery_confirm_key');
    await present(rendered, '#account-recovery-without-key');
    // No hint was saved: none is shown.
    expect(rendered.container.querySelector('#account-recovery-confirm-key-hint')).toBeNull();
    await press(rendered.container, '#account-recovery-without-key');
    await at(rendered, '/complete_reset_password');
    await present(rendered, '#reset-use-key');
    expect(rendered.container.textContent).toContain('Your synced data will be lost');
    await newPassword(rendered);
    await at(rendered, '/reset_password_verified');
    const signedIn = await signInForKb(server, account, NEW_PASSWORD);
    expect('kB' in signedIn && signedIn.kB).not.toBe(account.kB);
  });
});
