// The OAuth 2.0 / OpenID Connect provider against a strict relying party
// (openid-client), on loopback, on every database: discovery, the code flow
// with PKCE, state, nonce and iss, exact redirect matching, single-use codes,
// client authentication, refresh rotation and family revocation, id tokens,
// userinfo, revocation and connected services. One file of over 400 lines:
// every case runs against the one strict relying party and provider started
// for the file, as a relying service would meet them one after another.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { pkceChallenge } from '../../../server/oauth/provider';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { TestClock, backupCodes, codeNow, stepUpToken, withTwoStep } from '../second-factor/steps';
import { VirtualAuthenticator } from '../../support/virtual-authenticator';
import { CONFIDENTIAL_CLIENT, PUBLIC_CLIENT, authorize, basic, clientsEnv, postForm, relyingParty, signInWith } from './fixtures';
import { AttachedClientDisconnectDocument, GetConnectedClientsDocument } from '../../../generated/graphql';

const VERIFIER = 'A'.repeat(43);

describe.each(databases)('OpenID provider on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT, CONFIDENTIAL_CLIENT]) }, now: clock.now });
  let account: TestAccount;

  beforeEach(async () => {
    clock.advance(1000);
    account = await signUpVerified(t);
  });

  const codeFor = async (body: Record<string, unknown> = {}) => {
    const approved = await authorize(t, account, {
      client_id: PUBLIC_CLIENT.id,
      state: 'st',
      scope: 'openid',
      code_challenge: pkceChallenge(VERIFIER),
      code_challenge_method: 'S256',
      ...body,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return approved.body.code as string;
  };

  describe('discovery and keys', () => {
    it('publishes the metadata relying parties need, with the issuer equal to the base URL', async () => {
      const response = await fetch(`${t.server.url}/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const document = (await response.json()) as Record<string, unknown>;
      expect(document).toMatchObject({
        issuer: t.server.url,
        authorization_endpoint: `${t.server.url}/authorization`,
        token_endpoint: `${t.server.url}/v1/oauth/token`,
        userinfo_endpoint: `${t.server.url}/v1/oauth/userinfo`,
        jwks_uri: `${t.server.url}/v1/jwks`,
        revocation_endpoint: `${t.server.url}/v1/oauth/destroy`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        grant_types_supported: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'],
        id_token_signing_alg_values_supported: ['RS256'],
        authorization_response_iss_parameter_supported: true,
        // Stated rather than left to their defaults, which would claim what the provider does not do.
        request_parameter_supported: false,
        request_uri_parameter_supported: false,
        claims_parameter_supported: false,
      });
      expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    });

    it('publishes RS256 public keys only, each with its kid', async () => {
      const { keys } = (await (await fetch(`${t.server.url}/v1/jwks`)).json()) as { keys: Record<string, unknown>[] };
      expect(keys.length).toBeGreaterThanOrEqual(1);
      for (const key of keys) {
        expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
        expect(typeof key.kid).toBe('string');
        expect(key).not.toHaveProperty('d');
        expect(key).not.toHaveProperty('p');
      }
    });
  });

  describe('the code flow', () => {
    it('signs a public client in with PKCE: state, iss and nonce checked, id token signed by a published kid, sub equal to userinfo', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens, redirect } = await signInWith(t, rp, PUBLIC_CLIENT, account, { scope: 'openid profile', offline: true });
      expect(redirect.origin + redirect.pathname).toBe(PUBLIC_CLIENT.redirectUris[0]);
      expect(redirect.searchParams.get('iss')).toBe(t.server.url);
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      expect(tokens.scope).toBe('openid profile:uid profile:email profile:display_name');
      expect(tokens.refresh_token).toMatch(/^[0-9a-f]{64}$/);

      const keys = createRemoteJWKSet(new URL(`${t.server.url}/v1/jwks`));
      const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, keys, {
        issuer: t.server.url,
        audience: PUBLIC_CLIENT.id,
        currentDate: new Date(clock.value),
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload.sub).toBe(account.uid);
      expect(payload.auth_time).toEqual(expect.any(Number));
      expect(payload.acr).toBe('AAL1');

      const claims = tokens.claims()!;
      const userinfo = await oidc.fetchUserInfo(rp, tokens.access_token, claims.sub);
      expect(userinfo).toMatchObject({ sub: account.uid, email: account.email, email_verified: true });
    });

    it('signs a confidential client in with its secret in the body or by Basic, PKCE optional', async () => {
      for (const auth of [oidc.ClientSecretPost(CONFIDENTIAL_CLIENT.secret!), oidc.ClientSecretBasic(CONFIDENTIAL_CLIENT.secret!)]) {
        const rp = await relyingParty(t, CONFIDENTIAL_CLIENT, auth);
        const withPkce = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { scope: 'openid profile' });
        expect(withPkce.tokens.claims()!.aud).toBe(CONFIDENTIAL_CLIENT.id);
        // Trusted: 'profile' is granted whole, not expanded.
        expect(withPkce.tokens.scope).toBe('openid profile');
        const without = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { scope: 'openid', pkce: false });
        expect(without.tokens.access_token).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('answers the token endpoint with no-store', async () => {
      const code = await codeFor();
      const answer = await postForm(t, '/v1/oauth/token', { grant_type: 'authorization_code', code, client_id: PUBLIC_CLIENT.id, code_verifier: VERIFIER });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    });

    it('echoes nonce, and gives auth_time when max_age is sent', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { extra: { max_age: 3600 } });
      const claims = tokens.claims()!;
      expect(claims.nonce).toEqual(expect.any(String));
      expect(claims.auth_time).toBeLessThanOrEqual(Math.floor(clock.value / 1000));
    });
  });

  describe('redirect URIs are matched exactly, and a refused one is never redirected to', () => {
    const registered = PUBLIC_CLIENT.redirectUris[1]!;
    const variants = {
      'trailing slash': `${registered}/`,
      'different case': registered.replace('pinboard', 'Pinboard').replace('/oauth/', '/OAuth/'),
      'added query': `${registered}?next=/evil`,
      'other port': registered.replace('pinboard.example.com', 'pinboard.example.com:8443'),
      'http instead of https': registered.replace('https:', 'http:'),
      'another host': 'https://evil.example.com/oauth/callback',
    };
    for (const [name, uri] of Object.entries(variants)) {
      it(name, async () => {
        const refused = await authorize(t, account, {
          client_id: PUBLIC_CLIENT.id,
          state: 'st',
          scope: 'openid',
          redirect_uri: uri,
          code_challenge: pkceChallenge(VERIFIER),
          code_challenge_method: 'S256',
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ errno: 103 });
        expect(refused.body).not.toHaveProperty('redirect');
      });
    }

    it('an unknown client is refused without a redirect (101)', async () => {
      const refused = await authorize(t, account, { client_id: 'ffffffffffffffff', state: 'st', scope: 'openid', redirect_uri: registered });
      expect(refused).toMatchObject({ status: 400, body: { errno: 101 } });
      expect(refused.body).not.toHaveProperty('redirect');
    });

    it('the redirect URI of the authorization must be repeated exactly at the token endpoint', async () => {
      const code = await codeFor({ redirect_uri: registered });
      const missing = await postForm(t, '/v1/oauth/token', { grant_type: 'authorization_code', code, client_id: PUBLIC_CLIENT.id, code_verifier: VERIFIER });
      expect(missing).toMatchObject({ status: 400, body: { errno: 103, error: 'invalid_grant' } });
      const other = await codeFor({ redirect_uri: registered });
      const changed = await postForm(t, '/v1/oauth/token', {
        grant_type: 'authorization_code',
        code: other,
        client_id: PUBLIC_CLIENT.id,
        code_verifier: VERIFIER,
        redirect_uri: `${registered}/`,
      });
      expect(changed).toMatchObject({ status: 400, body: { errno: 103, error: 'invalid_grant' } });
    });
  });

  describe('codes', () => {
    const exchange = (code: string, extra: Record<string, string> = {}) =>
      postForm(t, '/v1/oauth/token', { grant_type: 'authorization_code', code, client_id: PUBLIC_CLIENT.id, code_verifier: VERIFIER, ...extra });

    it('are 64 hex characters and single use; a replay revokes what the first exchange issued', async () => {
      const code = await codeFor({ access_type: 'offline' });
      expect(code).toMatch(/^[0-9a-f]{64}$/);
      const first = await exchange(code);
      expect(first.status).toBe(200);
      const accessToken = first.body.access_token as string;
      const userinfo = () => fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
      expect((await userinfo()).status).toBe(200);

      const replay = await exchange(code);
      expect(replay).toMatchObject({ status: 400, body: { errno: 105, error: 'invalid_grant' } });
      expect((await userinfo()).status).toBe(401);
      const refreshed = await postForm(t, '/v1/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: first.body.refresh_token as string,
        client_id: PUBLIC_CLIENT.id,
      });
      expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    });

    it('a burst of exchanges of one code issues tokens once', async () => {
      const code = await codeFor();
      const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(code)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    });

    it('are bound to their client', async () => {
      const code = await codeFor();
      const stolen = await postForm(
        t,
        '/v1/oauth/token',
        { grant_type: 'authorization_code', code, code_verifier: VERIFIER },
        { Authorization: basic(CONFIDENTIAL_CLIENT.id, CONFIDENTIAL_CLIENT.secret!) },
      );
      expect(stolen).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    });

    it('expire', async () => {
      const code = await codeFor();
      clock.advance(301_000);
      expect(await exchange(code)).toMatchObject({ status: 400, body: { errno: 107, error: 'invalid_grant' } });
    });

    it('an unknown code is 105', async () => {
      expect(await exchange('0'.repeat(64))).toMatchObject({ status: 400, body: { errno: 105, error: 'invalid_grant' } });
    });
  });

  describe('PKCE', () => {
    it('computes the RFC 7636 Appendix B challenge', () => {
      expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    });

    it('refuses plain, and a challenge without its method or a method without its challenge (109)', async () => {
      const base = { client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid' };
      for (const body of [
        { ...base, code_challenge: VERIFIER, code_challenge_method: 'plain' },
        { ...base, code_challenge: pkceChallenge(VERIFIER) },
        { ...base, code_challenge_method: 'S256' },
      ]) {
        expect(await authorize(t, account, body)).toMatchObject({ status: 400, body: { errno: 109 } });
      }
    });

    it('a public client without PKCE is 118', async () => {
      expect(await authorize(t, account, { client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid' })).toMatchObject({
        status: 400,
        body: { errno: 118 },
      });
    });

    it('a wrong verifier is 117, a missing one 118', async () => {
      const code = await codeFor();
      const wrong = await postForm(t, '/v1/oauth/token', { grant_type: 'authorization_code', code, client_id: PUBLIC_CLIENT.id, code_verifier: 'B'.repeat(43) });
      expect(wrong).toMatchObject({ status: 400, body: { errno: 117, error: 'invalid_grant' } });
      const other = await codeFor();
      const missing = await postForm(t, '/v1/oauth/token', { grant_type: 'authorization_code', code: other, client_id: PUBLIC_CLIENT.id });
      expect(missing).toMatchObject({ status: 400, body: { errno: 118 } });
    });

    it('a verifier sent for a code minted without a challenge is refused', async () => {
      const approved = await authorize(t, account, { client_id: CONFIDENTIAL_CLIENT.id, state: 'st', scope: 'openid' });
      const answer = await postForm(
        t,
        '/v1/oauth/token',
        { grant_type: 'authorization_code', code: approved.body.code as string, code_verifier: VERIFIER },
        { Authorization: basic(CONFIDENTIAL_CLIENT.id, CONFIDENTIAL_CLIENT.secret!) },
      );
      expect(answer).toMatchObject({ status: 400, body: { errno: 117, error: 'invalid_grant' } });
    });
  });

  describe('client authentication', () => {
    const codeForConfidential = async () => {
      const approved = await authorize(t, account, { client_id: CONFIDENTIAL_CLIENT.id, state: 'st', scope: 'openid' });
      return approved.body.code as string;
    };

    it('a wrong or missing secret is 401 invalid_client with WWW-Authenticate', async () => {
      for (const fields of [{ client_secret: 'e'.repeat(64) }, {}] as Record<string, string>[]) {
        const answer = await postForm(t, '/v1/oauth/token', {
          grant_type: 'authorization_code',
          code: await codeForConfidential(),
          client_id: CONFIDENTIAL_CLIENT.id,
          ...fields,
        });
        expect(answer).toMatchObject({ status: 401, body: { errno: 111, error: 'invalid_client' } });
        expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Basic /);
      }
    });

    it('a secret in the body and by Basic at once is refused', async () => {
      const answer = await postForm(
        t,
        '/v1/oauth/token',
        { grant_type: 'authorization_code', code: await codeForConfidential(), client_secret: CONFIDENTIAL_CLIENT.secret! },
        { Authorization: basic(CONFIDENTIAL_CLIENT.id, CONFIDENTIAL_CLIENT.secret!) },
      );
      expect(answer).toMatchObject({ status: 400, body: { errno: 109, error: 'invalid_request' } });
    });

    it('offers no implicit flow and no password grant', async () => {
      const implicit = await authorize(t, account, { client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid', response_type: 'token' });
      expect(implicit).toMatchObject({ status: 400, body: { errno: 109 } });
      const password = await postForm(t, '/v1/oauth/token', { grant_type: 'password', username: account.email, password: account.password, client_id: PUBLIC_CLIENT.id });
      expect(password).toMatchObject({ status: 400, body: { errno: 121, error: 'unsupported_grant_type' } });
    });
  });

  describe('refresh tokens', () => {
    it('rotate for public clients; a spent token used again ends the family', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { offline: true });
      const first = tokens.refresh_token!;
      const second = await oidc.refreshTokenGrant(rp, first);
      expect(second.refresh_token).toMatch(/^[0-9a-f]{64}$/);
      expect(second.refresh_token).not.toBe(first);
      const third = await oidc.refreshTokenGrant(rp, second.refresh_token!);

      // The spent first token comes back: someone kept a copy, so every token of the family ends.
      await expect(oidc.refreshTokenGrant(rp, first)).rejects.toMatchObject({ error: 'invalid_grant' });
      await expect(oidc.refreshTokenGrant(rp, third.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
      const info = await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${third.access_token}` } });
      expect(info.status).toBe(401);
    });

    it('two refreshes at once with one token: one wins, the other reads as a replay and ends the family', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { offline: true });
      const results = await Promise.allSettled([oidc.refreshTokenGrant(rp, tokens.refresh_token!), oidc.refreshTokenGrant(rp, tokens.refresh_token!)]);
      const won = results.filter((result) => result.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const winner = (won[0] as PromiseFulfilledResult<oidc.TokenEndpointResponse>).value;
      await expect(oidc.refreshTokenGrant(rp, winner.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    });

    it('do not rotate for confidential clients, and may narrow the scope', async () => {
      const rp = await relyingParty(t, CONFIDENTIAL_CLIENT);
      const { tokens } = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { offline: true, scope: 'openid profile:email' });
      const again = await oidc.refreshTokenGrant(rp, tokens.refresh_token!, { scope: 'profile:email' });
      expect(again.refresh_token).toBeUndefined();
      expect(again.scope).toBe('profile:email');
      const wider = oidc.refreshTokenGrant(rp, tokens.refresh_token!, { scope: 'profile:email profile:avatar' });
      await expect(wider).rejects.toMatchObject({ error: 'invalid_scope' });
      expect((await oidc.refreshTokenGrant(rp, tokens.refresh_token!)).access_token).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('revocation', () => {
    it('revoking a refresh token ends its access tokens; an unknown token is 200', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { offline: true });
      await oidc.tokenRevocation(rp, tokens.refresh_token!);
      const info = await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
      expect(info.status).toBe(401);
      await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
      const unknown = await postForm(t, '/v1/oauth/destroy', { token: 'f'.repeat(64), client_id: PUBLIC_CLIENT.id });
      expect(unknown.status).toBe(200);
    });

    it("another client cannot revoke a confidential client's token", async () => {
      const rp = await relyingParty(t, CONFIDENTIAL_CLIENT);
      const { tokens } = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { offline: true });
      expect((await postForm(t, '/v1/oauth/destroy', { token: tokens.refresh_token! })).status).toBe(200);
      expect((await postForm(t, '/v1/oauth/destroy', { token: tokens.refresh_token!, client_id: PUBLIC_CLIENT.id })).status).toBe(200);
      expect((await oidc.refreshTokenGrant(rp, tokens.refresh_token!)).access_token).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('scopes and trust', () => {
    it('an untrusted client gets only the identity scopes; none left is 114', async () => {
      const approved = await authorize(t, account, {
        client_id: PUBLIC_CLIENT.id,
        state: 'st',
        scope: 'openid profile:avatar https://identity.example.com/apps/sync',
        code_challenge: pkceChallenge(VERIFIER),
        code_challenge_method: 'S256',
      });
      expect(approved.body.scope).toBe('openid');
      const none = await authorize(t, account, {
        client_id: PUBLIC_CLIENT.id,
        state: 'st',
        scope: 'profile:avatar',
        code_challenge: pkceChallenge(VERIFIER),
        code_challenge_method: 'S256',
      });
      expect(none).toMatchObject({ status: 400, body: { errno: 114 } });
    });

    it('userinfo gives what the scopes allow, and refuses a token without identity scopes (403)', async () => {
      const rp = await relyingParty(t, CONFIDENTIAL_CLIENT);
      const { tokens } = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { scope: 'openid' });
      const info = (await (await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>;
      expect(info).toEqual({ sub: account.uid });
      const other = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { scope: 'https://identity.example.com/apps/notes' });
      const refused = await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${other.tokens.access_token}` } });
      expect(refused.status).toBe(403);
    });

    it('an unconfirmed session cannot authorize (403, 112); no session is 401 (108)', async () => {
      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! },
      });
      const unconfirmed = { ...account, sessionToken: login.data!.sessionToken };
      const body = { client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid', code_challenge: pkceChallenge(VERIFIER), code_challenge_method: 'S256' };
      expect(await authorize(t, unconfirmed, body)).toMatchObject({ status: 403, body: { errno: 112 } });
      expect(await authorize(t, { ...account, sessionToken: '0'.repeat(64) }, body)).toMatchObject({ status: 401, body: { errno: 108 } });
    });

    it('max_age older than the sign-in is 119', async () => {
      clock.advance(120_000);
      expect(await authorize(t, account, {
        client_id: PUBLIC_CLIENT.id,
        state: 'st',
        scope: 'openid',
        max_age: 60,
        code_challenge: pkceChallenge(VERIFIER),
        code_challenge_method: 'S256',
      })).toMatchObject({ status: 400, body: { errno: 119 } });
    });
  });

  describe('two-step authentication (acr_values=AAL2)', () => {
    it('needs a session confirmed with a second factor (120), and then says AAL2 with otp', async () => {
      const twoStep = await withTwoStep(t, clock);
      const body = { client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid', acr_values: 'AAL2', code_challenge: pkceChallenge(VERIFIER), code_challenge_method: 'S256' };
      // The sign-up session was confirmed by email.
      expect(await authorize(t, twoStep, body)).toMatchObject({ status: 400, body: { errno: 120 } });

      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: twoStep.email, authPW: twoStep.credentials.authPWVersion2! },
      });
      clock.nextStep();
      const session = login.data!.sessionToken;
      expect((await t.rest(session).POST('/v1/session/verify/totp', { body: { code: codeNow(twoStep.secret, clock) } })).error).toBeUndefined();
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, { ...twoStep, sessionToken: session }, { extra: { acr_values: 'AAL2' } });
      expect(tokens.claims()).toMatchObject({ acr: 'AAL2', amr: ['pwd', 'otp'] });
    });

    it('meets AAL2 for a session that set two-step up inside the sign-in flow', async () => {
      const body = { client_id: PUBLIC_CLIENT.id, state: 'st', scope: 'openid', acr_values: 'AAL2', code_challenge: pkceChallenge(VERIFIER), code_challenge_method: 'S256' };
      expect(await authorize(t, account, body)).toMatchObject({ status: 400, body: { errno: 120 } });
      const api = t.rest(account.sessionToken);
      const created = await api.POST('/v1/totp/create', { body: {} });
      clock.nextStep();
      expect((await api.POST('/v1/totp/setup/verify', { body: { code: codeNow(created.data!.secret, clock) } })).error).toBeUndefined();
      expect((await api.POST('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('i') } })).error).toBeUndefined();
      expect((await api.POST('/v1/totp/setup/complete', { body: {} })).error).toBeUndefined();
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { extra: { acr_values: 'AAL2' } });
      expect(tokens.claims()).toMatchObject({ acr: 'AAL2', amr: ['pwd', 'otp'] });
    });

    it('meets AAL2 for a session signed in with a passkey alone, and says so with hwk, user and mfa', async () => {
      const owner = await signUpVerified(t);
      const jwt = await stepUpToken(t, owner);
      const origin = new URL(t.server.url);
      origin.hostname = 'localhost';
      const authenticator = new VirtualAuthenticator(origin.origin);
      const creation = await t.rest(jwt).POST('/v1/mfa/passkey/registration/options');
      const added = await t.rest(jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response: authenticator.create(creation.data!) } });
      expect(added.error).toBeUndefined();
      const request = await t.rest().POST('/v1/passkey/authentication/options');
      const signedIn = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(request.data!) } });
      expect(signedIn.error).toBeUndefined();
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, { ...owner, sessionToken: signedIn.data!.sessionToken }, { extra: { acr_values: 'AAL2' } });
      expect(tokens.claims()).toMatchObject({ acr: 'AAL2', amr: ['hwk', 'user', 'mfa'] });
    });
  });

  describe('id tokens presented back', () => {
    const verify = async (body: Record<string, unknown>) => {
      const response = await fetch(`${t.server.url}/v1/oauth/id_token/verify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it('verify inside their lifetime or the grace, not after, not for another audience or kid', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account);
      const idToken = tokens.id_token!;
      expect(await verify({ id_token: idToken, client_id: PUBLIC_CLIENT.id })).toMatchObject({ status: 200, body: { sub: account.uid } });
      expect(await verify({ id_token: idToken, client_id: CONFIDENTIAL_CLIENT.id })).toMatchObject({ status: 400, body: { errno: 104 } });

      const [header, payload, signature] = idToken.split('.');
      const otherKid = Buffer.from(JSON.stringify({ ...decodeProtectedHeader(idToken), kid: 'not-a-key' })).toString('base64url');
      expect(await verify({ id_token: `${otherKid}.${payload}.${signature}`, client_id: PUBLIC_CLIENT.id })).toMatchObject({ status: 400, body: { errno: 104 } });
      expect(header).toBeTruthy();

      clock.advance(3600_000 + 86_400_000);
      expect(await verify({ id_token: idToken, client_id: PUBLIC_CLIENT.id })).toMatchObject({ status: 400, body: { errno: 115 } });
      expect(await verify({ id_token: idToken, client_id: PUBLIC_CLIENT.id, expiry_grace_period: 604_800 })).toMatchObject({ status: 200 });
      clock.advance(604_800_000);
      expect(await verify({ id_token: idToken, client_id: PUBLIC_CLIENT.id, expiry_grace_period: 604_800 })).toMatchObject({ status: 400, body: { errno: 115 } });
    });
  });

  describe('connected services', () => {
    it('lists a client holding a refresh token, and disconnecting it ends the family for real', async () => {
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      const { tokens } = await signInWith(t, rp, PUBLIC_CLIENT, account, { offline: true });
      const before = await t.graphql(GetConnectedClientsDocument, {}, account.sessionToken);
      const entry = before.data!.account!.attachedClients.find((client) => client.clientId === PUBLIC_CLIENT.id);
      expect(entry).toMatchObject({ name: PUBLIC_CLIENT.name, refreshTokenId: expect.stringMatching(/^[0-9a-f]{32}$/), sessionTokenId: null });

      const done = await t.graphql(AttachedClientDisconnectDocument, { input: { refreshTokenId: entry!.refreshTokenId, clientId: PUBLIC_CLIENT.id } }, account.sessionToken);
      expect(done.errors).toBeUndefined();
      await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
      const after = await t.graphql(GetConnectedClientsDocument, {}, account.sessionToken);
      expect(after.data!.account!.attachedClients.some((client) => client.clientId === PUBLIC_CLIENT.id)).toBe(false);
    });
  });

  describe('the session grant', () => {
    it('gives a trusted client a token for the session; an untrusted one is refused', async () => {
      const grant = (clientId: string) =>
        fetch(`${t.server.url}/v1/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.sessionToken}` },
          body: JSON.stringify({ grant_type: 'session_token', client_id: clientId, scope: 'profile:write clients:write', ttl: 300 }),
        });
      const trusted = await grant(CONFIDENTIAL_CLIENT.id);
      expect(trusted.status).toBe(200);
      expect(await trusted.json()).toMatchObject({ scope: 'profile:write clients:write', expires_in: 300 });
      const untrusted = await grant(PUBLIC_CLIENT.id);
      expect(untrusted.status).toBe(400);
      expect(await untrusted.json()).toMatchObject({ error: 'unauthorized_client' });
    });
  });

  it('never writes a code or token into the log', async () => {
    const rp = await relyingParty(t, PUBLIC_CLIENT);
    const { tokens, code } = await signInWith(t, rp, PUBLIC_CLIENT, account, { offline: true });
    await oidc.refreshTokenGrant(rp, tokens.refresh_token!);
    const secrets = [code, tokens.access_token, tokens.refresh_token!, tokens.id_token!, account.sessionToken];
    expect(t.logs.lines.length).toBeGreaterThan(0);
    for (const line of t.logs.lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
