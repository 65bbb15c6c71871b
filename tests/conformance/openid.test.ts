// An offline conformance run of the provider: one test per module of the
// OpenID Foundation's Basic OP and Config OP certification plans, named by
// the module's id and checking what the module checks, with openid-client as
// the relying party over HTTPS and Chromium as the person where a module
// needs one. The modules run in order against one provider and one person,
// as the suite runs a plan; the run ends with the suite's table of results.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { UpdateDisplayNameDocument } from '../../generated/graphql';
import { PASSWORD, createAccount } from '../../e2e/support/app/accounts';
import type { TestAccount } from '../../e2e/support/app/accounts';
import { messagesTo } from '../../e2e/support/app/outbox';
import { resultTable, runModule } from './modules';
import type { ModuleContext, ModuleOutcome } from './modules';
import { CALLBACK_ORIGIN, refusedOnPage, serveCallback, signOutAt, visit } from './person';
import type { Person, Visit } from './person';
import { fetchTrusting, startProvider } from './provider';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../scripts/lib/chromium.mjs';
import type { ConformanceClient, RunningProvider } from './provider';

const BASIC = 'oidcc-basic-certification-test-plan';
const CONFIG = 'oidcc-config-certification-test-plan';
const LOGOUT = 'oidcc-rp-initiated-logout-certification-test-plan';

/** Beside the journeys' server and the restart journey's, clear of both. */
const BACKEND_PORT = Number(process.env.E2E_PORT ?? 23030) + 71;
const TLS_PORT = BACKEND_PORT + 1;

/** The relying service under test, registered as another organisation's service is: confidential, untrusted. */
const CLIENT: ConformanceClient = {
  id: 'c0f0c0f0c0f00001',
  name: 'Conformance relying party',
  // A confidential client's secret is 64 hex digits (the contract's OAuthClientSecret).
  secret: randomBytes(32).toString('hex'),
  redirectUri: `${CALLBACK_ORIGIN}/callback`,
  postLogoutRedirectUris: [`${CALLBACK_ORIGIN}/logged-out`, `${CALLBACK_ORIGIN}/logged-out?foo=bar`],
};
const LOGGED_OUT = `${CALLBACK_ORIGIN}/logged-out`;
/** The person's display name: the profile scope's name claim. */
const DISPLAY_NAME = 'Ada Lovelace';
/** A second service, for the client_secret_post variant and for tokens presented by the wrong client. */
const SECOND: ConformanceClient = { id: 'c0f0c0f0c0f00002', name: 'Second conformance relying party', secret: randomBytes(32).toString('hex'), redirectUri: `${CALLBACK_ORIGIN}/second` };

let provider: RunningProvider;
let account: TestAccount;
let person: Person;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let basic: oidc.Configuration;
let post: oidc.Configuration;
const outcomes: ModuleOutcome[] = [];

/** What one module's flow gives the relying party. */
interface Flow {
  readonly visit: Visit;
  readonly tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  readonly claims: oidc.IDToken | undefined;
}

function configure(client: ConformanceClient, method: 'basic' | 'post'): Promise<oidc.Configuration> {
  const authentication = method === 'basic' ? oidc.ClientSecretBasic(client.secret) : oidc.ClientSecretPost(client.secret);
  return oidc.discovery(new URL(provider.issuer), client.id, { redirect_uris: [client.redirectUri] }, authentication, {
    [oidc.customFetch]: fetchTrusting(provider.ca),
  });
}

/**
 * Runs the code flow as the relying party does: an authorization URL with
 * state (and a nonce unless `nonce` is false), the person in the browser,
 * then the code exchanged and the id token validated by the library.
 */
