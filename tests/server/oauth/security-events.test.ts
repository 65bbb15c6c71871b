// Security Event Tokens pushed to relying parties (RFC 8417, RFC 8935), on
// every database: a password change or reset queues, in its own transaction, one
// credential-change event for each client that held tokens of the account and
// registered an event address; it is posted as the body of the request,
// signed with the provider's keys, and reaches each client once.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_EVENT } from '../../../server/oauth/deliveries';
import { databases, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { newPasswordCredentials, resetToken } from '../reset/steps';
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
});
