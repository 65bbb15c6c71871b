import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClientError, createAccountApi, createGraphQLClient } from '../../../app/api';
import type { SessionSignal, Transport } from '../../../app/api';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

type Sent = { url: string; headers: Headers; body: { documentId?: string; operationName?: string; query?: string; variables: unknown } };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(answer: (sent: Sent) => Response | Promise<Response>, stored: string | null = 'tok123') {
  const token = stored ?? undefined;
  const sent: Sent[] = [];
  const signals: SessionSignal[] = [];
  const transport: Transport = async (request) => {
    const entry: Sent = { url: request.url, headers: request.headers, body: await request.json() };
    sent.push(entry);
    return answer(entry);
  };
  const graphql = createGraphQLClient({
    url: 'https://gql.example/',
    getSessionToken: () => token,
    transport,
    onSessionSignal: (s) => signals.push(s),
  });
  const api = createAccountApi({ graphql, getSessionToken: () => token, onSessionSignal: (s) => signals.push(s) });
  return { sent, signals, api };
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

afterEach(() => {
  vi.useRealTimers();
});

describe('GraphQL client', () => {
  it('posts the document by its registered id to {gql}/graphql with the session token as a bearer token', async () => {
    const { sent, api } = setup(() => jsonResponse({ data: { account: null } }));
    await expect(api.getAccount()).resolves.toBeNull();
    expect(sent[0]?.url).toBe('https://gql.example/graphql');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer tok123');
    expect(sent[0]?.body.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sent[0]?.body.operationName).toBe('GetAccount');
    // The text stays on the server, which holds the registered documents.
    expect(sent[0]?.body.query).toBeUndefined();
  });

  it('refuses a document that was not registered at build time, sending nothing', async () => {
    const sent: Request[] = [];
    const transport: Transport = async (request) => {
      sent.push(request);
      return jsonResponse({ data: {} });
    };
    const graphql = createGraphQLClient({ url: 'https://gql.example', getSessionToken: () => 't', transport });
    const unregistered = { kind: 'Document', definitions: [] } as unknown as TypedDocumentNode<unknown, Record<string, never>>;
    await expect(graphql.request(unregistered, {})).rejects.toThrow(/no registered id/);
    expect(sent).toEqual([]);
  });

  it('sends no Authorization header without a session token', async () => {
    const { sent, api } = setup(() => jsonResponse({ data: { isValidToken: false } }), null);
    await expect(api.isValidToken('abc')).resolves.toBe(false);
    expect(sent[0]?.headers.has('authorization')).toBe(false);
    expect(sent[0]?.body.variables).toEqual({ sessionToken: 'abc' });
  });

  describe('error mapping (SPEC §8.1)', () => {
    it.each([
      { rule: 'a known errno raises that error', errno: 102, key: 'UNKNOWN_ACCOUNT', ftlId: 'auth-error-102' },
      { rule: 'an unknown errno raises UNEXPECTED_ERROR', errno: 4242, key: 'UNEXPECTED_ERROR', ftlId: 'auth-error-999' },
      { rule: 'THROTTLED with retryAfterLocalized uses the message with the time', errno: 114, key: 'THROTTLED', ftlId: 'auth-error-114', extra: { retryAfter: 900, retryAfterLocalized: 'in 15 minutes' } },
      { rule: 'THROTTLED without retryAfterLocalized uses the generic message', errno: 114, key: 'THROTTLED', ftlId: 'auth-error-114-generic', extra: { retryAfter: 900 } },
    ])('$rule', async ({ errno, key, ftlId, extra }) => {
      const { api } = setup(() => jsonResponse({ data: null, errors: [{ message: 'm', extensions: { errno, ...extra } }] }));
      const error = await failure(api.getAccount());
      expect(error.kind).toBe('server');
      expect(error.key).toBe(key);
      expect(error.ftlId).toBe(ftlId);
      expect(error.receivedErrno).toBe(errno);
      expect(error.retryAfter).toBe(extra?.retryAfter);
      expect(error.retryAfterLocalized).toBe(extra?.retryAfterLocalized);
    });

    it('keeps the email only for INCORRECT_EMAIL_CASE, and the verification fields', async () => {
      const ext = { email: 'Ann@Example.org', verificationMethod: 'email-otp', verificationReason: 'login' };
      const incorrectCase = setup(() => jsonResponse({ errors: [{ message: 'case', extensions: { errno: 120, ...ext } }] }));
      const first = await failure(incorrectCase.api.signUp({ email: 'ann@example.org', authPW: 'aa', wrapKb: 'bb' }));
      expect(first.email).toBe('Ann@Example.org');
      expect(first.verificationMethod).toBe('email-otp');
      expect(first.verificationReason).toBe('login');

      const blocked = setup(() => jsonResponse({ errors: [{ message: 'blocked', extensions: { errno: 125, ...ext } }] }));
      const second = await failure(blocked.api.signUp({ email: 'ann@example.org', authPW: 'aa', wrapKb: 'bb' }));
      expect(second.email).toBeUndefined();
      expect(second.verificationMethod).toBe('email-otp');
    });

    it("'Invalid token' marks the user signed out", async () => {
      const { api, signals } = setup(() => jsonResponse({ errors: [{ message: 'Invalid token', extensions: { errno: 110 } }] }));
      const error = await failure(api.getAccount());
      expect(error.key).toBe('INVALID_TOKEN');
      expect(signals).toEqual(['invalid-token']);
    });

    it("'Invalid token' without an errno is still an invalid session", async () => {
      const { api, signals } = setup(() => jsonResponse({ errors: [{ message: 'Invalid token' }] }));
      expect((await failure(api.getAccount())).key).toBe('INVALID_TOKEN');
      expect(signals).toEqual(['invalid-token']);
    });

    it("'Must verify' reports an unconfirmed session", async () => {
      const { api, signals } = setup(() => jsonResponse({ errors: [{ message: 'Must verify', extensions: { errno: 138 } }] }));
      expect((await failure(api.getAccount())).key).toBe('UNVERIFIED_SESSION');
      expect(signals).toEqual(['must-verify']);
    });

    it('passwordForgotCodeStatus reads INVALID_TOKEN as status false without signing out', async () => {
      const { api, signals } = setup(() => jsonResponse({ errors: [{ message: 'Invalid token', extensions: { errno: 110 } }] }));
      await expect(api.passwordForgotCodeStatus('t')).resolves.toEqual({ status: false });
      expect(signals).toEqual([]);
    });

    it('passwordForgotCodeStatus raises other errors', async () => {
      const { api } = setup(() => jsonResponse({ errors: [{ message: 'x', extensions: { errno: 114 } }] }));
      expect((await failure(api.passwordForgotCodeStatus('t'))).key).toBe('THROTTLED');
    });
  });

  describe('signed-in signals (SPEC §4.1)', () => {
    it.each([
      ['SignUp', (api: ReturnType<typeof setup>['api']) => api.signUp({ email: 'a@b.c', authPW: 'aa', wrapKb: 'bb' }), { signUp: { uid: 'u' } }],
      ['GetInitialSettingsState', (api: ReturnType<typeof setup>['api']) => api.getInitialSettingsState(), { account: null, session: { verified: true } }],
      ['GetInitialMetricsState', (api: ReturnType<typeof setup>['api']) => api.getInitialMetricsState(), { account: null }],
    ])('a successful %s sets signed in', async (_name, call, data) => {
      const { api, signals } = setup(() => jsonResponse({ data }));
      await call(api);
      expect(signals).toEqual(['signed-in']);
    });

    it('the initial metrics query without a session token is answered locally and marks signed out', async () => {
      const { api, signals, sent } = setup(() => jsonResponse({ data: {} }), null);
      await expect(api.getInitialMetricsState()).resolves.toEqual({ account: null });
      expect(sent).toHaveLength(0);
      expect(signals).toEqual(['signed-out']);
    });
  });

  describe('transport failures', () => {
    it('times out after 2500 ms with a typed timeout error', async () => {
      vi.useFakeTimers();
      let seen: AbortSignal | undefined;
      const transport: Transport = (request) =>
        new Promise((_resolve, reject) => {
          seen = request.signal;
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const graphql = createGraphQLClient({ url: 'https://gql.example', getSessionToken: () => 't', transport });
      const pending = failure(graphql.request(GetSessionProbe, {}));
      await vi.advanceTimersByTimeAsync(2499);
      expect(seen?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.errno).toBe(1039);
      expect(error.ftlId).toBe('auth-error-1039');
    });

    it('maps a failed connection to a typed network error', async () => {
      const transport: Transport = () => Promise.reject(new TypeError('fetch failed'));
      const graphql = createGraphQLClient({ url: 'https://gql.example', getSessionToken: () => 't', transport });
      const error = await failure(graphql.request(GetSessionProbe, {}));
      expect(error.kind).toBe('network');
      expect(error.errno).toBe(203);
    });
  });
});

// A minimal typed document as codegen emits them for the app (an id and a name), so the
// transport tests do not depend on one operation's selection.
const GetSessionProbe = {
  __meta__: { documentId: `sha256:${'0'.repeat(64)}`, operationName: 'Probe' },
} as unknown as TypedDocumentNode<{ probe: boolean }, Record<string, never>>;

describe('GraphQL errors to log (SPEC §8.1)', () => {
  it.each([
    { rule: 'an error without errno is reported', entry: { message: 'Cannot query field' }, logged: true },
    { rule: 'an unknown errno is reported', entry: { message: 'x', extensions: { errno: 4242 } }, logged: true },
    { rule: 'a known errno is not', entry: { message: 'x', extensions: { errno: 102 } }, logged: false },
  ])('$rule', async ({ entry, logged }) => {
    const seen: unknown[] = [];
    const graphql = createGraphQLClient({
      url: 'https://gql.example',
      getSessionToken: () => 't',
      transport: async () => jsonResponse({ errors: [entry] }),
      onUnhandledError: (e) => seen.push(e),
    });
    await expect(graphql.request(GetSessionProbe, {})).rejects.toBeInstanceOf(AuthClientError);
    expect(seen).toEqual(logged ? [entry] : []);
  });
});
