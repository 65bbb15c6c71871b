// Linking after proof, on each database: a third-party sign-in that meets an
// account holding the provider's address (errno 101) leaves the verified
// identity waiting for that account; once the person proves the account
// (password sign-in confirmed by the emailed code, or a confirmed session),
// that session links the identity with the sign-in's nonce, and only then,
// only to that account, and once. Simultaneous requests with one code or one
// nonce give exactly one success.
import { describe, expect, it } from 'vitest';
import { GetAccountDocument } from '../../../generated/graphql';
import { SWEEP_AGE_MS } from '../../../server/maintenance/sweep';
import { PENDING_LINK_TTL_MS } from '../../../server/third-party/linked-accounts';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUp, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { providerCode } from './steps';

/** How many requests race for one single-use value. */
const BURST = 6;

async function login(t: TestServer, body: { provider?: 'google' | 'apple'; code: string; nonce: string }, token?: string) {
  return t.rest(token).POST('/v1/linked_account/login', { body });
}

async function linkPending(t: TestServer, token: string, body: { provider?: 'google' | 'apple'; nonce: string }) {
  return t.rest(token).POST('/v1/linked_account/link_pending', { body });
}

async function linked(t: TestServer, token: string) {
  const result = await t.graphql(GetAccountDocument, {}, token);
  return result.data?.account?.linkedAccounts.map((link) => link.providerId) ?? [];
}

/** Proves the account as its owner does in the flow: the password, then the emailed code; the confirmed session. */
async function proveWithPassword(t: TestServer, account: TestAccount): Promise<string> {
  const signedIn = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! } });
  expect(signedIn.error).toBeUndefined();
  const token = signedIn.data!.sessionToken;
  if (!signedIn.data!.sessionVerified) {
    const code = await t.latestCode(account.email);
    expect((await t.rest(token).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  }
  return token;
}

/** A sign-in with the provider that meets `account`: the 101 with its address, and the nonce that now waits. */
async function meet(t: TestServer, account: TestAccount, provider: 'google' | 'apple' = 'google'): Promise<string> {
  const answer = await providerCode(t, provider, account.email);
  const refused = await login(t, { provider, ...answer });
  expect(refused.error).toMatchObject({ errno: 101, email: account.email });
  return answer.nonce;
}

describe.each(databases)('linking after proof on $name', (database) => {
  const t = useTestServer(database, { env: { DEV_IDENTITY_PROVIDERS: 'on' } });

  it('links the identity that met the account once the password sign-in is confirmed, then signs it in by itself', async () => {
    const account = await signUpVerified(t);
    const nonce = await meet(t, account);
    expect(await linked(t, account.sessionToken)).toEqual([]);

    const proven = await proveWithPassword(t, account);
    const { data, error } = await linkPending(t, proven, { provider: 'google', nonce });
    expect(error).toBeUndefined();
    expect(data).toEqual({ providerId: 1 });
    expect(await linked(t, proven)).toEqual([1]);
    const later = await login(t, { provider: 'google', ...(await providerCode(t, 'google', account.email)) });
    expect(later.data?.uid).toBe(account.uid);
  });

  it('links nothing before the account is proven: no session, an unconfirmed one, or a password sign-in not yet confirmed', async () => {
    const account = await signUpVerified(t);
    const nonce = await meet(t, account, 'apple');
    expect((await t.rest().POST('/v1/linked_account/link_pending', { body: { provider: 'apple', nonce } })).response.status).toBe(401);
    const half = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! } });
    expect(half.data?.sessionVerified).toBe(false);
    expect((await linkPending(t, half.data!.sessionToken, { provider: 'apple', nonce })).error).toMatchObject({ errno: 138 });
    expect(await linked(t, account.sessionToken)).toEqual([]);
    // The refused attempts took nothing: the proven session still links it.
    const code = await t.latestCode(account.email);
    expect((await t.rest(half.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
    expect((await linkPending(t, half.data!.sessionToken, { provider: 'apple', nonce })).data).toEqual({ providerId: 2 });
    expect(await linked(t, account.sessionToken)).toEqual([2]);
  });

  it('never links to a different account, another provider or another nonce', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const nonce = await meet(t, owner);
    expect((await linkPending(t, other.sessionToken, { provider: 'google', nonce })).error).toMatchObject({ errno: 127 });
    expect((await linkPending(t, owner.sessionToken, { provider: 'apple', nonce })).error).toMatchObject({ errno: 127 });
    const unrelated = (await providerCode(t, 'google', uniqueEmail())).nonce;
    expect((await linkPending(t, owner.sessionToken, { provider: 'google', nonce: unrelated })).error).toMatchObject({ errno: 127 });
    expect(await linked(t, other.sessionToken)).toEqual([]);
    expect(await linked(t, owner.sessionToken)).toEqual([]);
    // An unconfirmed account cannot be met: its address is taken over by the provider's sign-up instead.
    const unconfirmed = await signUp(t);
    const fresh = await login(t, { provider: 'google', ...(await providerCode(t, 'google', unconfirmed.email)) });
    expect(fresh.data?.uid).not.toBe(unconfirmed.uid);
  });

  it('links once: the same nonce a second time is refused and nothing changes', async () => {
    const account = await signUpVerified(t);
    const nonce = await meet(t, account);
    expect((await linkPending(t, account.sessionToken, { provider: 'google', nonce })).error).toBeUndefined();
    expect((await linkPending(t, account.sessionToken, { provider: 'google', nonce })).error).toMatchObject({ errno: 127 });
    expect(await linked(t, account.sessionToken)).toEqual([1]);
  });

  it('lets a waiting identity go after its hour, and the sweep forgets it with its nonce', async () => {
    const account = await signUpVerified(t);
    const nonce = await meet(t, account);
    await t.db.query('UPDATE third_party_pending_links SET created_at = created_at - $1 WHERE uid = $2', [PENDING_LINK_TTL_MS + 1, account.uid]);
    expect((await linkPending(t, account.sessionToken, { provider: 'google', nonce })).error).toMatchObject({ errno: 127 });
    const waiting = async () => (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM third_party_pending_links WHERE uid = $1', [account.uid]))[0]!.count;
    expect(await waiting()).toBe(1);
    await t.server.services.linkedAccounts.purgeClaims(Date.now() - SWEEP_AGE_MS);
    expect(await waiting()).toBe(1);
    await t.server.services.linkedAccounts.purgeClaims(Date.now() + 1);
    expect(await waiting()).toBe(0);
  });

  it(`of ${BURST} simultaneous sign-ins with one code and nonce, exactly one succeeds`, async () => {
    const answer = await providerCode(t, 'google', uniqueEmail());
    const results = await Promise.all(Array.from({ length: BURST }, () => login(t, { provider: 'google', ...answer })));
    const succeeded = results.filter((result) => result.error === undefined);
    expect(succeeded).toHaveLength(1);
    for (const result of results) if (result.error !== undefined) expect(result.error).toMatchObject({ errno: 127 });
  });

  it(`of ${BURST} simultaneous redemptions of one waiting link, exactly one links`, async () => {
    const account = await signUpVerified(t);
    const nonce = await meet(t, account);
    const results = await Promise.all(Array.from({ length: BURST }, () => linkPending(t, account.sessionToken, { provider: 'google', nonce })));
    expect(results.filter((result) => result.error === undefined)).toHaveLength(1);
    for (const result of results) if (result.error !== undefined) expect(result.error).toMatchObject({ errno: 127 });
    expect(await linked(t, account.sessionToken)).toEqual([1]);
  });
});
