// @vitest-environment happy-dom
// /complete_signin against the reference server in this process: the emailed
// link's code, read with the verification query model (SPEC §2.8, §3.8),
// confirms the session here; a link without a code says it is damaged, as
// before; a value that breaks SPEC §5.3 (a code that is not URI-encoded, a
// uid that is not 32 hexadecimal digits) shows 'Bad Request: Invalid Query
// Parameters' and asks the server nothing.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { CompleteSigninContainer } from '../../../../app/features/signin';
import { AppErrorRoute } from '../../../../app/routes/AppError';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = () => [
  { path: '/complete_signin', element: <CompleteSigninContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: '/settings', element: <h1>settings page</h1> },
];

/** The link opened in the browser of `account`'s waiting session; what it asks the server is counted. */
async function openLink(account: TestAccount, search: string) {
  const asked: string[] = [];
  const services = testServices({
    transport: (request) => {
      asked.push(new URL(request.url).pathname);
      return server.transport(request);
    },
  });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: false });
  services.accounts.setCurrent(account.uid);
  return { ...(await renderRoutes(routes(), `/complete_signin${search}`, { services })), asked };
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('/complete_signin', () => {
  it("confirms the session with the link's code", async () => {
    const account = await createTestAccount(server, 'complete-signin@example.com', { confirmed: false });
    const [code] = await server.codesTo(account.email);
    const { container, services } = await openLink(account, `?code=${code!}`);
    await waitFor(() => expect(heading(container)).toBe('Sign-in confirmed'));
    expect(services.accounts.current()?.verified).toBe(true);
    const status = await restClient(server, account.sessionToken).GET('/v1/session/status');
    expect(status.data?.state).toBe('verified');
  });

  it('says a link without a code is damaged, and asks the server nothing', async () => {
    const account = await createTestAccount(server, 'complete-signin-no-code@example.com', { confirmed: false });
    const { container, asked } = await openLink(account, '');
    expect(heading(container)).toBe('This link can’t be used');
    expect(asked).toEqual([]);
  });

  it.each([
    { rule: 'a code that is not URI-encoded', search: '?code=12%zz34' },
    { rule: 'a uid that is not 32 hexadecimal digits', search: '?code=123456&uid=abc' },
  ])("shows 'Bad Request: Invalid Query Parameters' for $rule, and asks the server nothing", async ({ search }) => {
    const account = await createTestAccount(server, `complete-signin-bad-${search.length}@example.com`, { confirmed: false });
    const { container, asked } = await openLink(account, search);
    expect(heading(container)).toBe('Bad Request: Invalid Query Parameters');
    expect(asked).toEqual([]);
  });
});
