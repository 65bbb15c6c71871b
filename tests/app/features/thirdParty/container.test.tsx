// @vitest-environment happy-dom
// The third-party containers read their query through the validated layer
// (SPEC §3.8, §5.3): the callback's code, error and state with the callback
// model and the flow's query the state carries back with the base model; the
// password page the flow's redirect_to with the base model. A good value
// goes on as before; one that breaks a rule shows 'Bad Request: Invalid Query
// Parameters' and nothing is sent. The provider's code is answered here for
// the server (the local providers are the journeys' part).
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { Transport } from '../../../../app/api';
import { SetPasswordContainer, ThirdPartyCallbackContainer } from '../../../../app/features/thirdParty';
import { PENDING_KEY } from '../../../../app/lib/thirdParty';
import { accountKeysWithPassword, heldKb, holdsKeysFor } from '../../../../app/lib/flow';
import { AppErrorRoute } from '../../../../app/routes/AppError';
import { createTestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const BAD_REQUEST = 'Bad Request: Invalid Query Parameters';
const CALLBACK = '/post_verify/third_party_auth/callback';
const SET_PASSWORD = '/post_verify/third_party_auth/set_password';

const routes = () => [
  { path: CALLBACK, element: <ThirdPartyCallbackContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: SET_PASSWORD, element: <SetPasswordContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: '/settings', element: <h1>settings page</h1> },
  { path: '/signin', element: <h1>signin page</h1> },
  { path: '/done', element: <h1>done page</h1> },
];

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

/** The provider's answer to a sign-in: the server is sent the code, and answers for it with a new confirmed session. */
function answeringTransport() {
  const sent: { path: string; body: unknown }[] = [];
  const transport: Transport = async (request) => {
    const path = new URL(request.url).pathname;
    sent.push({ path, body: await request.clone().json().catch(() => undefined) });
    if (path !== '/v1/linked_account/login') return server.transport(request);
    const session = { uid: 'a'.repeat(32), sessionToken: 'b'.repeat(64), providerUid: 'provider-user-1', email: 'linked@example.test', verified: true };
    return new Response(JSON.stringify(session), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { transport, sent };
}

/** The callback's address for a flow that started at `flow` (a path and query of this site), as the provider sends the person back. */
function callbackAt(flow: string, answer: string): string {
  // The state is the flow's whole address, encoded when the sign-in starts and again as a query value.
  const state = encodeURIComponent(encodeURIComponent(`${window.location.origin}${flow}`));
  return `${CALLBACK}?state=${state}${answer}`;
}

async function renderCallback(at: string, held?: { ownSession: boolean }) {
  const { transport, sent } = answeringTransport();
  const services = testServices({ transport });
  services.sessionStore.set(PENDING_KEY, { provider: 'google', nonce: 'n'.repeat(32) });
  if (held) {
    services.accounts.save({ uid: 'a'.repeat(32), email: 'linked@example.test', sessionToken: 'c'.repeat(64), verified: true, ownSession: held.ownSession });
    services.accounts.setCurrent('a'.repeat(32));
  }
  return { ...(await renderRoutes(routes(), at, { services })), sent, services };
}

describe('the third-party callback container', () => {
  it("uses the callback's code once and finishes the flow where its redirect_to says", async () => {
    const { router, sent } = await renderCallback(callbackAt(`/signin?redirect_to=${encodeURIComponent('/done')}`, '&code=4%2F0Ab-code'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/done'));
    expect(sent.filter((request) => request.path === '/v1/linked_account/login').map((request) => request.body)).toEqual([
      { provider: 'google', code: '4/0Ab-code', nonce: 'n'.repeat(32) },
    ]);
  });

  it.each([
    { held: 'its own session', ownSession: true, asks: true },
    { held: "the browser's sync session", ownSession: false, asks: false },
  ])('asks to sign in in place of the session this browser holds only when it is $held, and keeps the new one as its own', async ({ ownSession, asks }) => {
    const { router, sent, services } = await renderCallback(callbackAt(`/signin?redirect_to=${encodeURIComponent('/done')}`, '&code=abc'), { ownSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/done'));
    const [request] = sent.filter((each) => each.path === '/v1/linked_account/login').map((each) => each.body as { replaceSession?: boolean });
    expect(request?.replaceSession === true).toBe(asks);
    expect(services.accounts.current()).toMatchObject({ sessionToken: 'b'.repeat(64), ownSession: true });
  });

  it("keeps a sync sign-in's session as the browser's, not these pages' own", async () => {
    const { router, services } = await renderCallback(callbackAt(`/signin?service=sync&redirect_to=${encodeURIComponent('/done')}`, '&code=abc'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(CALLBACK));
    expect(services.accounts.current()).toMatchObject({ sessionToken: 'b'.repeat(64), ownSession: false });
  });

  it.each([
    { rule: 'a code that is not URI-encoded', at: callbackAt('/signin', '&code=4/{code}') },
    { rule: 'a state that is not URI-encoded', at: `${CALLBACK}?state=http://localhost/signin?x={y}&code=abc` },
    { rule: "a redirect_to in the flow's query that is not a path or URL", at: callbackAt(`/signin?redirect_to=${encodeURIComponent('gopher://example.org')}`, '&code=abc') },
  ])("shows 'Bad Request: Invalid Query Parameters' for $rule and sends nothing", async ({ at }) => {
    const { container, sent } = await renderCallback(at);
    expect(heading(container)).toBe(BAD_REQUEST);
    expect(sent).toEqual([]);
  });

  it('says a cancelled sign-in from the error the callback carries', async () => {
    const { container, sent } = await renderCallback(callbackAt('/signin', '&error=access_denied'));
    await waitFor(() => expect(heading(container)).not.toBe(BAD_REQUEST));
    expect(container.textContent).toMatch(/cancel/i);
    expect(sent.filter((request) => request.path === '/v1/linked_account/login')).toEqual([]);
  });
});

describe('the third-party set-password container', () => {
  async function renderSetPassword(search: string, { withPassword = true } = {}) {
    const account = await createTestAccount(server, `set-password-${Math.random().toString(36).slice(2)}@example.com`);
    if (!withPassword) {
      // As a third-party sign-in leaves an account: no password, no wrapped kB.
      await server.services.db.query(
        `UPDATE accounts SET auth_salt = NULL, verify_hash = NULL, wrap_kb = NULL, auth_salt_v2 = NULL, verify_hash_v2 = NULL,
                wrap_kb_v2 = NULL, client_salt = NULL, password_created_at = 0 WHERE uid = $1`,
        [account.uid],
      );
    }
    const services = testServices({ transport: server.transport });
    services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
    services.accounts.setCurrent(account.uid);
    return { account, ...(await renderRoutes(routes(), `${SET_PASSWORD}${search}`, { services })) };
  }

  it("holds the new password's kB for a relying party's scoped keys, so the next page does not ask for the password", async () => {
    const keysQuery = `?client_id=0123456789abcdef&scope=${encodeURIComponent('profile https://identity.example/apps/notes')}&keys_jwk=eyJrdHkiOiJFQyJ9&redirect_to=${encodeURIComponent('/done')}`;
    const { account, services, container, router } = await renderSetPassword(keysQuery, { withPassword: false });
    await waitFor(() => expect(container.querySelector('input[name="password"]')).not.toBeNull());
    await fill(container, 'input[name="password"]', 'a long new password');
    await fill(container, 'input[name="confirmation"]', 'a long new password');
    await press(container, '#third-party-set-password-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/done'), { timeout: 10_000 });
    expect(holdsKeysFor(services.sensitiveData, account.uid)).toBe(true);
    // The held kB is the account's: the one the new password unwraps.
    const held = await heldKb(services.api, services.sensitiveData, account.uid);
    const proved = await accountKeysWithPassword(services.api, account.email, 'a long new password', 'password_check');
    expect(held).toBe(proved.kB);
  });

  it('holds nothing for a flow that asks for no keys', async () => {
    const { account, services, container, router } = await renderSetPassword(`?redirect_to=${encodeURIComponent('/done')}`, { withPassword: false });
    await waitFor(() => expect(container.querySelector('input[name="password"]')).not.toBeNull());
    await fill(container, 'input[name="password"]', 'a long new password');
    await fill(container, 'input[name="confirmation"]', 'a long new password');
    await press(container, '#third-party-set-password-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/done'), { timeout: 10_000 });
    expect(holdsKeysFor(services.sensitiveData, account.uid)).toBe(false);
  });

  it("finishes where the flow's redirect_to says once the account has its password", async () => {
    // The account has a password already (206, as when another tab made it): the flow goes on all the same.
    const { container, router } = await renderSetPassword(`?redirect_to=${encodeURIComponent('/done')}`);
    await waitFor(() => expect(container.querySelector('input[name="password"]')).not.toBeNull());
    await fill(container, 'input[name="password"]', 'a long new password');
    await fill(container, 'input[name="confirmation"]', 'a long new password');
    await press(container, '#third-party-set-password-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/done'), { timeout: 10_000 });
  });

  it("shows 'Bad Request: Invalid Query Parameters' for a redirect_to that is not a path or URL", async () => {
    const { container } = await renderSetPassword(`?redirect_to=${encodeURIComponent('gopher://example.org')}`);
    expect(heading(container)).toBe(BAD_REQUEST);
    expect(container.querySelector('input[name="password"]')).toBeNull();
  });
});
