// POST /v1/account/scoped-key-data: what the browser derives a relying
// party's scoped keys from, for key-bearing scopes only, and only towards a
// redirect URI the scope allows (SPEC §5.1).
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { CONFIDENTIAL_CLIENT, PUBLIC_CLIENT, clientsEnv } from './fixtures';

const NOTES = {
  scope: 'https://identity.example.com/apps/notes',
  keyRotationSecret: 'ab'.repeat(32),
  keyRotationTimestamp: 1_700_000_000_000,
  redirectUris: [CONFIDENTIAL_CLIENT.redirectUris[0]!, PUBLIC_CLIENT.redirectUris[0]!],
};

describe.each(databases)('scoped key data on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT, CONFIDENTIAL_CLIENT]), OAUTH_KEY_BEARING_SCOPES: JSON.stringify([NOTES]) } });

  const ask = async (token: string, body: Record<string, unknown>) => {
    const response = await fetch(`${t.server.url}/v1/account/scoped-key-data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('gives the key data of key-bearing scopes only, and none to an untrusted client', async () => {
    const account = await signUpVerified(t);
    const answer = await ask(account.sessionToken, { client_id: CONFIDENTIAL_CLIENT.id, scope: `openid profile ${NOTES.scope}` });
    expect(answer).toEqual({
      status: 200,
      body: { [NOTES.scope]: { identifier: NOTES.scope, keyRotationSecret: NOTES.keyRotationSecret, keyRotationTimestamp: NOTES.keyRotationTimestamp } },
    });
    expect(await ask(account.sessionToken, { client_id: CONFIDENTIAL_CLIENT.id, scope: 'openid profile' })).toEqual({ status: 200, body: {} });
    expect(await ask(account.sessionToken, { client_id: PUBLIC_CLIENT.id, scope: `openid ${NOTES.scope}` })).toEqual({ status: 200, body: {} });
  });

  it('refuses a redirect URI the scope does not allow (103), an unknown client (101), an unconfirmed session (112) and no session (108)', async () => {
    const account = await signUpVerified(t);
    const unregistered = `${CONFIDENTIAL_CLIENT.redirectUris[0]!}/other`;
    expect(await ask(account.sessionToken, { client_id: CONFIDENTIAL_CLIENT.id, scope: NOTES.scope, redirect_uri: unregistered })).toMatchObject({ status: 400, body: { errno: 103 } });
    expect(await ask(account.sessionToken, { client_id: 'ffffffffffffffff', scope: NOTES.scope })).toMatchObject({ status: 400, body: { errno: 101 } });
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! } });
    expect(await ask(login.data!.sessionToken, { client_id: CONFIDENTIAL_CLIENT.id, scope: NOTES.scope })).toMatchObject({ status: 403, body: { errno: 112 } });
    expect(await ask('0'.repeat(64), { client_id: CONFIDENTIAL_CLIENT.id, scope: NOTES.scope })).toMatchObject({ status: 401, body: { errno: 108 } });
  });
});
