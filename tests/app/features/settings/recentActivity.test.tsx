// @vitest-environment happy-dom
// The recent activity page inside the settings area, against the reference
// server in this process: the security section links to it, and it lists the
// events the server recorded for the account (its creation, then a change of
// display name), newest first and named in words; an ended session leaves
// for a clean entry page.
import { waitFor } from '@testing-library/dom';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = settingsRoutes;

const signedInServices = (account: TestAccount) => signedIn(account, testServices({ transport: server.transport }));

const listed = (container: HTMLElement) =>
  [...container.querySelectorAll('#settings-activity-list li .settings-activity-name')].map((item) => item.textContent);

describe('the recent activity page', () => {
  it('is linked from the security section and lists the recorded events newest first', async () => {
    const account = await createTestAccount(server, 'activity-reader@example.com');
    const services = signedInServices(account);
    await services.api.updateDisplayName('Ada');
    const { container, router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-action-recentActivity')).not.toBeNull());
    await act(async () => {
      container.querySelector<HTMLElement>('#settings-action-recentActivity')!.click();
    });
    await waitFor(() => expect(container.querySelector('#settings-activity-list')).not.toBeNull());
    expect(router.state.location.pathname).toBe('/settings/recent_activity');
    expect(container.querySelector('[aria-current="page"]')?.id).toBe('settings-nav-security');
    const names = listed(container);
    expect(names[0]).toBe('Display name changed');
    expect(names).toContain('Account created');
    expect(names.indexOf('Account created')).toBeGreaterThan(0);
    const times = [...container.querySelectorAll('#settings-activity-list time')].map((time) => Date.parse(time.getAttribute('datetime')!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(document.title).toContain('Recent activity');
  });

  it('an ended session ends here too: a clean entry page, with no way back to this page for the next person', async () => {
    const account = await createTestAccount(server, 'activity-ended@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(routes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-action-recentActivity')).not.toBeNull());
    await restClient(server, account.sessionToken).POST('/v1/session/destroy', { body: {} });
    await act(async () => {
      container.querySelector<HTMLElement>('#settings-action-recentActivity')!.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(services.session.hasEnded()).toBe(true);
  });
});
