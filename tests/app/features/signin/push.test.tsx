// @vitest-environment happy-dom
// The pages of a sign-in approved from another device, against the reference
// server in this process: a session confirmed elsewhere finishes the sign-in
// at the first look at its state; 'Use a code sent to your email' sends the
// code and goes to its page. The confirmation page reads only plain texts from
// the notification's remoteMetaData.
import { waitFor } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SigninPushCodeContainer } from '../../../../app/features/signin';
import { pushSigninDetails } from '../../../../app/features/signin/SigninPushCodeConfirm/container';
import { createTestAccount } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { startInProcessServer } from '../../../support/inProcessServer';
import type { InProcessServer } from '../../../support/inProcessServer';
import { press, renderRoutes, testServices } from '../../../support/render';

let server: InProcessServer;
beforeAll(async () => {
  server = await startInProcessServer();
});
afterAll(async () => {
  await server.close();
});

const routes = () => [
  { path: '/signin_push_code', element: <SigninPushCodeContainer /> },
  { path: '/signin_token_code', element: <h1>code page</h1> },
  { path: '/settings', element: <h1>settings</h1> },
  { path: '/signin', element: <h1>signin</h1> },
];

async function renderFor(account: TestAccount, verified: boolean) {
  const services = testServices({ transport: server.transport });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified });
  services.accounts.setCurrent(account.uid);
  return renderRoutes(routes(), '/signin_push_code', { services });
}

describe('/signin_push_code', () => {
  it('finishes the sign-in when the session is already confirmed', async () => {
    const account = await createTestAccount(server, 'push-confirmed@example.com');
    const { router } = await renderFor(account, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('waits for an unconfirmed session, and sends the emailed code when asked', async () => {
    const account = await createTestAccount(server, 'push-waiting@example.com', { confirmed: false });
    const { container, router } = await renderFor(account, false);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Approve your sign-in'));
    expect(router.state.location.pathname).toBe('/signin_push_code');
    const before = (await server.codesTo(account.email)).length;
    await press(container, '#signin-push-use-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin_token_code'));
    expect((await server.codesTo(account.email)).length).toBe(before + 1);
  });
});

describe('the details of a sign-in notification', () => {
  it('takes the device, the place and the address when they are plain texts', () => {
    const meta = JSON.stringify({ deviceName: 'Firefox on Windows', city: 'Berlin', region: 'Berlin', country: 'Germany', ipAddress: '203.0.113.7' });
    expect(pushSigninDetails(`?remoteMetaData=${encodeURIComponent(meta)}`)).toEqual({ device: 'Firefox on Windows', location: 'Berlin, Berlin, Germany', ipAddress: '203.0.113.7' });
  });

  it('leaves out what is not a plain text, and anything that is not JSON', () => {
    const meta = JSON.stringify({ deviceName: 'bad\u0007name', city: 42, country: 'Germany' });
    expect(pushSigninDetails(`?remoteMetaData=${encodeURIComponent(meta)}`)).toEqual({ location: 'Germany' });
    expect(pushSigninDetails('?remoteMetaData=%7Bnot')).toEqual({});
    expect(pushSigninDetails('')).toEqual({});
  });
});
