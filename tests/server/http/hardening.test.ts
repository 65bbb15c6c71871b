// Response headers, request ids, error bodies without internals, the client
// configuration in index.html, and logs free of secrets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databases, uniqueEmail, useTestServer } from '../harness';
import { signUp, signUpVerified } from '../api/flows';

const staticDir = mkdtempSync(path.join(tmpdir(), 'orbit-static-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orbit accounts</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

describe.each(databases)('HTTP hardening on $name', (database) => {
  const t = useTestServer(database, { env: { STATIC_DIR: staticDir } });

  it('sends the security headers and a strict content security policy', async () => {
    for (const target of ['/', '/settings', '/__heartbeat__', '/v1/session/status']) {
      const response = await fetch(`${t.server.url}${target}`);
      expect(response.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), target).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, target).toContain("script-src 'self'");
      expect(csp, target).toContain("style-src 'self'");
      expect(csp, target).toContain("frame-ancestors 'none'");
      expect(csp, target).not.toContain('unsafe-inline');
      expect(response.headers.get('strict-transport-security'), target).toBeNull();
    }
  });

  it('keeps browser features off but for the camera and passkeys, and shares no window with other sites, on pages and APIs', async () => {
    const answers: Array<[string, Promise<Response>]> = [
      ['/', fetch(`${t.server.url}/`)],
      ['/settings/avatar', fetch(`${t.server.url}/settings/avatar`)],
      ['/v1/session/status', fetch(`${t.server.url}/v1/session/status`)],
      ['/v1/no/such/route', fetch(`${t.server.url}/v1/no/such/route`, { method: 'POST' })],
      ['/graphql', fetch(`${t.server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })],
      ['/__heartbeat__', fetch(`${t.server.url}/__heartbeat__`)],
    ];
    for (const [target, answer] of answers) {
      const response = await answer;
      await response.arrayBuffer();
      expect(response.headers.get('cross-origin-opener-policy'), target).toBe('same-origin');
      const policy = new Map(
        (response.headers.get('permissions-policy') ?? '').split(',').map((entry) => {
          const [feature = '', allowlist = ''] = entry.trim().split('=');
          return [feature, allowlist] as const;
        }),
      );
      for (const feature of ['geolocation', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'fullscreen', 'autoplay', 'sync-xhr', 'browsing-topics']) {
        expect(policy.get(feature), `${target} ${feature}`).toBe('()');
      }
      // The avatar page takes a picture with the camera; passkeys need WebAuthn. This origin only.
      for (const feature of ['camera', 'publickey-credentials-get', 'publickey-credentials-create']) {
        expect(policy.get(feature), `${target} ${feature}`).toBe('(self)');
      }
      expect([...policy.values()].every((allowlist) => allowlist === '()' || allowlist === '(self)'), target).toBe(true);
    }
  });

  it('does not send HSTS for a forwarded protocol unless the proxy is trusted', async () => {
    const response = await fetch(`${t.server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps a sane X-Request-Id and makes one otherwise', async () => {
    const kept = await fetch(`${t.server.url}/__heartbeat__`, { headers: { 'X-Request-Id': 'abc-123.x' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123.x');
    const made = await fetch(`${t.server.url}/__heartbeat__`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await fetch(`${t.server.url}/__heartbeat__`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.logs.lines.some((line) => line.includes('"requestId":"abc-123.x"'))).toBe(true);
  });

  it('injects the client configuration into index.html when serving it', async () => {
    for (const target of ['/', '/signin', '/settings/avatar']) {
      const response = await fetch(`${t.server.url}${target}`);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      const match = /<meta name="orbit-config" content="([^"]+)">/.exec(html);
      expect(match, target).not.toBeNull();
      const config = JSON.parse(decodeURIComponent(match![1]!)) as Record<string, unknown>;
      expect(config).toMatchObject({
        env: 'test',
        l10n: { baseUrl: `${t.server.url}/settings/locales` },
        mfa: { otp: { expiresInMinutes: 5 } },
        servers: {
          gql: { url: t.server.url },
          auth: { url: t.server.url },
          oauth: { url: t.server.url },
          profile: { url: t.server.url },
        },
        recoveryCodes: { count: 8, length: 10 },
        featureFlags: { keyStretchV2: true, showLocaleToggle: true },
      });
      expect(html.indexOf('orbit-config')).toBeLessThan(html.indexOf('</head>'));
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">/.exec(html)?.[1];
      expect(nonce, target).toBeDefined();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  it('answers unknown API paths with a 404 error body', async () => {
    const response = await fetch(`${t.server.url}/v1/no/such/thing`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, errno: 116, error: 'Not Found' });
  });

  it('never logs passwords, authPW, tokens or codes', async () => {
    const email = uniqueEmail('logs');
    const account = await signUp(t, { email });
    const code = await t.latestCode(email);
    await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code } });
    const login = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email, authPW: account.credentials.authPWVersion2 },
      params: { query: { keys: true } },
    });
    const loginCode = await t.latestCode(email);
    await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code: loginCode } });
    await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code: '12345' } });
    const logs = t.logs.lines.join('\n');
    expect(logs).toContain('/v1/session/verify_code');
    const secrets = [
      account.password,
      account.credentials.authPW,
      account.credentials.authPWVersion2,
      account.credentials.wrapKb,
      account.credentials.wrapKbVersion2,
      account.credentials.kB,
      account.sessionToken,
      login.data!.sessionToken,
      login.data!.keyFetchToken!,
      code,
      loginCode,
    ];
    for (const secret of secrets) expect(logs.includes(secret), `a secret of length ${secret.length}`).toBe(false);
  });
});

describe.each(databases)('HTTP behind a trusted proxy on $name', (database) => {
  const t = useTestServer(database, { env: { TRUSTED_PROXIES: '127.0.0.1', STATIC_DIR: staticDir } });

  it('sends HSTS when the proxy says the request came over TLS', async () => {
    const tls = await fetch(`${t.server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const plain = await fetch(`${t.server.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe.each(databases)('unexpected failures on $name', (database) => {
  const t = useTestServer(database);

  it('answer 500 with errno 999 and no internals', async () => {
    const account = await signUpVerified(t);
    await t.db.exec('DROP TABLE security_events CASCADE');
    const { response, error } = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    expect(response.status).toBe(500);
    expect(error).toEqual({ code: 500, errno: 999, error: 'Internal Server Error', message: 'Unexpected error.' });
    const graphql = await fetch(`${t.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.sessionToken}` },
      body: JSON.stringify({ query: '{ account { securityEvents { name } } }' }),
    });
    const body = await graphql.text();
    expect(body).toContain('"errno":999');
    expect(body).not.toMatch(/security_events|relation|SELECT|at .*\.ts/);
    expect(t.logs.lines.some((line) => line.includes('"level":"error"'))).toBe(true);
  });
});
