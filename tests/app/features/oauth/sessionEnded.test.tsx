// @vitest-environment happy-dom
// A session the authorization page finds ended (the server refuses its token)
// ends as every session ends: the account and the visit's state are
// forgotten, and the service's own request, kept in the address, goes on as a
// signed-out person's (the sign-in of /oauth).
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { AuthorizationContainer } from '../../../../app/features/oauth';
import { createTestAccount, restClient } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { NOTES_AUTHORIZATION_REQUEST } from '../../../support/oauthRequest';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const REQUEST = NOTES_AUTHORIZATION_REQUEST;

describe('/authorization with a session the server refuses', () => {
  it("ends the session (account, step-up tokens, flow state), then shows the request's sign-in with the request kept", async () => {
    const account = await createTestAccount(server, 'authorization-ended@example.com');
    const services = testServices({ transport: server.transport });
    services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
    services.accounts.setCurrent(account.uid);
    services.session.setSignedIn(true);
    services.mfaTokens.recordOtpRequest(account.sessionToken, 'email', Date.now());
    services.sessionStore.set('flow', { flowId: 'f'.repeat(64) });
    // Ended elsewhere (another device, a password change): the server no longer knows the token.
    expect((await restClient(server, account.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();

    const left: string[] = [];
    const { container, router } = await renderRoutes(
      [
        { path: '/authorization', element: <AuthorizationContainer leave={(url) => void left.push(url)} /> },
        { path: '/oauth', element: <h1>sign in to continue</h1> },
      ],
      `/authorization${REQUEST}`,
      { services },
    );
    await waitFor(() => expect(container.querySelector('#oauth-consent-allow')).not.toBeNull());
    await press(container, '#oauth-consent-allow');

    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth'));
    expect(router.state.location.search).toBe(REQUEST);
    expect(left).toEqual([]);
    expect(services.accounts.current()).toBeUndefined();
    expect(services.mfaTokens.otpRequestedAt(account.sessionToken, 'email')).toBeUndefined();
    expect(services.sessionStore.get('flow')).toBeUndefined();
    expect(services.session.hasEnded()).toBe(true);
  });
});
