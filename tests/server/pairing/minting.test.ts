// The code a paired device receives (SPEC §9 pairing scopes, errno 1006): the
// authority's page asks POST /v1/oauth/authorization for it at the pairing
// URN, and the server gives it only to a client on the pairing allow-list and
// only for the pairing scopes; the new device exchanges it with its PKCE
// verifier and gets the keys_jwe the authority made.
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_REDIRECT_URN, SYNC_SCOPE } from '../../../server/config/oauth-clients';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { authorize, postForm } from '../oauth/fixtures';

/** A browser that may be paired, and one registered at the URN that is not on the allow-list. */
const PAIRED = { id: '7a11b0a7d0000001', name: 'Desk browser', redirectUris: [PAIRING_REDIRECT_URN], trusted: true, allowedScopes: ['profile', SYNC_SCOPE] };
const NOT_LISTED = { id: '7a11b0a7d0000002', name: 'Other browser', redirectUris: [PAIRING_REDIRECT_URN], trusted: true };

describe.each(databases)('pairing codes on $name', (database) => {
  const t = useTestServer(database, {
    env: { OAUTH_CLIENTS: JSON.stringify([PAIRED, NOT_LISTED]), PAIRING_CLIENTS: PAIRED.id },
  });
  let account: TestAccount;

  beforeAll(async () => {
    account = await signUpVerified(t);
  });

  const request = async (clientId: string, scope: string) => {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const answer = await authorize(t, account, {
      client_id: clientId,
      redirect_uri: PAIRING_REDIRECT_URN,
      scope,
      state,
      access_type: 'offline',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      keys_jwe: 'eyJhbGciOiJFQ0RILUVTIn0..iv.ciphertext.tag',
    });
    return { ...answer, verifier, state };
  };

  it('mints a code for an allow-listed client at the URN, which the device exchanges with its verifier for tokens and keys_jwe', async () => {
    const answer = await request(PAIRED.id, `profile ${SYNC_SCOPE}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ state: answer.state, scope: `profile ${SYNC_SCOPE}` });
    const redirect = new URL(answer.body.redirect as string);
    expect(`${redirect.protocol}${redirect.pathname}`).toBe(PAIRING_REDIRECT_URN);
    const tokens = await postForm(t, '/v1/oauth/token', {
      grant_type: 'authorization_code',
      client_id: PAIRED.id,
      code: answer.body.code as string,
      code_verifier: answer.verifier,
      redirect_uri: PAIRING_REDIRECT_URN,
    });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).toMatchObject({ scope: `profile ${SYNC_SCOPE}`, keys_jwe: 'eyJhbGciOiJFQ0RILUVTIn0..iv.ciphertext.tag' });
    expect(typeof tokens.body.refresh_token).toBe('string');
  });

  it('refuses a client that is not on the pairing allow-list with errno 1006', async () => {
    const answer = await request(NOT_LISTED.id, 'profile');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errno: 1006, message: 'Invalid pairing client' });
  });

  it('refuses scopes beyond the pairing scopes', async () => {
    const answer = await request(PAIRED.id, 'profile openid');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errno: 114 });
  });

  it('refuses a swapped client id: a client not registered at the URN (103) or not registered at all (101)', async () => {
    const ordinary = await request('0123456789abcdef', 'profile');
    expect(ordinary.status).toBe(400);
    expect(ordinary.body.errno).toBe(103);
    const unknown = await request('feedfeedfeedfeed', 'profile');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errno).toBe(101);
  });
});
