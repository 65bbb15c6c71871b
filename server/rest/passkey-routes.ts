// REST operations of openapi/auth.yaml for passkeys: adding one (after a
// step-up), listing, renaming and removing them, signing in with one, and a
// step-up by one.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context, Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { bearerToken } from '../request/bearer';
import { callerOf } from '../request/caller';
import type { Services } from '../request/services';
import { requireStepUp } from '../request/step-up';
import { issueStepUpToken } from '../second-factor/step-up';
import { sessionIdOf } from '../sessions/session-service';
import { restRouter } from './route';

export function registerPasskeyRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { passkeys } = services;
  // Adding and removing a passkey are sensitive settings: the two-step scope's step-up.
  const stepUp = (c: Context) => requireStepUp(c, services, '2fa');

  route('passkeyRegistrationOptions', 'none', async ({ c }) => {
    const options = await passkeys.registrationOptions(await stepUp(c));
    // As plain JSON objects (the library's interfaces are closed; the contract leaves them open).
    return { ...options, rp: { ...options.rp, id: services.config.passkeys.rpId }, user: { ...options.user }, pubKeyCredParams: options.pubKeyCredParams.map((each) => ({ ...each })) };
  });
  route('passkeyRegistrationVerify', 'none', async ({ c, body }) =>
    passkeys.register(await stepUp(c), body.response as RegistrationResponseJSON, body.name, callerOf(c, services)),
  );
  // The RP ID goes with the list, for the browser's signals of a removed passkey or a deleted account.
  const { enabled, rpId } = services.config.passkeys;
  route('passkeyList', 'session', async ({ session }) => ({ passkeys: await passkeys.list(session), ...(enabled ? { rpId } : {}) }));
  route('passkeyRename', 'session', async ({ body, session }) => passkeys.rename(session, body.credentialId, body.name));
  route('passkeyDestroy', 'none', async ({ c, body }) => {
    await passkeys.remove(await stepUp(c), body.credentialId);
    return {};
  });
  route('passkeyAuthenticationOptions', 'none', async ({ c }) => ({ ...(await passkeys.authenticationOptions(callerOf(c, services))) }));
  route('passkeyAuthenticationVerify', 'none', async ({ c, body }) => {
    // Signing in again in place of the session the browser holds: the service ends it only when it is the passkey's account's.
    const token = bearerToken(c);
    return passkeys.signIn(body.response as AuthenticationResponseJSON, {
      ...callerOf(c, services),
      userAgent: c.req.header('User-Agent'),
      ...(body.replaceSession && token ? { replaces: sessionIdOf(token) } : {}),
    });
  });
  route('passkeyStepUpOptions', 'session', async ({ session }) => ({ ...(await passkeys.stepUpOptions(session)) }));
  route('passkeyStepUpVerify', 'session', async ({ c, body, session }) => {
    await passkeys.stepUp(session, body.response as AuthenticationResponseJSON, callerOf(c, services));
    return { accessToken: await issueStepUpToken(services, session, body.scope) };
  });
}
