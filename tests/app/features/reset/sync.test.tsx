// @vitest-environment happy-dom
// A password reset in the browser's sync flow, against the reference server in
// this process, with the browser played by a listener on the window: the new
// password's session is handed to the browser in the login message, whose
// key-fetch token and unwrapBKey open the kB the new password protects.
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CompleteResetPasswordContainer, ConfirmResetPasswordContainer, ResetPasswordContainer, ResetPasswordVerifiedContainer } from '../../../../app/features/reset';
import { bytesToHex, hexToBytes, wrapKb } from '../../../../app/lib/crypto';
import { COMMANDS, TO_CHROME_EVENT, TO_CONTENT_EVENT, WEB_CHANNEL_ID } from '../../../../app/lib/webChannel';
import type { ChannelEnvelope, LoginData } from '../../../../app/lib/webChannel';
import { restClient } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';
import { createResetAccount, signInForKb } from './accounts';

const server = useInProcessServer();

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

const NEW_PASSWORD = 'a brand new password';

/** The browser: answers status with sync capabilities, keeps every message. */
function playBrowser(): ChannelEnvelope['message'][] {
  const sent: ChannelEnvelope['message'][] = [];
  const listener = (event: Event) => {
    const { message } = JSON.parse((event as CustomEvent<string>).detail) as ChannelEnvelope;
    sent.push(message);
    if (message.command !== COMMANDS.status) return;
    const reply: ChannelEnvelope = { id: WEB_CHANNEL_ID, message: { command: message.command, messageId: message.messageId, data: { signedInUser: null, capabilities: { engines: [] } } } };
    window.dispatchEvent(new CustomEvent(TO_CONTENT_EVENT, { detail: reply }));
  };
  window.addEventListener(TO_CHROME_EVENT, listener);
  cleanups.push(() => window.removeEventListener(TO_CHROME_EVENT, listener));
  return sent;
}

const routes = () => [
  { path: '/reset_password', element: <ResetPasswordContainer /> },
  { path: '/confirm_reset_password', element: <ConfirmResetPasswordContainer /> },
  { path: '/complete_reset_password', element: <CompleteResetPasswordContainer /> },
  { path: '/reset_password_verified', element: <ResetPasswordVerifiedContainer /> },
];

describe('a sync reset', () => {
  it('tells the browser the new session with a key-fetch token and unwrapBKey that open the new kB', async () => {
    const sent = playBrowser();
    const account = await createResetAccount(server, 'sync-reset@example.com');
    const rendered = await renderRoutes(routes(), `/reset_password?email=${encodeURIComponent(account.email)}&service=sync`, {
      services: testServices({ transport: server.transport }),
    });
    const at = (pathname: string) => waitFor(() => expect(rendered.router.state.location.pathname).toBe(pathname), { timeout: 10_000 });
    const present = (selector: string) => waitFor(() => expect(rendered.container.querySelector(selector)).not.toBeNull(), { timeout: 10_000 });
    await present('#reset-password-submit');
    await press(rendered.container, '#reset-password-submit');
    await at('/confirm_reset_password');
    await waitFor(async () => expect(await server.codesTo(account.email)).not.toHaveLength(0));
    await present('input[name="code"]');
    await fill(rendered.container, 'input[name="code"]', (await server.codesTo(account.email)).at(-1)!);
    await press(rendered.container, '#confirm-reset-password-code-submit');
    await at('/complete_reset_password');
    await present('input[name="password"]');
    await fill(rendered.container, 'input[name="password"]', NEW_PASSWORD);
    await fill(rendered.container, 'input[name="confirmation"]', NEW_PASSWORD);
    await press(rendered.container, '#reset-new-password-submit');
    await at('/reset_password_verified');

    const logins = sent.filter((message) => message.command === COMMANDS.login);
    expect(logins).toHaveLength(1);
    const login = logins[0]!.data as LoginData;
    const current = rendered.services.accounts.current()!;
    expect(login).toMatchObject({ uid: account.uid, email: account.email, sessionToken: current.sessionToken, verified: true });
    const keys = await restClient(server, login.keyFetchToken).GET('/v1/account/keys');
    expect(keys.error).toBeUndefined();
    const kB = bytesToHex(wrapKb(hexToBytes(keys.data!.wrapKB), hexToBytes(login.unwrapBKey!)));
    expect(await signInForKb(server, account, NEW_PASSWORD)).toEqual({ kB });
  });
});
