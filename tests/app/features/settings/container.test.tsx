// @vitest-environment happy-dom
// The settings area against the reference server in this process: the home
// shows the account as the server holds it inside the frame and its side
// navigation, a dismissed promotion stays dismissed on this browser, signing
// out ends the session on the server and leaves a clean entry page, as does a
// session that ended elsewhere; a browser with no session is sent to sign in
// with the way back kept.
import { waitFor } from '@testing-library/dom';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsContainer } from '../../../../app/features/settings';
import type { AppServices } from '../../../../app/lib/app';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = () => [
  { path: '/', element: <h1>entry page</h1> },
  { path: '/signin', element: <h1>signin page</h1> },
  { path: '/settings/*', element: <SettingsContainer /> },
];

/** The browser state a finished sign-in leaves: the stored account, and signed in. */
function signedInServices(account: TestAccount, services = testServices({ transport: server.transport })): AppServices {
  return signedIn(account, services);
}

describe('the settings area', () => {
  it("shows the account's primary address as the server holds it, in the frame with its navigation", async () => {
    const account = await createTestAccount(server, 'settings-reader@example.com');
    const { container } = await renderRoutes(routes(), '/settings', { services: signedInServices(account) });
    await waitFor(() => expect(container.querySelector('#settings-profile-name')?.textContent).toBe(account.email));
    expect(container.querySelector('#settings-primary-email')?.textContent).toBe(account.email);
    const nav = container.querySelector('nav[aria-label="Settings"]');
    expect(nav).not.toBeNull();
    expect([...nav!.querySelectorAll('[aria-current]')].map((link) => link.id)).toEqual(['settings-nav-profile']);
    expect(document.title).toContain('Account settings');
  });

  it('marks the section the address names, and follows the navigation without leaving the page', async () => {
    const account = await createTestAccount(server, 'settings-navigator@example.com');
    const { container, router } = await renderRoutes(routes(), '/settings#security', { services: signedInServices(account) });
    await waitFor(() => expect(container.querySelector('#settings-nav-security')?.getAttribute('aria-current')).toBe('location'));
    await act(async () => {
      container.querySelector<HTMLAnchorElement>('#settings-nav-delete-account')!.click();
    });
    expect(router.state.location.hash).toBe('#delete-account');
    expect(container.querySelector('#settings-nav-delete-account')?.getAttribute('aria-current')).toBe('location');
    expect(container.querySelector('#settings-nav-security')?.hasAttribute('aria-current')).toBe(false);
  });

  it('an unknown settings address goes to the settings home', async () => {
    const account = await createTestAccount(server, 'settings-lost@example.com');
    const { router } = await renderRoutes(routes(), '/settings/no_such_page', { services: signedInServices(account) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('offers the recovery key until dismissed, and remembers the dismissal on this browser', async () => {
    const account = await createTestAccount(server, 'settings-promo@example.com');
    const services = signedInServices(account);
    const first = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(first.container.querySelector('#settings-promo-recoveryKeyBanner')).not.toBeNull());
    // Two-step is off, so there is no recovery phone to offer.
    expect(first.container.querySelector('#settings-promo-recoveryPhoneBanner')).toBeNull();
    await press(first.container, '#settings-promo-recoveryKeyBanner button[aria-label="Close banner"]');
    await waitFor(() => expect(first.container.querySelector('#settings-promo-recoveryKeyBanner')).toBeNull());
    expect(services.dismissals.has(account.uid, 'recoveryKeyBanner')).toBe(true);

    // The next visit (same browser storage) shows the page without it.
    const again = await renderRoutes(routes(), '/settings', { services: signedInServices(account, services) });
    await waitFor(() => expect(again.container.querySelector('#settings-profile-name')).not.toBeNull());
    expect(again.container.querySelector('#settings-promo-recoveryKeyBanner')).toBeNull();
  });

  it('signs out from a page of the area: the session ends on the server and the page leaves for a clean entry page', async () => {
    const account = await createTestAccount(server, 'settings-leaver@example.com');
    const services = signedInServices(account);
    services.sessionStore.set('flowState', { step: 'kept from the visit' });
    services.sessionStore.setOAuth({ client_id: '0123456789abcdef', scope: 'profile', state: 'visit' });
    const { container, router } = await renderRoutes(routes(), '/settings/display_name?utm_source=mail', { services });
    await waitFor(() => expect(container.querySelector('#settings-sign-out')).not.toBeNull());
    await press(container, '#settings-sign-out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Nothing of the visit leads the next person back: no redirect_to, no query, no flow state.
    expect(router.state.location.search).toBe('');
    expect(services.sessionStore.get('flowState')).toBeUndefined();
    expect(services.sessionStore.oauth()).toBeUndefined();
    expect(services.accounts.current()).toBeUndefined();
    expect(services.session.isSignedIn()).toBe(false);
    const status = await restClient(server, account.sessionToken).GET('/v1/session/status');
    expect(status.response.status).toBe(401);
  });

  it('a session that ended elsewhere, found by the area, ends here too: a clean entry page, nothing of the visit kept', async () => {
    const account = await createTestAccount(server, 'settings-ended@example.com');
    // The session is ended on the server while the browser still holds it.
    expect((await restClient(server, account.sessionToken).POST('/v1/session/destroy', { body: {} })).response.status).toBe(200);
    const services = signedInServices(account);
    services.sessionStore.set('flowState', { step: 'kept from the visit' });
    const { router } = await renderRoutes(routes(), '/settings/emails?utm_source=mail#security', { services });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(services.session.hasEnded()).toBe(true);
    expect(services.sessionStore.get('flowState')).toBeUndefined();
    expect(services.accounts.current()).toBeUndefined();
  });

  it('sends a browser that is not signed in to the entry page, keeping the way back', async () => {
    const services = testServices({ transport: server.transport });
    services.session.setSignedIn(false);
    const { router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/settings'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe('/settings');
  });
});
