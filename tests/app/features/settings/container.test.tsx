// @vitest-environment happy-dom
// The settings container against the reference server in this process: a
// signed-in account sees its own addresses as the server holds them, signing
// out ends the session on the server and leaves for the entry page, and a
// browser that is not signed in is sent to sign in with the way back kept.
import { waitFor } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsContainer } from '../../../../app/features/settings';
import type { AppServices } from '../../../../app/lib/app';
import { createTestAccount, restClient } from '../../../support/accounts';
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
  { path: '/', element: <h1>entry page</h1> },
  { path: '/signin', element: <h1>signin page</h1> },
  { path: '/settings', element: <SettingsContainer /> },
];

/** The browser state a finished sign-in leaves: the stored account, and signed in. */
function signedInServices(account: TestAccount): AppServices {
  const services = testServices({ transport: server.transport });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
  services.accounts.setCurrent(account.uid);
  services.session.setSignedIn(true);
  return services;
}

describe('the settings container', () => {
  it("shows the account's primary address as the server holds it", async () => {
    const account = await createTestAccount(server, 'settings-reader@example.com');
    const { container } = await renderRoutes(routes(), '/settings', { services: signedInServices(account) });
    await waitFor(() => expect(container.querySelector('#settings-profile-name')?.textContent).toBe(account.email));
    expect(container.querySelector('#settings-emails-heading')).not.toBeNull();
    expect(container.textContent).toContain('Primary');
  });

  it('signs out: the session ends on the server and the page leaves for the entry page', async () => {
    const account = await createTestAccount(server, 'settings-leaver@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-sign-out')).not.toBeNull());
    await press(container, '#settings-sign-out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(services.accounts.current()).toBeUndefined();
    expect(services.session.isSignedIn()).toBe(false);
    const status = await restClient(server, account.sessionToken).GET('/v1/session/status');
    expect(status.response.status).toBe(401);
  });

  it('sends a browser that is not signed in to the entry page, keeping the way back', async () => {
    const services = testServices({ transport: server.transport });
    services.session.setSignedIn(false);
    const { router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/settings'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe('/settings');
  });
});
