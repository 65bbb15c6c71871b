// Approving a sign-in from another device, on every database: the waiting
// session notifies the account's other confirmed sessions (the outbox, one
// notification each, with the link's single-use token); a confirmed session
// of the account reads the sign-in and approves it, which confirms the
// waiting session; of a burst of simultaneous approvals exactly one wins;
// a declined, spent or expired token, another account's session and an
// unconfirmed caller are refused; a sign-in waiting for two-step
// authentication notifies nobody; the sweep deletes expired requests.
import { describe, expect, it } from 'vitest';
import { SWEEP_AGE_MS, sweepOnce } from '../../../server/maintenance/sweep';
import { sessionIdOf } from '../../../server/sessions/session-service';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, withTwoStep } from '../second-factor/steps';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A new sign-in of `account` waiting for confirmation: its session token. */
async function waitingSignIn(t: TestServer, account: TestAccount): Promise<string> {
  const login = await t.rest().POST('/v1/account/login', {
    body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    headers: { 'User-Agent': UA },
  });
  expect(login.data?.sessionVerified).toBe(false);
  return login.data!.sessionToken;
}

/** The notifications delivered to the session of `sessionToken`, newest first. */
async function notifications(t: TestServer, sessionToken: string) {
  const { data } = await t.content().GET('/__dev/outbox', { params: { query: { device: sessionIdOf(sessionToken)!, limit: 10 } } });
  return data!.messages;
}

async function status(t: TestServer, sessionToken: string): Promise<string | undefined> {
  return (await t.rest(sessionToken).GET('/v1/session/status')).data?.state;
}

