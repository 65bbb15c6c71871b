// Relying parties of the OAuth suites, and the steps they share: registering
// them, minting a code as the /authorization page does, and a strict
// relying party (openid-client) pointed at the server under test.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { expect } from 'vitest';
import { sha256Hex } from '../../../server/crypto/tokens';
import type { TestAccount } from '../api/flows';
import type { TestServer } from '../harness';

export interface TestClient {
  readonly id: string;
  readonly name: string;
  readonly redirectUris: string[];
  readonly trusted: boolean;
  /** The secret of a confidential client; undefined for a public one. */
  readonly secret?: string;
}

/** A public, untrusted single-page app: PKCE, rotating refresh tokens. */
export const PUBLIC_CLIENT: TestClient = {
  id: 'a1b2c3d4e5f60718',
  name: 'Pinboard',
  redirectUris: ['http://127.0.0.1:8111/callback', 'https://pinboard.example.com/oauth/callback'],
  trusted: false,
};

/** A confidential, trusted server-side app: client secret, refresh tokens that do not rotate. */
export const CONFIDENTIAL_CLIENT: TestClient = {
  id: 'c0ffee00c0ffee00',
  name: 'Ledger',
  redirectUris: ['https://ledger.example.com/callback'],
  trusted: true,
  secret: 'f'.repeat(16) + '0123456789abcdef'.repeat(3),
};

/** OAUTH_CLIENTS for a test server registering `clients`. */
export function clientsEnv(clients: readonly TestClient[]): string {
  return JSON.stringify(
    clients.map((client) => ({
      id: client.id,
      name: client.name,
      redirectUris: client.redirectUris,
      trusted: client.trusted,
      ...(client.secret ? { secretHash: sha256Hex(client.secret) } : {}),
    })),
  );
}

/** POST /v1/oauth/authorization with the account's session, as the /authorization page sends it. */
export async function authorize(t: TestServer, account: TestAccount, body: Record<string, unknown>) {
  const response = await fetch(`${t.server.url}/v1/oauth/authorization`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.sessionToken}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A strict relying party for `client`, from the server's discovery document. */
export async function relyingParty(t: TestServer, client: TestClient, auth?: oidc.ClientAuth): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(t.server.url),
    client.id,
    client.secret,
    auth ?? (client.secret ? oidc.ClientSecretPost(client.secret) : oidc.None()),
    { execute: [oidc.allowInsecureRequests] },
  );
}

export interface SignedIn {
  readonly tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  readonly redirect: URL;
  readonly code: string;
}

/**
 * The whole code flow as a relying party runs it: build the authorization
 * request, have the signed-in account approve it, exchange the code with
 * state, nonce, PKCE and iss checked by openid-client.
 */
export async function signInWith(
  t: TestServer,
  rp: oidc.Configuration,
  client: TestClient,
  account: TestAccount,
  options: { scope?: string; offline?: boolean; pkce?: boolean; extra?: Record<string, unknown> } = {},
): Promise<SignedIn> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const pkce = options.pkce ?? true;
  const scope = options.scope ?? 'openid profile';
  const openid = scope.split(' ').includes('openid');
  const request = {
    client_id: client.id,
    redirect_uri: client.redirectUris[0]!,
    scope,
    state,
    ...(openid ? { nonce } : {}),
    ...(pkce ? { code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' } : {}),
    ...(options.offline ? { access_type: 'offline' } : {}),
    ...options.extra,
  };
  // The request the relying party would send the browser to, so discovery's endpoint is the one used.
  const url = oidc.buildAuthorizationUrl(rp, request as Record<string, string>);
  expect(url.pathname).toBe('/authorization');
  const approved = await authorize(t, account, request);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const redirect = new URL(approved.body.redirect as string);
  const tokens = await oidc.authorizationCodeGrant(rp, redirect, {
    ...(pkce ? { pkceCodeVerifier: verifier } : {}),
    expectedState: state,
    ...(openid ? { expectedNonce: nonce } : {}),
    idTokenExpected: openid,
  });
  return { tokens, redirect, code: redirect.searchParams.get('code')! };
}

/** POSTs a form to a token-endpoint-like path; returns status, headers and JSON body. */
export async function postForm(t: TestServer, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** HTTP Basic credentials of a client (RFC 6749 §2.3.1). */
export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

/**
 * A relying party's back-channel logout or security event endpoint: records
 * each post (its logout_token field, or the body itself) and answers with the
 * next status queued (200 once none is).
 */
export class LogoutReceiver {
  readonly received: Array<{ contentType: string; token: string; body: string }> = [];
  readonly statuses: number[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.received.push({ contentType: request.headers['content-type'] ?? '', token: new URLSearchParams(body).get('logout_token') ?? '', body });
        response.writeHead(this.statuses.shift() ?? 200, { 'Cache-Control': 'no-store' });
        response.end();
      });
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/backchannel-logout`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}
