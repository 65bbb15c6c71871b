// @vitest-environment happy-dom
// The entry page's container against the reference server in this process: it
// checks the address before asking anything, asks whether the account exists,
// and goes on to sign-in or sign-up with the address in the query; a bad query
// never reaches the form. Someone signed in is offered to continue as that
// account (the password asked only for a service's keys, and an account with
// none offered to create it on the way to the service); a service's request
// that can never succeed is refused before anyone signs in.
import { screen, waitFor } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../../app/lib/app';
import { DEFAULT_CONFIG } from '../../../../app/lib/config';
import { holdsKeysFor } from '../../../../app/lib/flow';
import { EntryContainer } from '../../../../app/features/entry';
import { SetPasswordContainer } from '../../../../app/features/thirdParty';
import { fill, press, renderRoutes, testServices } from '../../../support/render';
import { TEST_PASSWORD, createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';

const server = useInProcessServer();

/** A valid S256 challenge (RFC 7636's example). */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
/** The example public client's request, as the documentation gives it. */
const NOTES_REQUEST = `client_id=0123456789abcdef&scope=profile&state=try&code_challenge=${CHALLENGE}&code_challenge_method=S256`;
/** A first-party service that may be given keys: the password is asked for them. */
const KEYS_CLIENT = { clientId: 'ab12ab12ab12ab12', name: 'Orbit Vault', imageUri: '', redirectUris: ['https://vault.example.com/callback'], trusted: true };
const KEYS_JWK = Buffer.from(JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x', y: 'y' })).toString('base64url');

/** Where the page sent the browser off to (a refused request's redirect). */
let left: string[] = [];

function routes() {
  left = [];
  return [
    { path: '/', element: <EntryContainer />, errorElement: <h1>bad request</h1> },
    { path: '/oauth', element: <EntryContainer oauth leave={(url) => left.push(url)} />, errorElement: <h1>bad request</h1> },
    { path: '/authorization', element: <h1>authorization page</h1> },
    { path: '/post_verify/third_party_auth/set_password', element: <SetPasswordContainer /> },
    { path: '/settings', element: <h1>settings page</h1> },
    { path: '/signin', element: <h1>signin page</h1> },
    { path: '/signup', element: <h1>signup page</h1> },
    { path: '/oauth/signin', element: <h1>oauth signin page</h1> },
    { path: '/oauth/signup', element: <h1>oauth signup page</h1> },
  ];
}

async function submit(container: HTMLElement, email: string): Promise<void> {
  await fill(container, 'input[name="email"]', email);
  await press(container, '#entry-submit');
}

describe('the entry container', () => {
  it('sends an unknown address on to sign-up with it in the query', async () => {
    const { container, router } = await renderRoutes(routes(), '/?utm_source=test', { services: testServices({ transport: server.transport }) });
    await submit(container, 'new-person@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('new-person@example.com');
    expect(new URLSearchParams(router.state.location.search).get('utm_source')).toBe('test');
  });

  it('sends a known address on to sign-in', async () => {
    const account = await createTestAccount(server, 'known@example.com');
    const { container, router } = await renderRoutes(routes(), '/', { services: testServices({ transport: server.transport }) });
    await submit(container, account.email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('says what is wrong with an address under the field and asks the server nothing', async () => {
    let asked = 0;
    const transport = (request: Request) => {
      asked += 1;
      return server.transport(request);
    };
    const { container, router } = await renderRoutes(routes(), '/', { services: testServices({ transport }) });
    await submit(container, 'someone@');
    await waitFor(() => expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(container.textContent).toContain('Valid email required');
    expect(asked).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('fills the field from email, then login_hint, and refuses a login_hint that is not an address', async () => {
    const first = await renderRoutes(routes(), '/?login_hint=hint%40example.com', { services: testServices({ transport: server.transport }) });
    expect(first.container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('hint@example.com');
    const bad = await renderRoutes(routes(), '/?login_hint=notanemail', { services: testServices({ transport: server.transport }) });
    expect(bad.container.querySelector('h1')?.textContent).toBe('bad request');
  });

  it("names the relying service under /oauth, from the server's client registry", async () => {
    const { container } = await renderRoutes(routes(), `/oauth?${NOTES_REQUEST}`, { services: testServices({ transport: server.transport }) });
    await waitFor(() => expect(screen.getByText(/Continue to Orbit Notes/)).toBeTruthy());
    expect(container.querySelector('#entry-subheading')?.textContent).toBe('Continue to Orbit Notes');
  });
});

/** An account as a third-party sign-in leaves it: no password, no wrapped kB. */
async function withoutPassword(email: string): Promise<TestAccount> {
  const account = await createTestAccount(server, email);
  await server.services.db.query(
    `UPDATE accounts SET auth_salt = NULL, verify_hash = NULL, wrap_kb = NULL, auth_salt_v2 = NULL, verify_hash_v2 = NULL,
            wrap_kb_v2 = NULL, client_salt = NULL, password_created_at = 0 WHERE uid = $1`,
    [account.uid],
  );
  return account;
}

/** Services whose browser is signed in to `account` with a confirmed session (and what it keeps of the account). */
function signedInServices(account: TestAccount, kept: { hasPassword?: boolean } = {}): AppServices {
  const services = testServices({ transport: server.transport, config: { oauth: { ...DEFAULT_CONFIG.oauth, scopedKeysEnabled: true } } });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true, displayName: 'Dana', ...kept });
  services.accounts.setCurrent(account.uid);
  services.session.setSignedIn(true);
  return services;
}

describe('the entry container, signed in', () => {
  beforeAll(async () => {
    await server.services.oauthClients.register(KEYS_CLIENT);
  });

  it('offers to continue as the account on /, and goes on to settings without asking anything', async () => {
    const account = await createTestAccount(server, 'continue-root@example.com');
    const { container, router } = await renderRoutes(routes(), '/', { services: signedInServices(account) });
    await waitFor(() => expect(container.querySelector('#continue-as-email')?.textContent).toBe(account.email));
    expect(container.textContent).toContain('Dana');
    expect(container.querySelector('input[name="email"]')).toBeNull();
    expect(container.querySelector('input[type="password"]')).toBeNull();
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it("continues a service's request on /oauth to its authorization, with the request", async () => {
    const account = await createTestAccount(server, 'continue-oauth@example.com');
    const { container, router } = await renderRoutes(routes(), `/oauth?${NOTES_REQUEST}`, { services: signedInServices(account) });
    await waitFor(() => expect(container.querySelector('#continue-as-email')?.textContent).toBe(account.email));
    expect(container.textContent).toContain('Orbit Notes');
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(router.state.location.search).toBe(`?${NOTES_REQUEST}`);
  });

  it("asks for the password only where a service asks for keys, and holds the account's keys once it is right", async () => {
    const account = await createTestAccount(server, 'continue-keys@example.com');
    const services = signedInServices(account);
    const search = `?client_id=${KEYS_CLIENT.clientId}&scope=profile&state=s&keys_jwk=${KEYS_JWK}&code_challenge=${CHALLENGE}&code_challenge_method=S256`;
    const { container, router } = await renderRoutes(routes(), `/oauth${search}`, { services });
    await waitFor(() => expect(container.querySelector('#continue-as-password')).not.toBeNull());
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(container.textContent).toContain('Valid password required'));
    await fill(container, '#continue-as-password', 'not the password');
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(container.textContent).toContain('Incorrect password'));
    expect(router.state.location.pathname).toBe('/oauth');
    expect(container.querySelector<HTMLInputElement>('#continue-as-password')?.value).toBe('not the password');
    await fill(container, '#continue-as-password', TEST_PASSWORD);
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(holdsKeysFor(services.sensitiveData, account.uid)).toBe(true);
    // The session went on as it was: no new sign-in, no code.
    const status = await restClient(server, account.sessionToken).GET('/v1/session/status');
    expect(status.response.status).toBe(200);
  });

  it('offers an account without a password to create one, then goes on to the service with its request', async () => {
    const account = await withoutPassword('continue-no-password@example.com');
    const services = signedInServices(account, { hasPassword: false });
    const search = `?client_id=${KEYS_CLIENT.clientId}&scope=profile&state=s&keys_jwk=${KEYS_JWK}&code_challenge=${CHALLENGE}&code_challenge_method=S256`;
    const { container, router } = await renderRoutes(routes(), `/oauth${search}`, { services });
    await waitFor(() => expect(container.querySelector('#continue-as-no-password-lead')).not.toBeNull());
    expect(container.querySelector('#continue-as-password')).toBeNull();
    expect(container.querySelector('#continue-as-submit')).toBeNull();
    await press(container, '#continue-as-create-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/post_verify/third_party_auth/set_password'));
    expect(router.state.location.search).toBe(search);
    await waitFor(() => expect(container.querySelector('input[name="password"]')).not.toBeNull());
    await fill(container, 'input[name="password"]', TEST_PASSWORD);
    await fill(container, 'input[name="confirmation"]', TEST_PASSWORD);
    await press(container, '#third-party-set-password-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(search);
    expect(services.accounts.current()?.hasPassword).toBe(true);
  });

  it("turns to creating a password when the server says the account has none, though this browser didn't know", async () => {
    const account = await withoutPassword('continue-no-password-stale@example.com');
    const services = signedInServices(account);
    const search = `?client_id=${KEYS_CLIENT.clientId}&scope=profile&state=s&keys_jwk=${KEYS_JWK}&code_challenge=${CHALLENGE}&code_challenge_method=S256`;
    const { container, router } = await renderRoutes(routes(), `/oauth${search}`, { services });
    await waitFor(() => expect(container.querySelector('#continue-as-password')).not.toBeNull());
    await fill(container, '#continue-as-password', 'anything at all');
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(container.querySelector('#continue-as-no-password-lead')).not.toBeNull());
    expect(container.querySelector('#continue-as-password')).toBeNull();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(services.accounts.current()?.hasPassword).toBe(false);
    await press(container, '#continue-as-create-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/post_verify/third_party_auth/set_password'));
    expect(router.state.location.search).toBe(search);
  });

  it("'Use a different account' signs the account out, then shows the email form", async () => {
    const account = await createTestAccount(server, 'continue-other@example.com');
    const services = signedInServices(account);
    const { container } = await renderRoutes(routes(), '/', { services });
    await waitFor(() => expect(container.querySelector('#continue-as-use-different-account')).not.toBeNull());
    await press(container, '#continue-as-use-different-account');
    await waitFor(() => expect(container.querySelector('input[name="email"]')).not.toBeNull());
    expect(services.accounts.current()).toBeUndefined();
    const status = await restClient(server, account.sessionToken).GET('/v1/session/status');
    expect(status.response.status).toBe(401);
  });
});

describe("a service's request that can never succeed, before anyone signs in", () => {
  it('goes straight back to the service with the error when it is a public client without PKCE', async () => {
    const { container } = await renderRoutes(routes(), '/oauth?client_id=0123456789abcdef&scope=profile&state=try', { services: testServices({ transport: server.transport }) });
    await waitFor(() => expect(left).toHaveLength(1));
    const redirect = new URL(left[0]!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('https://notes.example.com/oauth/callback');
    expect(redirect.searchParams.get('error')).toBe('invalid_request');
    expect(redirect.searchParams.get('state')).toBe('try');
    expect(container.querySelector('input[name="email"]')).toBeNull();
  });

  it('goes back with the error when the request names no state, and never ends in settings', async () => {
    const { router } = await renderRoutes(routes(), '/oauth?client_id=0123456789abcdef', { services: testServices({ transport: server.transport }) });
    await waitFor(() => expect(left).toHaveLength(1));
    expect(new URL(left[0]!).searchParams.get('error')).toBe('invalid_request');
    expect(router.state.location.pathname).toBe('/oauth');
  });

  it.each([
    { why: 'an unknown service', search: `client_id=ffffffffffffffff&scope=profile&state=s&code_challenge=${CHALLENGE}&code_challenge_method=S256`, says: 'names a service we don’t know' },
    {
      why: 'a return address the service never registered',
      search: `${NOTES_REQUEST}&redirect_uri=${encodeURIComponent('https://elsewhere.example.com/callback')}`,
      says: 'has not registered with us',
    },
    { why: 'a link without a service', search: 'scope=profile&state=s', says: 'incomplete or damaged' },
  ])('says plainly what is wrong with $why, and sends the browser nowhere', async ({ search, says }) => {
    const { container } = await renderRoutes(routes(), `/oauth?${search}`, { services: testServices({ transport: server.transport }) });
    await waitFor(() => expect(container.querySelector('#oauth-refused-reason')?.textContent).toContain(says));
    expect(container.querySelector('h1')?.textContent).toBe('We can’t sign you in to this service');
    expect(container.querySelector('input[name="email"]')).toBeNull();
    expect(left).toEqual([]);
  });
});
