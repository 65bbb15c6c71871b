import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClientError, createProfileClient, createRestClient } from '../../../app/api';
import type { Transport } from '../../../app/api';

// A small contract in the shape openapi-typescript emits, standing in for a generated `paths`.
interface TestPaths {
  '/v1/account/status': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { email: string } } };
      responses: {
        200: { headers: { [name: string]: unknown }; content: { 'application/json': { exists: boolean } } };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function client(transport: Transport, token?: string) {
  return createRestClient<TestPaths>({
    baseUrl: 'https://auth.example/',
    getSessionToken: () => token,
    transport,
  });
}

async function failure(promise: Promise<unknown>): Promise<AuthClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthClientError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const body = { email: 'ann@example.org' };

afterEach(() => {
  vi.useRealTimers();
});

describe('REST client', () => {
  it('sends JSON to the configured base URL with the bearer token', async () => {
    let seen: Request | undefined;
    const api = client(async (request) => {
      seen = request;
      return jsonResponse({ exists: true });
    }, 'tok');
    const { data } = await api.POST('/v1/account/status', { body });
    expect(data).toEqual({ exists: true });
    expect(seen?.url).toBe('https://auth.example/v1/account/status');
    expect(seen?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(await seen?.json()).toEqual(body);
  });

  describe('error bodies become typed errors (SPEC §8.1)', () => {
    it.each([
      { rule: 'a known errno keeps its key and message', answer: { code: 400, errno: 102, error: 'Bad Request', message: 'Unknown account' }, status: 400, key: 'UNKNOWN_ACCOUNT', ftlId: 'auth-error-102' },
      { rule: 'an unknown errno becomes UNEXPECTED_ERROR (999)', answer: { code: 400, errno: 777, error: 'Bad Request', message: '?' }, status: 400, key: 'UNEXPECTED_ERROR', ftlId: 'auth-error-999' },
      { rule: 'THROTTLED with retryAfterLocalized', answer: { code: 429, errno: 114, error: 'Too Many Requests', message: 'x', retryAfter: 60, retryAfterLocalized: 'in 1 minute' }, status: 429, key: 'THROTTLED', ftlId: 'auth-error-114' },
      { rule: 'THROTTLED without retryAfterLocalized', answer: { code: 429, errno: 114, error: 'Too Many Requests', message: 'x', retryAfter: 60 }, status: 429, key: 'THROTTLED', ftlId: 'auth-error-114-generic' },
      { rule: 'a body without an errno is unexpected', answer: { oops: true }, status: 500, key: 'UNEXPECTED_ERROR', ftlId: 'auth-error-999' },
    ])('$rule', async ({ answer, status, key, ftlId }) => {
      const api = client(async () => jsonResponse(answer, status));
      const error = await failure(api.POST('/v1/account/status', { body }));
      expect(error.key).toBe(key);
      expect(error.ftlId).toBe(ftlId);
      expect(error.status).toBe(status);
    });

    it('carries the email only for INCORRECT_EMAIL_CASE (120)', async () => {
      const answer = { code: 400, errno: 120, error: 'Bad Request', message: 'Incorrect email case', email: 'Ann@Example.org' };
      const error = await failure(client(async () => jsonResponse(answer, 400)).POST('/v1/account/status', { body }));
      expect(error.email).toBe('Ann@Example.org');
      const other = await failure(
        client(async () => jsonResponse({ ...answer, errno: 102 }, 400)).POST('/v1/account/status', { body }),
      );
      expect(other.email).toBeUndefined();
    });

    it('carries verificationMethod and verificationReason', async () => {
      const answer = { code: 400, errno: 125, error: 'Bad Request', message: 'blocked', verificationMethod: 'email-captcha', verificationReason: 'login' };
      const error = await failure(client(async () => jsonResponse(answer, 400)).POST('/v1/account/status', { body }));
      expect(error.verificationMethod).toBe('email-captcha');
      expect(error.verificationReason).toBe('login');
    });
  });

  it('times out after 2500 ms', async () => {
    vi.useFakeTimers();
    const api = client(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(api.POST('/v1/account/status', { body }));
    await vi.advanceTimersByTimeAsync(2500);
    expect((await pending).kind).toBe('timeout');
  });

  it('maps an unreachable server to a network error', async () => {
    const error = await failure(client(() => Promise.reject(new TypeError('fetch failed'))).POST('/v1/account/status', { body }));
    expect(error.kind).toBe('network');
    expect(error.key).toBe('BACKEND_SERVICE_FAILURE');
  });
});

describe('profile client', () => {
  it('sends the OAuth access token to the profile server', async () => {
    let seen: Request | undefined;
    const profile = createProfileClient({
      baseUrl: 'https://profile.example',
      getAccessToken: () => 'access-token',
      transport: async (request) => {
        seen = request;
        return jsonResponse({ uid: 'u1' });
      },
    });
    await profile.GET('/v1/profile', {});
    expect(seen?.url).toBe('https://profile.example/v1/profile');
    expect(seen?.headers.get('authorization')).toBe('Bearer access-token');
  });
});
