// The error cases of the two-step operations that their flow suites do not
// reach: every operation that takes a session token refuses a missing or
// unknown one with 401 (110), and a few state errors of the set-up
// operations. Through the generated client, on every database.
import { readContract } from '../../support/openapiPaths';
import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../../../generated/openapi/auth.requests';
import { createApp } from '../../../server/http/app';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { TestClock, codeNow, latestSms, withTwoStep } from './steps';

type Client = ReturnType<TestServer['rest']>;
type Call = (api: Client) => Promise<{ error?: unknown; response: Response }>;

/** One well-formed call of every operation that takes the session token. */
const SESSION_OPERATIONS: Record<string, Call> = {
  accountDestroy: (api) => api.POST('/v1/account/destroy', { body: { email: 'a@example.com', authPW: 'a'.repeat(64) } }),
  sessionVerifyCode: (api) => api.POST('/v1/session/verify_code', { body: { code: '123456' } }),
  sessionResendCode: (api) => api.POST('/v1/session/resend_code'),
  sessionStatus: (api) => api.GET('/v1/session/status'),
  sessionSendPush: (api) => api.POST('/v1/session/verify/send_push'),
  sessionPushRequest: (api) => api.POST('/v1/session/verify/push_request', { body: { token: 'a'.repeat(64) } }),
  sessionVerifyPush: (api) => api.POST('/v1/session/verify/verify_push', { body: { token: 'a'.repeat(64), approve: true } }),
  sessionDestroy: (api) => api.POST('/v1/session/destroy', { body: {} }),
  sessionReauth: (api) => api.POST('/v1/session/reauth', { body: { email: 'a@example.com', authPW: 'a'.repeat(64) } }),
  passwordCreate: (api) => api.POST('/v1/password/create', { body: { authPW: 'a'.repeat(64), wrapKb: 'b'.repeat(64) } }),
  mfaOtpRequest: (api) => api.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } }),
  mfaOtpVerify: (api) => api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: '123456' } }),
  totpCreate: (api) => api.POST('/v1/totp/create', { body: {} }),
  totpSetupVerify: (api) => api.POST('/v1/totp/setup/verify', { body: { code: '123456' } }),
  totpSetupComplete: (api) => api.POST('/v1/totp/setup/complete', { body: {} }),
  totpExists: (api) => api.GET('/v1/totp/exists'),
  sessionVerifyTotp: (api) => api.POST('/v1/session/verify/totp', { body: { code: '123456' } }),
  recoveryCodesSet: (api) => api.POST('/v1/recoveryCodes', { body: { recoveryCodes: Array.from({ length: 8 }, (_, i) => `abcdefghi${i}`) } }),
  recoveryCodesReplace: (api) => api.PUT('/v1/recoveryCodes', { body: { recoveryCodes: Array.from({ length: 8 }, (_, i) => `abcdefghi${i}`) } }),
  recoveryCodesExists: (api) => api.GET('/v1/recoveryCodes/exists'),
  sessionVerifyRecoveryCode: (api) => api.POST('/v1/session/verify/recoveryCode', { body: { code: 'abcdefghij' } }),
  recoveryPhoneCreate: (api) => api.POST('/v1/recovery_phone/create', { body: { phoneNumber: '+12124560001' } }),
  recoveryPhoneConfirm: (api) => api.POST('/v1/recovery_phone/confirm', { body: { code: '123456' } }),
  recoveryPhoneChange: (api) => api.POST('/v1/recovery_phone/change', { body: { code: '123456' } }),
  recoveryPhoneDestroy: (api) => api.POST('/v1/recovery_phone/destroy'),
  recoveryPhoneStatus: (api) => api.GET('/v1/recovery_phone'),
  recoveryPhoneSigninSendCode: (api) => api.POST('/v1/recovery_phone/signin/send_code'),
  recoveryPhoneSigninConfirm: (api) => api.POST('/v1/recovery_phone/signin/confirm', { body: { code: '123456' } }),
  recoveryKeyCreate: (api) =>
    api.POST('/v1/recoveryKey', { body: { recoveryKeyId: 'a'.repeat(32), recoveryData: 'eyJhbGciOiJkaXIifQ..aaaa.bbbb.cccc', enabled: true } }),
  recoveryKeyHintUpdate: (api) => api.POST('/v1/recoveryKey/hint', { body: { hint: 'In the drawer' } }),
  linkedAccountUnlink: (api) => api.POST('/v1/linked_account/unlink', { body: { providerId: 1 } }),
  linkedAccountLinkPending: (api) => api.POST('/v1/linked_account/link_pending', { body: { provider: 'google', nonce: 'n'.repeat(24) } }),
  sessionDeviceAuthorization: (api) => api.POST('/v1/session/device_authorization', { body: { user_code: 'BCDF-GHJK' } }),
  sessionDeviceAuthorizationAnswer: (api) => api.POST('/v1/session/device_authorization/answer', { body: { user_code: 'BCDF-GHJK', approve: true } }),
  passkeyList: (api) => api.GET('/v1/passkeys'),
  passkeyRename: (api) => api.POST('/v1/passkey/rename', { body: { credentialId: 'A'.repeat(43), name: 'Laptop' } }),
  passkeyStepUpOptions: (api) => api.POST('/v1/passkey/step_up/options'),
  passkeyStepUpVerify: (api) =>
    api.POST('/v1/passkey/step_up/verify', {
      body: {
        scope: '2fa',
        response: {
          id: 'A'.repeat(43),
          rawId: 'A'.repeat(43),
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
        },
      },
    }),
};

