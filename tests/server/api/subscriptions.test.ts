// Subscriptions in the account read: what the payments system recorded for an
// account, named by the stored products (a product no longer configured is
// still listed, under its id), in the order they began; nothing of another
// account's; and gone with the account.
import { describe, expect, it } from 'vitest';
import { GetAccountDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from './flows';

async function subscriptionsOf(t: TestServer, token: string) {
  const read = await t.graphql(GetAccountDocument, {}, token);
  expect(read.errors).toBeUndefined();
  return read.data!.account!.subscriptions;
}

describe.each(databases)('subscriptions on %s', (database) => {
  const t = useTestServer(database, { env: { SUBSCRIPTION_PRODUCTS: JSON.stringify([{ id: 'prod_vpn', name: 'Orbit VPN' }, { id: 'prod_relay', name: 'Orbit Relay Premium' }]) } });

  it('lists none for an account without any', async () => {
    const account = await signUpVerified(t);
    expect(await subscriptionsOf(t, account.sessionToken)).toEqual([]);
  });

  it('names each product, oldest first; an unknown product by its id; and shows no other account\'s', async () => {
    const account = await signUpVerified(t);
    const other = await signUpVerified(t);
    await t.server.services.products.subscribe(account.uid, 'prod_relay', 2_000);
    await t.server.services.products.subscribe(account.uid, 'prod_vpn', 1_000);
    await t.server.services.products.subscribe(account.uid, 'prod_retired', 3_000);
    // Recorded twice, the first date stays.
    await t.server.services.products.subscribe(account.uid, 'prod_vpn', 5_000);
    await t.server.services.products.subscribe(other.uid, 'prod_vpn', 4_000);
    expect(await subscriptionsOf(t, account.sessionToken)).toEqual([
      { created: 1_000, productName: 'Orbit VPN' },
      { created: 2_000, productName: 'Orbit Relay Premium' },
      { created: 3_000, productName: 'prod_retired' },
    ]);
    expect(await subscriptionsOf(t, other.sessionToken)).toEqual([{ created: 4_000, productName: 'Orbit VPN' }]);
  });

  it('refuses a malformed product id, and the database refuses one too', async () => {
    const account = await signUpVerified(t);
    await expect(t.server.services.products.subscribe(account.uid, 'not a product', 1)).rejects.toThrow(/product id/);
    await expect(t.db.query('INSERT INTO subscriptions (uid, product_id, created_at) VALUES ($1, $2, 1)', [account.uid, 'x'.repeat(65)])).rejects.toThrow();
    expect(await subscriptionsOf(t, account.sessionToken)).toEqual([]);
  });

  it('deletes the subscriptions with the account', async () => {
    const account = await signUpVerified(t);
    await t.server.services.products.subscribe(account.uid, 'prod_vpn', 1_000);
    const { response } = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
      body: { email: account.email, authPW: account.credentials.authPWVersion2! },
    });
    expect(response.status).toBe(200);
    expect(await t.db.query('SELECT 1 FROM subscriptions WHERE uid = $1', [account.uid])).toEqual([]);
  });
});
