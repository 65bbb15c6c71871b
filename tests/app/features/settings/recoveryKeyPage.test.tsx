// @vitest-environment happy-dom
// The recovery key page inside the settings area, against the reference
// server in this process: the key shown opens the data the server stored,
// which holds the account's own kA and kB, and its id is the one stored; a
// key made elsewhere meanwhile is said (161) and the page then offers to
// replace it; a replacement and a deletion go through the step-up.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { bytesToHex, decryptRecoveryData, deriveCredentials, hexToBytes, parseRecoveryKey, recoveryKeyId, wrapKb } from '../../../../app/lib/crypto';
import { makeRecoveryKey } from '../../../../app/features/settings/recoveryKey';
import { TEST_PASSWORD, createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

/** kA and kB as a sign-in with the password gets them, over REST. */
async function keysOf(account: TestAccount): Promise<{ kA: string; kB: string }> {
  const credentials = await deriveCredentials(1, account.email, TEST_PASSWORD);
  const login = await restClient(server, account.sessionToken).POST('/v1/session/reauth', {
    params: { query: { keys: true } },
    body: { email: account.email, authPW: credentials.authPW, reason: 'recovery_key' },
  });
  const keys = await restClient(server, login.data!.keyFetchToken).GET('/v1/account/keys');
  return { kA: keys.data!.kA, kB: bytesToHex(wrapKb(hexToBytes(keys.data!.wrapKB), hexToBytes(credentials.unwrapBKey))) };
}

async function stored(account: TestAccount): Promise<{ recovery_key_id: string; recovery_data: string } | undefined> {
  const rows = await server.services.db.query<{ recovery_key_id: string; recovery_data: string }>(
    'SELECT recovery_key_id, recovery_data FROM recovery_keys WHERE uid = $1',
    [account.uid],
  );
  return rows[0];
}

/** Answers the step-up dialog with the newest code mailed to the primary address. */
async function stepUp(email: string, before: number): Promise<void> {
  await waitFor(() => expect(document.body.querySelector('#settings-step-up-code')).not.toBeNull());
  await waitFor(async () => expect((await server.codesTo(email)).length).toBeGreaterThan(before));
  await fill(document.body, '#settings-step-up-code', (await server.codesTo(email)).at(-1)!);
  await press(document.body, '#settings-step-up-code-submit');
}

describe('the recovery key page', () => {
  it('makes a key that opens the stored data to the account’s own keys, saves its hint, deletes it, says a key made elsewhere and replaces that one', async () => {
    const account = await createTestAccount(server, 'recovery-key-page@example.com');
    const services = signedIn(account, testServices({ transport: server.transport }));
    const { container } = await renderRoutes(settingsRoutes(), '/settings/account_recovery', { services });
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-start')).not.toBeNull(), { timeout: 15_000 });

    await click(container, '#settings-recovery-key-start');
    await fill(container, '#settings-recovery-key-password', TEST_PASSWORD);
    let mails = (await server.codesTo(account.email)).length;
    await press(container, '#settings-recovery-key-create');
    await stepUp(account.email, mails);
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-value')).not.toBeNull(), { timeout: 15_000 });
    const key = parseRecoveryKey(container.querySelector('#settings-recovery-key-value')!.textContent!)!;
    const row = (await stored(account))!;
    expect(row.recovery_key_id).toBe(await recoveryKeyId(key, account.uid));
    expect(await decryptRecoveryData(key, account.uid, row.recovery_data)).toEqual(await keysOf(account));

    // The hint is saved with the session.
    await fill(container, '#settings-recovery-key-hint', 'In the drawer');
    await press(container, '#settings-recovery-key-hint-save');
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-hint-status')?.textContent).toBe('Hint saved'));
    const hint = await server.services.db.query<{ hint: string }>('SELECT hint FROM recovery_keys WHERE uid = $1', [account.uid]);
    expect(hint[0]?.hint).toBe('In the drawer');
    await click(container, '#settings-recovery-key-done');
    await waitFor(() => expect(container.querySelector('#settings-alert')?.textContent).toBe('Account recovery key saved'));

    // Deleted, then made again elsewhere while this page asks for the password: 161, and the page offers a replacement.
    await click(container, '#settings-action-recoveryKey');
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-delete')).not.toBeNull());
    await press(container, '#settings-recovery-key-delete');
    await waitFor(() => expect(document.body.querySelector('#settings-recovery-key-delete-confirm')).not.toBeNull());
    await press(document.body, '#settings-recovery-key-delete-confirm');
    await waitFor(() => expect(container.querySelector('#settings-alert')?.textContent).toBe('Account recovery key deleted'));
    expect(await stored(account)).toBeUndefined();

    await click(container, '#settings-action-recoveryKey');
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-start')).not.toBeNull());
    await click(container, '#settings-recovery-key-start');
    await fill(container, '#settings-recovery-key-password', TEST_PASSWORD);
    const elsewhere = await makeRecoveryKey(account.uid, await keysOf(account));
    const made = await restClient(server, account.sessionToken).POST('/v1/recoveryKey', {
      body: { recoveryKeyId: elsewhere.recoveryKeyId, recoveryData: elsewhere.recoveryData, enabled: true },
    });
    expect(made.error).toBeUndefined();
    await press(container, '#settings-recovery-key-create');
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('Account recovery key already exists.'), { timeout: 15_000 });
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-replace')).not.toBeNull());
    expect((await stored(account))?.recovery_key_id).toBe(elsewhere.recoveryKeyId);

    // The replacement takes the other key's place.
    await click(container, '#settings-recovery-key-replace');
    await fill(container, '#settings-recovery-key-password', TEST_PASSWORD);
    mails = (await server.codesTo(account.email)).length;
    await press(container, '#settings-recovery-key-create');
    await waitFor(() => expect(container.querySelector('#settings-recovery-key-value')).not.toBeNull(), { timeout: 15_000 });
    const replaced = parseRecoveryKey(container.querySelector('#settings-recovery-key-value')!.textContent!)!;
    expect((await stored(account))?.recovery_key_id).toBe(await recoveryKeyId(replaced, account.uid));
    expect(await server.codesTo(account.email)).toHaveLength(mails);
  });
});
