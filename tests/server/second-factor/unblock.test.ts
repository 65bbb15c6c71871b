// The wrong-password limit in front of sign-in and the emailed unblock codes
// that lift it, on every database.
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUp, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock } from './steps';

const WRONG_AUTHPW = 'f'.repeat(64);

async function failTwice(t: TestServer, account: TestAccount): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    const { error } = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: WRONG_AUTHPW } });
    expect(error).toMatchObject({ errno: 103 });
  }
}

describe.each(databases)('sign-in unblock on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('blocks sign-in after two wrong passwords (125, email-captcha), even with the right one', async () => {
    const account = await signUpVerified(t);
    await failTwice(t, account);
    const { error, response } = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ errno: 125, verificationMethod: 'email-captcha', verificationReason: 'login' });
  });

  it('signs in with the emailed unblock code; a wrong code is 127', async () => {
    const account = await signUpVerified(t);
    await failTwice(t, account);
    expect((await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } })).error).toBeUndefined();
    const code = await t.latestCode(account.email);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const wrong = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, unblockCode: code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA' },
    });
    expect(wrong.error).toMatchObject({ code: 400, errno: 127 });
    const ok = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, unblockCode: code },
    });
    expect(ok.error).toBeUndefined();
    expect(ok.data?.uid).toBe(account.uid);
    const after = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(after.error).toBeUndefined();
  });

  it('lifts the block when the window is over', async () => {
    const account = await signUpVerified(t);
    await failTwice(t, account);
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

  it('reports a sign-in the user did not make: the code stops working (127 after, 102 for an unknown uid)', async () => {
    const account = await signUpVerified(t);
    await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } });
    const code = await t.latestCode(account.email);
    expect((await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: account.uid, unblockCode: code } })).error).toBeUndefined();
    const again = await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: account.uid, unblockCode: code } });
    expect(again.error).toMatchObject({ code: 400, errno: 127 });
    const unknown = await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: '0'.repeat(32), unblockCode: code } });
    expect(unknown.error).toMatchObject({ code: 400, errno: 102 });
    await failTwice(t, account);
    const blocked = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, unblockCode: code },
    });
    expect(blocked.error).toMatchObject({ errno: 127 });
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
