// @vitest-environment happy-dom
// Every page that reports an outcome says so only after the flow that leads
// to it: opened bare (no router state from the step that reached it, no
// confirmed session in this browser, no connected service) it is the neutral
// page under its own title; with what the flow leaves, it is the page itself.
import { waitFor } from '@testing-library/dom';
import type { ReactElement } from 'react';
import type { InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OAuthSuccessContainer } from '../../../../app/features/oauth';
import { SigninReportedContainer } from '../../../../app/features/report';
import { ResetPasswordVerifiedContainer, ResetPasswordWithRecoveryKeyVerifiedContainer } from '../../../../app/features/reset';
import { CompleteSigninContainer, SigninBouncedContainer, SigninConfirmedContainer } from '../../../../app/features/signin';
import {
  CannotCreateAccountContainer,
  PrimaryEmailVerifiedContainer,
  SignupConfirmedContainer,
  SignupConfirmedSyncContainer,
  SignupVerifiedContainer,
} from '../../../../app/features/signup';
import type { AppServices } from '../../../../app/lib/app';
import { BrandedRoute } from '../../../../app/lib/cms';
import { NoOutcome, OUTCOME_STATE } from '../../../../app/lib/flow';
import { createTestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { englishLocalization, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();
const NEUTRAL = 'Nothing to confirm here';
const SERVICE_ID = '0123456789abcdef';

/** What the flow leaves that the page checks. */
type Evidence = 'confirmed session' | 'router state' | 'bounced account';

interface OutcomeRoute {
  path: string;
  element: ReactElement;
  /** The claim the page makes, and never without its evidence. */
  claim: string;
  evidence: Evidence;
}

const ROUTES: readonly OutcomeRoute[] = [
  { path: '/signup_confirmed', element: <SignupConfirmedContainer />, claim: 'Account confirmed', evidence: 'confirmed session' },
  { path: '/signup_verified', element: <SignupVerifiedContainer />, claim: 'Email confirmed', evidence: 'confirmed session' },
  { path: '/signup_confirmed_sync', element: <SignupConfirmedSyncContainer />, claim: 'Sync is turned on', evidence: 'confirmed session' },
  { path: '/primary_email_verified', element: <PrimaryEmailVerifiedContainer />, claim: 'Primary email confirmed', evidence: 'confirmed session' },
  { path: '/cannot_create_account', element: <CannotCreateAccountContainer />, claim: 'Cannot create account', evidence: 'router state' },
  { path: '/signin_confirmed', element: <SigninConfirmedContainer />, claim: 'Sign-in confirmed', evidence: 'confirmed session' },
  { path: '/signin_verified', element: <SigninConfirmedContainer />, claim: 'Sign-in confirmed', evidence: 'confirmed session' },
  { path: '/signin_bounced', element: <SigninBouncedContainer />, claim: 'locked your account', evidence: 'bounced account' },
  { path: '/reset_password_verified', element: <ResetPasswordVerifiedContainer />, claim: 'Your password has been reset', evidence: 'router state' },
  {
    path: '/reset_password_with_recovery_key_verified',
    element: <ResetPasswordWithRecoveryKeyVerifiedContainer />,
    claim: 'Your password has been reset, and your data kept',
    evidence: 'router state',
  },
  { path: '/signin_reported', element: <SigninReportedContainer />, claim: 'Thank you for your vigilance', evidence: 'router state' },
];

/** A browser holding a confirmed session of a stored account (not checked against a server). */
function holding(evidence: Evidence | undefined, services = testServices({ transport: server.transport })): AppServices {
  if (evidence === 'confirmed session') {
    services.accounts.save({ uid: 'a'.repeat(32), email: 'confirmed@example.com', sessionToken: 'b'.repeat(64), verified: true });
    services.accounts.setCurrent('a'.repeat(32));
  }
  if (evidence === 'bounced account') {
    services.accounts.save({ uid: 'c'.repeat(32), email: 'bounced@example.com', hasBounced: true });
    services.accounts.setCurrent('c'.repeat(32));
  }
  return services;
}

async function open(route: Pick<OutcomeRoute, 'path' | 'element'>, at: InitialEntry, services: AppServices) {
  return renderRoutes(
    [
      { path: route.path, element: route.element },
      { path: '/', element: <h1>start page</h1> },
      { path: '/settings', element: <h1>settings</h1> },
    ],
    at,
    { services },
  );
}

function heading(container: HTMLElement): string {
  return container.querySelector('h1')?.textContent ?? '';
}

describe('a page that reports an outcome', () => {
  it.each(ROUTES)('$path opened bare says nothing happened, and leads to a clean start page', async (route) => {
    const { container, router } = await open(route, route.path, holding(undefined));
    await waitFor(() => expect(heading(container)).toBe(NEUTRAL));
    expect(container.textContent).not.toContain(route.claim);
    await press(container, '#flow-no-outcome-start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it.each(ROUTES)('$path with its flow behind it ($evidence) says what happened', async (route) => {
    const at = route.evidence === 'router state' ? { pathname: route.path, state: OUTCOME_STATE } : route.path;
    const { container } = await open(route, at, holding(route.evidence));
    await waitFor(() => expect(container.textContent).toContain(route.claim));
    expect(heading(container)).not.toBe(NEUTRAL);
  });

  it.each([
    { rule: 'a stored account that has not bounced is not said to be locked', path: '/signin_bounced', element: <SigninBouncedContainer />, account: { hasBounced: false, sessionToken: 'd'.repeat(64) } },
    { rule: 'an account whose session is not confirmed is not said to be confirmed', path: '/signup_confirmed', element: <SignupConfirmedContainer />, account: { sessionToken: 'd'.repeat(64), verified: false } },
    { rule: 'a stored account without a session is not said to be signed in', path: '/signin_confirmed', element: <SigninConfirmedContainer />, account: { verified: true } },
  ])('$rule', async ({ path, element, account }) => {
    const services = testServices({ transport: server.transport });
    services.accounts.save({ uid: 'e'.repeat(32), email: 'someone@example.com', ...account });
    services.accounts.setCurrent('e'.repeat(32));
    const { container } = await open({ path, element }, path, services);
    await waitFor(() => expect(heading(container)).toBe(NEUTRAL));
  });

  it('/complete_signin opened bare says its link is broken, and claims no sign-in', async () => {
    const { container } = await open({ path: '/complete_signin', element: <CompleteSigninContainer /> }, '/complete_signin', holding(undefined));
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    expect(container.textContent).not.toContain('Your sign-in is confirmed');
  });
});

describe('/oauth/success/{clientId}', () => {
  const route = { path: '/oauth/success/:clientId', element: <OAuthSuccessContainer /> };

  it('opened bare in a browser with no session: the neutral page', async () => {
    const { container } = await open(route, `/oauth/success/${SERVICE_ID}`, holding(undefined));
    await waitFor(() => expect(heading(container)).toBe(NEUTRAL));
    expect(container.textContent).not.toContain('Orbit Notes');
  });

  it('signed in, but the account never connected the service: the neutral page', async () => {
    const account = await createTestAccount(server, 'outcome-not-connected@example.com');
    const services = testServices({ transport: server.transport });
    services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
    services.accounts.setCurrent(account.uid);
    services.session.setSignedIn(true);
    const { container } = await open(route, `/oauth/success/${SERVICE_ID}`, services);
    await waitFor(() => expect(heading(container)).toBe(NEUTRAL));
    expect(container.textContent).not.toContain('signed in to Orbit Notes');
  });

  it('while it checks the connected services, it claims nothing, under a neutral title', async () => {
    const account = await createTestAccount(server, 'outcome-checking@example.com');
    // The server answers only once the page has been looked at mid-check.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const services = testServices({ transport: async (request) => answered.then(() => server.transport(request)) });
    services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
    services.accounts.setCurrent(account.uid);
    services.session.setSignedIn(true);
    const l10n = englishLocalization();
    const { container } = await renderRoutes(
      [
        {
          path: route.path,
          element: (
            <BrandedRoute titleId="oauth-success-title" branded={false}>
              <OAuthSuccessContainer />
            </BrandedRoute>
          ),
        },
      ],
      `/oauth/success/${SERVICE_ID}`,
      { services },
    );
    const checking = l10n.getString('flow-outcome-checking-heading');
    await waitFor(() => expect(heading(container)).toBe(checking));
    expect(container.textContent).not.toContain(l10n.getString('oauth-success-title'));
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(document.title).toBe(l10n.getString('app-page-title', { title: checking }));
    answer();
    await waitFor(() => expect(heading(container)).toBe(NEUTRAL));
  });
});

describe('the neutral page', () => {
  it("replaces its route's title: the document never names the outcome", async () => {
    await renderRoutes(
      [
        {
          path: '/reset_password_verified',
          element: (
            <BrandedRoute titleId="reset-verified-heading" branded={false}>
              <NoOutcome />
            </BrandedRoute>
          ),
        },
      ],
      '/reset_password_verified',
    );
    const product = englishLocalization().getString('app-page-title', { title: NEUTRAL });
    await waitFor(() => expect(document.title).toBe(product));
    expect(document.title).not.toContain('reset');
  });

  it('/oauth/success without a client id says what is missing under its own title, not that anyone is signed in', async () => {
    const { container } = await renderRoutes(
      [
        {
          path: '/oauth/success/:clientId?',
          element: (
            <BrandedRoute titleId="oauth-success-title" branded={false}>
              <OAuthSuccessContainer />
            </BrandedRoute>
          ),
        },
      ],
      '/oauth/success',
    );
    const missing = englishLocalization().getString('oauth-error-109', { param: 'client_id' });
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain(missing));
    expect(document.title).toBe(englishLocalization().getString('app-page-title', { title: englishLocalization().getString('oauth-failed-heading') }));
  });
});
