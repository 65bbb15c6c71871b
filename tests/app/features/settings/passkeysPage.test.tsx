// @vitest-environment happy-dom
// The passkeys page inside the settings area, against the reference server in
// this process, in a browser without WebAuthn (happy-dom has none): the
// account's passkeys are listed with why none can be added here; renaming
// keeps the name in the row; and deleting the last way in of an account
// without a password, after the confirmation and the step-up, is refused by
// the server (224) and said with the way to create a password, the passkey
// still listed.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const CREDENTIAL_ID = 'passkey-credential-0001';

/** A passkey of `uid`, stored as a registration would store it (its key is never used here). */
async function storePasskey(uid: string, name: string): Promise<void> {
  await server.services.db.query(
    `INSERT INTO passkeys (credential_id, uid, public_key, sign_count, transports, aaguid, device_type, backed_up, name, created_at)
     VALUES ($1, $2, $3, 0, $4, '00000000-0000-0000-0000-000000000000', 'singleDevice', false, $5, $6)`,
    [CREDENTIAL_ID, uid, Buffer.from([1, 2, 3]), ['internal'], name, Date.now()],
  );
}

describe('the passkeys page', () => {
  it('keeps the last way in of an account without a password, and says why with the way to a password', async () => {
    const account = await createTestAccount(server, 'passkeys-last@example.com');
    await storePasskey(account.uid, 'Work laptop');
    // The account's password goes, as for an account made with a third-party provider.
    await server.services.db.query('UPDATE accounts SET verify_hash = NULL, verify_hash_v2 = NULL, password_created_at = 0 WHERE uid = $1', [account.uid]);
    const services = signedIn(account, testServices({ transport: server.transport }));
    const { container } = await renderRoutes(settingsRoutes(), '/settings/passkeys', { services });

    await waitFor(() => expect(container.querySelector('#settings-passkeys-list h2')?.textContent).toBe('Work laptop'), { timeout: 15_000 });
    // No WebAuthn here: why, instead of Add a passkey.
    expect(container.querySelector('#settings-passkeys-unsupported')).not.toBeNull();
    expect(container.querySelector('#settings-passkeys-add')).toBeNull();

    // Renamed in its row.
    await click(container, `#settings-passkey-rename-${CREDENTIAL_ID}`);
    await fill(container, '#settings-passkey-rename-field', 'Old laptop');
    await press(container, '#settings-passkey-rename-save');
    await waitFor(() => expect(container.querySelector('#settings-passkeys-list h2')?.textContent).toBe('Old laptop'));

    // Deleted after the confirmation and the step-up's code: the server keeps it.
    await click(container, `#settings-passkey-delete-${CREDENTIAL_ID}`);
    await press(document.body, '#settings-passkeys-remove-confirm');
    await waitFor(() => expect(document.body.querySelector('#settings-step-up-code')).not.toBeNull());
    await waitFor(async () => expect((await server.codesTo(account.email)).length).toBeGreaterThan(1));
    await fill(document.body, '#settings-step-up-code', (await server.codesTo(account.email)).at(-1)!);
    await press(document.body, '#settings-step-up-code-submit');
    await waitFor(() => expect(container.querySelector('#settings-passkeys-last-way-in')?.textContent).toContain('This passkey is the last way to sign in to this account. Create a password first.'));
    expect(container.querySelector('#settings-passkeys-create-password')?.getAttribute('href')).toBe('/settings/create_password');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(container.querySelector('#settings-passkeys-list h2')?.textContent).toBe('Old laptop');
    expect(await server.services.db.query('SELECT 1 FROM passkeys WHERE uid = $1', [account.uid])).toHaveLength(1);
  });
});
