// @vitest-environment happy-dom
// The pages of a sign-in approved from another device, against the reference
// server in this process: a session confirmed elsewhere finishes the sign-in
// at the first look at its state; a waiting one notifies the account's other
// device once, and its notification's link opens the confirmation page there,
// which shows the sign-in and approves it; 'Use a code sent to your email'
// sends the code and goes to its page; with no other device the page says so.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { SigninPushCodeConfirmContainer, SigninPushCodeContainer } from '../../../../app/features/signin';
import { pushSigninDetails, pushToken } from '../../../../app/features/signin/SigninPushCodeConfirm/container';
import { sessionIdOf } from '../../../../server/sessions/session-service';
import { TEST_PASSWORD, createTestAccount, restClient } from '../../../support/accounts';
import { deriveCredentials } from '../../../../app/lib/crypto';
import { AppErrorRoute } from '../../../../app/routes/AppError';
import type { TestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { englishLocalization, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = () => [
  { path: '/signin_push_code', element: <SigninPushCodeContainer /> },
  { path: '/signin_token_code', element: <h1>code page</h1> },
  { path: '/settings', element: <h1>settings</h1> },
  { path: '/signin', element: <h1>signin</h1> },
  { path: '/signin_push_code_confirm', element: <SigninPushCodeConfirmContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: '/', element: <h1>entry page</h1> },
];

async function renderFor(account: TestAccount, verified: boolean, path = '/signin_push_code') {
  const services = testServices({ transport: server.transport });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified });
  services.accounts.setCurrent(account.uid);
  return renderRoutes(routes(), path, { services });
}

/** A second sign-in of `account`, waiting for confirmation. */
async function signInAgain(account: TestAccount): Promise<TestAccount> {
  const { authPW } = await deriveCredentials(1, account.email, TEST_PASSWORD);
  const login = await restClient(server).POST('/v1/account/login', { body: { email: account.email, authPW, reason: 'signin' } });
  expect(login.data?.sessionVerified).toBe(false);
  return { ...account, sessionToken: login.data!.sessionToken };
}

/** The notifications delivered to the device of `sessionToken`. */
async function notifications(sessionToken: string) {
  return server.services.outbox.recent({ device: sessionIdOf(sessionToken)! });
}

describe('/signin_push_code', () => {
  it('finishes the sign-in when the session is already confirmed', async () => {
    const account = await createTestAccount(server, 'push-confirmed@example.com');
    const { router } = await renderFor(account, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('with no other device to ask, says so and sends the emailed code when asked', async () => {
    const account = await createTestAccount(server, 'push-waiting@example.com', { confirmed: false });
    const { container, router } = await renderFor(account, false);
    await waitFor(() => expect(container.querySelector('#signin-push-lead')?.textContent).toMatch(/None of your other devices/));
    expect(router.state.location.pathname).toBe('/signin_push_code');
    const before = (await server.codesTo(account.email)).length;
    await press(container, '#signin-push-use-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin_token_code'));
    expect((await server.codesTo(account.email)).length).toBe(before + 1);
  });

  it("notifies the other device once; its link shows the sign-in there, and approving it finishes this one", async () => {
    const account = await createTestAccount(server, 'push-approve@example.com');
    const waiting = await signInAgain(account);
    const signingIn = await renderFor(waiting, false);
    await waitFor(async () => expect(await notifications(account.sessionToken)).toHaveLength(1));
    expect(signingIn.container.querySelector('[role="status"]')?.textContent).toBe('Waiting for approval…');
    const [push] = await notifications(account.sessionToken);
    const link = new URL(push!.text.split('\n').at(-1)!);
    expect(pushToken(link.searchParams.get('token') ?? undefined)).toBe(push!.code);

    const other = await renderFor(account, true, `${link.pathname}${link.search}`);
    await waitFor(() => expect(other.container.querySelector('#signin-push-confirm-details')).not.toBeNull());
    await press(other.container, '#signin-push-confirm-approve');
    await waitFor(() => expect(other.container.querySelector('h1')?.textContent).toBe('Sign-in approved'));
    const status = await restClient(server, waiting.sessionToken).GET('/v1/session/status');
    expect(status.data?.state).toBe('verified');
    // Only one notification was sent for the page's first look.
    expect(await notifications(account.sessionToken)).toHaveLength(1);
  });

  it('opened with nobody signed in, sends the person to sign in and back to the same link', async () => {
    const link = `/signin_push_code_confirm?token=${'cd'.repeat(32)}`;
    const { container, router } = await renderRoutes(routes(), link, { services: testServices({ transport: server.transport }) });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('entry page'));
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe(link);
  });

  it('a link whose token was already used says it can no longer be answered', async () => {
    const account = await createTestAccount(server, 'push-spent@example.com');
    const other = await renderFor(account, true, `/signin_push_code_confirm?token=${'ab'.repeat(32)}`);
    await waitFor(() => expect(other.container.querySelector('h1')?.textContent).toBe('This sign-in can no longer be answered'));
  });

  // The link's token is read with the verification model (SPEC §5.3): its value must be URI-encoded.
  it("a link whose token is not URI-encoded shows 'Bad Request: Invalid Query Parameters' and asks the server nothing", async () => {
    const account = await createTestAccount(server, 'push-raw-token@example.com');
    const asked: string[] = [];
    const services = testServices({
      transport: (request) => {
        asked.push(new URL(request.url).pathname);
        return server.transport(request);
      },
    });
    services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
    services.accounts.setCurrent(account.uid);
    const { container } = await renderRoutes(routes(), `/signin_push_code_confirm?token=${'cd'.repeat(31)}%zz`, { services });
    expect(container.querySelector('h1')?.textContent).toBe('Bad Request: Invalid Query Parameters');
    expect(asked).toEqual([]);
  });

  it('a link whose token, well encoded, is not 64 hex digits says it can no longer be answered, as before', async () => {
    const account = await createTestAccount(server, 'push-short-token@example.com');
    const other = await renderFor(account, true, '/signin_push_code_confirm?token=abc');
    await waitFor(() => expect(other.container.querySelector('h1')?.textContent).toBe('This sign-in can no longer be answered'));
  });
});

describe('the details of a sign-in notification', () => {
  it('names the device as everywhere else, the place from its parts, and keeps the time', () => {
    const l10n = englishLocalization();
    const t = (id: string, args?: Record<string, string>) => l10n.getString(id, args);
    expect(pushSigninDetails({ browser: 'Firefox', os: 'Windows', city: 'Berlin', country: 'Germany', ipAddress: '203.0.113.7', createdAt: 5 }, t)).toEqual({
      device: 'Firefox on Windows',
      location: 'Berlin, Germany',
      ipAddress: '203.0.113.7',
      time: 5,
    });
    expect(pushSigninDetails({ createdAt: 5 }, t)).toEqual({ device: 'Unknown device', time: 5 });
  });

  it('takes only a 64-digit hex token from the link', () => {
    expect(pushToken('a'.repeat(64))).toBe('a'.repeat(64));
    expect(pushToken('A'.repeat(64))).toBeUndefined();
    expect(pushToken('abc')).toBeUndefined();
    expect(pushToken('')).toBeUndefined();
    expect(pushToken(undefined)).toBeUndefined();
  });
});