async function codeFlow(
  config: oidc.Configuration,
  parameters: Record<string, string> = {},
  options: { nonce?: boolean; pkce?: boolean; passive?: boolean; maxAge?: number; on?: Page } = {},
): Promise<Flow> {
  const state = oidc.randomState();
  const nonce = options.nonce === false ? undefined : oidc.randomNonce();
  const verifier = options.pkce ? oidc.randomPKCECodeVerifier() : undefined;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: config === post ? SECOND.redirectUri : CLIENT.redirectUri,
    scope: 'openid',
    response_type: 'code',
    state,
    ...(nonce ? { nonce } : {}),
    ...(verifier ? { code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' } : {}),
    ...parameters,
  });
  const visited = await visit(options.on ?? page, url, person, { passive: options.passive });
  const tokens = await oidc.authorizationCodeGrant(config, visited.url, {
    expectedState: state,
    ...(nonce ? { expectedNonce: nonce } : {}),
    ...(verifier ? { pkceCodeVerifier: verifier } : {}),
    ...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
    idTokenExpected: (parameters.scope ?? 'openid').split(' ').includes('openid'),
  });
  return { visit: visited, tokens, claims: tokens.claims() };
}

/** The error a relying party's library was given by the provider (RFC 6749 §5.2 or §4.1.2.1). */
function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return error.error;
  return undefined;
}

/** Whether an access token is still accepted at the userinfo endpoint. */
async function userinfoAccepts(config: oidc.Configuration, accessToken: string, subject: string): Promise<boolean> {
  try {
    await oidc.fetchUserInfo(config, accessToken, subject);
    return true;
  } catch {
    return false;
  }
}

/** A userinfo request made by hand, as the suite makes its POST variants. */
async function userinfoRequest(init: { method: string; headers?: Record<string, string>; body?: string }): Promise<Response> {
  const endpoint = basic.serverMetadata().userinfo_endpoint!;
  return fetchTrusting(provider.ca)(endpoint, init);
}

/** The id token's auth_time, which every module that signs in needs. */
function authTime(flow: Flow, m: ModuleContext): number {
  const value = flow.claims?.auth_time;
  m.check(typeof value === 'number', 'the id token has no auth_time');
  return value;
}

/** Waits until the clock's second has turned since `authTimeSeconds`, so that a new sign-in has a later auth_time. */
async function nextSecond(authTimeSeconds: number): Promise<void> {
  const wait = (authTimeSeconds + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
}

/** Declares a module: a test named by its id, whose outcome goes to the table. */
function module(plan: string, id: string, body: (context: ModuleContext) => Promise<void>): void {
  it(id, async (test) => {
    const outcome = await runModule(plan, id, body);
    outcomes.push(outcome);
    if (outcome.result === 'SKIPPED') test.skip(outcome.reason);
    expect(outcome.result === 'PASSED' ? '' : `${outcome.result}: ${outcome.reason}`, `${id}: PASSED or deliberately SKIPPED`).toBe('');
  });
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  provider = await startProvider({ backendPort: BACKEND_PORT, tlsPort: TLS_PORT, clients: [CLIENT, SECOND] });
  account = await createAccount(provider.backend, 'conformance');
  // A name for the profile scope's claims, set as the settings page sets it (the app's registered document).
  const meta = (UpdateDisplayNameDocument as { __meta__?: { documentId?: string; operationName?: string } }).__meta__;
  const named = await fetch(`${provider.backend}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${account.sessionToken}` },
    body: JSON.stringify({ documentId: meta?.documentId, operationName: meta?.operationName, variables: { input: { displayName: DISPLAY_NAME } } }),
  });
  expect(((await named.json()) as { data?: { updateDisplayName?: { displayName?: string } } }).data?.updateDisplayName?.displayName).toBe(DISPLAY_NAME);
  person = {
    email: account.email,
    password: PASSWORD,
    async latestCode() {
      const [newest] = await messagesTo(provider.backend, account.email);
      if (!newest?.code) throw new Error('no code was mailed');
      return newest.code;
    },
  };
  context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US' });
  await serveCallback(context);
  page = await context.newPage();
  basic = await configure(CLIENT, 'basic');
  post = await configure(SECOND, 'post');
});

afterAll(async () => {
  console.log(`\nOpenID conformance (offline run of the Basic OP, Config OP and RP-initiated logout plans):\n${resultTable(outcomes)}\n`);
  await context?.close();
  await browser?.close();
  await provider?.close();
});

