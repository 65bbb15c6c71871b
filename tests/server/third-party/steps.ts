// A browser's part of third-party sign-in against the local identity
// providers, over HTTP: the authorization request, the provider's sign-in
// page (a test user picked by address, or cancelled), and the answer, read
// from the redirect (query) or from the form the provider posts back.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ThirdPartyProvider } from '../../../server/config/third-party';
import type { TestServer } from '../harness';

/** Cookies of one host, as a browser keeps them between redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function newNonce(): string {
  return randomBytes(18).toString('base64url');
}

export interface ProviderAnswer {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
  /** Where the answer went: the callback URL with the answer in its query. */
  readonly callback: URL;
}

function hidden(html: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Signs in at a local provider as `email` (or cancels), starting from the
 * server's client configuration as the app does, and returns the answer as
 * the app's callback page receives it. A form-posted answer is posted to the
 * server's callback, which turns it into the query.
 */
export async function providerAnswer(
  t: TestServer,
  provider: ThirdPartyProvider,
  options: { email: string; nonce: string; state?: string; cancel?: boolean },
): Promise<ProviderAnswer> {
  const origin = t.server.url;
  const config = t.server.services.thirdParty.clientConfig(provider, origin);
  expect(config.enabled).toBe(true);
  const jar = new CookieJar();
  const start = new URL(config.authorizationEndpoint);
  start.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: 'openid email',
    state: options.state ?? `${origin}/?service=sync`,
    nonce: options.nonce,
    ...(config.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  }).toString();
  let response = await fetch(start, { redirect: 'manual' });
  jar.take(response);
  expect(response.status).toBe(303);
  const interaction = new URL(response.headers.get('location')!, start);
  const page = await fetch(interaction, { headers: { Cookie: jar.header() } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Test user');
  const action = options.cancel ? 'abort' : 'login';
  response = await fetch(new URL(`${interaction.pathname}/${action}`, interaction), {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: options.email }).toString(),
  });
  jar.take(response);
  expect(response.status).toBe(303);
  response = await fetch(new URL(response.headers.get('location')!, interaction), { redirect: 'manual', headers: { Cookie: jar.header() } });
  jar.take(response);
  let callback: URL;
  if (config.responseMode === 'form_post') {
    expect(response.status).toBe(200);
    const html = await response.text();
    const fields = new URLSearchParams();
    for (const name of ['code', 'state', 'error', 'error_description']) {
      const value = hidden(html, name);
      if (value !== undefined) fields.set(name, value);
    }
    const posted = await fetch(config.redirectUri, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(posted.status).toBe(303);
    callback = new URL(posted.headers.get('location')!, origin);
  } else {
    expect(response.status).toBe(303);
    callback = new URL(response.headers.get('location')!);
  }
  expect(callback.pathname).toBe('/post_verify/third_party_auth/callback');
  const code = callback.searchParams.get('code') ?? undefined;
  const state = callback.searchParams.get('state') ?? undefined;
  const error = callback.searchParams.get('error') ?? undefined;
  return { callback, ...(code ? { code } : {}), ...(state ? { state } : {}), ...(error ? { error } : {}) };
}

/** A code of the provider for `email`, with the nonce it was asked with. */
export async function providerCode(t: TestServer, provider: ThirdPartyProvider, email: string): Promise<{ code: string; nonce: string }> {
  const nonce = newNonce();
  const answer = await providerAnswer(t, provider, { email, nonce });
  expect(answer.code).toBeTypeOf('string');
  return { code: answer.code!, nonce };
}
