import { describe, expect, it } from 'vitest';
import { AuthClientError, OAuthClientError, createApi, createAuthClient } from '../../../app/api';
import type { Transport } from '../../../app/api';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const transport: Transport = async (request) => {
    const text = await request.text();
    const entry = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    return answer(entry);
  };
  const api = createApi({
    gqlUrl: 'https://gql.example',
    authUrl: 'https://auth.example',
    getSessionToken: () => 'a'.repeat(64),
    transport,
  });
  return { api, seen };
}

describe('auth REST operations', () => {
  it.each([
    {
      operation: 'accountStatus',
      call: (api: ReturnType<typeof setup>['api']) => api.accountStatus('ann@example.org', { thirdPartyAuthStatus: true }),
      method: 'POST',
      path: '/v1/account/status',
      body: { email: 'ann@example.org', thirdPartyAuthStatus: true },
      answer: { exists: true, hasPassword: true, hasLinkedAccount: false },
    },
    {
      operation: 'accountCredentialsStatus',
      call: (api: ReturnType<typeof setup>['api']) => api.accountCredentialsStatus('ann@example.org'),
      method: 'POST',
      path: '/v1/account/credentials/status',
      body: { email: 'ann@example.org' },
      answer: { currentVersion: 'v1', upgradeNeeded: true },
    },
    {
      operation: 'sessionVerifyCode',
      call: (api: ReturnType<typeof setup>['api']) => api.sessionVerifyCode({ code: '123456' }),
      method: 'POST',
      path: '/v1/session/verify_code',
      body: { code: '123456' },
      answer: {},
    },
    {
      operation: 'sessionResendCode',
      call: (api: ReturnType<typeof setup>['api']) => api.sessionResendCode(),
      method: 'POST',
      path: '/v1/session/resend_code',
      body: undefined,
      answer: {},
    },
    {
      operation: 'accountLoginSendUnblockCode',
      call: (api: ReturnType<typeof setup>['api']) => api.accountLoginSendUnblockCode('ann@example.org'),
      method: 'POST',
      path: '/v1/account/login/send_unblock_code',
      body: { email: 'ann@example.org' },
      answer: {},
    },
    {
      operation: 'sessionStatus',
      call: (api: ReturnType<typeof setup>['api']) => api.sessionStatus(),
      method: 'GET',
      path: '/v1/session/status',
      body: undefined,
      answer: { state: 'verified', uid: 'b'.repeat(32), details: {} },
    },
  ])('$operation calls $method $path', async ({ call, method, path, body, answer }) => {
    const { api, seen } = setup(() => jsonResponse(answer));
    const result = await call(api);
    expect(seen).toEqual([{ method, url: `https://auth.example${path}`, authorization: `Bearer ${'a'.repeat(64)}`, body }]);
    if (method === 'GET' || path.endsWith('/status')) expect(result).toEqual(answer);
  });

  it('sessionStatus raises INVALID_TOKEN for a token the server no longer knows', async () => {
    const { api } = setup(() =>
      jsonResponse({ code: 401, errno: 110, error: 'Unauthorized', message: 'Invalid session. Please sign out and sign in again.' }, 401),
    );
    await expect(api.sessionStatus()).rejects.toSatisfy(
      (error) => error instanceof AuthClientError && error.key === 'INVALID_TOKEN' && error.status === 401,
    );
  });
});

describe('the breach check’s range', () => {
  it('asks for the prefix alone and never sends the session with it', async () => {
    const answer = { suffixes: [{ suffix: '1E4C9B93F3F0682250B6CF8331B7EE68FD8', count: 9 }] };
    const { api, seen } = setup(() => jsonResponse(answer));
    expect(await api.passwordRange('5BAA6')).toEqual(answer);
    expect(seen).toEqual([{ method: 'GET', url: 'https://auth.example/v1/password/range/5BAA6', authorization: null, body: undefined }]);
  });
});

describe('content REST operations', () => {
  it('getMetricsFlow calls GET /metrics-flow with the entry-point query', async () => {
    const seen: string[] = [];
    const api = createApi({
      gqlUrl: 'https://gql.example',
      authUrl: 'https://auth.example',
      contentUrl: 'https://accounts.example',
      getSessionToken: () => undefined,
      transport: async (request) => {
        seen.push(`${request.method} ${request.url}`);
        return new Response(JSON.stringify({ flowId: 'f', flowBeginTime: 1, deviceId: 'd' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    await expect(api.getMetricsFlow({ entrypoint: 'preferences', service: 'sync' })).resolves.toEqual({ flowId: 'f', flowBeginTime: 1, deviceId: 'd' });
    expect(seen).toEqual(['GET https://accounts.example/metrics-flow?entrypoint=preferences&service=sync']);
  });
});

describe('OAuth error bodies (SPEC §8.3)', () => {
  it.each([
    { rule: 'a known OAuth errno keeps its key and redirect error', errno: 1010, key: 'PROMPT_NONE_NOT_SIGNED_IN', redirectError: 'login_required', ftlId: 'oauth-error-1010' },
    { rule: 'an OAuth errno without a response code redirects with the errno', errno: 101, key: 'UNKNOWN_CLIENT', redirectError: '101', ftlId: 'oauth-error-101' },
    { rule: 'an unknown OAuth errno maps to 999', errno: 4242, key: 'UNEXPECTED_ERROR', redirectError: '999', ftlId: 'oauth-error-999' },
  ])('$rule', async ({ errno, key, redirectError, ftlId }) => {
    const client = createAuthClient({
      baseUrl: 'https://auth.example',
      transport: async () =>
        new Response(JSON.stringify({ code: 400, errno, error: 'Bad Request', message: 'm' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const error = await client.GET('/v1/client/{client_id}', { params: { path: { client_id: 'abc' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthClientError);
    expect(error).toMatchObject({ key, redirectError, ftlId, status: 400 });
  });
});