// ── Basic OP ──

/** The first flow's id token, kept for id_token_hint and for auth_time comparisons. */
let firstIdToken = '';
let lastAuthTime = 0;

module(BASIC, 'oidcc-server', async (m: ModuleContext) => {
  const flow = await codeFlow(basic);
  m.check(flow.visit.screens.includes('password'), 'the person was not asked to sign in');
  const claims = flow.claims;
  m.check(claims, 'no id token');
  m.check(claims.sub === account.uid, `sub is ${claims.sub}, not the account's uid`);
  m.check(claims.iss === provider.issuer, `iss is ${claims.iss}`);
  m.check(claims.aud === CLIENT.id || (Array.isArray(claims.aud) && claims.aud.includes(CLIENT.id)), 'aud does not name the client');
  m.check(flow.tokens.token_type.toLowerCase() === 'bearer', `token_type is ${flow.tokens.token_type}`);
  m.check(typeof flow.tokens.expires_in === 'number' && flow.tokens.expires_in > 0, 'no expires_in');
  firstIdToken = flow.tokens.id_token!;
  lastAuthTime = authTime(flow, m);
});

module(BASIC, 'oidcc-response-type-missing', async (m: ModuleContext) => {
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(basic, { redirect_uri: CLIENT.redirectUri, scope: 'openid', state });
  url.searchParams.delete('response_type');
  const { url: back } = await visit(page, url, person, { passive: true });
  m.check(!back.searchParams.has('code'), 'a code was issued without response_type');
  const error = back.searchParams.get('error');
  m.check(error === 'invalid_request' || error === 'unsupported_response_type', `the error is ${error}, not invalid_request or unsupported_response_type`);
  m.check(back.searchParams.get('state') === state, 'the error does not carry the state back');
});

module(BASIC, 'oidcc-userinfo-get', async (m: ModuleContext) => {
  const flow = await codeFlow(basic);
  const info = await oidc.fetchUserInfo(basic, flow.tokens.access_token, flow.claims!.sub);
  m.check(info.sub === account.uid, 'userinfo names another subject');
});

module(BASIC, 'oidcc-userinfo-post-header', async (m: ModuleContext) => {
  const flow = await codeFlow(basic);
  const response = await userinfoRequest({ method: 'POST', headers: { Authorization: `Bearer ${flow.tokens.access_token}` } });
  m.check(response.status === 200, `POST with the token in the header answered ${response.status}`);
  const info = (await response.json()) as { sub?: string };
  m.check(info.sub === account.uid, 'userinfo names another subject');
});

module(BASIC, 'oidcc-userinfo-post-body', async (m: ModuleContext) => {
  const flow = await codeFlow(basic);
  const response = await userinfoRequest({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_token: flow.tokens.access_token }).toString(),
  });
  m.check(response.status === 200, `POST with the token in the body answered ${response.status}`);
  const info = (await response.json()) as { sub?: string };
  m.check(info.sub === account.uid, 'userinfo names another subject');
});

module(BASIC, 'oidcc-ensure-request-without-nonce-succeeds-for-code-flow', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, {}, { nonce: false });
  m.check(flow.claims && flow.claims.nonce === undefined, 'the id token carries a nonce nobody sent');
});

module(BASIC, 'oidcc-scope-profile', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { scope: 'openid profile' });
  const info = await oidc.fetchUserInfo(basic, flow.tokens.access_token, flow.claims!.sub);
  const profileClaims = ['name', 'family_name', 'given_name', 'middle_name', 'nickname', 'preferred_username', 'profile', 'picture', 'website', 'gender', 'birthdate', 'zoneinfo', 'locale', 'updated_at'];
  const given = profileClaims.filter((claim) => claim in info);
  m.check(given.length > 0, 'userinfo gives no claim of the profile scope');
  if (info.name !== DISPLAY_NAME) m.warn(`name is ${String(info.name)}, not the account's display name`);
});

