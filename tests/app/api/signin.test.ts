import { describe, expect, it } from 'vitest';
import { AuthClientError, createApi } from '../../../app/api';
import type { Transport } from '../../../app/api';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

function setup(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const transport: Transport = async (request) => {
    const text = await request.text();
    const entry = { method: request.method, url: request.url, authorization: request.headers.get('authorization'), body: text ? JSON.parse(text) : undefined };
    seen.push(entry);
    return answer(entry);
  };
  const api = createApi({ gqlUrl: 'https://gql.example', authUrl: 'https://auth.example', getSessionToken: () => 'a'.repeat(64), transport });
  return { api, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sign-in REST operations', () => {
  it.each([
    {
      name: 'accountLogin',
      call: (api: ReturnType<typeof setup>['api']) => api.accountLogin({ email: 'a@example.org', authPW: 'f'.repeat(64), reason: 'signin' }),
      method: 'POST',
      path: '/v1/account/login',
      body: { email: 'a@example.org', authPW: 'f'.repeat(64), reason: 'signin' },
      answer: { uid: 'c'.repeat(32), sessionToken: 'd'.repeat(64), emailVerified: true, sessionVerified: true, authAt: 1, metricsEnabled: true },
    },
    { name: 'sessionVerifyTotp', call: (api: ReturnType<typeof setup>['api']) => api.sessionVerifyTotp('123456'), method: 'POST', path: '/v1/session/verify/totp', body: { code: '123456' }, answer: {} },
    {
      name: 'sessionVerifyRecoveryCode',
      call: (api: ReturnType<typeof setup>['api']) => api.sessionVerifyRecoveryCode('abcd1234ef'),
      method: 'POST',
      path: '/v1/session/verify/recoveryCode',
      body: { code: 'abcd1234ef' },
      answer: { remaining: 7 },
    },
    { name: 'recoveryPhoneStatus', call: (api: ReturnType<typeof setup>['api']) => api.recoveryPhoneStatus(), method: 'GET', path: '/v1/recovery_phone', body: undefined, answer: { exists: true, available: true, phoneNumber: '•••••••1234' } },
    { name: 'recoveryPhoneSigninSendCode', call: (api: ReturnType<typeof setup>['api']) => api.recoveryPhoneSigninSendCode(), method: 'POST', path: '/v1/recovery_phone/signin/send_code', body: undefined, answer: {} },
    {
      name: 'recoveryPhoneSigninConfirm',
      call: (api: ReturnType<typeof setup>['api']) => api.recoveryPhoneSigninConfirm('654321'),
      method: 'POST',
      path: '/v1/recovery_phone/signin/confirm',
      body: { code: '654321' },
      answer: {},
    },
  ])('$name: $method $path with the session token', async ({ call, method, path, body, answer }) => {
    const { api, seen } = setup(() => json(answer));
    const result = await call(api);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe(method);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe(path);
    expect(seen[0]?.body).toEqual(body);
    expect(seen[0]?.authorization).toBe(`Bearer ${'a'.repeat(64)}`);
    if (Object.keys(answer).length > 0) expect(result).toEqual(answer);
  });

  it('asks for a key-fetch token with ?keys=true', async () => {
    const { api, seen } = setup(() => json({ uid: 'c'.repeat(32), sessionToken: 'd'.repeat(64), emailVerified: true, sessionVerified: true, authAt: 1, metricsEnabled: true }));
    await api.accountLogin({ email: 'a@example.org', authPW: 'f'.repeat(64), reason: 'signin' }, { keys: true });
    expect(new URL(seen[0]?.url ?? '').searchParams.get('keys')).toBe('true');
  });

  it.each([
    { status: 400, body: { code: 400, errno: 183, error: 'Bad Request', message: 'Invalid or expired confirmation code' }, errno: 183 },
    { status: 429, body: { code: 429, errno: 216, error: 'Too Many Requests', message: 'Text message limit reached', retryAfter: 60 }, errno: 216 },
  ])('errno $errno becomes a typed error', async ({ status, body, errno }) => {
    const { api } = setup(() => json(body, status));
    const error: unknown = await api.recoveryPhoneSigninConfirm('111111').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthClientError);
    expect((error as AuthClientError).errno).toBe(errno);
  });
});
