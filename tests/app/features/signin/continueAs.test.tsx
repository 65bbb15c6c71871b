// @vitest-environment happy-dom
// The sign-in page opened by someone already signed in to the account it is
// about: 'Continue as' instead of the password, on to where the flow leads;
// another address, the browser's own sync or a service's forced sign-in still
// ask for the password; 'Use a different account' signs the account out.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { SigninContainer } from '../../../../app/features/signin';
import type { AppServices } from '../../../../app/lib/app';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

/** The example public client's request, with its PKCE challenge (one that can succeed). */
const REQUEST = 'client_id=0123456789abcdef&scope=profile&state=s&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';

const routes = () => [
  { path: '/signin', element: <SigninContainer /> },
  { path: '/oauth/signin', element: <SigninContainer /> },
  { path: '/settings/*', element: <h1>settings</h1> },
  { path: '/authorization', element: <h1>authorization</h1> },
  { path: '/', element: <h1>entry page</h1> },
];

function signedIn(account: TestAccount): AppServices {
  const services = testServices({ transport: server.transport });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
  services.accounts.setCurrent(account.uid);
  services.session.setSignedIn(true);
  return services;
}

describe('the sign-in page, signed in', () => {
  it('offers to continue as the account, and goes where the flow leads without the password', async () => {
    const account = await createTestAccount(server, 'signin-continue@example.com');
    const { container, router } = await renderRoutes(routes(), `/signin?email=${encodeURIComponent(account.email)}&redirect_to=${encodeURIComponent('/settings/emails')}`, {
      services: signedIn(account),
    });
    await waitFor(() => expect(container.querySelector('#continue-as-email')?.textContent).toBe(account.email));
    expect(container.querySelector('input[type="password"]')).toBeNull();
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/emails'));
  });

  it("goes on to a service's authorization from /oauth/signin", async () => {
    const account = await createTestAccount(server, 'signin-continue-oauth@example.com');
    const { container, router } = await renderRoutes(routes(), `/oauth/signin?${REQUEST}`, { services: signedIn(account) });
    await waitFor(() => expect(container.querySelector('#continue-as-submit')).not.toBeNull());
    await press(container, '#continue-as-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(router.state.location.search).toBe(`?${REQUEST}`);
  });

  it.each([
    { why: 'another address', search: (_email: string) => `?email=${encodeURIComponent('someone-else@example.com')}` },
    { why: "the browser's own sync (its keys come from the password)", search: (email: string) => `?email=${encodeURIComponent(email)}&service=sync` },
  ])('asks for the password for $why', async ({ search }) => {
    const account = await createTestAccount(server, `signin-password-${Math.random().toString(16).slice(2, 8)}@example.com`);
    const { container } = await renderRoutes(routes(), `/signin${search(account.email)}`, { services: signedIn(account) });
    await waitFor(() => expect(container.querySelector('input[type="password"]')).not.toBeNull());
    expect(container.querySelector('#continue-as-submit')).toBeNull();
  });

  it('asks for the password when the service wants a new sign-in (prompt=login)', async () => {
    const account = await createTestAccount(server, 'signin-prompt-login@example.com');
    const { container } = await renderRoutes(routes(), `/oauth/signin?${REQUEST}&prompt=login`, { services: signedIn(account) });
    await waitFor(() => expect(container.querySelector('input[type="password"]')).not.toBeNull());
  });

  it("'Use a different account' ends the session and goes back to the entry page", async () => {
    const account = await createTestAccount(server, 'signin-other-account@example.com');
    const services = signedIn(account);
    const { container, router } = await renderRoutes(routes(), '/signin', { services });
    await waitFor(() => expect(container.querySelector('#continue-as-use-different-account')).not.toBeNull());
    await press(container, '#continue-as-use-different-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(services.accounts.current()).toBeUndefined();
    expect((await restClient(server, account.sessionToken).GET('/v1/session/status')).response.status).toBe(401);
  });
});

describe("the sign-in page opened by its address with a service's request", () => {
  it('says plainly that the service is unknown, before any password is asked', async () => {
    const { container } = await renderRoutes(routes(), `/oauth/signin?email=${encodeURIComponent('someone@example.com')}&client_id=ffffffffffffffff&scope=profile&state=s`, {
      services: testServices({ transport: server.transport }),
    });
    await waitFor(() => expect(container.querySelector('#oauth-refused-reason')?.textContent).toContain('names a service we don’t know'));
    expect(container.querySelector('input[type="password"]')).toBeNull();
  });
});