module(BASIC, 'oidcc-scope-email', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { scope: 'openid email' });
  const info = await oidc.fetchUserInfo(basic, flow.tokens.access_token, flow.claims!.sub);
  m.check(info.email === account.email, `userinfo's email is ${String(info.email)}`);
  m.check(info.email_verified === true, 'email_verified is not true for a confirmed address');
});

module(BASIC, 'oidcc-scope-address', async (m: ModuleContext) => {
  m.check(!basic.serverMetadata().scopes_supported?.includes('address'), 'address is listed as supported but not tested');
  m.skip('the address scope is not offered (not in scopes_supported): an account holds no postal address');
});

module(BASIC, 'oidcc-scope-phone', async (m: ModuleContext) => {
  m.check(!basic.serverMetadata().scopes_supported?.includes('phone'), 'phone is listed as supported but not tested');
  m.skip('the phone scope is not offered (not in scopes_supported): a recovery phone number is never given to relying services');
});

module(BASIC, 'oidcc-scope-all', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { scope: 'openid profile email address phone' });
  const info = await oidc.fetchUserInfo(basic, flow.tokens.access_token, flow.claims!.sub);
  m.check(info.email === account.email, 'no email among all scopes');
  m.check(!('phone_number' in info) && !('address' in info), 'claims of scopes the provider does not offer');
});

module(BASIC, 'oidcc-ensure-other-scope-order-succeeds', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { scope: 'email openid' });
  const info = await oidc.fetchUserInfo(basic, flow.tokens.access_token, flow.claims!.sub);
  m.check(info.email === account.email, 'no email when openid is not the first scope');
});

module(BASIC, 'oidcc-display-page', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { display: 'page' });
  m.check(flow.claims, 'no id token');
});

module(BASIC, 'oidcc-display-popup', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { display: 'popup' });
  m.check(flow.claims, 'no id token');
});

module(BASIC, 'oidcc-prompt-login', async (m: ModuleContext) => {
  await nextSecond(lastAuthTime);
  const flow = await codeFlow(basic, { prompt: 'login' });
  m.check(flow.visit.screens.includes('password'), 'prompt=login did not show a sign-in screen to a signed-in person');
  const time = authTime(flow, m);
  m.check(time > lastAuthTime, `auth_time ${time} is not later than the earlier sign-in's ${lastAuthTime}`);
  lastAuthTime = time;
});

module(BASIC, 'oidcc-prompt-none-not-logged-in', async (m: ModuleContext) => {
  const fresh = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    await serveCallback(fresh);
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(basic, { redirect_uri: CLIENT.redirectUri, scope: 'openid', response_type: 'code', state, prompt: 'none' });
    const { url: back } = await visit(await fresh.newPage(), url, person, { passive: true });
    m.check(!back.searchParams.has('code'), 'a code was issued to nobody');
    const error = back.searchParams.get('error');
    m.check(error === 'login_required' || error === 'interaction_required', `the error is ${error}, not login_required`);
    m.check(back.searchParams.get('state') === state, 'the error does not carry the state back');
  } finally {
    await fresh.close();
  }
});

module(BASIC, 'oidcc-prompt-none-logged-in', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { prompt: 'none' }, { passive: true });
  m.check(flow.claims?.sub === account.uid, 'prompt=none gave a code for another subject');
});

module(BASIC, 'oidcc-max-age-1', async (m: ModuleContext) => {
  await nextSecond(lastAuthTime + 1);
  const flow = await codeFlow(basic, { max_age: '1' }, { maxAge: 1 });
  m.check(flow.visit.screens.includes('password'), 'max_age=1 did not ask a person who signed in earlier to sign in again');
  const time = authTime(flow, m);
  m.check(time > lastAuthTime, `auth_time ${time} is not later than the earlier sign-in's ${lastAuthTime}`);
  lastAuthTime = time;
});

