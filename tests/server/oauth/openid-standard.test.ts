// What OpenID Connect's own vocabulary gets from the provider, beside the
// product's profile:* scopes: the standard `email` and `offline_access` scopes
// for an untrusted service, and userinfo asked by POST (Core §5.3.1) with the
// token in the header or a form body (RFC 6750 §2.2). The offline conformance
// run (tests/conformance/) checks the same end to end in a browser.
import * as oidc from 'openid-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { PUBLIC_CLIENT, clientsEnv, relyingParty, signInWith } from './fixtures';

describe.each(databases)('OpenID Connect standard scopes and userinfo on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT]) } });
  let account: TestAccount;

  beforeEach(async () => {
    account = await signUpVerified(t);
  });

  it('gives an untrusted service the address for `email`, and a refresh token for `offline_access`', async () => {
    const rp = await relyingParty(t, PUBLIC_CLIENT);
    const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { scope: 'openid email offline_access' });
    expect(tokens.scope).toBe('openid email offline_access');
    const info = await oidc.fetchUserInfo(rp, tokens.access_token, account.uid);
    expect(info).toMatchObject({ sub: account.uid, email: account.email, email_verified: true });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token!);
    expect((await oidc.fetchUserInfo(rp, refreshed.access_token, account.uid)).email).toBe(account.email);
  });

  it('gives no refresh token without offline_access or access_type=offline', async () => {
    const rp = await relyingParty(t, PUBLIC_CLIENT);
    const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { scope: 'openid email' });
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('answers userinfo by POST, the token in the header or in a form body, never both', async () => {
    const rp = await relyingParty(t, PUBLIC_CLIENT);
    const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { scope: 'openid email' });
    const endpoint = `${t.server.url}/v1/oauth/userinfo`;
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const body = new URLSearchParams({ access_token: tokens.access_token }).toString();

    const inHeader = await fetch(endpoint, { method: 'POST', headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(inHeader.status).toBe(200);
    expect(inHeader.headers.get('Cache-Control')).toMatch(/no-store/);
    expect(await inHeader.json()).toMatchObject({ sub: account.uid, email: account.email });

    const inBody = await fetch(endpoint, { method: 'POST', headers: form, body });
    expect(inBody.status).toBe(200);
    expect(await inBody.json()).toMatchObject({ sub: account.uid, email: account.email });

    const both = await fetch(endpoint, { method: 'POST', headers: { ...form, Authorization: `Bearer ${tokens.access_token}` }, body });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ errno: 109 });

    const neither = await fetch(endpoint, { method: 'POST', headers: form, body: '' });
    expect(neither.status).toBe(401);
    const wrong = await fetch(endpoint, { method: 'POST', headers: form, body: new URLSearchParams({ access_token: 'f'.repeat(64) }).toString() });
    expect(wrong.status).toBe(401);
  });
});
