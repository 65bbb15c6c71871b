// The two ways in to every set-up operation: the step-up JWT under /v1/mfa/…
// and the session token right after confirming a session. Table-driven over
// the operations, on every database.
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUp, signUpVerified } from '../api/flows';
import { TestClock, backupCodes, codeNow, latestSms, stepUpToken, withTwoStep } from './steps';

const MISSING_JWT = { code: 401, errno: 110, message: 'Missing or expired jwt.' };

type Client = ReturnType<TestServer['rest']>;

/** One call of each session-token variant, with a well-formed body. */
const SESSION_VARIANTS: Record<string, (api: Client) => Promise<{ error?: unknown; response: Response }>> = {
  totpCreate: (api) => api.POST('/v1/totp/create', { body: {} }),
  totpSetupVerify: (api) => api.POST('/v1/totp/setup/verify', { body: { code: '123456' } }),
  totpSetupComplete: (api) => api.POST('/v1/totp/setup/complete', { body: {} }),
  recoveryCodesSet: (api) => api.POST('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('v') } }),
  recoveryCodesReplace: (api) => api.PUT('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('v') } }),
  recoveryPhoneCreate: (api) => api.POST('/v1/recovery_phone/create', { body: { phoneNumber: '+12124569999' } }),
  recoveryPhoneConfirm: (api) => api.POST('/v1/recovery_phone/confirm', { body: { code: '123456' } }),
  recoveryPhoneChange: (api) => api.POST('/v1/recovery_phone/change', { body: { code: '123456' } }),
  recoveryPhoneDestroy: (api) => api.POST('/v1/recovery_phone/destroy'),
};

/** One call of each operation that needs the JWT for scope 2fa. */
const JWT_OPERATIONS: Record<string, (api: Client) => Promise<{ error?: unknown; response: Response }>> = {
  totpCreateWithJwt: (api) => api.POST('/v1/mfa/totp/create', { body: {} }),
  totpSetupVerifyWithJwt: (api) => api.POST('/v1/mfa/totp/setup/verify', { body: { code: '123456' } }),
  totpSetupCompleteWithJwt: (api) => api.POST('/v1/mfa/totp/setup/complete', { body: {} }),
  totpReplaceStart: (api) => api.POST('/v1/totp/replace/start'),
  totpReplaceConfirm: (api) => api.POST('/v1/totp/replace/confirm', { body: { code: '123456' } }),
  totpDestroy: (api) => api.POST('/v1/totp/destroy'),
  recoveryCodesSetWithJwt: (api) => api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('j') } }),
  recoveryCodesReplaceWithJwt: (api) => api.PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('j') } }),
  recoveryPhoneCreateWithJwt: (api) => api.POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: '+12124569999' } }),
  recoveryPhoneConfirmWithJwt: (api) => api.POST('/v1/mfa/recovery_phone/confirm', { body: { code: '123456' } }),
  recoveryPhoneChangeWithJwt: (api) => api.POST('/v1/mfa/recovery_phone/change', { body: { code: '123456' } }),
  recoveryPhoneDestroyWithJwt: (api) => api.POST('/v1/mfa/recovery_phone/destroy'),
};

