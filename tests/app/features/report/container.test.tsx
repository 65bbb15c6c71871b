// @vitest-environment happy-dom
// Reporting a sign-in against the reference server in this process: the
// emailed link's code is rejected and the report recorded, the code then
// unblocks nothing, the same link says it was used, a damaged link sends
// nothing, a link that breaks the query rules is a bad request, and a server
// that cannot answer keeps the page with the reason.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { Transport } from '../../../../app/api';
import { ReportSigninContainer, SigninReportedContainer } from '../../../../app/features/report';
import { deriveCredentials } from '../../../../app/lib/crypto';
import { AppErrorRoute } from '../../../../app/routes/AppError';
import { listSecurityEvents } from '../../../../server/accounts/security-events';
import { TEST_PASSWORD, createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { WRONG_PASSWORDS_AT_ONE_SOURCE } from '../../../server/ratelimit/defaults';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const routes = () => [
  { path: '/report_signin', element: <ReportSigninContainer />, errorElement: <AppErrorRoute log={() => {}} /> },
  { path: '/signin_reported', element: <SigninReportedContainer /> },
  { path: '/reset_password', element: <h1>reset page</h1> },
];

/** The requests the page sends, counted on their way to the server. */
function countingTransport(answer: (request: Request) => Promise<Response> = server.transport) {
  const sent: string[] = [];
  const transport: Transport = (request) => {
    sent.push(new URL(request.url).pathname);
    return answer(request);
  };
  return { transport, sent };
}

async function render(search: string, transport: Transport = server.transport) {
  return renderRoutes(routes(), `/report_signin${search}`, { services: testServices({ transport }) });
}

/** An account whose sign-in was blocked, and the unblock code the email carried. */
async function blockedAccount(email: string): Promise<{ account: TestAccount; code: string }> {
  const account = await createTestAccount(server, email);
  const sent = await restClient(server).POST('/v1/account/login/send_unblock_code', { body: { email } });
  expect(sent.error).toBeUndefined();
  const code = (await server.codesTo(email)).at(-1)!;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return { account, code };
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;

describe('the report-a-sign-in containers', () => {
  it('reject the code, record the report, thank the person, and the code unblocks nothing after', async () => {
    const { account, code } = await blockedAccount('reported@example.com');
    const { container, router } = await render(`?uid=${account.uid}&unblockCode=${code}`);
    expect(heading(container)).toBe('Report unauthorized sign-in?');
    await press(container, '#report-signin-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin_reported'));
    // The spent link's account and code are not carried on, and Back does not return to it.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(heading(container)).toBe('Thank you for your vigilance');
    expect(container.querySelector('#signin-reported-reset-password')?.getAttribute('href')).toBe('/reset_password');

    const events = await listSecurityEvents(server.services.db, account.uid);
    expect(events.map((event) => event.name)).toContain('account.login.unblock_rejected');

    // Wrong passwords up to the limit block the sign-in; the reported code no longer lifts the block.
    const client = restClient(server);
    for (let i = 0; i < WRONG_PASSWORDS_AT_ONE_SOURCE; i += 1) {
      const wrong = await client.POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: 'f'.repeat(64) } });
      expect(wrong.error).toMatchObject({ errno: 103 });
    }
    const { authPW } = await deriveCredentials(1, account.email, TEST_PASSWORD);
    const unblocked = await client.POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW, unblockCode: code } });
    expect(unblocked.error).toMatchObject({ errno: 127 });
  });

  it('say a link whose code was already reported was used, and lead to a password reset', async () => {
    const { account, code } = await blockedAccount('reported-twice@example.com');
    const first = await restClient(server).POST('/v1/account/login/reject_unblock_code', { body: { uid: account.uid, unblockCode: code } });
    expect(first.error).toBeUndefined();
    const { container, router } = await render(`?uid=${account.uid}&unblockCode=${code}`);
    await press(container, '#report-signin-submit');
    await waitFor(() => expect(alertText(container)).toBe('That confirmation link was already used, and can only be used once.'));
    expect(router.state.location.pathname).toBe('/report_signin');
    expect(container.querySelector('#report-signin-submit')).toBeNull();
    await press(container, '#report-signin-reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset_password'));
  });

  it.each([
    { rule: 'no parameters', search: '' },
    { rule: 'no code', search: `?uid=${'a'.repeat(32)}` },
    { rule: 'no account', search: '?unblockCode=ABCD1234' },
    { rule: 'a uid in upper case', search: `?uid=${'A'.repeat(32)}&unblockCode=ABCD1234` },
    { rule: 'a code cut short', search: `?uid=${'a'.repeat(32)}&unblockCode=ABCD123` },
    { rule: 'a code with a symbol', search: `?uid=${'a'.repeat(32)}&unblockCode=ABCD-123` },
  ])('say a damaged link is damaged and send nothing: $rule', async ({ search }) => {
    const { transport, sent } = countingTransport();
    const { container } = await render(search, transport);
    expect(heading(container)).toBe('This sign-in can’t be reported');
    expect(alertText(container)).toBe('Link damaged');
    expect(container.querySelector('button')).toBeNull();
    expect(sent).toEqual([]);
  });

  // The link is read with the verification model: a value that breaks SPEC §5.3 is a bad request.
  it.each([
    { rule: 'a uid cut short', search: `?uid=${'a'.repeat(31)}&unblockCode=ABCD1234` },
    { rule: 'a uid that is not hexadecimal', search: `?uid=${'g'.repeat(32)}&unblockCode=ABCD1234` },
    { rule: 'a code that is not URI-encoded', search: `?uid=${'a'.repeat(32)}&unblockCode=ABCD%zz` },
  ])("show 'Bad Request: Invalid Query Parameters' and send nothing: $rule", async ({ search }) => {
    const { transport, sent } = countingTransport();
    const { container } = await render(search, transport);
    expect(heading(container)).toBe('Bad Request: Invalid Query Parameters');
    expect(container.querySelector('#report-signin-submit')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('say a link naming no account is damaged, once the server says so (102)', async () => {
    const { container } = await render(`?uid=${'0'.repeat(32)}&unblockCode=ABCD1234`);
    await press(container, '#report-signin-submit');
    await waitFor(() => expect(alertText(container)).toBe('Link damaged'));
    expect(container.querySelector('#report-signin-submit')).toBeNull();
  });

  it('keep the page with the reason when the server cannot answer, and report on the next press', async () => {
    const { account, code } = await blockedAccount('report-retry@example.com');
    let failures = 1;
    const { transport, sent } = countingTransport((request) => {
      if (failures-- > 0) {
        return Promise.resolve(new Response(JSON.stringify({ code: 500, errno: 999, error: 'Internal Server Error', message: 'Unexpected error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }));
      }
      return server.transport(request);
    });
    const { container, router } = await render(`?uid=${account.uid}&unblockCode=${code}`, transport);
    await press(container, '#report-signin-submit');
    await waitFor(() => expect(alertText(container)).toBe('Unexpected error.'));
    expect(router.state.location.pathname).toBe('/report_signin');
    await waitFor(() => expect(container.querySelector('#report-signin-submit')?.getAttribute('aria-busy')).toBeNull());
    await press(container, '#report-signin-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin_reported'));
    expect(sent).toEqual(['/v1/account/login/reject_unblock_code', '/v1/account/login/reject_unblock_code']);
  });
});
