// Third-party sign-in against the two local OpenID Connect providers, on each
// database: sign-up, sign-in again, the form-posted answer, a provider's
// error, replayed codes and nonces, a wrong nonce, id tokens that are forged,
// expired or for another audience, linking an existing address only with
// that account's session, the linked accounts the account data lists, and
// unlinking (never the last way in of an account without a password).
import { SignJWT, decodeProtectedHeader, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { GetAccountDocument, GetSessionIsValidDocument } from '../../../generated/graphql';
import { SWEEP_AGE_MS } from '../../../server/maintenance/sweep';
import { verifyIdToken } from '../../../server/third-party/linked-accounts';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUp, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { stepUpToken } from '../second-factor/steps';
import { VirtualAuthenticator } from '../../support/virtual-authenticator';
import { newNonce, providerAnswer, providerCode } from './steps';

async function login(t: TestServer, body: { provider?: 'google' | 'apple'; code: string; nonce: string; replaceSession?: boolean }, token?: string) {
  return t.rest(token).POST('/v1/linked_account/login', { body });
}

async function linked(t: TestServer, token: string) {
  const result = await t.graphql(GetAccountDocument, {}, token);
  return result.data?.account?.linkedAccounts.map((link) => link.providerId) ?? [];
}

/** The id token the provider gives for a code, fetched as the server would. */
async function idTokenFor(t: TestServer, code: string): Promise<string> {
  const settings = t.server.services.thirdParty.get('google')!;
  const response = await fetch(settings.tokenEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${t.server.url}/post_verify/third_party_auth/callback` }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
}

describe.each(databases)('third-party sign-in on $name', (database) => {
  const t = useTestServer(database, { env: { DEV_IDENTITY_PROVIDERS: 'on' } });

  it('offers both providers in the client configuration, one answering by form post', () => {
    const google = t.server.services.thirdParty.clientConfig('google', t.server.url);
    const apple = t.server.services.thirdParty.clientConfig('apple', t.server.url);
    expect(google).toMatchObject({ enabled: true, responseMode: 'query', redirectUri: `${t.server.url}/post_verify/third_party_auth/callback` });
    expect(apple).toMatchObject({ enabled: true, responseMode: 'form_post' });
    expect(new URL(google.authorizationEndpoint).hostname).toBe('127.0.0.1');
    expect(new URL(apple.authorizationEndpoint).origin).not.toBe(new URL(google.authorizationEndpoint).origin);
  });

  it('creates a confirmed account without a password, then signs it in again with each answer kind', async () => {
    const email = uniqueEmail();
    const first = await providerCode(t, 'google', email);
    const { data, error } = await login(t, { provider: 'google', ...first });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ email, verified: true });
    const status = await t.rest().POST('/v1/account/status', { body: { email, thirdPartyAuthStatus: true } });
    expect(status.data).toEqual({ exists: true, hasLinkedAccount: true, hasPassword: false });
    expect(await linked(t, data!.sessionToken)).toEqual([1]);

    const again = await providerCode(t, 'google', email);
    const second = await login(t, { provider: 'google', ...again });
    expect(second.data).toMatchObject({ uid: data!.uid, providerUid: data!.providerUid, verified: true });
  });

  it('signs in again in place of the session the browser holds, only when asked and only for the same account', async () => {
    const isValid = async (token: string) => (await t.graphql(GetSessionIsValidDocument, { sessionToken: token })).data!.isValidToken;
    const email = uniqueEmail();
    const first = (await login(t, { provider: 'google', ...(await providerCode(t, 'google', email)) })).data!.sessionToken;
    // Asked, holding the account's own session: that session ends with the new one's creation.
    const second = (await login(t, { provider: 'google', ...(await providerCode(t, 'google', email)), replaceSession: true }, first)).data!.sessionToken;
    expect(await isValid(first)).toBe(false);
    expect(await isValid(second)).toBe(true);
    // Not asked: the held session stays beside the new one.
    const third = (await login(t, { provider: 'google', ...(await providerCode(t, 'google', email)) }, second)).data!.sessionToken;
    expect([await isValid(second), await isValid(third)]).toEqual([true, true]);
    // Asked, holding another account's session (unconfirmed, so it links nothing): that one is not this sign-in's to end.
    const other = await signUp(t);
    const fourth = await login(t, { provider: 'google', ...(await providerCode(t, 'google', email)), replaceSession: true }, other.sessionToken);
    expect(fourth.data?.sessionToken).toBeDefined();
    expect(await isValid(other.sessionToken)).toBe(true);
  });

  it('reads the form-posted answer of the platform-vendor provider and keeps the state', async () => {
    const email = uniqueEmail();
    const nonce = newNonce();
    const state = `${t.server.url}/?service=sync&context=oauth`;
    const answer = await providerAnswer(t, 'apple', { email, nonce, state });
    expect(answer.state).toBe(state);
    const { data } = await login(t, { provider: 'apple', code: answer.code!, nonce });
    expect(data).toMatchObject({ email, verified: true });
  });

  it('passes a provider error on to the callback, and a code the provider never gave is refused (127)', async () => {
    const answer = await providerAnswer(t, 'google', { email: uniqueEmail(), nonce: newNonce(), cancel: true });
    expect(answer.error).toBe('access_denied');
    expect(answer.code).toBeUndefined();
    const { error, response } = await login(t, { provider: 'google', code: 'not-a-code-of-this-provider', nonce: newNonce() });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ errno: 127 });
  });

  it('accepts a code once and a nonce once, and refuses a wrong nonce', async () => {
    const email = uniqueEmail();
    const first = await providerCode(t, 'google', email);
    const wrongNonce = await login(t, { provider: 'google', code: first.code, nonce: newNonce() });
    expect(wrongNonce.error).toMatchObject({ errno: 127 });
    // The provider gave its token for that attempt: the code does not work with its own nonce either.
    const replayed = await login(t, { provider: 'google', ...first });
    expect(replayed.error).toMatchObject({ errno: 127 });

    const fresh = await providerCode(t, 'google', email);
    expect((await login(t, { provider: 'google', ...fresh })).error).toBeUndefined();
    expect((await login(t, { provider: 'google', ...fresh })).error).toMatchObject({ errno: 127 });
    // A new code asked with a nonce already used is refused too.
    const answer = await providerAnswer(t, 'google', { email, nonce: fresh.nonce });
    expect((await login(t, { provider: 'google', code: answer.code!, nonce: fresh.nonce })).error).toMatchObject({ errno: 127 });
  });

  it('checks the id token: signature, audience, expiry and nonce', async () => {
    const { code, nonce } = await providerCode(t, 'google', uniqueEmail());
    const idToken = await idTokenFor(t, code);
    const registry = t.server.services.thirdParty;
    const settings = registry.get('google')!;
    const now = Date.now();
    await expect(verifyIdToken(registry, settings, idToken, nonce, now)).resolves.toMatchObject({ emailVerified: true });
    await expect(verifyIdToken(registry, settings, idToken, newNonce(), now)).rejects.toMatchObject({ errno: 127 });
    await expect(verifyIdToken(registry, { ...settings, clientId: 'another-client' }, idToken, nonce, now)).rejects.toMatchObject({ errno: 127 });
    await expect(verifyIdToken(registry, { ...settings, issuer: 'http://127.0.0.1:1' }, idToken, nonce, now)).rejects.toMatchObject({ errno: 127 });
    await expect(verifyIdToken(registry, settings, idToken, nonce, now + 2 * 60 * 60_000)).rejects.toMatchObject({ errno: 127 });
    // The same claims signed by a key that is not the provider's, under the provider's key id.
    const { privateKey } = await generateKeyPair('ES256');
    const [, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(idToken).kid! }).sign(privateKey);
    await expect(verifyIdToken(registry, settings, forged, nonce, now)).rejects.toMatchObject({ errno: 127 });
  });

  it('links an address that has an account only with that account signed in', async () => {
    const account = await signUpVerified(t);
    const first = await providerCode(t, 'google', account.email);
    const refused = await login(t, { provider: 'google', ...first });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ errno: 101, email: account.email });
    expect(await linked(t, account.sessionToken)).toEqual([]);

    const proven = await providerCode(t, 'google', account.email);
    const { data, error } = await login(t, { provider: 'google', ...proven }, account.sessionToken);
    expect(error).toBeUndefined();
    expect(data?.uid).toBe(account.uid);
    expect(await linked(t, account.sessionToken)).toEqual([1]);
    // From now on the identity signs the account in without the session.
    const later = await providerCode(t, 'google', account.email);
    expect((await login(t, { provider: 'google', ...later })).data?.uid).toBe(account.uid);
  });

  it('refuses an identity linked to another account, and takes no proof from a stale or unconfirmed session', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const identity = uniqueEmail();
    const made = await login(t, { provider: 'apple', ...(await providerCode(t, 'apple', identity)) });
    expect(made.error).toBeUndefined();
    const taken = await login(t, { provider: 'apple', ...(await providerCode(t, 'apple', identity)) }, other.sessionToken);
    expect(taken.error).toMatchObject({ errno: 101 });
    expect(await linked(t, other.sessionToken)).toEqual([]);
    // A token that is no session proves nothing: the address is still refused without the account's session.
    const stale = await login(t, { provider: 'apple', ...(await providerCode(t, 'apple', owner.email)) }, 'f'.repeat(64));
    expect(stale.error).toMatchObject({ errno: 101, email: owner.email });
    const unconfirmed = await signUp(t);
    const half = await login(t, { provider: 'apple', ...(await providerCode(t, 'apple', owner.email)) }, unconfirmed.sessionToken);
    expect(half.error).toMatchObject({ errno: 101, email: owner.email });
  });

  it('keeps a claimed code and nonce a day, then the sweep lets them go', async () => {
    const { code, nonce } = await providerCode(t, 'google', uniqueEmail());
    expect((await login(t, { provider: 'google', code, nonce })).error).toBeUndefined();
    const claims = async () => (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM third_party_once WHERE used_at > $1', [Date.now() - 60_000]))[0]!.count;
    expect(await claims()).toBeGreaterThanOrEqual(2);
    const kept = await t.server.services.linkedAccounts.purgeClaims(Date.now() - SWEEP_AGE_MS);
    expect(await claims()).toBeGreaterThanOrEqual(2);
    expect(kept).toBe(0);
    expect(await t.server.services.linkedAccounts.purgeClaims(Date.now() + 1)).toBeGreaterThanOrEqual(2);
    expect(await claims()).toBe(0);
  });

  it('unlinks, but keeps the last way in of an account without a password until it has one', async () => {
    const email = uniqueEmail();
    const { data } = await login(t, { provider: 'google', ...(await providerCode(t, 'google', email)) });
    const token = data!.sessionToken;
    await login(t, { provider: 'apple', ...(await providerCode(t, 'apple', email)) }, token);
    expect(await linked(t, token)).toEqual([1, 2]);

    expect((await t.rest(token).POST('/v1/linked_account/unlink', { body: { providerId: 2 } })).error).toBeUndefined();
    expect(await linked(t, token)).toEqual([1]);
    const last = await t.rest(token).POST('/v1/linked_account/unlink', { body: { providerId: 1 } });
    expect(last.error).toMatchObject({ errno: 107 });
    expect(await linked(t, token)).toEqual([1]);

    const credentials = credentialsFor(email);
    const created = await t.rest(token).POST('/v1/password/create', { body: { authPW: credentials.authPW, wrapKb: credentials.wrapKb } });
    expect(created.error).toBeUndefined();
    expect((await t.rest(token).POST('/v1/linked_account/unlink', { body: { providerId: 1 } })).error).toBeUndefined();
    expect(await linked(t, token)).toEqual([]);
    const status = await t.rest().POST('/v1/account/status', { body: { email, thirdPartyAuthStatus: true } });
    expect(status.data).toEqual({ exists: true, hasLinkedAccount: false, hasPassword: true });
  });

  it('unlinks the last provider of an account without a password that has a passkey, which then stays as the way in', async () => {
    const email = uniqueEmail();
    const { data } = await login(t, { provider: 'google', ...(await providerCode(t, 'google', email)) });
    const token = data!.sessionToken;
    const jwt = await stepUpToken(t, { email, sessionToken: token } as TestAccount);
    const origin = new URL(t.server.url);
    origin.hostname = 'localhost';
    const authenticator = new VirtualAuthenticator(origin.origin);
    const options = await t.rest(jwt).POST('/v1/mfa/passkey/registration/options');
    const added = await t.rest(jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response: authenticator.create(options.data!) } });
    expect(added.error).toBeUndefined();
    expect((await t.rest(token).POST('/v1/linked_account/unlink', { body: { providerId: 1 } })).error).toBeUndefined();
    expect(await linked(t, token)).toEqual([]);
    const last = await t.rest(jwt).POST('/v1/mfa/passkey/destroy', { body: { credentialId: added.data!.credentialId } });
    expect(last.error).toMatchObject({ errno: 224 });
  });
});
