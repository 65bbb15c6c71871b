// An authenticator code sent again within its window, once it has been used,
// is answered 220 ("wait for the next code"), not 183 like a wrong one, on
// sign-in, set-up and a reset; the next code works, and a burst of the same
// right code is taken once.
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import { BURST, burst, tally } from '../ratelimit/burst';
import { forgotToken } from '../reset/steps';
import { TestClock, codeNow, otherSession, stepUpToken, withTwoStep } from './steps';

const JUST_USED = { code: 400, errno: 220, message: 'This code was just used. Wait for the next code from your authenticator app.' };

function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe.each(databases)('an authenticator code used again on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('sign-in: the same code for another session says to wait; a wrong one is still 183; the next code confirms', async () => {
    const account = await withTwoStep(t, clock);
    clock.nextStep();
    const code = codeNow(account.secret, clock);
    expect((await t.rest(await otherSession(t, account)).POST('/v1/session/verify/totp', { body: { code } })).error).toBeUndefined();
    const session = t.rest(await otherSession(t, account));
    expect((await session.POST('/v1/session/verify/totp', { body: { code } })).error).toMatchObject(JUST_USED);
    // Fifteen seconds on, the authenticator still shows the same code: the same answer.
    clock.advance(15_000);
    expect((await session.POST('/v1/session/verify/totp', { body: { code } })).error).toMatchObject(JUST_USED);
    expect((await session.POST('/v1/session/verify/totp', { body: { code: otherThan(code) } })).error).toMatchObject({ errno: 183 });
    clock.nextStep();
    expect((await session.POST('/v1/session/verify/totp', { body: { code: codeNow(account.secret, clock) } })).error).toBeUndefined();
  });

  it('sign-in: a burst of the one right code confirms one session; every other answer says to wait', async () => {
    const account = await withTwoStep(t, clock, 'b');
    const sessions: string[] = [];
    for (let i = 0; i < BURST; i += 1) sessions.push(await otherSession(t, account));
    clock.nextStep();
    const code = codeNow(account.secret, clock);
    const answers = await burst((i) => t.rest(sessions[i]!).POST('/v1/session/verify/totp', { body: { code } }));
    // Ten failed checks per account are allowed (RATE_CODE_VERIFY); the rest of the burst is throttled.
    const { 0: confirmed = 0, 220: reused = 0, 114: throttled = 0, ...others } = tally(answers);
    expect(others).toEqual({});
    expect(confirmed).toBe(1);
    expect(reused).toBeGreaterThan(0);
    expect(confirmed + reused + throttled).toBe(BURST);
  });

  it('two-step set-up: the code just checked, sent again, says to wait', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(await stepUpToken(t, account));
    const created = await api.POST('/v1/mfa/totp/create', { body: {} });
    clock.nextStep();
    const code = codeNow(created.data!.secret, clock);
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code } })).error).toBeUndefined();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code } })).error).toMatchObject(JUST_USED);
    clock.nextStep();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(created.data!.secret, clock) } })).error).toBeUndefined();
  });

  it('a password reset: the code just used to sign in says to wait', async () => {
    const account = await withTwoStep(t, clock, 'e');
    clock.nextStep();
    const code = codeNow(account.secret, clock);
    expect((await t.rest(await otherSession(t, account)).POST('/v1/session/verify/totp', { body: { code } })).error).toBeUndefined();
    const forgot = await forgotToken(t, account);
    expect((await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code } })).error).toMatchObject(JUST_USED);
    clock.nextStep();
    expect((await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code: codeNow(account.secret, clock) } })).error).toBeUndefined();
  });
});
