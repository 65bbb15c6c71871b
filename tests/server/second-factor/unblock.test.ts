// The wrong-password limit in front of sign-in and the emailed unblock codes
// that lift it, on every database, through REST and GraphQL alike: both
// sign-in paths share one counter per address.
import { describe, expect, it } from 'vitest';
import { SignInDocument } from '../../../generated/graphql';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUp, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';
import { TestClock } from './steps';

const WRONG_AUTHPW = 'f'.repeat(64);

/** As many wrong passwords as the address's windows allow: the next attempt is blocked. */
async function failUntilBlocked(t: TestServer, account: TestAccount): Promise<void> {
  for (let i = 0; i < WRONG; i += 1) {
    const { error } = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: WRONG_AUTHPW } });
    expect(error).toMatchObject({ errno: 103 });
  }
}

describe.each(databases)('sign-in unblock on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('blocks sign-in after the limit’s wrong passwords (125, email-captcha), even with the right one', async () => {
    const account = await signUpVerified(t);
    await failUntilBlocked(t, account);
    const { error, response } = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ errno: 125, verificationMethod: 'email-captcha', verificationReason: 'login' });
  });

  it('signs in with the emailed unblock code; a wrong code is 127', async () => {
    const account = await signUpVerified(t);
    await failUntilBlocked(t, account);
    expect((await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } })).error).toBeUndefined();
    const code = await t.latestCode(account.email);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const wrong = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, unblockCode: code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA' },
    });
    expect(wrong.error).toMatchObject({ code: 400, errno: 127 });
    const ok = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, unblockCode: code },
      headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    });
    expect(ok.error).toBeUndefined();
    expect(ok.data?.uid).toBe(account.uid);
    // The unblock's security event names the device that signed in with the code.
    const unblocked = await t.db.query<{ browser: string | null; os: string | null }>(
      "SELECT browser, os FROM security_events WHERE uid = $1 AND name = 'account.login.unblocked'",
      [account.uid],
    );
    expect(unblocked).toEqual([{ browser: 'Firefox', os: 'Windows' }]);
    const after = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(after.error).toBeUndefined();
  });

  it('lifts the block when the window is over', async () => {
    const account = await signUpVerified(t);
    await failUntilBlocked(t, account);
    clock.advance(15 * 60_000);
    const { error } = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(error).toBeUndefined();
  });

  it('sends an unblock code to known accounts only (102), at most four per window (114)', async () => {
    const unknown = await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: 'nobody.here@example.com' } });
    expect(unknown.error).toMatchObject({ code: 400, errno: 102 });
    const account = await signUpVerified(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } })).error).toBeUndefined();
    }
    const fifth = await t.rest().POST('/v1/account/login/send_unblock_code', {
      body: { email: account.email },
      headers: { 'Accept-Language': 'ja' },
    });
    expect(fifth.response.status).toBe(429);
    expect(fifth.error).toMatchObject({ errno: 114 });
    expect(fifth.response.headers.get('Retry-After')).toBe(String(fifth.error!.retryAfter));
    expect(fifth.error!.retryAfterLocalized).toMatch(/後$/);
  });

  it('links the unblock email to the report page with the account and the code, in text and HTML', async () => {
    const account = await signUpVerified(t);
    await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } });
    const { data } = await t.content().GET('/__dev/outbox', { params: { query: { email: account.email, limit: 1 } } });
    const mail = data!.messages[0]!;
    const expected = `${new URL(t.server.url).origin}/report_signin?uid=${account.uid}&unblockCode=${mail.code}`;
    expect(mail.text).toContain(`Report this sign-in: ${expected}`);
    expect(mail.html).toContain(`<a href="${expected.replace('&', '&amp;')}">Report this sign-in</a>`);
    // What the page sends from that link is accepted once.
    const link = new URL(expected);
    const body = { uid: link.searchParams.get('uid')!, unblockCode: link.searchParams.get('unblockCode')! };
    expect((await t.rest().POST('/v1/account/login/reject_unblock_code', { body })).error).toBeUndefined();
    expect((await t.rest().POST('/v1/account/login/reject_unblock_code', { body })).error).toMatchObject({ errno: 127 });
  });

  it('reports a sign-in the user did not make: the code stops working (127 after, 102 for an unknown uid)', async () => {
    const account = await signUpVerified(t);
    await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } });
    const code = await t.latestCode(account.email);
    expect((await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: account.uid, unblockCode: code } })).error).toBeUndefined();
    const again = await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: account.uid, unblockCode: code } });
    expect(again.error).toMatchObject({ code: 400, errno: 127 });
    const unknown = await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: '0'.repeat(32), unblockCode: code } });
    expect(unknown.error).toMatchObject({ code: 400, errno: 102 });
    await failUntilBlocked(t, account);
    const blocked = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, unblockCode: code },
    });
    expect(blocked.error).toMatchObject({ errno: 127 });
  });
});

async function graphqlSignIn(t: TestServer, account: TestAccount, authPW: string, unblockCode?: string) {
  return t.graphql(SignInDocument, {
    input: {
      email: account.email,
      authPW: account.credentials.authPW,
      authPWVersion2: authPW,
      ...(unblockCode === undefined ? {} : { options: { unblockCode } }),
    },
  });
}