module(BASIC, 'oidcc-max-age-10000', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { max_age: '10000' }, { maxAge: 10_000 });
  m.check(!flow.visit.screens.includes('password'), 'max_age=10000 asked a person who signed in moments ago to sign in again');
  m.check(authTime(flow, m) === lastAuthTime, 'auth_time is not the time of the last sign-in');
});

module(BASIC, 'oidcc-ensure-request-with-unknown-parameter-succeeds', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { extra: 'foobar' });
  m.check(flow.claims, 'no id token');
});

module(BASIC, 'oidcc-id-token-hint', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { prompt: 'none', id_token_hint: firstIdToken }, { passive: true });
  m.check(flow.claims?.sub === account.uid, 'the hint’s subject was not the one signed in');
});

module(BASIC, 'oidcc-login-hint', async (m: ModuleContext) => {
  const fresh = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    await serveCallback(fresh);
    const flow = await codeFlow(basic, { login_hint: account.email }, { on: await fresh.newPage() });
    m.check(flow.claims?.sub === account.uid, 'no id token for the hinted account');
    if (flow.visit.screens.includes('email') && flow.visit.prefilledEmail !== account.email) m.warn('the address was not filled in from login_hint');
  } finally {
    await fresh.close();
  }
});

module(BASIC, 'oidcc-ui-locales', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { ui_locales: 'se' });
  m.check(flow.claims, 'no id token');
});

module(BASIC, 'oidcc-claims-locales', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { claims_locales: 'se' });
  m.check(flow.claims, 'no id token');
});

module(BASIC, 'oidcc-ensure-request-with-acr-values-succeeds', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { acr_values: '1 2' });
  m.check(flow.claims, 'no id token');
});

/** Exchanges a code, then presents it again: the second exchange is refused and the first one's access token dies with it. */
async function codeReuse(m: ModuleContext, first: { url: URL; state: string; accessToken: string }): Promise<void> {
  let error: unknown;
  try {
    await oidc.authorizationCodeGrant(basic, first.url, { expectedState: first.state, idTokenExpected: true });
  } catch (caught) {
    error = caught;
  }
  m.check(error, 'the code bought tokens a second time');
  m.check(errorCodeOf(error) === 'invalid_grant', `the second exchange's error is ${errorCodeOf(error) ?? String(error)}, not invalid_grant`);
  m.check(!(await userinfoAccepts(basic, first.accessToken, account.uid)), 'the access token of the first exchange still works after the code was presented again');
}

/** One exchange whose code is kept for presenting again. */
async function exchangedCode(): Promise<{ url: URL; state: string; accessToken: string }> {
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(basic, { redirect_uri: CLIENT.redirectUri, scope: 'openid', response_type: 'code', state });
  const back = await visit(page, url, person);
  const tokens = await oidc.authorizationCodeGrant(basic, back.url, { expectedState: state, idTokenExpected: true });
  return { url: back.url, state, accessToken: tokens.access_token };
}

module(BASIC, 'oidcc-codereuse', async (m: ModuleContext) => {
  await codeReuse(m, await exchangedCode());
});

module(BASIC, 'oidcc-ensure-registered-redirect-uri', async (m: ModuleContext) => {
  const url = oidc.buildAuthorizationUrl(basic, {
    redirect_uri: `${CALLBACK_ORIGIN}/not-registered`,
    scope: 'openid',
    response_type: 'code',
    state: oidc.randomState(),
  });
  const reason = await refusedOnPage(page, url);
  m.check(reason.trim() !== '', 'the error page gives no reason');
});

module(BASIC, 'oidcc-unsigned-request-object-supported-correctly-or-rejected-as-unsupported', async (m: ModuleContext) => {
  m.check(basic.serverMetadata().request_parameter_supported !== true, 'request objects are said to be supported');
  const state = oidc.randomState();
  const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ iss: CLIENT.id, aud: provider.issuer, client_id: CLIENT.id, response_type: 'code', scope: 'openid', state, redirect_uri: CLIENT.redirectUri }),
  ).toString('base64url');
  const url = oidc.buildAuthorizationUrl(basic, { redirect_uri: CLIENT.redirectUri, scope: 'openid', response_type: 'code', state, request: `${header}.${payload}.` });
  const { url: back } = await visit(page, url, person, { passive: true });
  m.check(!back.searchParams.has('code'), 'a request object the provider does not support was ignored, and a code issued');
  m.check(back.searchParams.get('error') === 'request_not_supported', `the error is ${back.searchParams.get('error')}, not request_not_supported`);
  m.check(back.searchParams.get('state') === state, 'the error does not carry the state back');
});

