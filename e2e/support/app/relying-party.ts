// The example relying party of the development server (server/oauth/client-config.ts),
// as journeys meet it: its request, its pages served locally so the browser
// never leaves the machine, and the code it gets back, exchanged as the
// service would.
import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The example relying party the development server registers (server/oauth/client-config.ts): public, untrusted. */
export const SERVICE = { clientId: '0123456789abcdef', name: 'Orbit Notes', redirectUri: 'https://notes.example.com/oauth/callback' };

/** The PKCE verifier the relying party keeps, and the challenge it sends (RFC 7636, S256). */
export const VERIFIER = 'e2e-relying-party-verifier-0123456789-abcdefghij';
export const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

/** A relying party's request: its 16-hex-digit client id, a scope, its state and its PKCE challenge. */
export const OAUTH_QUERY = {
  client_id: SERVICE.clientId,
  scope: 'profile',
  state: 'e2e-relying-party-state',
  code_challenge: CHALLENGE,
  code_challenge_method: 'S256',
};

/** The service's own pages answer locally: the browser never leaves the machine. */
export async function serveTheService(page: Page): Promise<void> {
  await page.route(`${new URL(SERVICE.redirectUri).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Orbit Notes</title><main><h1>Orbit Notes</h1></main></html>' }),
  );
}

/** The browser is back at the service with `expected` in the query; the URL is returned. */
export async function backAtService(page: Page, expected: Record<string, string | RegExp>): Promise<URL> {
  await page.waitForURL((url) => url.href.startsWith(SERVICE.redirectUri));
  const url = new URL(page.url());
  for (const [name, value] of Object.entries(expected)) {
    if (typeof value === 'string') expect(url.searchParams.get(name), name).toBe(value);
    else expect(url.searchParams.get(name) ?? '', name).toMatch(value);
  }
  return url;
}

/** Back at the service with a code, state and issuer; the code buys an access token once, with the verifier. */
export async function expectSignedInAtService(page: Page, baseURL: string): Promise<void> {
  const url = await backAtService(page, { state: OAUTH_QUERY.state, iss: new URL(baseURL).origin, code: /^[0-9a-f]{64}$/ });
  const exchange = () =>
    page.request.post(`${baseURL}/v1/oauth/token`, {
      form: { grant_type: 'authorization_code', client_id: SERVICE.clientId, code: url.searchParams.get('code')!, code_verifier: VERIFIER },
    });
  const first = await exchange();
  expect(first.status(), await first.text()).toBe(200);
  expect(await first.json()).toMatchObject({ token_type: 'bearer', scope: 'profile:uid profile:email profile:display_name' });
  expect((await exchange()).status()).toBe(400);
}

/** The /authorization page with a request. */
export function authorization(query: Record<string, string> = OAUTH_QUERY): string {
  return `/authorization?${new URLSearchParams(query).toString()}`;
}
