// @vitest-environment happy-dom
// The data collection page inside the settings area, against the reference
// server in this process: the home's data collection section links to it;
// unticking and saving stops metrics on the server (a fresh read of the
// account says so) and on the home at once, with a confirmation; Cancel
// keeps the server's choice; an ended session leaves for a clean entry page.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = settingsRoutes;

const signedInServices = (account: TestAccount) => signedIn(account, testServices({ transport: server.transport }));

const box = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#settings-data-collection-field input, input#settings-data-collection-field');

describe('the data collection page', () => {
  it('turns metrics off: the server keeps it, the home says so at once with a confirmation', async () => {
    const account = await createTestAccount(server, 'metrics-off@example.com');
    const services = signedInServices(account);
    expect((await services.api.getAccount())?.metricsEnabled).toBe(true);
    const { container, router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-action-dataCollection')).not.toBeNull());
    await click(container, '#settings-action-dataCollection');
    await waitFor(() => expect(box(container)).not.toBeNull());
    expect(router.state.location.pathname).toBe('/settings/data_collection');
    expect(container.querySelector('[aria-current="page"]')?.id).toBe('settings-nav-data-collection');
    expect(box(container)?.checked).toBe(true);

    await click(container, '#settings-data-collection-field input, input#settings-data-collection-field');
    await waitFor(() => expect(box(container)?.checked).toBe(false));
    await press(container, '#settings-data-collection-save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#data-collection');
    await waitFor(() => expect(container.querySelector('#settings-data-collection')?.textContent).toMatch(/is off\.$/));
    expect(container.querySelector('#settings-alert')?.textContent).toBe('Data collection turned off');
    expect((await services.api.getAccount())?.metricsEnabled).toBe(false);
  });

  it('Cancel leaves the choice the server has', async () => {
    const account = await createTestAccount(server, 'metrics-cancel@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings/data_collection', { services });
    await waitFor(() => expect(box(container)).not.toBeNull());
    await click(container, '#settings-data-collection-field input, input#settings-data-collection-field');
    await waitFor(() => expect(box(container)?.checked).toBe(false));
    await press(container, '#settings-data-collection-cancel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(container.querySelector('#settings-data-collection')?.textContent).toMatch(/is on\.$/);
    expect((await services.api.getAccount())?.metricsEnabled).toBe(true);
  });

  it('an ended session ends here too: a clean entry page, with no way back to this page for the next person', async () => {
    const account = await createTestAccount(server, 'metrics-ended@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings/data_collection', { services });
    await waitFor(() => expect(box(container)).not.toBeNull());
    await restClient(server, account.sessionToken).POST('/v1/session/destroy', { body: {} });
    await press(container, '#settings-data-collection-save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(services.session.hasEnded()).toBe(true);
  });
});
