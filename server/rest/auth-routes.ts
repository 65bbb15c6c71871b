// REST operations of openapi/auth.yaml implemented by the server core:
// sign-up, sign-in, account and credential status, session confirmation
// (by code, or approved from another device), status and sign-out, key fetching and account deletion.
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { appError } from '../errors';
import type { Services } from '../request/services';
import { sessionIdOf } from '../sessions/session-service';
import { bearerToken } from '../request/bearer';
import { callerOf } from '../request/caller';
import { restRouter } from './route';
import { isTwoFactor } from '../sessions/authentication';

export function registerAuthRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { accounts, sessions, strings, signUp, signIn, sessionCodes, keyFetch, secondFactor } = services;

  route('accountCreate', 'none', async ({ c, body, query }) => {
    const result = await signUp.create({
      email: body.email,
      authPW: body.authPW,
      wrapKb: body.wrapKb,
      authPWVersion2: body.authPWVersion2,
      wrapKbVersion2: body.wrapKbVersion2,
      clientSalt: body.clientSalt,
      locale: strings.negotiate(c.req.header('Accept-Language')),
      userAgent: c.req.header('User-Agent'),
      keys: query?.keys === true,
    });
    return {
      uid: result.uid,
      sessionToken: result.sessionToken,
      ...(result.keyFetchToken ? { keyFetchToken: result.keyFetchToken } : {}),
      authAt: result.authAt,
      verificationMethod: result.verificationMethod,
    };
  });

  route('accountLogin', 'none', async ({ c, body, query }) => {
    const result = await signIn.signIn({
      email: body.email,
      authPW: body.authPW,
      locale: strings.negotiate(c.req.header('Accept-Language')),
      userAgent: c.req.header('User-Agent'),
      keys: query?.keys === true,
      unblockCode: body.unblockCode,
      ip: callerOf(c, services).ip,
      originalLoginEmail: body.originalLoginEmail,
      replaces: body.replaceSession ? sessionIdOf(bearerToken(c) ?? '') : undefined,
    });
    return {
      uid: result.uid,
      sessionToken: result.sessionToken,
      ...(result.keyFetchToken ? { keyFetchToken: result.keyFetchToken } : {}),
      authAt: result.authAt,
      emailVerified: result.emailVerified,
      sessionVerified: result.sessionVerified,
      metricsEnabled: result.metricsEnabled,
      ...(result.verificationMethod ? { verificationMethod: result.verificationMethod } : {}),
      ...(result.verificationReason ? { verificationReason: result.verificationReason } : {}),
    };
  });

  route('accountStatus', 'none', async ({ body }) => {
    const account = await accounts.byEmail(body.email);
    if (!body.thirdPartyAuthStatus) return { exists: account !== undefined };
    return {
      exists: account !== undefined,
      hasLinkedAccount: account !== undefined && (await services.linkedAccounts.list(account.uid)).length > 0,
      hasPassword: account !== undefined && account.passwordCreatedAt > 0,
    };
  });

  route('accountCredentialsStatus', 'none', async ({ body }) => {
    const status = await accounts.credentialsStatus(body.email);
    return {
      currentVersion: status.currentVersion,
      upgradeNeeded: status.upgradeNeeded,
      ...(status.clientSalt ? { clientSalt: status.clientSalt } : {}),
    };
  });

  route('accountKeys', 'bearer', async ({ bearer }) => keyFetch.fetchKeys(bearer));

  route('accountDestroy', 'session', async ({ c, body, session }) => {
    await signIn.destroyAccount(session, body.email, body.authPW, callerOf(c, services));
    return {};
  });

  route('sessionVerifyCode', 'session', async ({ c, body, session }) => {
    await sessionCodes.verify(session, body.code, callerOf(c, services));
    return {};
  });

  route('sessionResendCode', 'session', async ({ c, session }) => {
    await sessionCodes.resend(session, strings.negotiate(c.req.header('Accept-Language')));
    return {};
  });

  route('sessionSendPush', 'session', async ({ c, session }) => {
    // The notification's link goes to the product's public address, never to the Host the request names.
    const devices = await services.signInPush.send(session, callerOf(c, services), services.publicOrigin.value);
    return { devices };
  });

  route('sessionPushRequest', 'session', async ({ c, body, session }) => services.signInPush.describe(session, body.token, callerOf(c, services).locale));

  route('sessionVerifyPush', 'session', async ({ c, body, session }) => {
    await services.signInPush.decide(session, body.token, body.approve, callerOf(c, services));
    return {};
  });

  route('sessionDeviceAuthorization', 'session', async ({ c, body, session }) =>
    services.deviceGrant.describe(session, body.user_code, callerOf(c, services)),
  );

  route('sessionDeviceAuthorizationAnswer', 'session', async ({ c, body, session }) => {
    await services.deviceGrant.answer(session, body.user_code, body.approve, callerOf(c, services));
    return {};
  });

  route('sessionStatus', 'session', async ({ session }) => {
    const account = await accounts.byUid(session.uid);
    if (!account) throw appError('INVALID_TOKEN');
    // With two-step authentication on, only a session confirmed by it meets the account's level.
    const totp = await secondFactor.totpStatus(session.uid);
    const meetsAAL = !totp.verified || isTwoFactor(session);
    return {
      state: session.verified ? ('verified' as const) : ('unverified' as const),
      uid: session.uid,
      details: {
        accountEmailVerified: account.verified,
        sessionVerified: session.verified,
        sessionVerificationMethod: session.verified ? (session.verifiedMethod ?? 'email-otp') : null,
        sessionVerificationMeetsMinimumAAL: meetsAAL,
      },
    };
  });

  route('sessionDestroy', 'session', async ({ body, session }) => {
    let target = session.id;
    if (body?.customSessionToken) {
      const id = sessionIdOf(body.customSessionToken);
      const other = id ? await sessions.get(services.db, id) : undefined;
      if (!other || other.uid !== session.uid) throw appError('INVALID_TOKEN');
      target = other.id;
    }
    await sessions.destroy(services.db, target);
    return {};
  });
}
