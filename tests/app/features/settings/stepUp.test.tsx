// @vitest-environment happy-dom
// Step-up for sensitive changes (SPEC §3.11, §6) against the reference server
// in this process: a change without a live JWT for its scope asks for the code
// emailed to the primary address and then goes through with the JWT; the JWT
// is cached per session token and scope and used without asking while it
// lasts; one the server refuses is dropped and asked for once more; Cancel
// sends nothing; an ended session signs the browser out.
import { waitFor } from '@testing-library/dom';
import { act } from 'react';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { errorFromFields } from '../../../../app/api/errors';
import { SettingsDataProvider, useSettingsData } from '../../../../app/features/settings/data';
import { SETTINGS_STEP_UP_SCOPES, StepUpProvider, isStepUpCancelled, useStepUp } from '../../../../app/features/settings/kit';
import type { StepUpScope } from '../../../../app/features/settings/kit';
import type { Account } from '../../../../app/api';
import type { AppServices } from '../../../../app/lib/app';
import { createTestAccount, restClient } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

/** A sensitive change the server checks for the `email` scope: adding a secondary address. */
async function addAddress(jwt: string, email: string): Promise<void> {
  const { error, response } = await restClient(server, jwt).POST('/v1/recovery_email/create', { body: { email } });
  if (error) throw errorFromFields(error as Record<string, unknown>, response.status);
}

interface Outcome {
  done?: boolean;
  error?: unknown;
  /** Whether the settings area took the failure for an ended session. */
  ended?: boolean;
  jwts: string[];
}

function Probe({ scope, email, outcome }: { scope: StepUpScope; email: string; outcome: Outcome }) {
  const stepUp = useStepUp();
  const { endedSession } = useSettingsData();
  const change = () => {
    stepUp
      .run(scope, async (jwt) => {
        outcome.jwts.push(jwt);
        await addAddress(jwt, email);
      })
      .then(
        () => (outcome.done = true),
        (error: unknown) => {
          outcome.error = error;
          outcome.ended = endedSession(error);
        },
      );
  };
  return (
    <button id="change" type="button" onClick={change}>
      change
    </button>
  );
}

/** Two sensitive changes of different scopes, one press each: adding an address (`email`), then starting two-step set-up (`2fa`). */
function TwoChanges({ email, outcomes }: { email: string; outcomes: { address: Outcome; twoStep: Outcome } }) {
  const stepUp = useStepUp();
  const run = (scope: StepUpScope, outcome: Outcome, change: (jwt: string) => Promise<unknown>) => {
    stepUp
      .run(scope, async (jwt) => {
        outcome.jwts.push(jwt);
        await change(jwt);
      })
      .then(
        () => (outcome.done = true),
        (error: unknown) => (outcome.error = error),
      );
  };
  const startTwoStep = async (jwt: string) => {
    const { error, response } = await restClient(server, jwt).POST('/v1/mfa/totp/create', { body: {} });
    if (error) throw errorFromFields(error as Record<string, unknown>, response.status);
  };
  return (
    <>
      <button id="change-address" type="button" onClick={() => run('email', outcomes.address, (jwt) => addAddress(jwt, email))}>
        address
      </button>
      <button id="change-two-step" type="button" onClick={() => run('2fa', outcomes.twoStep, startTwoStep)}>
        two-step
      </button>
    </>
  );
}

async function signedIn(account: TestAccount): Promise<AppServices> {
  const services = testServices({ transport: server.transport });
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
  services.accounts.setCurrent(account.uid);
  services.session.setSignedIn(true);
  return services;
}

async function render(services: AppServices, email: string, outcome: Outcome, initial?: Account) {
  initial ??= (await services.api.getAccount())!;
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <SettingsDataProvider initial={initial}>
            <StepUpProvider>
              <Probe scope="email" email={email} outcome={outcome} />
            </StepUpProvider>
          </SettingsDataProvider>
        ),
      },
    ],
    '/settings',
    { services },
  );
}

const dialog = () => document.body.querySelector('[role="dialog"]');