describe.each(databases)('sign-in unblock through GraphQL on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });
  const right = (account: TestAccount) => account.credentials.authPWVersion2!;

  it('blocks signIn after the limit’s wrong passwords with 125 and email-captcha, even with the right one', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < WRONG; i += 1) {
      const wrong = await graphqlSignIn(t, account, WRONG_AUTHPW);
      expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect password', extensions: { errno: 103 } });
    }
    const blocked = await graphqlSignIn(t, account, right(account));
    expect(blocked.data?.signIn ?? null).toBeNull();
    expect(blocked.errors?.[0]?.extensions).toMatchObject({ errno: 125, verificationMethod: 'email-captcha', verificationReason: 'login' });
    // The block also lifts by itself when the window ends: the wait says when.
    expect(blocked.errors?.[0]?.extensions?.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('signs in with the emailed unblock code in options.unblockCode; a wrong code is 127', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < WRONG; i += 1) await graphqlSignIn(t, account, WRONG_AUTHPW);
    expect((await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } })).error).toBeUndefined();
    const code = await t.latestCode(account.email);
    const wrong = await graphqlSignIn(t, account, right(account), code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
    expect(wrong.errors?.[0]?.extensions).toEqual({ errno: 127 });
    const ok = await graphqlSignIn(t, account, right(account), code);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.signIn).toMatchObject({ uid: account.uid, verified: false, verificationMethod: 'email-otp' });
    // A sign-in with the right password clears the count.
    const after = await graphqlSignIn(t, account, right(account));
    expect(after.errors).toBeUndefined();
  });

  it('counts wrong passwords of REST and GraphQL together, both ways', async () => {
    const viaRest = await signUpVerified(t);
    for (let i = 0; i < WRONG; i += 1) {
      if (i % 2 === 0) await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: viaRest.email, authPW: WRONG_AUTHPW } });
      else await graphqlSignIn(t, viaRest, WRONG_AUTHPW);
    }
    const restBlocked = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: viaRest.email, authPW: right(viaRest) } });
    expect(restBlocked.error).toMatchObject({ errno: 125, verificationMethod: 'email-captcha' });
    expect((await graphqlSignIn(t, viaRest, right(viaRest))).errors?.[0]?.extensions).toMatchObject({ errno: 125 });

    const viaGraphql = await signUpVerified(t);
    for (let i = 0; i < WRONG; i += 1) {
      if (i % 2 === 0) await graphqlSignIn(t, viaGraphql, WRONG_AUTHPW);
      else await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: viaGraphql.email, authPW: WRONG_AUTHPW } });
    }
    expect((await graphqlSignIn(t, viaGraphql, right(viaGraphql))).errors?.[0]?.extensions).toMatchObject({ errno: 125 });
    // The code emailed for one path unblocks the other.
    await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: viaGraphql.email } });
    const code = await t.latestCode(viaGraphql.email);
    const ok = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: viaGraphql.email, authPW: right(viaGraphql), unblockCode: code },
    });
    expect(ok.error).toBeUndefined();
  });

  it('counts wrong passwords in every case of the address, and lifts the block after the window', async () => {
    const account = await signUpVerified(t, { email: uniqueEmail('Mixed') });
    for (let i = 0; i < WRONG; i += 1) {
      const other = await t.graphql(SignInDocument, { input: { email: account.email.toLowerCase(), authPW: WRONG_AUTHPW } });
      expect(other.errors?.[0]?.extensions).toEqual({ errno: 103 });
    }
    expect((await graphqlSignIn(t, account, right(account))).errors?.[0]?.extensions).toMatchObject({ errno: 125 });
    clock.advance(15 * 60_000);
    expect((await graphqlSignIn(t, account, right(account))).errors).toBeUndefined();
  });

  it('answers another case of a version 1 account 120 without counting it', async () => {
    const account = await signUpVerified(t, { email: uniqueEmail('Mixed'), v2: false });
    for (let i = 0; i < 3; i += 1) {
      const other = await t.graphql(SignInDocument, { input: { email: account.email.toLowerCase(), authPW: WRONG_AUTHPW } });
      expect(other.errors?.[0]?.extensions).toEqual({ errno: 120, email: account.email });
    }
    expect((await t.graphql(SignInDocument, { input: { email: account.email, authPW: account.credentials.authPW } })).errors).toBeUndefined();
  });

  it('answers 102 for an unknown address, blocked or not', async () => {
    const result = await t.graphql(SignInDocument, {
      input: { email: uniqueEmail('nobody'), authPW: WRONG_AUTHPW, options: { unblockCode: 'AAAAAAAA' } },
    });
    expect(result.errors?.[0]?.extensions).toEqual({ errno: 102 });
  });
});

describe.each(databases)('resending the confirmation code on $name', (database) => {
  const t = useTestServer(database);

  it('resends at most four times per window, then answers 114 with a localized wait', async () => {
    const account = await signUp(t);
    const api = t.rest(account.sessionToken);
    for (let i = 0; i < 4; i += 1) expect((await api.POST('/v1/session/resend_code')).error).toBeUndefined();
    const fifth = await api.POST('/v1/session/resend_code', { headers: { 'Accept-Language': 'es' } });
    expect(fifth.response.status).toBe(429);
    expect(fifth.error).toMatchObject({ code: 429, errno: 114 });
    expect(fifth.response.headers.get('Retry-After')).toBe(String(fifth.error!.retryAfter));
    expect(fifth.error!.retryAfterLocalized).toMatch(/^dentro de /);
    const code = await t.latestCode(account.email);
    expect((await api.POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  });
});
