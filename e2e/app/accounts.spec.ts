// The account fixtures make the states they promise, as the server reports
// them to the account's own session, and a browser given the session is
// signed in.
import { expect, test } from '../support/app/test';
import { GetAccountDocument } from '../../generated/graphql';
import type { GetAccountQuery } from '../../generated/graphql';
import { decryptRecoveryData, parseRecoveryKey } from '../../app/lib/crypto';
import { authClient, createAccount, signInBrowser } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { nextCode } from '../support/app/outbox';

async function read(baseURL: string, account: TestAccount): Promise<NonNullable<GetAccountQuery['account']>> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.sessionToken}` },
    // As the app sends it: by the id the document is registered under at build time.
    body: JSON.stringify({ documentId: (GetAccountDocument as unknown as { __meta__: { documentId: string } }).__meta__.documentId }),
  });
  const { data } = (await response.json()) as { data: GetAccountQuery };
  return data.account!;
}

test('every account state is what the fixture says', async ({ baseURL }) => {
  const plain = await read(baseURL!, await createAccount(baseURL!, 'fixture-plain'));
  expect(plain.totp.exists).toBe(false);
  expect(plain.emails).toHaveLength(1);
  expect(plain.attachedClients).toHaveLength(1);

  const everything = await createAccount(baseURL!, 'fixture-all', { recoveryPhone: true, secondEmail: true, otherDevice: true });
  const account = await read(baseURL!, everything);
  expect(account.totp).toEqual({ exists: true, verified: true });
  expect(account.backupCodes).toEqual({ hasBackupCodes: true, count: everything.backupCodes.length });
  expect(account.recoveryPhone).toMatchObject({ exists: true, phoneNumber: everything.phone });
  expect(account.emails).toEqual([
    { email: everything.email, isPrimary: true, verified: true },
    { email: everything.secondEmail, isPrimary: false, verified: true },
  ]);
  expect(account.attachedClients.map((client) => client.isCurrentSession).sort()).toEqual([false, true]);

  const unconfirmed = await createAccount(baseURL!, 'fixture-unconfirmed', { unconfirmed: true });
  const status = await fetch(`${baseURL}/v1/session/status`, { headers: { Authorization: `Bearer ${unconfirmed.sessionToken}` } });
  expect(await status.json()).toMatchObject({ state: 'unverified' });
});

test('a recovery key account holds a key that opens its recovery data to the account’s kB during a reset', async ({ baseURL }) => {
  const account = await createAccount(baseURL!, 'fixture-recovery-key', { recoveryKey: true, recoveryKeyHint: 'Desk drawer' });
  expect((await read(baseURL!, account)).recoveryKey.exists).toBe(true);
  expect(account.recoveryKey).toMatch(/^[0-9A-HJKMNP-TV-Z]{32}$/);
  const api = authClient(baseURL!);
  expect((await api.POST('/v1/password/forgot/send_otp', { body: { email: account.email } })).error).toBeUndefined();
  const otp = await nextCode(baseURL!, account);
  const forgot = await api.POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: otp } });
  const traded = await authClient(baseURL!, forgot.data!.token).POST('/v1/password/forgot/verify_code', {
    body: { code: forgot.data!.code, accountResetWithRecoveryKey: true },
  });
  const reset = authClient(baseURL!, traded.data!.accountResetToken);
  expect((await reset.GET('/v1/recoveryKey/hint')).data).toEqual({ hint: 'Desk drawer' });
  const bundle = await reset.GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: account.recoveryKeyId } } });
  const key = parseRecoveryKey(account.recoveryKey)!;
  expect(await decryptRecoveryData(key, account.uid, bundle.data!.recoveryData)).toEqual({ kA: account.kA, kB: account.kB });
});

test('a browser given the session opens settings signed in', async ({ page, baseURL }) => {
  const account = await createAccount(baseURL!, 'fixture-browser');
  await signInBrowser(page, account);
  await page.goto('/settings');
  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  await expect(page.getByText(account.email).first()).toBeVisible();
  await expectAccessible(page);
});
