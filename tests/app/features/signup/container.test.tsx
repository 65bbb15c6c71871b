// @vitest-environment happy-dom
// Sign-up's containers against the reference server in this process: the
// password rules are said under their fields before anything is sent, the
// account is created with the stretched password, the mailed code confirms it,
// a wrong code is said under the field, and new codes stop after four.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { ConfirmSignupCodeContainer, SignupContainer } from '../../../../app/features/signup';
import { AppErrorRoute } from '../../../../app/routes/AppError';
import { restClient } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = () => [
  { path: '/', element: <h1>entry page</h1> },
  { path: '/signup', element: <SignupContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: '/confirm_signup_code', element: <ConfirmSignupCodeContainer /> },
  { path: '/signup_confirmed', element: <h1>confirmed page</h1> },
  { path: '/cannot_create_account', element: <h1>too young</h1> },
];

async function signUp(email: string, password = 'a long new password', age = '30', query = '') {
  const services = testServices({ transport: server.transport });
  const rendered = await renderRoutes(routes(), `/signup?email=${encodeURIComponent(email)}${query}`, { services });
  await fill(rendered.container, 'input[name="password"]', password);
  await fill(rendered.container, 'input[name="confirmation"]', password);
  await fill(rendered.container, 'input[name="age"]', age);
  await press(rendered.container, '#signup-submit');
  return rendered;
}

describe('the sign-up containers', () => {
  it('create the account and confirm it with the mailed code', async () => {
    const email = 'new-signup@example.com';
    const { container, router, services } = await signUp(email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm_signup_code'), { timeout: 10_000 });
    await waitFor(() => expect(container.querySelector('input[name="code"]')).not.toBeNull());
    const status = await restClient(server).POST('/v1/account/status', { body: { email } });
    expect(status.data?.exists).toBe(true);
    // The password itself is kept nowhere.
    expect(JSON.stringify(services.accounts.current())).not.toContain('a long new password');

    const [code] = await server.codesTo(email);
    await fill(container, 'input[name="code"]', code!);
    await press(container, '#confirm-signup-code-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup_confirmed'));
    expect(services.accounts.current()?.verified).toBe(true);
    expect(services.session.isSignedIn()).toBe(true);
  });

  it('say a broken password rule under its field, keep what was typed and create nothing', async () => {
    const email = 'short-password@example.com';
    const { container, router } = await signUp(email, 'short');
    await waitFor(() => expect(container.textContent).toContain('Must be at least 8 characters'));
    expect(container.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('short');
    expect(router.state.location.pathname).toBe('/signup');
    const status = await restClient(server).POST('/v1/account/status', { body: { email } });
    expect(status.data?.exists).toBe(false);
  });

  it('send a person under the minimum age to /cannot_create_account without an account', async () => {
    const email = 'too-young@example.com';
    const { router } = await signUp(email, 'a long new password', '12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cannot_create_account'));
    const status = await restClient(server).POST('/v1/account/status', { body: { email } });
    expect(status.data?.exists).toBe(false);
  });

  it('say a wrong code under the field, and offer four new codes, then no more', async () => {
    const email = 'wrong-code@example.com';
    const { container, router } = await signUp(email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm_signup_code'), { timeout: 10_000 });
    await waitFor(() => expect(container.querySelector('input[name="code"]')).not.toBeNull());
    const [code] = await server.codesTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await fill(container, 'input[name="code"]', wrong);
    await press(container, '#confirm-signup-code-submit');
    await waitFor(() => expect(container.querySelector('input[name="code"]')?.getAttribute('aria-invalid')).toBe('true'));
    expect(container.textContent).toContain('Invalid or expired confirmation code');

    for (let sent = 1; sent <= 4; sent += 1) {
      await press(container, '#confirm-signup-code-resend');
      await waitFor(async () => expect(await server.codesTo(email)).toHaveLength(1 + sent));
      await waitFor(() => expect(container.textContent).toContain('Add accounts@localhost to your contacts'));
    }
    await waitFor(() => expect(container.querySelector('#confirm-signup-code-resend')).toBeNull());
    expect(container.querySelector('#confirm-signup-code-resend-limit')?.textContent).toMatch(/too many times/);
  });

  // SPEC §2.8, §9: `stretch` is read through the base model; its value must be URI-encoded (§5.3).
  it('stretch the password with version 2 when the query says stretch=2, though the flag is off', async () => {
    const email = 'stretch-two@example.com';
    const { router } = await signUp(email, 'a long new password', '30', '&stretch=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm_signup_code'), { timeout: 10_000 });
    const credentials = await restClient(server).POST('/v1/account/credentials/status', { body: { email } });
    expect(credentials.data?.currentVersion).toBe('v2');
  });

  it("show 'Bad Request: Invalid Query Parameters' for a stretch that is not URI-encoded, and create nothing", async () => {
    const email = 'stretch-raw@example.com';
    const { container } = await renderRoutes(routes(), `/signup?email=${encodeURIComponent(email)}&stretch=%zz`, { services: testServices({ transport: server.transport }) });
    expect(container.querySelector('h1')?.textContent).toBe('Bad Request: Invalid Query Parameters');
    expect(container.querySelector('input[name="password"]')).toBeNull();
    const status = await restClient(server).POST('/v1/account/status', { body: { email } });
    expect(status.data?.exists).toBe(false);
  });
});