async function secondaryAddresses(services: AppServices): Promise<string[]> {
  const account = await services.api.getAccount();
  return account!.emails.filter((entry) => !entry.isPrimary).map((entry) => entry.email);
}

describe('step-up for sensitive changes', () => {
  it('asks once for two changes of different scopes: one emailed code, one JWT for every scope of the area', async () => {
    const account = await createTestAccount(server, 'stepup-once@example.com');
    const services = await signedIn(account);
    const initial = (await services.api.getAccount())!;
    const outcomes = { address: { jwts: [] } as Outcome, twoStep: { jwts: [] } as Outcome };
    const { container } = await renderRoutes(
      [
        {
          path: '*',
          element: (
            <SettingsDataProvider initial={initial}>
              <StepUpProvider>
                <TwoChanges email="stepup-once-second@example.com" outcomes={outcomes} />
              </StepUpProvider>
            </SettingsDataProvider>
          ),
        },
      ],
      '/settings',
      { services },
    );
    const before = (await server.codesTo(account.email)).length;

    await press(container, '#change-address');
    await waitFor(() => expect(dialog()).not.toBeNull());
    let code: string | undefined;
    await waitFor(async () => {
      const codes = await server.codesTo(account.email);
      expect(codes.length).toBe(before + 1);
      code = codes.at(-1);
    });
    await fill(document.body, '#settings-step-up-code', code!);
    await press(document.body, '#settings-step-up-code-submit');
    await waitFor(() => expect(outcomes.address.done).toBe(true));
    expect(dialog()).toBeNull();

    // The other scope's change goes through on the same JWT: no dialog, no second code.
    await press(container, '#change-two-step');
    await waitFor(() => expect(outcomes.twoStep.done).toBe(true));
    expect(dialog()).toBeNull();
    expect(outcomes.twoStep.jwts).toEqual(outcomes.address.jwts);
    expect((await server.codesTo(account.email)).length).toBe(before + 1);
    // Every scope of the area is cached, for the area's other pages.
    for (const scope of SETTINGS_STEP_UP_SCOPES) expect(services.mfaTokens.get(account.sessionToken, scope), scope).toBe(outcomes.address.jwts[0]);
  });

  it('asks for the emailed code, then makes the change with the JWT it caches, and asks no more while the JWT lasts', async () => {
    const account = await createTestAccount(server, 'stepup-code@example.com');
    const services = await signedIn(account);
    const outcome: Outcome = { jwts: [] };
    const { container } = await render(services, 'stepup-code-second@example.com', outcome);
    const before = (await server.codesTo(account.email)).length;

    await press(container, '#change');
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain(account.email);
    await waitFor(async () => expect((await server.codesTo(account.email)).length).toBe(before + 1));
    expect(services.mfaTokens.otpRequestedAt(account.sessionToken, 'email')).toBeTypeOf('number');

    // A wrong code stays in the dialog, under the field.
    const code = (await server.codesTo(account.email)).at(-1)!;
    await fill(document.body, '#settings-step-up-code', code === '000000' ? '111111' : '000000');
    await press(document.body, '#settings-step-up-code-submit');
    await waitFor(() => expect(dialog()!.textContent).toContain('Invalid or expired confirmation code'));
    expect(outcome.jwts).toEqual([]);

    await fill(document.body, '#settings-step-up-code', code);
    await press(document.body, '#settings-step-up-code-submit');
    await waitFor(() => expect(outcome.done).toBe(true));
    expect(dialog()).toBeNull();
    expect(await secondaryAddresses(services)).toEqual(['stepup-code-second@example.com']);
    const cached = services.mfaTokens.get(account.sessionToken, 'email');
    expect(cached).toBe(outcome.jwts[0]);

    // The next change of the scope uses the cached JWT: no dialog, no new mail.
    const sent = (await server.codesTo(account.email)).length;
    const next: Outcome = { jwts: [] };
    const again = await render(services, 'stepup-code-third@example.com', next);
    await press(again.container, '#change');
    await waitFor(() => expect(next.done).toBe(true));
    expect(next.jwts).toEqual([cached]);
    expect(dialog()).toBeNull();
    expect((await server.codesTo(account.email)).length).toBe(sent);
  });

  it('drops a cached JWT the server refuses and asks for a code once more', async () => {
    const account = await createTestAccount(server, 'stepup-refused@example.com');
    const services = await signedIn(account);
    // Well formed and unexpired to the browser, but not signed by the server.
    const forged = await new SignJWT({ scope: ['mfa:email'], stid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('a')
      .setIssuer('i')
      .setSubject(account.uid)
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server secret'));
    expect(services.mfaTokens.set(account.sessionToken, 'email', forged)).toBe(true);
    const outcome: Outcome = { jwts: [] };
    const { container } = await render(services, 'stepup-refused-second@example.com', outcome);
    const before = (await server.codesTo(account.email)).length;
    await press(container, '#change');
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(outcome.jwts).toEqual([forged]);
    expect(services.mfaTokens.get(account.sessionToken, 'email')).toBeUndefined();
    let code: string | undefined;
    await waitFor(async () => {
      const codes = await server.codesTo(account.email);
      expect(codes.length).toBe(before + 1);
      code = codes.at(-1);
    });
    await fill(document.body, '#settings-step-up-code', code!);
    await press(document.body, '#settings-step-up-code-submit');
    await waitFor(() => expect(outcome.done).toBe(true));
    expect(outcome.jwts).toHaveLength(2);
    expect(await secondaryAddresses(services)).toEqual(['stepup-refused-second@example.com']);
  });

  it('an expired cached JWT is not used: the code is asked for', async () => {
    const account = await createTestAccount(server, 'stepup-expired@example.com');
    const services = await signedIn(account);
    const expired = await new SignJWT({ scope: ['mfa:email'], stid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('a')
      .setIssuer('i')
      .setSubject(account.uid)
      .setJti('j')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('any'));
    services.mfaTokens.set(account.sessionToken, 'email', expired);
    const outcome: Outcome = { jwts: [] };
    const { container } = await render(services, 'stepup-expired-second@example.com', outcome);
    await press(container, '#change');
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(outcome.jwts).toEqual([]);
  });

  it('Cancel sends nothing and says so to the change', async () => {
    const account = await createTestAccount(server, 'stepup-cancel@example.com');
    const services = await signedIn(account);
    const outcome: Outcome = { jwts: [] };
    const { container } = await render(services, 'stepup-cancel-second@example.com', outcome);
    await press(container, '#change');
    await waitFor(() => expect(dialog()).not.toBeNull());
    await press(document.body, '#settings-step-up-cancel');
    await waitFor(() => expect(isStepUpCancelled(outcome.error)).toBe(true));
    expect(dialog()).toBeNull();
    expect(outcome.jwts).toEqual([]);
    expect(outcome.ended).toBe(false);
    expect(await secondaryAddresses(services)).toEqual([]);
  });

  it("a JWT whose session has ended gets 'Missing parent session token.', which the settings area treats as signed out", async () => {
    const account = await createTestAccount(server, 'stepup-parent@example.com');
    const services = await signedIn(account);
    await restClient(server, account.sessionToken).POST('/v1/mfa/otp/request', { body: { scope: 'email' } });
    const code = (await server.codesTo(account.email)).at(-1)!;
    const verified = await restClient(server, account.sessionToken).POST('/v1/mfa/otp/verify', { body: { scope: 'email', code } });
    services.mfaTokens.set(account.sessionToken, 'email', verified.data!.accessToken);
    const initial = (await services.api.getAccount())!;
    await restClient(server, account.sessionToken).POST('/v1/session/destroy', { body: {} });
    const outcome: Outcome = { jwts: [] };
    const { container } = await render(services, 'stepup-parent-second@example.com', outcome, initial);
    await act(async () => {
      container.querySelector<HTMLButtonElement>('#change')!.click();
    });
    await waitFor(() => expect(outcome.error).toBeDefined());
    expect((outcome.error as Error).message).toBe('Missing parent session token.');
    expect(outcome.ended).toBe(true);
    expect(services.accounts.current()).toBeUndefined();
    expect(services.session.isSignedIn()).toBe(false);
    expect(dialog()).toBeNull();
  });
});
