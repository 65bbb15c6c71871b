// REST operations of openapi/auth.yaml for two-step authentication: step-up
// codes and JWTs, the authenticator, backup codes, the recovery phone, sign-in
// confirmation by a second factor, and sign-in unblock codes (the
// wrong-password limit they lift is the account service's sign-in).
import type { Context, Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { recordSecurityEvent } from '../accounts/security-events';
import { appError } from '../errors';
import { requireRecentSession, requireStepUp, issueStepUpToken } from '../mfa/step-up';
import { throttledError } from '../ratelimit/rate-limiter';
import { SECOND_FACTOR_EVENTS } from '../second-factor/events';
import { callerOf, limitedSend } from '../second-factor/guards';
import { SECOND_FACTOR_CODES, SecondFactorService } from '../second-factor/service';
import type { Services } from '../services';
import type { SessionRecord } from '../sessions/session-service';
import { sessionIdOf } from '../sessions/session-service';
import { bearerToken, restRouter } from './route';

export function registerSecondFactorRoutes(app: Hono, services: Services): SecondFactorService {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const secondFactor = new SecondFactorService(services);
  const { limiter } = secondFactor;
  const settings = services.config.secondFactor;
  const stepUp = (c: Context) => requireStepUp(c, services, '2fa');
  const inline = (session: SessionRecord) => requireRecentSession(services, session);

  guardCodeResend(app, services, secondFactor);

  // ── Step-up JWT ──
  route('mfaOtpRequest', 'session', async ({ c, body, session }) => {
    await secondFactor.sendStepUpCode(session, body.scope, callerOf(c, services));
    return {};
  });
  route('mfaOtpVerify', 'session', async ({ c, body, session }) => {
    await secondFactor.checkStepUpCode(session, body.scope, body.code, callerOf(c, services));
    return { accessToken: await issueStepUpToken(services, session, body.scope) };
  });

  // ── Authenticator ──
  route('totpCreate', 'session', async ({ session }) => secondFactor.createTotp(await inline(session)));
  route('totpCreateWithJwt', 'none', async ({ c }) => secondFactor.createTotp(await stepUp(c)));
  route('totpSetupVerify', 'session', async ({ c, body, session }) => {
    await secondFactor.verifyTotpSetup(await inline(session), body.code, callerOf(c, services));
    return {};
  });
  route('totpSetupVerifyWithJwt', 'none', async ({ c, body }) => {
    await secondFactor.verifyTotpSetup(await stepUp(c), body.code, callerOf(c, services));
    return {};
  });
  route('totpSetupComplete', 'session', async ({ session }) => {
    await secondFactor.completeTotpSetup(await inline(session));
    return {};
  });
  route('totpSetupCompleteWithJwt', 'none', async ({ c }) => {
    await secondFactor.completeTotpSetup(await stepUp(c));
    return {};
  });
  route('totpReplaceStart', 'none', async ({ c }) => secondFactor.startTotpReplace(await stepUp(c)));
  route('totpReplaceConfirm', 'none', async ({ c, body }) => {
    await secondFactor.confirmTotpReplace(await stepUp(c), body.code, callerOf(c, services));
    return {};
  });
  route('totpDestroy', 'none', async ({ c }) => {
    await secondFactor.destroyTotp(await stepUp(c));
    return {};
  });
  route('totpExists', 'session', async ({ session }) => secondFactor.totpStatus(session.uid));
  route('sessionVerifyTotp', 'session', async ({ c, body, session }) => {
    await secondFactor.verifySessionWithTotp(session, body.code, callerOf(c, services));
    return {};
  });

  // ── Backup codes ──
  route('recoveryCodesSet', 'session', async ({ body, session }) => {
    await secondFactor.setBackupCodes(await inline(session), body.recoveryCodes);
    return {};
  });
  route('recoveryCodesSetWithJwt', 'none', async ({ c, body }) => {
    await secondFactor.setBackupCodes(await stepUp(c), body.recoveryCodes);
    return {};
  });
  route('recoveryCodesReplace', 'session', async ({ body, session }) => {
    await secondFactor.replaceBackupCodes(await inline(session), body.recoveryCodes);
    return {};
  });
  route('recoveryCodesReplaceWithJwt', 'none', async ({ c, body }) => {
    await secondFactor.replaceBackupCodes(await stepUp(c), body.recoveryCodes);
    return {};
  });
  route('recoveryCodesExists', 'session', async ({ session }) => {
    const count = await secondFactor.backupCodeCount(session.uid);
    return { hasBackupCodes: count > 0, count };
  });
  route('sessionVerifyRecoveryCode', 'session', async ({ c, body, session }) => ({
    remaining: await secondFactor.verifySessionWithBackupCode(session, body.code, callerOf(c, services)),
  }));

  // ── Recovery phone ──
  route('recoveryPhoneCreate', 'session', async ({ c, body, session }) => {
    await secondFactor.createRecoveryPhone(await inline(session), body.phoneNumber, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneCreateWithJwt', 'none', async ({ c, body }) => {
    await secondFactor.createRecoveryPhone(await stepUp(c), body.phoneNumber, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneConfirm', 'session', async ({ c, body, session }) =>
    secondFactor.confirmRecoveryPhone(await inline(session), body.code, callerOf(c, services), 'setup'),
  );
  route('recoveryPhoneConfirmWithJwt', 'none', async ({ c, body }) =>
    secondFactor.confirmRecoveryPhone(await stepUp(c), body.code, callerOf(c, services), 'setup'),
  );
  route('recoveryPhoneChange', 'session', async ({ c, body, session }) =>
    secondFactor.confirmRecoveryPhone(await inline(session), body.code, callerOf(c, services), 'change'),
  );
  route('recoveryPhoneChangeWithJwt', 'none', async ({ c, body }) =>
    secondFactor.confirmRecoveryPhone(await stepUp(c), body.code, callerOf(c, services), 'change'),
  );
  route('recoveryPhoneDestroy', 'session', async ({ session }) => {
    await secondFactor.destroyRecoveryPhone(await inline(session));
    return {};
  });
  route('recoveryPhoneDestroyWithJwt', 'none', async ({ c }) => {
    await secondFactor.destroyRecoveryPhone(await stepUp(c));
    return {};
  });
  route('recoveryPhoneStatus', 'session', async ({ session }) => secondFactor.recoveryPhoneStatus(session));
  route('recoveryPhoneSigninSendCode', 'session', async ({ c, session }) => {
    await secondFactor.sendSignInPhoneCode(session, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneSigninConfirm', 'session', async ({ c, body, session }) => {
    await secondFactor.confirmSignInPhoneCode(session, body.code, callerOf(c, services));
    return {};
  });

  // ── Sign-in unblock codes ──
  route('accountLoginSendUnblockCode', 'none', async ({ c, body }) => {
    const account = await services.accounts.byEmail(body.email);
    if (!account) throw appError('UNKNOWN_ACCOUNT');
    const locale = callerOf(c, services).locale;
    await limitedSend(limiter, `send-${SECOND_FACTOR_CODES.unblock}`, account.uid, settings.limits.codeSend, locale);
    const kind = { ...settings.unblockCode, maxAttempts: settings.codeMaxAttempts };
    const issued = await services.codes.issue(SECOND_FACTOR_CODES.unblock, kind, { uid: account.uid });
    await services.outbox.sendCodeEmail({
      to: account.email,
      uid: account.uid,
      locale: account.locale,
      template: 'unblock-code',
      code: issued.code,
      minutes: Math.round(kind.ttlMs / 60_000),
    });
    return {};
  });
  route('accountLoginRejectUnblockCode', 'none', async ({ body }) => {
    const account = await services.accounts.byUid(body.uid);
    if (!account) throw appError('UNKNOWN_ACCOUNT');
    const check = await services.codes.verify(SECOND_FACTOR_CODES.unblock, { uid: account.uid }, body.unblockCode);
    if (check.status !== 'ok') throw appError('INVALID_UNBLOCK_CODE');
    await recordSecurityEvent(services.db, { uid: account.uid, name: SECOND_FACTOR_EVENTS.unblockRejected, at: services.now() });
    return {};
  });

  return secondFactor;
}

/** Resending the session confirmation code: at most the configured number of sends per window (SPEC §9: 4), then 114. */
function guardCodeResend(app: Hono, services: Services, secondFactor: SecondFactorService): void {
  app.post(requestSchemas.sessionResendCode.path, async (c, next) => {
    const token = bearerToken(c);
    const sessionId = token ? sessionIdOf(token) : undefined;
    const rule = services.config.secondFactor.limits.codeSend;
    if (sessionId) {
      const decision = await secondFactor.limiter.check('send-session-code', sessionId, rule);
      if (!decision.allowed) throw throttledError(decision.retryAfterMs, callerOf(c, services).locale);
    }
    await next();
    // Only a code that was sent counts.
    if (sessionId && c.res.status === 200) await secondFactor.limiter.hit('send-session-code', sessionId, rule);
  });
}
