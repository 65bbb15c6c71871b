// @vitest-environment happy-dom
// The settings area hears the browser over its channel, against the reference
// server in this process: when another device renames the account and the
// browser says the profile changed, the home shows the new name without a
// reload. (That news of another account is ignored is the channel's own suite's.)
import { waitFor } from '@testing-library/dom';
import { act } from 'react';
import { expect, it } from 'vitest';
import { COMMANDS, TO_CONTENT_EVENT, WEB_CHANNEL_ID } from '../../../../app/lib/webChannel';
import { createTestAccount } from '../../../support/accounts';
import { settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

function browserSays(command: string, data: unknown): void {
  window.dispatchEvent(new window.CustomEvent(TO_CONTENT_EVENT, { detail: { id: WEB_CHANNEL_ID, message: { command, data } } }));
}

it('reads the account again when the browser says its profile changed', async () => {
  const account = await createTestAccount(server, 'profile-change@example.com');
  const services = signedIn(account, testServices({ transport: server.transport }));
  const { container } = await renderRoutes(settingsRoutes(), '/settings', { services });
  await waitFor(() => expect(container.querySelector('#settings-action-displayName')?.textContent).toBe('Add'));

  // Another device renames the account.
  const elsewhere = signedIn(account, testServices({ transport: server.transport }));
  await elsewhere.api.updateDisplayName('Grace Hopper');

  await act(async () => browserSays(COMMANDS.profileChange, { uid: account.uid }));
  await waitFor(() => expect(container.querySelector('#settings-display-name')?.textContent).toBe('Grace Hopper'));
});