module(BASIC, 'oidcc-claims-essential', async (m: ModuleContext) => {
  m.check(basic.serverMetadata().claims_parameter_supported !== true, 'the claims parameter is said to be supported');
  m.skip('the claims request parameter is not offered (claims_parameter_supported is false): the claims given follow the scopes granted');
});

module(BASIC, 'oidcc-ensure-request-object-with-redirect-uri', async (m: ModuleContext) => {
  m.check(basic.serverMetadata().request_parameter_supported !== true, 'request objects are said to be supported');
  m.skip('request objects are not offered (request_parameter_supported is false) and are refused with request_not_supported');
});

module(BASIC, 'oidcc-refresh-token', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, { scope: 'openid offline_access', prompt: 'consent' });
  const refreshToken = flow.tokens.refresh_token;
  m.check(refreshToken, 'no refresh token for offline_access with prompt=consent');
  let wrongClient: unknown;
  try {
    await oidc.refreshTokenGrant(post, refreshToken);
  } catch (error) {
    wrongClient = error;
  }
  m.check(errorCodeOf(wrongClient) === 'invalid_grant', `another client's refresh was answered ${errorCodeOf(wrongClient) ?? 'with tokens'}, not invalid_grant`);
  const refreshed = await oidc.refreshTokenGrant(basic, refreshToken);
  m.check(await userinfoAccepts(basic, refreshed.access_token, account.uid), 'the refreshed access token is refused');
  const claims = refreshed.claims();
  if (claims) {
    m.check(claims.sub === flow.claims!.sub && claims.iss === flow.claims!.iss, 'the refreshed id token names another subject or issuer');
    m.check(claims.auth_time === flow.claims!.auth_time, 'the refreshed id token changed auth_time');
  }
});

module(BASIC, 'oidcc-ensure-request-with-valid-pkce-succeeds', async (m: ModuleContext) => {
  const flow = await codeFlow(basic, {}, { pkce: true });
  m.check(flow.claims, 'no id token');
});

module(BASIC, 'oidcc-server-client-secret-post', async (m: ModuleContext) => {
  const flow = await codeFlow(post);
  m.check(flow.claims?.aud === SECOND.id, 'the id token is not for the client that authenticated by client_secret_post');
});

module(BASIC, 'oidcc-codereuse-30seconds', async (m: ModuleContext) => {
  // As the suite does: the code is presented again 30 seconds after its first exchange.
  const first = await exchangedCode();
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  await codeReuse(m, first);
});

// ── Config OP ──