/** Operation ids of auth.yaml whose only credential is the session token, and that require it. */
function sessionTokenOperations(): string[] {
  const doc = readContract('openapi/auth.yaml');
  return Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => {
      const kinds = (op.security ?? []).flatMap((entry) => Object.keys(entry));
      // An empty requirement makes the credential optional: such an operation also answers without one.
      if ((op.security ?? []).some((entry) => Object.keys(entry).length === 0)) return false;
      // OAuth operations answer in their own catalogue (401, errno 108): the provider suite covers them.
      if (op.tags?.includes('oauth')) return false;
      return op.operationId !== undefined && kinds.length > 0 && kinds.every((kind) => kind === 'sessionToken');
    })
    .map((op) => op.operationId!);
}

let numberSeed = 7000;
function newNumber(): string {
  numberSeed += 1;
  return `+1212456${String(numberSeed).padStart(4, '0')}`;
}

describe.each(databases)('error cases of the two-step operations on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('the table holds every implemented operation whose only credential is the session token', () => {
    const routes = new Set(createApp(t.server.services).routes.map((r) => `${r.method} ${r.path}`));
    const implemented = sessionTokenOperations().filter((id) => {
      const schema = requestSchemas[id as keyof typeof requestSchemas];
      return schema && routes.has(`${schema.method} ${schema.path}`);
    });
    expect(implemented.length).toBeGreaterThan(10);
    // The table may also hold operations that accept another credential besides the session token.
    expect(Object.keys(SESSION_OPERATIONS)).toEqual(expect.arrayContaining(implemented));
  });

  it.each(Object.keys(SESSION_OPERATIONS))('%s: no token or an unknown one is 401 (110)', async (name) => {
    const call = SESSION_OPERATIONS[name]!;
    for (const token of [undefined, '9'.repeat(64)]) {
      const { error, response } = await call(t.rest(token));
      expect(response.status, String(token)).toBe(401);
      expect(error).toMatchObject({ code: 401, errno: 110, message: 'Invalid session. Please sign out and sign in again.' });
    }
  });

  it('confirming a phone set-up without a texted code is 183; while a phone is set, 214', async () => {
    const account = await withTwoStep(t, clock);
    const api = t.rest(account.jwt);
    const early = await api.POST('/v1/mfa/recovery_phone/confirm', { body: { code: '123456' } });
    expect(early.error).toMatchObject({ code: 400, errno: 183 });
    const phone = newNumber();
    expect((await api.POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
    expect((await api.POST('/v1/mfa/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } })).error).toBeUndefined();
    const again = await api.POST('/v1/mfa/recovery_phone/confirm', { body: { code: '123456' } });
    expect(again.error).toMatchObject({ code: 400, errno: 214 });
  });

  it('checking a set-up code once two-step is on is 155; a used authenticator code confirms no second session', async () => {
    const account = await withTwoStep(t, clock);
    clock.nextStep();
    const code = codeNow(account.secret, clock);
    const late = await t.rest(account.jwt).POST('/v1/mfa/totp/setup/verify', { body: { code } });
    expect(late.error).toMatchObject({ code: 400, errno: 155 });
    const first = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! },
    });
    const second = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! },
    });
    expect(first.data?.verificationMethod).toBe('totp-2fa');
    expect((await t.rest(first.data!.sessionToken).POST('/v1/session/verify/totp', { body: { code } })).error).toBeUndefined();
    const reused = await t.rest(second.data!.sessionToken).POST('/v1/session/verify/totp', { body: { code } });
    expect(reused.error).toMatchObject({ code: 400, errno: 220 });
  });
});