describe.each(databases)('approving a sign-in from another device on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('notifies the other confirmed session with a link to the confirmation page, whose token approves the sign-in once', async () => {
    const account = await signUpVerified(t);
    const waiting = await waitingSignIn(t, account);

    const sent = await t.rest(waiting).POST('/v1/session/verify/send_push', {});
    expect(sent.data).toEqual({ devices: 1 });
    const [push] = await notifications(t, account.sessionToken);
    expect(push).toMatchObject({ kind: 'push', subject: expect.any(String) });
    const token = push!.code!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const link = new URL(push!.text.split('\n').at(-1)!);
    expect(link.pathname).toBe('/signin_push_code_confirm');
    expect(link.searchParams.get('token')).toBe(token);
    // The waiting session itself is not notified, and the token is not stored.
    expect(await notifications(t, waiting)).toEqual([]);
    const stored = await t.db.query('SELECT id FROM signin_push_requests WHERE id = $1', [token]);
    expect(stored).toEqual([]);

    const described = await t.rest(account.sessionToken).POST('/v1/session/verify/push_request', { body: { token } });
    expect(described.data).toMatchObject({ browser: 'Firefox', os: 'Linux', createdAt: expect.any(Number) });
    expect(described.data).not.toHaveProperty('device');

    expect(await status(t, waiting)).toBe('unverified');
    const approved = await t.rest(account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: true } });
    expect(approved.response.status).toBe(200);
    expect(await status(t, waiting)).toBe('verified');
    const again = await t.rest(account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: true } });
    expect(again.error).toMatchObject({ code: 400, errno: 183 });
    const read = await t.rest(account.sessionToken).POST('/v1/session/verify/push_request', { body: { token } });
    expect(read.error).toMatchObject({ code: 400, errno: 183 });
  });

  it('of simultaneous approvals with one token exactly one succeeds', async () => {
    const account = await signUpVerified(t);
    const waiting = await waitingSignIn(t, account);
    await t.rest(waiting).POST('/v1/session/verify/send_push', {});
    const token = (await notifications(t, account.sessionToken))[0]!.code!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.rest(account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: true } })),
    );
    expect(answers.filter((answer) => answer.response.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.response.status !== 200)) expect(lost.error).toMatchObject({ code: 400, errno: 183 });
    const events = await t.db.query<{ n: string }>("SELECT count(*) AS n FROM security_events WHERE uid = $1 AND name = 'session.verify'", [account.uid]);
    // One for the sign-up's code, one for the approval.
    expect(Number(events[0]!.n)).toBe(2);
    expect(await status(t, waiting)).toBe('verified');
  });

  it('a declined sign-in stays unconfirmed and its token is spent', async () => {
    const account = await signUpVerified(t);
    const waiting = await waitingSignIn(t, account);
    await t.rest(waiting).POST('/v1/session/verify/send_push', {});
    const token = (await notifications(t, account.sessionToken))[0]!.code!;
    const declined = await t.rest(account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: false } });
    expect(declined.response.status).toBe(200);
    expect(await status(t, waiting)).toBe('unverified');
    const later = await t.rest(account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: true } });
    expect(later.error).toMatchObject({ errno: 183 });
    expect(await status(t, waiting)).toBe('unverified');
  });

  it('refuses an unconfirmed caller (138) and a session of another account (183)', async () => {
    const account = await signUpVerified(t);
    const stranger = await signUpVerified(t);
    const waiting = await waitingSignIn(t, account);
    await t.rest(waiting).POST('/v1/session/verify/send_push', {});
    const token = (await notifications(t, account.sessionToken))[0]!.code!;
    const self = await t.rest(waiting).POST('/v1/session/verify/verify_push', { body: { token, approve: true } });
    expect(self.error).toMatchObject({ code: 400, errno: 138 });
    const other = await t.rest(stranger.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: true } });
    expect(other.error).toMatchObject({ code: 400, errno: 183 });
    const peek = await t.rest(stranger.sessionToken).POST('/v1/session/verify/push_request', { body: { token } });
    expect(peek.error).toMatchObject({ code: 400, errno: 183 });
    expect(await status(t, waiting)).toBe('unverified');
  });

  it('a confirmed session, or an account with no other confirmed session, notifies nobody', async () => {
    const account = await signUpVerified(t);
    const confirmed = await t.rest(account.sessionToken).POST('/v1/session/verify/send_push', {});
    expect(confirmed.data).toEqual({ devices: 0 });
    // The only other session is itself waiting.
    const first = await waitingSignIn(t, account);
    await t.rest(account.sessionToken).POST('/v1/session/destroy', {});
    const second = await waitingSignIn(t, account);
    const none = await t.rest(second).POST('/v1/session/verify/send_push', {});
    expect(none.data).toEqual({ devices: 0 });
    expect(await notifications(t, first)).toEqual([]);
  });

  it('an expired token is refused (183), and the sweep deletes its request a day later', async () => {
    const account = await signUpVerified(t);
    const waiting = await waitingSignIn(t, account);
    await t.rest(waiting).POST('/v1/session/verify/send_push', {});
    const token = (await notifications(t, account.sessionToken))[0]!.code!;
    const ttl = t.server.services.config.codes.sessionToken.ttlMs;
    clock.advance(ttl + 1000);
    const late = await t.rest(account.sessionToken).POST('/v1/session/verify/verify_push', { body: { token, approve: true } });
    expect(late.error).toMatchObject({ code: 400, errno: 183 });
    expect(await status(t, waiting)).toBe('unverified');
    clock.advance(SWEEP_AGE_MS);
    const counts = await sweepOnce(t.server.services);
    expect(counts.pushRequests).toBeGreaterThanOrEqual(1);
    expect(await t.db.query('SELECT id FROM signin_push_requests WHERE uid = $1', [account.uid])).toEqual([]);
  });

  it('a sign-in waiting for two-step authentication cannot be approved from another device: nobody is notified', async () => {
    const account = await withTwoStep(t, clock);
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(login.data?.verificationMethod).toBe('totp-2fa');
    const sent = await t.rest(login.data!.sessionToken).POST('/v1/session/verify/send_push', {});
    expect(sent.data).toEqual({ devices: 0 });
    expect(await notifications(t, account.sessionToken)).toEqual([]);
  });
});
