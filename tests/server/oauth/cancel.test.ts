// An authorization the person cancels (the set-up steps inside sign-in):
// the client gets RFC 6749 §4.1.2.1's error response, access_denied with
// state and iss, which a strict relying party (openid-client) accepts as
// that error; the redirect URI is matched exactly; no code is made.
import * as oidc from 'openid-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { PUBLIC_CLIENT, clientsEnv, relyingParty } from './fixtures';

describe.each(databases)('cancelling an authorization on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT]) } });
  let account: TestAccount;

  beforeEach(async () => {
    account = await signUpVerified(t);
  });

  const cancel = async (body: Record<string, unknown>, token: string = account.sessionToken) => {
    const response = await fetch(`${t.server.url}/v1/oauth/authorization/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as Record<string, unknown> };
  };

  it('redirects to the registered URI with access_denied, state and iss, which the relying party reads as that error', async () => {
    const rp = await relyingParty(t, PUBLIC_CLIENT);
    const state = oidc.randomState();
    const answer = await cancel({ client_id: PUBLIC_CLIENT.id, state, redirect_uri: PUBLIC_CLIENT.redirectUris[0] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.cache).toMatch(/no-store/);
    expect(answer.body).toMatchObject({ error: 'access_denied', state });
    const redirect = new URL(answer.body.redirect as string);
    expect(redirect.origin + redirect.pathname).toBe(PUBLIC_CLIENT.redirectUris[0]);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({ error: 'access_denied', state, iss: t.server.url });
    const refused = await oidc
      .authorizationCodeGrant(rp, redirect, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: state })
      .then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(oidc.AuthorizationResponseError);
    expect((refused as oidc.AuthorizationResponseError).error).toBe('access_denied');
  });

  it('uses the first registered redirect URI when none is named', async () => {
    const answer = await cancel({ client_id: PUBLIC_CLIENT.id, state: 'st' });
    expect(answer.status).toBe(200);
    expect((answer.body.redirect as string).startsWith(`${PUBLIC_CLIENT.redirectUris[0]}?`)).toBe(true);
  });

  it('never redirects to an unregistered URI (103) or for an unknown client (101)', async () => {
    const other = await cancel({ client_id: PUBLIC_CLIENT.id, state: 'st', redirect_uri: `${PUBLIC_CLIENT.redirectUris[0]}/x` });
    expect(other).toMatchObject({ status: 400, body: { errno: 103 } });
    expect(other.body).not.toHaveProperty('redirect');
    const unknown = await cancel({ client_id: '0000000000000000', state: 'st' });
    expect(unknown).toMatchObject({ status: 400, body: { errno: 101 } });
  });

  it('needs the session (401, errno 108 without one)', async () => {
    const answer = await cancel({ client_id: PUBLIC_CLIENT.id, state: 'st' }, '');
    expect(answer).toMatchObject({ status: 401, body: { errno: 108 } });
  });
});
