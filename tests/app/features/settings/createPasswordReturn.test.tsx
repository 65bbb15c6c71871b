// @vitest-environment happy-dom
// An account without a password (made with a third-party provider) that a
// settings page asks for one is sent to create it, and once it is created it
// comes back to the page that asked, which says so and now offers its step;
// cancelling comes back there too. Where to come back to travels in the
// router's state and is only ever a page of the settings area.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { passwordReturnPath, passwordReturnState } from '../../../../app/features/settings/paths';
import { TEST_PASSWORD, createTestAccount } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

/** An account as a third-party sign-in leaves it: no password, no wrapped kB. */
async function withoutPassword(email: string): Promise<TestAccount> {
  const account = await createTestAccount(server, email);
  await server.services.db.query(
    `UPDATE accounts SET auth_salt = NULL, verify_hash = NULL, wrap_kb = NULL, auth_salt_v2 = NULL, verify_hash_v2 = NULL,
            wrap_kb_v2 = NULL, client_salt = NULL, password_created_at = 0 WHERE uid = $1`,
    [account.uid],
  );
  return account;
}

async function openAs(account: TestAccount, at: string) {
  const services = signedIn(account, testServices({ transport: server.transport }));
  return renderRoutes(settingsRoutes(), at, { services });
}

describe('creating a password for a page that asked for it', () => {
  it('comes back to the recovery key page, which says the password is created and offers the key', async () => {
    const account = await withoutPassword('create-password-return@example.com');
    const { container, router } = await openAs(account, '/settings/account_recovery');
    await click(container, '#settings-recovery-key-no-password-create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/create_password'));
    await waitFor(() => expect(container.querySelector('#settings-create-password-password')).not.toBeNull());
    await fill(container, '#settings-create-password-password', TEST_PASSWORD);
    await fill(container, '#settings-create-password-confirm', TEST_PASSWORD);
    await click(container, '#settings-create-password-save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account_recovery'), { timeout: 15_000 });
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-start')).not.toBeNull());
    expect(container.querySelector('#settings-recovery-key-no-password')).toBeNull();
    expect(container.querySelector('#settings-alert')?.textContent).toBe('Password created');

    // The confirmation belongs to that page: the next page does not say it.
    await router.navigate('/settings/display_name');
    await waitFor(() => expect(container.querySelector('#settings-display-name-field')).not.toBeNull());
    expect(container.querySelector('#settings-alert')?.textContent ?? '').not.toContain('Password created');
  });

  it('comes back to the delete page when cancelled, and to the change page once created there', async () => {
    const account = await withoutPassword('create-password-cancel@example.com');
    const { container, router } = await openAs(account, '/settings/delete_account');
    await click(container, '#settings-delete-account-no-password-create');
    await waitFor(() => expect(container.querySelector('#settings-create-password-password')).not.toBeNull());
    await fill(container, '#settings-create-password-password', 'typed, then left');
    await click(container, '#settings-create-password-cancel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/delete_account'));
    await waitFor(() => expect(container.querySelector('#settings-delete-account-no-password')).not.toBeNull());

    // The change page of an account without a password goes to creating one, and comes back.
    await router.navigate('/settings/change_password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/create_password'));
    await waitFor(() => expect(container.querySelector('#settings-create-password-password')).not.toBeNull());
    await fill(container, '#settings-create-password-password', TEST_PASSWORD);
    await fill(container, '#settings-create-password-confirm', TEST_PASSWORD);
    await click(container, '#settings-create-password-save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/change_password'), { timeout: 15_000 });
    await waitFor(() => expect(container.querySelector('#settings-change-password-current')).not.toBeNull());
    expect(container.querySelector('#settings-alert')?.textContent).toBe('Password created');
  });
});

describe('where creating a password comes back to', () => {
  it('is remembered only on the way to creating a password', () => {
    expect(passwordReturnState('/settings/create_password', '/settings/delete_account')).toEqual({ returnTo: '/settings/delete_account' });
    expect(passwordReturnState('/settings/emails', '/settings/delete_account')).toBeUndefined();
  });

  it('is a page of the settings area and nothing else', () => {
    expect(passwordReturnPath({ returnTo: '/settings/account_recovery' })).toBe('/settings/account_recovery');
    expect(passwordReturnPath({ returnTo: '/settings/linked_accounts/' })).toBe('/settings/linked_accounts');
    for (const state of [
      undefined,
      null,
      '/settings/delete_account',
      { returnTo: 42 },
      { returnTo: '/settings' },
      { returnTo: '/settings/create_password' },
      { returnTo: '/signin' },
      { returnTo: 'https://elsewhere.example/settings/delete_account' },
      { returnTo: '//elsewhere.example/settings/delete_account' },
      { returnTo: '/settings/no_such_page' },
    ]) {
      expect(passwordReturnPath(state)).toBeUndefined();
    }
  });
});
