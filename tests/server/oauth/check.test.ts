// A relying party's authorization request, checked before anyone signs in:
// a request whose client or redirect URI cannot be trusted is refused with
// an error the page shows (nothing goes to the redirect URI); one that can
// never succeed for any person is RFC 6749 §4.1.2.1's error redirect, which
// a strict relying party (openid-client) reads as that error; a request
// that can succeed is accepted, with no session and nothing written.
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import { CONFIDENTIAL_CLIENT, PUBLIC_CLIENT, clientsEnv, relyingParty } from './fixtures';

/** A valid S256 challenge. */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe.each(databases)('checking an authorization request on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT, CONFIDENTIAL_CLIENT]) } });

  const check = async (body: Record<string, unknown>) => {
    const response = await fetch(`${t.server.url}/v1/oauth/authorization/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as Record<string, unknown> };
  };

  const publicRequest = { client_id: PUBLIC_CLIENT.id, response_type: 'code', scope: 'openid profile', state: 'st-1', code_challenge: CHALLENGE, code_challenge_method: 'S256' };

  it('accepts a request a signed-in person could complete, without a session, naming the redirect it will use', async () => {
    const answer = await check(publicRequest);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.cache).toMatch(/no-store/);
    expect(answer.body).toEqual({ redirect_uri: PUBLIC_CLIENT.redirectUris[0] });
    const named = await check({ ...publicRequest, redirect_uri: PUBLIC_CLIENT.redirectUris[1], response_type: 'code', access_type: 'offline' });
    expect(named.body).toEqual({ redirect_uri: PUBLIC_CLIENT.redirectUris[1] });
    // A confidential client proves itself with its secret: PKCE is optional for it. An OAuth-only
    // request (no openid scope) may leave the response type out.
    const confidential = await check({ client_id: CONFIDENTIAL_CLIENT.id, scope: 'profile', state: 'st-2' });
    expect(confidential.body).toEqual({ redirect_uri: CONFIDENTIAL_CLIENT.redirectUris[0] });
  });

  it('refuses an unknown client (101), a malformed id (109) and an unregistered redirect URI (103) without a redirect', async () => {
    const unknown = await check({ ...publicRequest, client_id: '0000000000000000' });
    expect(unknown).toMatchObject({ status: 400, body: { errno: 101 } });
    const malformed = await check({ ...publicRequest, client_id: 'not-a-client' });
    expect(malformed).toMatchObject({ status: 400, body: { errno: 109, message: 'Invalid OAuth parameter: client_id' } });
    for (const redirect of [`${PUBLIC_CLIENT.redirectUris[0]}/x`, `${PUBLIC_CLIENT.redirectUris[0]}?a=1`, 'https://evil.example.com/callback']) {
      const other = await check({ ...publicRequest, redirect_uri: redirect });
      expect(other, redirect).toMatchObject({ status: 400, body: { errno: 103 } });
      expect(JSON.stringify(other.body)).not.toContain('evil');
      expect(other.body).not.toHaveProperty('refusal');
    }
  });

  it('refuses a public client without PKCE by a redirect the relying party reads as invalid_request, with state and iss', async () => {
    const rp = await relyingParty(t, PUBLIC_CLIENT);
    const state = oidc.randomState();
    const answer = await check({ client_id: PUBLIC_CLIENT.id, scope: 'profile', state });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      redirect_uri: PUBLIC_CLIENT.redirectUris[0],
      refusal: { error: 'invalid_request', errno: 118, error_description: 'PKCE parameters missing' },
    });
    const redirect = new URL((answer.body.refusal as { redirect: string }).redirect);
    expect(redirect.origin + redirect.pathname).toBe(PUBLIC_CLIENT.redirectUris[0]);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({ error: 'invalid_request', error_description: 'PKCE parameters missing', state, iss: t.server.url });
    const refused = await oidc
      .authorizationCodeGrant(rp, redirect, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: state })
      .then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(oidc.AuthorizationResponseError);
    expect((refused as oidc.AuthorizationResponseError).error).toBe('invalid_request');
  });

  it.each([
    { why: 'a response type other than code', change: { response_type: 'token' }, error: 'unsupported_response_type', errno: 110 },
    // OpenID Connect Core §3.1.2.1: an OpenID request names its response type.
    { why: 'an OpenID request without a response type', change: { response_type: undefined }, error: 'invalid_request', errno: 109, description: 'Invalid OAuth parameter: response_type' },
    // Request objects are not offered: refused as OpenID Connect Core §3.1.2.6 says, never half-read.
    { why: 'a request object', change: { request: 'eyJhbGciOiJub25lIn0.eyJzY29wZSI6Im9wZW5pZCJ9.' }, error: 'request_not_supported', errno: 109, description: 'Invalid OAuth parameter: request' },
    { why: "a request object's address", change: { request_uri: 'https://pinboard.example.com/request.jwt' }, error: 'request_uri_not_supported', errno: 109 },
    { why: 'no scope', change: { scope: undefined }, error: 'invalid_request', errno: 109, description: 'Invalid OAuth parameter: scope' },
    { why: 'a blank scope', change: { scope: '  ' }, error: 'invalid_request', errno: 109, description: 'Invalid OAuth parameter: scope' },
    { why: 'only scopes an untrusted client may not have', change: { scope: 'profile:write clients:write' }, error: 'invalid_scope', errno: 114 },
    { why: 'the plain PKCE method', change: { code_challenge_method: 'plain' }, error: 'invalid_request', errno: 109, description: 'Invalid OAuth parameter: code_challenge_method' },
    { why: 'a challenge without its method', change: { code_challenge_method: undefined }, error: 'invalid_request', errno: 109 },
    { why: 'a malformed challenge', change: { code_challenge: 'short' }, error: 'invalid_request', errno: 109, description: 'Invalid OAuth parameter: code_challenge' },
    { why: 'an unknown access type', change: { access_type: 'forever' }, error: 'invalid_request', errno: 109 },
  ])('refuses $why by a redirect with error $error', async ({ change, error, errno, description }) => {
    const answer = await check(JSON.parse(JSON.stringify({ ...publicRequest, ...change })) as Record<string, unknown>);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const refusal = answer.body.refusal as { error: string; errno: number; error_description: string; redirect: string };
    expect(refusal).toMatchObject({ error, errno, ...(description ? { error_description: description } : {}) });
    const redirect = new URL(refusal.redirect);
    expect(redirect.searchParams.get('error')).toBe(error);
    expect(redirect.searchParams.get('error_description')).toBe(refusal.error_description);
    expect(redirect.searchParams.get('state')).toBe('st-1');
    expect(redirect.searchParams.get('iss')).toBe(t.server.url);
  });

  it('leaves state out of the redirect when the request gave none, or one too long to be taken', async () => {
    for (const state of [undefined, 'x'.repeat(513)]) {
      const answer = await check({ ...publicRequest, state });
      const refusal = answer.body.refusal as { error: string; redirect: string };
      expect(refusal.error).toBe('invalid_request');
      expect(new URL(refusal.redirect).searchParams.has('state')).toBe(false);
    }
  });

  it('writes nothing: an accepted request still needs a signed-in person to get a code', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM oauth_codes');
    await check(publicRequest);
    await check({ client_id: PUBLIC_CLIENT.id, scope: 'profile', state: 's' });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM oauth_codes');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
