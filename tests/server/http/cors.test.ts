// Cross-origin calls to /graphql and /v1: only the product's own public
// origin and the origins CORS_ALLOWED_ORIGINS lists are named back in
// Access-Control-Allow-Origin, preflights included; any other origin gets no
// CORS header, and no answer ever allows credentials (the APIs take bearer
// tokens, not cookies). On every database, in development and in production.
import { describe, expect, it } from 'vitest';
import { GetInitialSettingsStateDocument } from '../../../generated/graphql';
import { databases, documentRequest, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';

const PARTNER = 'https://app.example.com';
const STRANGER = 'https://evil.example';
const PRODUCTION = { NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://accounts.example.com' };

/** The ways a browser page reaches the APIs: a registered document as the app sends it, query text (answered by Yoga itself), and REST. */
function calls(t: TestServer, origin: string): Array<[string, Promise<Response>]> {
  const headers = { Origin: origin, 'Content-Type': 'application/json', Accept: 'application/json' };
  return [
    ['POST /graphql (registered)', fetch(`${t.server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(documentRequest(GetInitialSettingsStateDocument, {})) })],
    ['GET /graphql (query text)', fetch(`${t.server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { Origin: origin } })],
    ['GET /v1/session/status', fetch(`${t.server.url}/v1/session/status`, { headers: { Origin: origin, Authorization: `Bearer ${'ab'.repeat(32)}` } })],
    ['POST /v1/account/status', fetch(`${t.server.url}/v1/account/status`, { method: 'POST', headers, body: JSON.stringify({ email: 'nobody@example.com' }) })],
  ];
}

function preflight(t: TestServer, path: string, origin: string): Promise<Response> {
  return fetch(`${t.server.url}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
  });
}

async function expectAllowed(what: string, response: Response, origin: string): Promise<void> {
  await response.arrayBuffer();
  expect(response.headers.get('access-control-allow-origin'), what).toBe(origin);
  expect(response.headers.get('access-control-allow-credentials'), what).toBeNull();
  expect(response.headers.get('vary') ?? '', what).toMatch(/\bOrigin\b/i);
}

async function expectRefused(what: string, response: Response): Promise<void> {
  await response.arrayBuffer();
  expect(response.headers.get('access-control-allow-origin'), what).toBeNull();
  expect(response.headers.get('access-control-allow-credentials'), what).toBeNull();
}

describe.each(databases)('CORS on $name', (database) => {
  const t = useTestServer(database, { env: { CORS_ALLOWED_ORIGINS: `${PARTNER}, http://localhost:5173` } });

  it('names a listed origin back, and the server’s own, without credentials', async () => {
    for (const origin of [PARTNER, 'http://localhost:5173', new URL(t.server.url).origin]) {
      for (const [what, answer] of calls(t, origin)) await expectAllowed(`${what} from ${origin}`, await answer, origin);
    }
  });

  it('gives any other origin no CORS header at all', async () => {
    for (const origin of [STRANGER, 'null', 'https://app.example.com.evil.example', 'http://app.example.com', 'https://app.example.com:8443']) {
      for (const [what, answer] of calls(t, origin)) await expectRefused(`${what} from ${origin}`, await answer);
    }
  });

  it('answers a preflight from a listed origin with what the app sends, and refuses any other', async () => {
    for (const path of ['/graphql', '/v1/account/login', '/v1/session/status']) {
      const allowed = await preflight(t, path, PARTNER);
      expect(allowed.status, path).toBe(204);
      await expectAllowed(path, allowed, PARTNER);
      expect(allowed.headers.get('access-control-allow-methods'), path).toContain('POST');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase(), path).toContain('authorization');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase(), path).toContain('content-type');

      const refused = await preflight(t, path, STRANGER);
      expect(refused.status, path).toBe(403);
      await expectRefused(path, refused);
      expect(refused.headers.get('access-control-allow-methods'), path).toBeNull();
    }
  });

  it('sends nothing of CORS to a request without Origin', async () => {
    const response = await fetch(`${t.server.url}/v1/session/status`, { headers: { Authorization: `Bearer ${'ab'.repeat(32)}` } });
    await expectRefused('no Origin', response);
  });
});

describe.each(databases)('CORS in production on $name', (database) => {
  const t = useTestServer(database, { env: PRODUCTION });

  it('allows the public origin alone when no other is listed', async () => {
    for (const [what, answer] of calls(t, PRODUCTION.PUBLIC_URL)) await expectAllowed(what, await answer, PRODUCTION.PUBLIC_URL);
    for (const [what, answer] of calls(t, STRANGER)) await expectRefused(what, await answer);
    await expectRefused('preflight', await preflight(t, '/graphql', STRANGER));
    await expectAllowed('preflight', await preflight(t, '/graphql', PRODUCTION.PUBLIC_URL), PRODUCTION.PUBLIC_URL);
  });
});

describe('CORS_ALLOWED_ORIGINS', () => {
  it('reads exact origins, a trailing slash dropped', () => {
    expect(testConfig({}).corsAllowedOrigins).toEqual([]);
    expect(testConfig({ CORS_ALLOWED_ORIGINS: 'https://a.example/, http://localhost:5173 ,https://b.example:8443' }).corsAllowedOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
      'https://b.example:8443',
    ]);
  });

  it.each([
    ['*', {}],
    ['https://*.example.com', {}],
    ['https://a.example/path', {}],
    ['https://a.example?x=1', {}],
    ['https://user@a.example', {}],
    ['https://A.example', {}],
    ['https://a.example:443', {}],
    ['ftp://a.example', {}],
    ['a.example', {}],
    ['http://a.example', PRODUCTION],
  ])('stops the start for %j, naming the setting', (value, env) => {
    expect(() => testConfig({ ...env, CORS_ALLOWED_ORIGINS: value })).toThrow(/^CORS_ALLOWED_ORIGINS /);
  });
});
