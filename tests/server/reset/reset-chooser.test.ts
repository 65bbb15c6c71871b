// What a reset's chooser reads with the password-forgot token, on every
// database: whether the account has an authenticator, how many backup codes
// are left, and its recovery phone, masked as for a session not yet
// confirmed; a token that is not live reads nothing.
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { TestClock, latestSms, withTwoStep } from '../second-factor/steps';
import { forgotToken } from './steps';

describe.each(databases)('the reset chooser on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('reads nothing set up on a plain account', async () => {
    const account = await signUpVerified(t);
    const { token } = await forgotToken(t, account);
    const api = t.rest(token);
    expect((await api.GET('/v1/totp/exists')).data).toEqual({ exists: false, verified: false });
    expect((await api.GET('/v1/recoveryCodes/exists')).data).toEqual({ hasBackupCodes: false, count: 0 });
    expect((await api.GET('/v1/recovery_phone')).data).toMatchObject({ exists: false });
  });

  it('reads a two-step account: the authenticator, the backup codes left and the phone, masked but for its last four digits', async () => {
    const account = await withTwoStep(t, clock, 'c');
    const phone = '+12125550187';
    const mfa = t.rest(account.jwt);
    expect((await mfa.POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
    expect((await mfa.POST('/v1/mfa/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } })).error).toBeUndefined();

    const { token } = await forgotToken(t, account);
    const api = t.rest(token);
    expect((await api.GET('/v1/totp/exists')).data).toEqual({ exists: true, verified: true });
    expect((await api.GET('/v1/recoveryCodes/exists')).data).toEqual({ hasBackupCodes: true, count: 8 });
    const status = await api.GET('/v1/recovery_phone');
    expect(status.data).toMatchObject({ exists: true, phoneNumber: expect.stringMatching(/^•+0187$/) });
    expect(status.data).not.toHaveProperty('nationalFormat');
  });

  it('answers 110 to a token that is not a live password-forgot token or session', async () => {
    const account = await signUpVerified(t);
    const { token, code } = await forgotToken(t, account);
    // Traded for the account-reset token, the password-forgot token is over.
    expect((await t.rest(token).POST('/v1/password/forgot/verify_code', { body: { code } })).error).toBeUndefined();
    for (const bearer of [token, 'f'.repeat(64)]) {
      for (const read of [
        t.rest(bearer).GET('/v1/totp/exists'),
        t.rest(bearer).GET('/v1/recoveryCodes/exists'),
        t.rest(bearer).GET('/v1/recovery_phone'),
      ]) {
        const answer = await read;
        expect(answer.response.status).toBe(401);
        expect(answer.error).toMatchObject({ errno: 110 });
      }
    }
  });
});
