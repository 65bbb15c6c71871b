// Security Event Tokens pushed to relying parties (RFC 8417, RFC 8935), on
// every database: a password change or reset, a new primary address, a
// profile change, a two-step change and the account's deletion each queue, in
// their own transaction, one event for each client that held tokens of the
// account and registered an event address; it is posted as the body of the
// request, signed with the provider's keys, and reaches each client once.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_EVENT, EMAIL_CHANGE_EVENT, PASSWORD_CHANGE_EVENT, PROFILE_CHANGE_EVENT, TWO_STEP_CHANGE_EVENT } from '../../../server/oauth/deliveries';
import { UpdateDisplayNameDocument } from '../../../generated/graphql';
import { databases, uniqueEmail, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, backupCodes, codeNow, stepUpToken } from '../second-factor/steps';
import { newPasswordCredentials, resetToken } from '../reset/steps';
import { avatarToken, profileClient, upload } from '../profile/steps';
import { pngImage } from '../profile/images';
import { LogoutReceiver, PUBLIC_CLIENT, relyingParty, signInWith } from './fixtures';
import type { TestClient } from './fixtures';

const EVENTS_CLIENT: TestClient = { id: '5ec0e7e75ec0e7e1', name: 'Ledger of events', redirectUris: ['https://events.example.com/callback'], trusted: false };

