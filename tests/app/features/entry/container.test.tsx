// @vitest-environment happy-dom
// The entry page's container against the reference server in this process: it
// checks the address before asking anything, asks whether the account exists,
// and goes on to sign-in or sign-up with the address in the query; a bad query
// never reaches the form.
import { screen, waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { EntryContainer, OAuthEntryContainer } from '../../../../app/features/entry';
import { fill, press, renderRoutes, testServices } from '../../../support/render';
import { createTestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';

const server = useInProcessServer();

function routes() {
  return [
    { path: '/', element: <EntryContainer />, errorElement: <h1>bad request</h1> },
    { path: '/oauth', element: <OAuthEntryContainer />, errorElement: <h1>bad request</h1> },
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
    const { container } = await renderRoutes(routes(), '/oauth?client_id=0123456789abcdef&scope=profile', { services: testServices({ transport: server.transport }) });
    await waitFor(() => expect(screen.getByText(/Continue to Orbit Notes/)).toBeTruthy());
    expect(container.querySelector('#entry-subheading')?.textContent).toBe('Continue to Orbit Notes');
  });
});
