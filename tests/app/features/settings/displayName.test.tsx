// @vitest-environment happy-dom
// The display name page inside the settings area, against the reference
// server in this process: a saved name is on the server and on the home at
// once (no reload), with a confirmation; Back keeps what was typed for the
// next visit, Cancel forgets it; a name that breaks the rules is refused
// before anything is sent; an ended session leaves for a clean entry page.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = settingsRoutes;

const signedInServices = (account: TestAccount) => signedIn(account, testServices({ transport: server.transport }));

const field = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#settings-display-name-field');

describe('the display name page', () => {
  it('saves the name: the server has it, the home shows it at once with a confirmation', async () => {
    const account = await createTestAccount(server, 'name-saver@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-action-displayName')?.textContent).toBe('Add'));
    await click(container, '#settings-action-displayName');
    await waitFor(() => expect(field(container)).not.toBeNull());
    expect(router.state.location.pathname).toBe('/settings/display_name');
    expect(container.querySelector('[aria-current="page"]')?.id).toBe('settings-nav-profile');

    await fill(container, '#settings-display-name-field', '  Ada Lovelace ');
    await press(container, '#settings-display-name-save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#profile');
    await waitFor(() => expect(container.querySelector('#settings-display-name')?.textContent).toBe('Ada Lovelace'));
    expect(container.querySelector('#settings-profile-name')?.textContent).toBe('Ada Lovelace');
    expect(container.querySelector('#settings-alert')?.textContent).toBe('Display name updated');
    expect((await services.api.getAccount())?.displayName).toBe('Ada Lovelace');
  });

  it('Back keeps what was typed for the next visit; Cancel forgets it', async () => {
    const account = await createTestAccount(server, 'name-back@example.com');
    const services = signedInServices(account);
    const { container } = await renderRoutes(routes(), '/settings/display_name', { services });
    await waitFor(() => expect(field(container)).not.toBeNull());
    await fill(container, '#settings-display-name-field', 'Half typed');
    await click(container, '#settings-back');
    await waitFor(() => expect(container.querySelector('#settings-profile-name')).not.toBeNull());
    await click(container, '#settings-action-displayName');
    await waitFor(() => expect(field(container)?.value).toBe('Half typed'));
    await press(container, '#settings-display-name-cancel');
    await waitFor(() => expect(container.querySelector('#settings-profile-name')).not.toBeNull());
    await click(container, '#settings-action-displayName');
    await waitFor(() => expect(field(container)?.value).toBe(''));
    // Nothing was saved.
    expect((await services.api.getAccount())?.displayName).toBeNull();
  });

  it('refuses a name with a control character before sending it, and keeps it in the field', async () => {
    const account = await createTestAccount(server, 'name-bad@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings/display_name', { services });
    await waitFor(() => expect(field(container)).not.toBeNull());
    await fill(container, '#settings-display-name-field', 'Ada\u0007');
    await press(container, '#settings-display-name-save');
    await waitFor(() => expect(field(container)?.getAttribute('aria-invalid')).toBe('true'));
    expect(container.textContent).toContain("can't hold control, surrogate or private-use characters");
    expect(field(container)?.value).toBe('Ada\u0007');
    expect(router.state.location.pathname).toBe('/settings/display_name');
    expect((await services.api.getAccount())?.displayName).toBeNull();
  });

  it('an ended session ends here too: a clean entry page, with no way back to this page for the next person', async () => {
    const account = await createTestAccount(server, 'name-ended@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings/display_name', { services });
    await waitFor(() => expect(field(container)).not.toBeNull());
    await restClient(server, account.sessionToken).POST('/v1/session/destroy', { body: {} });
    await fill(container, '#settings-display-name-field', 'Too late');
    await press(container, '#settings-display-name-save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(services.session.hasEnded()).toBe(true);
  });
});