module(CONFIG, 'oidcc-discovery-endpoint-verification', async (m: ModuleContext) => {
  const response = await fetchTrusting(provider.ca)(`${provider.issuer}/.well-known/openid-configuration`, {});
  m.check(response.status === 200, `discovery answered ${response.status}`);
  m.check((response.headers.get('content-type') ?? '').startsWith('application/json'), 'discovery is not JSON');
  const document = (await response.json()) as Record<string, unknown>;
  m.check(document.issuer === provider.issuer, `issuer ${String(document.issuer)} is not the URL discovery was read from`);
  for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri']) {
    m.check(typeof document[endpoint] === 'string' && String(document[endpoint]).startsWith('https://'), `${endpoint} is not an https URL`);
  }
  const list = (name: string) => (Array.isArray(document[name]) ? (document[name] as unknown[]) : undefined);
  m.check(list('response_types_supported')?.includes('code'), 'response_types_supported lacks code');
  m.check(list('subject_types_supported')?.every((type) => type === 'public' || type === 'pairwise'), 'subject_types_supported is not public/pairwise');
  m.check(list('id_token_signing_alg_values_supported')?.includes('RS256'), 'RS256 is not among the id token algorithms');
  m.check(!list('id_token_signing_alg_values_supported')?.includes('none'), 'unsigned id tokens are offered');
  m.check(list('scopes_supported')?.includes('openid'), 'scopes_supported lacks openid');
  m.check(list('claims_supported')?.includes('sub'), 'claims_supported lacks sub');
  const grants = list('grant_types_supported');
  m.check(!grants || grants.includes('authorization_code'), 'grant_types_supported lacks authorization_code');
  const modes = list('response_modes_supported');
  m.check(!modes || modes.includes('query'), 'response_modes_supported lacks query');
  const methods = list('token_endpoint_auth_methods_supported');
  m.check(methods?.includes('client_secret_basic'), 'token_endpoint_auth_methods_supported lacks client_secret_basic');
  for (const flag of ['request_parameter_supported', 'request_uri_parameter_supported', 'claims_parameter_supported']) {
    m.check(typeof document[flag] === 'boolean', `${flag} is not stated (its default would claim support the provider does not have)`);
  }
  const keys = (await (await fetchTrusting(provider.ca)(String(document.jwks_uri), {})).json()) as { keys?: Array<Record<string, unknown>> };
  m.check(Array.isArray(keys.keys) && keys.keys.length > 0, 'the key set is empty');
  for (const key of keys.keys) {
    m.check(typeof key.kid === 'string' && key.kid !== '', 'a published key has no kid');
    m.check(!('d' in key) && !('p' in key), 'a published key holds private parts');
  }
  const signed = firstIdToken.split('.')[0]!;
  const header = JSON.parse(Buffer.from(signed, 'base64url').toString('utf8')) as { kid?: string };
  m.check(keys.keys.some((key) => key.kid === header.kid), 'the key that signed the id tokens is not published');
});

// ── RP-initiated logout ──

/** A fresh sign-in at the service: its id token (with the session's sid) is the hint of the sign-out that follows. */
async function signedIn(m: ModuleContext): Promise<string> {
  const flow = await codeFlow(basic);
  m.check(typeof flow.claims?.sid === 'string' && flow.claims.sid !== '', 'the id token has no sid');
  return flow.tokens.id_token!;
}

/** Whether the browser's session at the provider has ended: a silent authorization is answered login_required. */
async function signedOutAtProvider(): Promise<boolean> {
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(basic, { redirect_uri: CLIENT.redirectUri, scope: 'openid', response_type: 'code', state, prompt: 'none' });
  const { url: back } = await visit(page, url, person, { passive: true });
  return back.searchParams.get('error') === 'login_required';
}

/** An end-session request with exactly `parameters`, as each module of the plan sends its own. */
function endSession(parameters: Record<string, string>): URL {
  const url = new URL(basic.serverMetadata().end_session_endpoint!);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url;
}

module(LOGOUT, 'oidcc-rp-initiated-logout', async (m: ModuleContext) => {
  m.check(basic.serverMetadata().end_session_endpoint, 'discovery has no end_session_endpoint');
  const hint = await signedIn(m);
  const state = oidc.randomState();
  const outcome = await signOutAt(page, endSession({ id_token_hint: hint, post_logout_redirect_uri: LOGGED_OUT, state }));
  m.check('back' in outcome, 'the browser was not sent back to the registered post-logout address');
  m.check(outcome.back.href.startsWith(LOGGED_OUT), `sent to ${outcome.back.href}`);
  m.check(outcome.back.searchParams.get('state') === state, 'the state did not come back');
  m.check(await signedOutAtProvider(), 'the session at the provider did not end');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-bad-post-logout-redirect-uri', async (m: ModuleContext) => {
  const hint = await signedIn(m);
  const outcome = await signOutAt(page, endSession({ id_token_hint: hint, post_logout_redirect_uri: `${CALLBACK_ORIGIN}/not-registered`, state: oidc.randomState() }));
  m.check(!('back' in outcome), `the browser was sent to an unregistered address (${'back' in outcome ? outcome.back.href : ''})`);
});

