// The account fixtures make the states they promise, as the server reports
// them to the account's own session, and a browser given the session is
// signed in.
import { expect, test } from '@playwright/test';
import { print } from 'graphql';
import { GetAccountDocument } from '../../generated/graphql';
import type { GetAccountQuery } from '../../generated/graphql';
import { createAccount, signInBrowser } from './support/accounts';
import type { TestAccount } from './support/accounts';
import { expectAccessible } from './support/axe';

async function read(baseURL: string, account: TestAccount): Promise<NonNullable<GetAccountQuery['account']>> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.sessionToken}` },
    body: JSON.stringify({ query: print(GetAccountDocument) }),
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

test('a browser given the session opens settings signed in', async ({ page, baseURL }) => {
  const account = await createAccount(baseURL!, 'fixture-browser');
  await signInBrowser(page, account);
  await page.goto('/settings');
  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  await expect(page.getByText(account.email).first()).toBeVisible();
  await expectAccessible(page);
});