describe.each(databases)('security events to relying parties on $name', (database) => {
  const clock = new TestClock();
  // Only the test drains the queue.
  const t = useTestServer(database, { now: clock.now, env: { OAUTH_DELIVERY_INTERVAL_MS: String(24 * 60 * 60_000) } });
  const receiver = new LogoutReceiver();

  beforeAll(async () => {
    await receiver.start();
    await t.server.services.oauthClients.register({
      clientId: EVENTS_CLIENT.id,
      name: EVENTS_CLIENT.name,
      imageUri: '',
      redirectUris: EVENTS_CLIENT.redirectUris,
      trusted: false,
      securityEventUri: receiver.url,
    });
    // Holds tokens too, but registered no event address.
    await t.server.services.oauthClients.register({ clientId: PUBLIC_CLIENT.id, name: PUBLIC_CLIENT.name, imageUri: '', redirectUris: PUBLIC_CLIENT.redirectUris, trusted: false });
  });
  afterAll(() => receiver.stop());

  /** Sends the queue and returns the verified claims of each event posted since `before`, with the jti each row was queued under. */
  async function delivered(before: number): Promise<JWTPayload[]> {
    expect(await t.server.services.deliveries.drainOnce()).toMatchObject({ failed: 0 });
    const keys = createRemoteJWKSet(new URL(`${t.server.url}/v1/jwks`));
    const payloads: JWTPayload[] = [];
    for (const post of receiver.received.slice(before)) {
      expect(post.contentType).toBe('application/secevent+jwt');
      const { payload, protectedHeader } = await jwtVerify(post.body, keys, {
        issuer: t.server.url,
        audience: EVENTS_CLIENT.id,
        typ: 'secevent+jwt',
        algorithms: ['RS256'],
        currentDate: new Date(clock.value),
      });
      expect(protectedHeader.typ).toBe('secevent+jwt');
      expect(payload).not.toHaveProperty('exp');
      payloads.push(payload);
    }
    // Each once.
    expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 0, failed: 0 });
    return payloads;
  }

  /** The whole Security Event Token of one event about `account`. */
  function eventToken(account: TestAccount, at: number, events: Record<string, unknown>) {
    return { iss: t.server.url, aud: EVENTS_CLIENT.id, iat: expect.any(Number), jti: expect.stringMatching(/^[0-9a-f]{32}$/), toe: Math.floor(at / 1000), events };
  }

  const subject = (account: TestAccount) => ({ format: 'iss_sub', iss: t.server.url, sub: account.uid });

  /** A new account signed in at the events client (and at the client without an event address). */
  async function heldByClients(): Promise<TestAccount> {
    const account = await signUpVerified(t);
    await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account);
    await signInWith(t, await relyingParty(t, PUBLIC_CLIENT), PUBLIC_CLIENT, account);
    return account;
  }

  async function queuedFor(account: TestAccount): Promise<string[]> {
    const rows = await t.db.query<{ client_id: string }>(`SELECT client_id FROM relying_party_deliveries WHERE kind = 'security-event' AND claims->>'sub' = $1`, [account.uid]);
    return rows.map((row) => row.client_id);
  }

  it('pushes one signed credential-change event per client when the password changes', async () => {
    const account = await signUpVerified(t);
    await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account, { offline: true });
    await signInWith(t, await relyingParty(t, PUBLIC_CLIENT), PUBLIC_CLIENT, account);
    const before = receiver.received.length;
    const changedAt = clock.value;
    const jwt = await stepUpToken(t, account, 'password');
    const fresh = newPasswordCredentials(account.email, account.credentials.kB);
    const changed = await t.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: account.credentials.authPWVersion2, ...fresh.body } });
    expect(changed.error).toBeUndefined();
    const queued = await t.db.query<{ id: string; client_id: string }>(`SELECT id, client_id FROM relying_party_deliveries WHERE kind = 'security-event' AND claims->>'sub' = $1`, [account.uid]);
    expect(queued.map((row) => row.client_id)).toEqual([EVENTS_CLIENT.id]);

    expect(await t.server.services.deliveries.drainOnce()).toMatchObject({ failed: 0 });
    const posts = receiver.received.slice(before);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.contentType).toBe('application/secevent+jwt');
    const { payload, protectedHeader } = await jwtVerify(posts[0]!.body, createRemoteJWKSet(new URL(`${t.server.url}/v1/jwks`)), {
      issuer: t.server.url,
      audience: EVENTS_CLIENT.id,
      typ: 'secevent+jwt',
      algorithms: ['RS256'],
      currentDate: new Date(clock.value),
    });
    expect(protectedHeader.typ).toBe('secevent+jwt');
    expect(payload).toEqual({
      iss: t.server.url,
      aud: EVENTS_CLIENT.id,
      iat: expect.any(Number),
      jti: queued[0]!.id,
      toe: Math.floor(changedAt / 1000),
      events: { [PASSWORD_CHANGE_EVENT]: { subject: { format: 'iss_sub', iss: t.server.url, sub: account.uid }, credential_type: 'password', change_type: 'update' } },
    });
    expect(payload).not.toHaveProperty('exp');
    // Sent once.
    expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it('pushes the same event when the password is reset', async () => {
    const account = await signUpVerified(t);
    await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account);
    const before = receiver.received.length;
    const token = await resetToken(t, account);
    const fresh = newPasswordCredentials(account.email);
    expect((await t.rest(token).POST('/v1/account/reset', { body: fresh.body })).error).toBeUndefined();
    expect(await t.server.services.deliveries.drainOnce()).toMatchObject({ failed: 0 });
    const posts = receiver.received.slice(before);
    expect(posts).toHaveLength(1);
    const { payload } = await jwtVerify(posts[0]!.body, createRemoteJWKSet(new URL(`${t.server.url}/v1/jwks`)), {
      audience: EVENTS_CLIENT.id,
      typ: 'secevent+jwt',
      currentDate: new Date(clock.value),
    });
    expect(payload.events).toEqual({ [PASSWORD_CHANGE_EVENT]: { subject: { format: 'iss_sub', iss: t.server.url, sub: account.uid }, credential_type: 'password', change_type: 'update' } });
  });

  it('tells no client that no longer held tokens of the account', async () => {
    const account = await signUpVerified(t);
    const { tokens } = await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account);
    await fetch(`${t.server.url}/v1/oauth/destroy`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: tokens.access_token }) });
    await t.db.query('UPDATE oauth_token_families SET revoked_at = $2 WHERE uid = $1', [account.uid, clock.value - 1]);
    clock.advance(1_000);
    const jwt = await stepUpToken(t, account, 'password');
    const fresh = newPasswordCredentials(account.email, account.credentials.kB);
    expect((await t.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: account.credentials.authPWVersion2, ...fresh.body } })).error).toBeUndefined();
    expect(await t.db.query(`SELECT 1 FROM relying_party_deliveries WHERE kind = 'security-event' AND claims->>'sub' = $1`, [account.uid])).toHaveLength(0);
  });

  it('tells no client whose tokens had ended of a profile change or the deletion', async () => {
    const account = await signUpVerified(t);
    await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account);
    await t.db.query('UPDATE oauth_token_families SET revoked_at = $2 WHERE uid = $1', [account.uid, clock.value - 1]);
    clock.advance(1_000);
    const named = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Ended' } }, account.sessionToken);
    expect(named.errors).toBeUndefined();
    const { response } = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(response.status).toBe(200);
    expect(await queuedFor(account)).toEqual([]);
  });

  it('pushes an identifier-changed event when another address becomes the primary one', async () => {
    const account = await heldByClients();
    const jwt = await stepUpToken(t, account, 'email');
    const api = t.rest(jwt);
    const second = uniqueEmail();
    expect((await api.POST('/v1/recovery_email/create', { body: { email: second } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: second, code: await t.latestCode(second) } })).error).toBeUndefined();
    // Adding and confirming an address tells nothing.
    expect(await queuedFor(account)).toEqual([]);
    const before = receiver.received.length;
    const changedAt = clock.value;
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: second } })).error).toBeUndefined();
    expect(await queuedFor(account)).toEqual([EVENTS_CLIENT.id]);
    expect(await delivered(before)).toEqual([eventToken(account, changedAt, { [EMAIL_CHANGE_EVENT]: { subject: subject(account) } })]);
  });

  it('pushes a profile-change event when the display name or the avatar changes', async () => {
    const account = await heldByClients();
    const before = receiver.received.length;
    const namedAt = clock.value;
    const named = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Ledger keeper' } }, account.sessionToken);
    expect(named.errors).toBeUndefined();
    clock.advance(2_000);
    const uploadedAt = clock.value;
    const token = await avatarToken(t, account.sessionToken);
    const uploaded = await upload(t, token, pngImage(120, 120), 'image/png');
    expect(uploaded.error).toBeUndefined();
    clock.advance(2_000);
    const removedAt = clock.value;
    const removed = await profileClient(t, token).DELETE('/v1/avatar/{id}', { params: { path: { id: uploaded.data!.id } } });
    expect(removed.response.status).toBe(200);
    expect(await queuedFor(account)).toEqual([EVENTS_CLIENT.id, EVENTS_CLIENT.id, EVENTS_CLIENT.id]);
    const payloads = await delivered(before);
    const event = { [PROFILE_CHANGE_EVENT]: { subject: subject(account) } };
    expect(payloads.sort((a, b) => Number(a.toe) - Number(b.toe))).toEqual([eventToken(account, namedAt, event), eventToken(account, uploadedAt, event), eventToken(account, removedAt, event)]);
    expect(new Set(payloads.map((payload) => payload.jti)).size).toBe(3);
  });

  it('pushes a credential-change event for the authenticator app when two-step is turned on, moved to another authenticator or turned off', async () => {
    const account = await heldByClients();
    const jwt = await stepUpToken(t, account);
    const api = t.rest(jwt);
    const before = receiver.received.length;
    const created = await api.POST('/v1/mfa/totp/create', { body: {} });
    expect(created.error).toBeUndefined();
    clock.nextStep();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(created.data!.secret, clock) } })).error).toBeUndefined();
    expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes(`s${account.uid.slice(0, 4)}`) } })).error).toBeUndefined();
    // Nothing is told before two-step is on.
    expect(await queuedFor(account)).toEqual([]);
    const onAt = clock.value;
    expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();
    // New recovery codes are not a change of the authenticator: nothing is told.
    clock.advance(2_000);
    expect((await api.PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes(`r${account.uid.slice(0, 4)}`) } })).error).toBeUndefined();
    expect(await queuedFor(account)).toEqual([EVENTS_CLIENT.id]);
    // Turning two-step on or replacing the authenticator ends the tokens held until then; the client signs in again to hear of the next change.
    await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account);
    const started = await api.POST('/v1/totp/replace/start');
    expect(started.error).toBeUndefined();
    clock.nextStep();
    const replacedAt = clock.value;
    expect((await api.POST('/v1/totp/replace/confirm', { body: { code: codeNow(started.data!.secret, clock) } })).error).toBeUndefined();
    await signInWith(t, await relyingParty(t, EVENTS_CLIENT), EVENTS_CLIENT, account);
    clock.advance(2_000);
    const offAt = clock.value;
    expect((await api.POST('/v1/totp/destroy')).error).toBeUndefined();
    const payloads = (await delivered(before)).sort((a, b) => Number(a.toe) - Number(b.toe));
    expect(payloads).toEqual([
      eventToken(account, onAt, { [TWO_STEP_CHANGE_EVENT]: { subject: subject(account), credential_type: 'app', change_type: 'create' } }),
      eventToken(account, replacedAt, { [TWO_STEP_CHANGE_EVENT]: { subject: subject(account), credential_type: 'app', change_type: 'update' } }),
      eventToken(account, offAt, { [TWO_STEP_CHANGE_EVENT]: { subject: subject(account), credential_type: 'app', change_type: 'delete' } }),
    ]);
  });

  it('pushes an account-purged event after the account and its rows are gone', async () => {
    const account = await heldByClients();
    const before = receiver.received.length;
    const deletedAt = clock.value;
    const { response } = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(response.status).toBe(200);
    expect(await t.db.query('SELECT 1 FROM accounts WHERE uid = $1', [account.uid])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM oauth_token_families WHERE uid = $1', [account.uid])).toHaveLength(0);
    // Queued in the deletion's transaction, and kept by the queue.
    expect(await queuedFor(account)).toEqual([EVENTS_CLIENT.id]);
    expect(await delivered(before)).toEqual([eventToken(account, deletedAt, { [ACCOUNT_DELETED_EVENT]: { subject: subject(account) } })]);
  });
});