module(LOGOUT, 'oidcc-rp-initiated-logout-modified-id-token-hint', async (m: ModuleContext) => {
  const hint = await signedIn(m);
  const [header, payload, signature] = hint.split('.') as [string, string, string];
  const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  const outcome = await signOutAt(page, endSession({ id_token_hint: `${header}.${payload}.${flipped}`, post_logout_redirect_uri: LOGGED_OUT, state: oidc.randomState() }));
  m.check(!('back' in outcome), 'a hint with a broken signature was trusted and the browser sent back');
  m.check(outcome.page === 'failed', `the provider showed “${outcome.page}”, not that the request cannot be completed`);
  m.check(!(await signedOutAtProvider()), 'a hint with a broken signature ended the session');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-no-id-token-hint', async (m: ModuleContext) => {
  await signedIn(m);
  const state = oidc.randomState();
  const outcome = await signOutAt(page, endSession({ client_id: CLIENT.id, post_logout_redirect_uri: LOGGED_OUT, state }));
  if ('back' in outcome) {
    m.check(outcome.back.searchParams.get('state') === state, 'the state did not come back');
  }
  m.check('back' in outcome || outcome.confirmed, 'without a hint the person was neither asked nor sent back');
  m.check(await signedOutAtProvider(), 'the session did not end after the person confirmed');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-no-params', async (m: ModuleContext) => {
  await signedIn(m);
  const outcome = await signOutAt(page, endSession({}));
  m.check(!('back' in outcome), 'a request without parameters sent the browser somewhere');
  m.check(outcome.confirmed, 'the person was not asked before being signed out');
  m.check(outcome.page === 'signed-out', `the provider showed “${outcome.page}” after the person confirmed`);
  m.check(await signedOutAtProvider(), 'the session did not end');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-no-post-logout-redirect-uri', async (m: ModuleContext) => {
  const hint = await signedIn(m);
  const outcome = await signOutAt(page, endSession({ id_token_hint: hint }));
  m.check(!('back' in outcome), 'the browser was sent somewhere without a post-logout address');
  m.check(outcome.page === 'signed-out', `the provider showed “${outcome.page}”, not that the person is signed out`);
  m.check(await signedOutAtProvider(), 'the session did not end');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-no-state', async (m: ModuleContext) => {
  const hint = await signedIn(m);
  const outcome = await signOutAt(page, endSession({ id_token_hint: hint, post_logout_redirect_uri: LOGGED_OUT }));
  m.check('back' in outcome, 'the browser was not sent back to the registered post-logout address');
  m.check(!outcome.back.searchParams.has('state'), 'a state nobody sent came back');
  m.check(await signedOutAtProvider(), 'the session did not end');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-only-state', async (m: ModuleContext) => {
  await signedIn(m);
  const outcome = await signOutAt(page, endSession({ state: oidc.randomState() }));
  m.check(!('back' in outcome), 'the browser was sent somewhere though no post-logout address was given');
  m.check(outcome.confirmed && outcome.page === 'signed-out', 'the person was not asked, or not told they are signed out');
  m.check(await signedOutAtProvider(), 'the session did not end');
});

module(LOGOUT, 'oidcc-rp-initiated-logout-query-added-to-post-logout-redirect-uri', async (m: ModuleContext) => {
  const hint = await signedIn(m);
  const state = oidc.randomState();
  const outcome = await signOutAt(page, endSession({ id_token_hint: hint, post_logout_redirect_uri: `${LOGGED_OUT}?foo=bar`, state }));
  m.check('back' in outcome, 'the browser was not sent back to the registered address with its query');
  m.check(outcome.back.searchParams.get('foo') === 'bar', 'the registered address lost its own query');
  m.check(outcome.back.searchParams.get('state') === state, 'the state did not come back');
});
