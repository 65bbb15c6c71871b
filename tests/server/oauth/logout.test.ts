// Signing relying parties out, on every database: the sign-out request a
// relying party sends to the end_session_endpoint (its id token hint checked
// with the provider's keys, expired or not; its post-logout redirect followed
// only when registered, with its state), the sid id tokens carry, and the
// back-channel logout tokens posted to a receiver this test runs when a
// session ends at the product: queued in the database in the session's
// transaction, retried with backoff until the receiver takes them, never
// posted twice, not even by two senders draining at once.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKCHANNEL_LOGOUT_EVENT, DELIVERY_FIRST_BACKOFF_MS, RelyingPartyDeliveries } from '../../../server/oauth/deliveries';
import { sidOf } from '../../../server/oauth/id-tokens';
import { databases, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { newPasswordCredentials } from '../reset/steps';
import { LogoutReceiver as Receiver, PUBLIC_CLIENT, relyingParty, signInWith } from './fixtures';
import type { TestClient } from './fixtures';

const LOGOUT_CLIENT: TestClient = {
  id: '10907710907710a1',
  name: 'Logbook',
  redirectUris: ['https://logbook.example.com/callback'],
  trusted: false,
};
const POST_LOGOUT = 'https://logbook.example.com/signed-out';

describe.each(databases)('signing relying parties out on $name', (database) => {
  const clock = new TestClock();
  // Only the test drains the queue: the server's own schedule is a day apart.
  const t = useTestServer(database, { now: clock.now, env: { OAUTH_DELIVERY_INTERVAL_MS: String(24 * 60 * 60_000) } });
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    await t.server.services.oauthClients.register({
      clientId: LOGOUT_CLIENT.id,
      name: LOGOUT_CLIENT.name,
      imageUri: '',
      redirectUris: LOGOUT_CLIENT.redirectUris,
      trusted: false,
      postLogoutRedirectUris: [POST_LOGOUT],
      backchannelLogoutUri: receiver.url,
      backchannelLogoutSessionRequired: true,
    });
    // A client that registered no back-channel address is never posted to.
    await t.server.services.oauthClients.register({ clientId: PUBLIC_CLIENT.id, name: PUBLIC_CLIENT.name, imageUri: '', redirectUris: PUBLIC_CLIENT.redirectUris, trusted: false });
  });
  afterAll(() => receiver.stop());

  /** The account signed in at the logbook: its id token. */
  async function signedIn(account: TestAccount, client = LOGOUT_CLIENT): Promise<string> {
    const rp = await relyingParty(t, client);
    const { tokens } = await signInWith(t, rp, client, account, { offline: true });
    return tokens.id_token!;
  }

  async function endSessionCheck(body: Record<string, unknown>, session?: string) {
    const response = await fetch(`${t.server.url}/v1/oauth/end_session/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(session ? { Authorization: `Bearer ${session}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const jwks = () => createRemoteJWKSet(new URL(`${t.server.url}/v1/jwks`));
  const queued = (where = 'delivered_at IS NULL') => t.db.query<{ id: string; client_id: string; attempts: number }>(`SELECT id, client_id, attempts FROM relying_party_deliveries WHERE ${where}`);

  it('publishes the end-session endpoint and back-channel logout with sid in discovery', async () => {
    const document = (await (await fetch(`${t.server.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      end_session_endpoint: `${t.server.url}/oauth/signout`,
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
      frontchannel_logout_supported: false,
    });
    expect(document.claims_supported).toContain('sid');
  });

  it('gives id tokens the sid of the session they were issued in, refreshed ones too', async () => {
    const account = await signUpVerified(t);
    const rp = await relyingParty(t, LOGOUT_CLIENT);
    const { tokens } = await signInWith(t, rp, LOGOUT_CLIENT, account, { offline: true });
    const sessionId = (await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE uid = $1', [account.uid]))[0]!.id;
    expect(tokens.claims()!.sid).toBe(sidOf(sessionId));
    expect(sidOf(sessionId)).not.toContain(sessionId);
    const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token!);
    expect(refreshed.claims()!.sid).toBe(sidOf(sessionId));
  });

  it('takes a sign-out request posted as a form to the page, as its query', async () => {
    const response = await fetch(`${t.server.url}/oauth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: LOGOUT_CLIENT.id, post_logout_redirect_uri: POST_LOGOUT, state: 'a b', other: 'x' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/oauth/signout?client_id=${LOGOUT_CLIENT.id}&post_logout_redirect_uri=${encodeURIComponent(POST_LOGOUT)}&state=a+b`);
  });

  describe('the end-session check', () => {
    it('names the client, sees the current session and returns to a registered address with the state', async () => {
      const account = await signUpVerified(t);
      const hint = await signedIn(account);
      const checked = await endSessionCheck({ id_token_hint: hint, post_logout_redirect_uri: POST_LOGOUT, state: 'x y&z' }, account.sessionToken);
      expect(checked.status).toBe(200);
      expect(checked.body).toEqual({
        client: { id: LOGOUT_CLIENT.id, name: LOGOUT_CLIENT.name },
        session: 'current',
        redirect: `${POST_LOGOUT}?state=x+y%26z`,
      });
      // client_id beside the hint must be its audience.
      expect((await endSessionCheck({ id_token_hint: hint, client_id: LOGOUT_CLIENT.id }, account.sessionToken)).body.session).toBe('current');
      expect((await endSessionCheck({ id_token_hint: hint, client_id: PUBLIC_CLIENT.id }, account.sessionToken)).body).toMatchObject({ errno: 109 });
      // Without a session on the browser there is nobody to sign out, but the way back is given.
      expect((await endSessionCheck({ id_token_hint: hint, post_logout_redirect_uri: POST_LOGOUT })).body).toMatchObject({ session: 'none', redirect: POST_LOGOUT });
    });

    it('never returns to an unregistered address, nor to one the client did not name', async () => {
      const account = await signUpVerified(t);
      const hint = await signedIn(account);
      for (const uri of [`${POST_LOGOUT}/`, `${POST_LOGOUT}?next=1`, 'https://evil.example/signed-out', LOGOUT_CLIENT.redirectUris[0]!]) {
        const checked = await endSessionCheck({ id_token_hint: hint, post_logout_redirect_uri: uri, state: 's' }, account.sessionToken);
        expect(checked.status).toBe(200);
        expect(checked.body).toEqual({ client: { id: LOGOUT_CLIENT.id, name: LOGOUT_CLIENT.name }, session: 'current' });
      }
      // No hint and no client: no client to have registered the address.
      expect((await endSessionCheck({ post_logout_redirect_uri: POST_LOGOUT }, account.sessionToken)).body).toEqual({ session: 'current' });
      expect((await endSessionCheck({ client_id: LOGOUT_CLIENT.id, post_logout_redirect_uri: POST_LOGOUT }, account.sessionToken)).body.redirect).toBe(POST_LOGOUT);
    });

    it('refuses a hint it did not sign or an unknown client, and accepts an expired hint', async () => {
      const account = await signUpVerified(t);
      const hint = await signedIn(account);
      const [header, payload, signature] = hint.split('.');
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'f'.repeat(32) })).toString('base64url')}.${signature}`;
      expect(await endSessionCheck({ id_token_hint: forged }, account.sessionToken)).toMatchObject({ status: 400, body: { errno: 104 } });
      expect(await endSessionCheck({ id_token_hint: 'not.a.token' }, account.sessionToken)).toMatchObject({ status: 400, body: { errno: 104 } });
      expect(await endSessionCheck({ client_id: 'abcdefabcdef0000' }, account.sessionToken)).toMatchObject({ status: 400, body: { errno: 101 } });
      expect(decodeProtectedHeader(hint).kid).toBeDefined();
      clock.advance(30 * 24 * 60 * 60_000);
      expect((await endSessionCheck({ id_token_hint: hint }, account.sessionToken)).body.session).toBe('current');
    });

    it('tells another session of the account, or another account, from the current one', async () => {
      const account = await signUpVerified(t);
      const hint = await signedIn(account);
      const { token: second } = await t.server.services.sessions.create(t.db, { uid: account.uid, verified: true });
      expect((await endSessionCheck({ id_token_hint: hint }, second)).body.session).toBe('other');
      const stranger = await signUpVerified(t);
      expect((await endSessionCheck({ id_token_hint: hint }, stranger.sessionToken)).body.session).toBe('other');
      expect((await endSessionCheck({ client_id: LOGOUT_CLIENT.id }, stranger.sessionToken)).body.session).toBe('current');
    });
  });

  describe('back-channel logout', () => {
    it('posts a signed logout token to each client that received tokens in a session that is signed out', async () => {
      const account = await signUpVerified(t);
      const hint = await signedIn(account);
      await signedIn(account, PUBLIC_CLIENT);
      const before = receiver.received.length;
      expect((await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();
      const rows = await queued();
      expect(rows.map((row) => row.client_id)).toEqual([LOGOUT_CLIENT.id]);

      expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 1, failed: 0 });
      const posts = receiver.received.slice(before);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.contentType).toBe('application/x-www-form-urlencoded');
      const token = posts[0]!.token;
      const { payload, protectedHeader } = await jwtVerify(token, jwks(), {
        issuer: t.server.url,
        audience: LOGOUT_CLIENT.id,
        typ: 'logout+jwt',
        algorithms: ['RS256'],
        currentDate: new Date(clock.value),
      });
      expect(protectedHeader.typ).toBe('logout+jwt');
      const idClaims = JSON.parse(Buffer.from(hint.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(payload).toEqual({
        iss: t.server.url,
        aud: LOGOUT_CLIENT.id,
        sub: account.uid,
        sid: idClaims.sid,
        iat: expect.any(Number),
        exp: expect.any(Number),
        jti: rows[0]!.id,
        events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
      });
      expect(payload).not.toHaveProperty('nonce');
      // Delivered once: nothing is due any more.
      expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 0, failed: 0 });
      expect(receiver.received.length).toBe(before + 1);
    });

    it('retries with backoff until the relying party takes the token, then never sends it again', async () => {
      const account = await signUpVerified(t);
      await signedIn(account);
      const before = receiver.received.length;
      receiver.statuses.push(503);
      await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} });
      const deliveries = t.server.services.deliveries;
      expect(await deliveries.drainOnce()).toEqual({ delivered: 0, failed: 1 });
      const [row] = await t.db.query<{ attempts: number; next_attempt_at: number; last_error: string }>(
        'SELECT attempts, next_attempt_at, last_error FROM relying_party_deliveries WHERE delivered_at IS NULL',
      );
      expect(row).toMatchObject({ attempts: 1, last_error: 'status 503' });
      expect(Number(row!.next_attempt_at)).toBe(clock.value + DELIVERY_FIRST_BACKOFF_MS);
      // Not due before its time.
      clock.advance(DELIVERY_FIRST_BACKOFF_MS - 1);
      expect(await deliveries.drainOnce()).toEqual({ delivered: 0, failed: 0 });
      expect(await deliveries.backlog()).toMatchObject({ queued: 1, failing: 1 });
      clock.advance(1);
      expect(await deliveries.drainOnce()).toEqual({ delivered: 1, failed: 0 });
      const posts = receiver.received.slice(before);
      expect(posts).toHaveLength(2);
      const jtis = await Promise.all(posts.map(async (post) => (await jwtVerify(post.token, jwks(), { currentDate: new Date(clock.value) })).payload.jti));
      expect(jtis[0]).toBe(jtis[1]);
      clock.advance(24 * 60 * 60_000);
      expect(await deliveries.drainOnce()).toEqual({ delivered: 0, failed: 0 });
      expect(receiver.received.length).toBe(before + 2);
      expect(await deliveries.backlog()).toMatchObject({ queued: 0 });
    });

    it('posts each token once when two senders drain the queue at once', async () => {
      const before = receiver.received.length;
      for (let i = 0; i < 6; i += 1) {
        const account = await signUpVerified(t);
        await signedIn(account);
        await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} });
      }
      expect(await queued()).toHaveLength(6);
      const sender = () => new RelyingPartyDeliveries({ db: t.db, keys: t.server.services.signingKeys, now: clock.now });
      const [first, second] = await Promise.all([sender().drainOnce(1), sender().drainOnce(1)]);
      expect(first.delivered + second.delivered).toBe(6);
      const posts = receiver.received.slice(before);
      const jtis = await Promise.all(posts.map(async (post) => (await jwtVerify(post.token, jwks(), { currentDate: new Date(clock.value) })).payload.jti));
      expect(jtis).toHaveLength(6);
      expect(new Set(jtis).size).toBe(6);
    });

    it('is queued when a password change ends the sessions, and when the account is deleted', async () => {
      const account = await signUpVerified(t);
      await signedIn(account);
      const jwt = await stepUpToken(t, account, 'password');
      const fresh = newPasswordCredentials(account.email, account.credentials.kB);
      const changed = await t.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: account.credentials.authPWVersion2, ...fresh.body } });
      expect(changed.error).toBeUndefined();
      expect(await queued(`delivered_at IS NULL AND claims->>'sub' = '${account.uid}'`)).toHaveLength(1);

      const doomed = await signUpVerified(t);
      await signedIn(doomed);
      const { token: other } = await t.server.services.sessions.create(t.db, { uid: doomed.uid, verified: true });
      const second = await relyingParty(t, LOGOUT_CLIENT);
      await signInWith(t, second, LOGOUT_CLIENT, { ...doomed, sessionToken: other });
      const { response } = await t.rest(doomed.sessionToken).POST('/v1/account/destroy', { body: { email: doomed.email, authPW: doomed.credentials.authPWVersion2 } });
      expect(response.status).toBe(200);
      // One per session that held the logbook's tokens.
      const rows = await t.db.query<{ sid: string }>(`SELECT claims->>'sid' AS sid FROM relying_party_deliveries WHERE claims->>'sub' = $1`, [doomed.uid]);
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.sid)).size).toBe(2);
      await t.server.services.deliveries.drainOnce();
      expect(await queued()).toHaveLength(0);
    });
  });
});
