// @vitest-environment happy-dom
// The consent on /authorization names an account, and its Allow gives the
// service a code for that account only: when another account signed in here
// meanwhile (in another tab), Allow gives nothing and shows the consent again,
// naming the account now signed in, whose own Allow then counts.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { AuthorizationContainer } from '../../../../app/features/oauth';
import { createTestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { NOTES_AUTHORIZATION_REQUEST } from '../../../support/oauthRequest';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const REQUEST = NOTES_AUTHORIZATION_REQUEST;

describe('/authorization when another account signs in while the consent is shown', () => {
  it('gives no code for the account the consent did not name, and asks again naming it', async () => {
    const first = await createTestAccount(server, 'consent-first@example.com');
    const second = await createTestAccount(server, 'consent-second@example.com');
    const services = testServices({ transport: server.transport });
    services.accounts.save({ uid: first.uid, email: first.email, sessionToken: first.sessionToken, verified: true });
    services.accounts.setCurrent(first.uid);
    services.session.setSignedIn(true);

    const left: string[] = [];
    const { container } = await renderRoutes([{ path: '/authorization', element: <AuthorizationContainer leave={(url) => void left.push(url)} /> }], `/authorization${REQUEST}`, {
      services,
    });
    await waitFor(() => expect(container.querySelector('#oauth-consent-allow')).not.toBeNull());
    expect(container.textContent).toContain(first.email);

    // Another tab signs the second account in.
    services.accounts.save({ uid: second.uid, email: second.email, sessionToken: second.sessionToken, verified: true });
    services.accounts.setCurrent(second.uid);
    await press(container, '#oauth-consent-allow');

    await waitFor(() => expect(container.textContent).toContain(second.email));
    expect(container.textContent).not.toContain(first.email);
    expect(left).toEqual([]);

    await press(container, '#oauth-consent-allow');
    await waitFor(() => expect(left).toHaveLength(1));
    const back = new URL(left[0]!);
    expect(back.searchParams.get('state')).toBe('their-state');
    const code = back.searchParams.get('code')!;
    // The code is the second account's: the server's record of it names that account.
    const rows = await server.services.db.query<{ uid: string }>('SELECT uid FROM oauth_codes ORDER BY created_at DESC LIMIT 1');
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.uid).toBe(second.uid);
  });
});