describe.each(databases)('session-token and JWT variants on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it.each(Object.keys(SESSION_VARIANTS))("%s: an unconfirmed session is 138, a stale one 'Missing or expired jwt.'", async (name) => {
    const call = SESSION_VARIANTS[name]!;
    const unconfirmed = await signUp(t);
    expect((await call(t.rest(unconfirmed.sessionToken))).error).toMatchObject({ code: 400, errno: 138 });
    const account = await signUpVerified(t);
    clock.advance(10 * 60_000 + 1);
    const stale = await call(t.rest(account.sessionToken));
    expect(stale.response.status).toBe(401);
    expect(stale.error).toMatchObject(MISSING_JWT);
    expect((await call(t.rest())).error).toMatchObject({ code: 401, errno: 110 });
  });

  it.each(Object.keys(JWT_OPERATIONS))("%s: without the JWT, or with a JWT of another scope, 'Missing or expired jwt.'", async (name) => {
    const call = JWT_OPERATIONS[name]!;
    const account = await signUpVerified(t);
    for (const token of [undefined, account.sessionToken, await stepUpToken(t, account, 'password')]) {
      const { error, response } = await call(t.rest(token));
      expect(response.status).toBe(401);
      expect(error).toMatchObject(MISSING_JWT);
    }
  });

  it('answers 154 to a second authenticator through the session-token variant', async () => {
    const account = await withTwoStep(t, clock);
    expect((await t.rest(account.sessionToken).POST('/v1/totp/create', { body: {} })).error).toMatchObject({ code: 400, errno: 154 });
  });

  it('stores backup codes during inline set-up through the session token', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(account.sessionToken);
    expect((await api.POST('/v1/totp/create', { body: {} })).error).toBeUndefined();
    expect((await api.POST('/v1/recoveryCodes', { body: { recoveryCodes: backupCodes('s') } })).error).toBeUndefined();
    expect((await api.GET('/v1/recoveryCodes/exists')).data).toEqual({ hasBackupCodes: true, count: 8 });
    expect((await api.POST('/v1/totp/setup/verify', { body: { code: '000000' } })).error).toMatchObject({ errno: 183 });
  });

  it('inside sign-in, takes a recovery phone once the set-up code is checked, and the completion makes the session two-step', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(account.sessionToken);
    const phone = '+12124567011';
    const created = await api.POST('/v1/totp/create', { body: {} });
    expect(created.error).toBeUndefined();
    // No phone before the authenticator's code was right.
    expect((await api.POST('/v1/recovery_phone/create', { body: { phoneNumber: phone } })).error).toMatchObject({ errno: 160 });
    clock.nextStep();
    expect((await api.POST('/v1/totp/setup/verify', { body: { code: codeNow(created.data!.secret, clock) } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } })).data?.phoneNumber).toBe(phone);
    expect((await api.GET('/v1/session/status')).data?.details).toMatchObject({ sessionVerificationMethod: 'email-otp' });
    expect((await api.POST('/v1/totp/setup/complete', { body: {} })).error).toBeUndefined();
    expect((await api.GET('/v1/session/status')).data?.details).toMatchObject({
      sessionVerificationMethod: 'totp-2fa',
      sessionVerificationMeetsMinimumAAL: true,
    });
  });

  it('changes and removes the recovery phone through the session token', async () => {
    const account = await withTwoStep(t, clock);
    const api = t.rest(account.sessionToken);
    const first = '+12124567001';
    const second = '+12124567002';
    await api.POST('/v1/recovery_phone/create', { body: { phoneNumber: first } });
    expect((await api.POST('/v1/recovery_phone/confirm', { body: { code: await latestSms(t, first) } })).data?.phoneNumber).toBe(first);
    await api.POST('/v1/recovery_phone/create', { body: { phoneNumber: second } });
    const wrong = await api.POST('/v1/recovery_phone/change', { body: { code: '000000' } });
    expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
    expect((await api.POST('/v1/recovery_phone/change', { body: { code: await latestSms(t, second) } })).data?.phoneNumber).toBe(second);
    expect((await api.POST('/v1/recovery_phone/destroy')).error).toBeUndefined();
    expect((await api.GET('/v1/recovery_phone')).data).toEqual({ exists: false, available: true });
  });

  it('texts only to the configured countries (130)', async () => {
    const account = await withTwoStep(t, clock);
    const { error } = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: '+442079460000' } });
    expect(error).toMatchObject({ code: 400, errno: 130 });
  });

  it('limits wrong set-up codes per account (114)', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account);
    const api = t.rest(jwt);
    const created = await api.POST('/v1/mfa/totp/create', { body: {} });
    expect(created.error).toBeUndefined();
    let last = await api.POST('/v1/mfa/totp/setup/verify', { body: { code: '000000' } });
    for (let i = 0; i < 12 && last.response.status !== 429; i += 1) {
      last = await api.POST('/v1/mfa/totp/setup/verify', { body: { code: '000000' } });
    }
    expect(last.error).toMatchObject({ code: 429, errno: 114 });
    expect(last.response.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
