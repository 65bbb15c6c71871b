// Every abuse limit under a burst: 50 attempts sent at the same moment get
// exactly the limit's number of checks (or sends), and every other attempt is
// refused with the limit's errno and the wait; the right secret sent once the
// checks are spent is refused too. Each test counts what the server did from
// its answers, so a limit that is read before the check and written after it
// (and so lets a whole burst through) fails here.
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../../server/second-factor/totp';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, latestSms, withTwoStep } from '../second-factor/steps';
import { sendResetCode } from '../reset/steps';
import { stepUpToken } from '../second-factor/steps';
import { pngImage } from '../profile/images';
import { avatarToken, upload } from '../profile/steps';
import { BURST, burst, expectWaits, tally } from './burst';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from './defaults';

const WRONG_AUTH_PW = 'e'.repeat(64);

async function unconfirmedSignIn(t: TestServer, account: TestAccount): Promise<string> {
  const login = await t.rest().POST('/v1/account/login', {
    body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
  });
  expect(login.error).toBeUndefined();
  return login.data!.sessionToken;
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe.each(databases)('every limit under a burst on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('wrong passwords: the limit’s are checked, the rest are blocked (125) with the wait, and then so is the right one', async () => {
    const account = await signUpVerified(t);
    const answers = await burst(() =>
      t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: WRONG_AUTH_PW } }),
    );
    expect(tally(answers)).toEqual({ 103: WRONG, 125: BURST - WRONG });
    expectWaits(answers, 125);
    const right = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    expect(right.error).toMatchObject({ errno: 125, verificationMethod: 'email-captcha' });
  });

  it('wrong passwords checked again for a session (reauth): the limit’s are checked, the rest are throttled (114)', async () => {
    const account = await signUpVerified(t);
    const answers = await burst(() =>
      t.rest(account.sessionToken).POST('/v1/session/reauth', { body: { email: account.email, authPW: WRONG_AUTH_PW } }),
    );
    expect(tally(answers)).toEqual({ 103: WRONG, 114: BURST - WRONG });
    expectWaits(answers, 114);
  });

  it('unblock codes: ten are checked, the rest are throttled (114), and then the right code is refused', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < WRONG; i += 1) {
      await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: WRONG_AUTH_PW } });
    }
    expect((await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } })).error).toBeUndefined();
    const code = await t.latestCode(account.email);
    const wrong = code === 'ZZZZ9999' ? 'YYYY8888' : 'ZZZZ9999';
    const body = { reason: 'signin' as const, email: account.email, authPW: account.credentials.authPWVersion2 };
    const answers = await burst(() => t.rest().POST('/v1/account/login', { body: { ...body, unblockCode: wrong } }));
    expect(tally(answers)).toEqual({ 127: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    const right = await t.rest().POST('/v1/account/login', { body: { ...body, unblockCode: code } });
    expect(right.error).toMatchObject({ errno: 114 });
  });

  it('sign-in codes: ten are checked, the rest are throttled (114), and then the right code is refused', async () => {
    const account = await signUpVerified(t);
    const token = await unconfirmedSignIn(t, account);
    const code = await t.latestCode(account.email);
    const answers = await burst(() => t.rest(token).POST('/v1/session/verify_code', { body: { code: otherCode(code) } }));
    expect(tally(answers)).toEqual({ 183: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    // The code itself allowed its five comparisons and no more.
    const [row] = await t.db.query<{ attempts: number }>(
      "SELECT attempts FROM codes WHERE uid = $1 AND purpose = 'session-token' ORDER BY id DESC LIMIT 1",
      [account.uid],
    );
    expect(row?.attempts).toBe(5);
    expect((await t.rest(token).POST('/v1/session/verify_code', { body: { code } })).error).toMatchObject({ errno: 114 });
  });

  it('secondary-address codes: ten are checked, the rest are throttled (114), and then the right code is refused', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(await stepUpToken(t, account, 'email'));
    const email = uniqueEmail('burst-second');
    expect((await api.POST('/v1/recovery_email/create', { body: { email } })).error).toBeUndefined();
    const code = await t.latestCode(email);
    const answers = await burst(() => api.POST('/v1/recovery_email/verify_code', { body: { email, code: otherCode(code) } }));
    expect(tally(answers)).toEqual({ 183: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email, code } })).error).toMatchObject({ errno: 114 });
  });

  it('avatar uploads: twenty are stored, the rest are throttled (114), and one picture is left', async () => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const png = pngImage(100, 100);
    const answers = await burst(() => upload(t, token, png, 'image/png'));
    expect(tally(answers)).toEqual({ 0: 20, 114: BURST - 20 });
    expectWaits(answers, 114);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM avatars WHERE uid = $1', [account.uid]);
    expect(row?.n).toBe(1);
  });

  it('code resends: four are sent (SPEC §9), the rest are throttled (114)', async () => {
    const account = await signUpVerified(t);
    const token = await unconfirmedSignIn(t, account);
    const answers = await burst(() => t.rest(token).POST('/v1/session/resend_code'));
    expect(tally(answers)).toEqual({ 0: 4, 114: BURST - 4 });
    expectWaits(answers, 114);
    const [sent] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE uid = $1 AND template = 'login-code'", [
      account.uid,
    ]);
    expect(sent?.n).toBe(1 + 4);
  });

  it('step-up code sends: four are sent, the rest are throttled (114)', async () => {
    const account = await signUpVerified(t);
    const answers = await burst(() => t.rest(account.sessionToken).POST('/v1/mfa/otp/request', { body: { scope: 'email' } }));
    expect(tally(answers)).toEqual({ 0: 4, 114: BURST - 4 });
    expectWaits(answers, 114);
  });

  it('password-forgot sends: four are sent, the rest are throttled (114)', async () => {
    const account = await signUpVerified(t);
    const answers = await burst(() => t.rest().POST('/v1/password/forgot/send_otp', { body: { email: account.email } }));
    expect(tally(answers)).toEqual({ 0: 4, 114: BURST - 4 });
    expectWaits(answers, 114);
  });

  it('password-forgot codes: ten are checked, the rest are throttled (114), and then the right code is refused', async () => {
    const account = await signUpVerified(t);
    const code = await sendResetCode(t, account.email);
    const answers = await burst(() => t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: otherCode(code) } }));
    expect(tally(answers)).toEqual({ 183: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    expect((await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code } })).error).toMatchObject({ errno: 114 });
  });

  it('authenticator codes: ten are checked, the rest are throttled (114), and then the right code is refused', async () => {
    const account = await withTwoStep(t, clock);
    const token = await unconfirmedSignIn(t, account);
    clock.nextStep();
    const right = totpCodeAt(account.secret, clock.value);
    const answers = await burst(() => t.rest(token).POST('/v1/session/verify/totp', { body: { code: otherCode(right) } }));
    expect(tally(answers)).toEqual({ 183: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    expect((await t.rest(token).POST('/v1/session/verify/totp', { body: { code: right } })).error).toMatchObject({ errno: 114 });
  });

  it('backup codes: ten are checked, the rest are throttled (114), and then a right code is refused', async () => {
    const account = await withTwoStep(t, clock, 'b');
    const token = await unconfirmedSignIn(t, account);
    const answers = await burst(() => t.rest(token).POST('/v1/session/verify/recoveryCode', { body: { code: 'zzzzzzzzzz' } }));
    expect(tally(answers)).toEqual({ 156: 10, 114: BURST - 10 });
    expectWaits(answers, 114);
    expect((await t.rest(token).POST('/v1/session/verify/recoveryCode', { body: { code: account.codes[0]! } })).error).toMatchObject({
      errno: 114,
    });
  });

  it('text messages: five an hour per account (the set-up text included), the rest are refused (216)', async () => {
    const account = await withTwoStep(t, clock, 'c');
    const phone = `+1212456${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } })).error).toBeUndefined();
    const token = await unconfirmedSignIn(t, account);
    const answers = await burst(() => t.rest(token).POST('/v1/recovery_phone/signin/send_code'));
    expect(tally(answers)).toEqual({ 0: 4, 216: BURST - 4 });
    expectWaits(answers, 216);
  });
});
