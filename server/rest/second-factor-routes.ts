// REST operations of openapi/auth.yaml for two-step authentication: step-up
// codes and JWTs, the authenticator, backup codes, the recovery phone, sign-in
// confirmation by a second factor, and sign-in unblock codes (the
// wrong-password limit they lift is the account service's sign-in).
import type { Context, Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { callerOf } from '../request/caller';
import { requireStepUp } from '../request/step-up';
import { requireRecentSession, issueStepUpToken } from '../second-factor/step-up';
import type { Services } from '../request/services';
import type { SessionRecord } from '../sessions/session-service';
import { restRouter } from './route';

export function registerSecondFactorRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { secondFactor, recoveryPhone, sessions, passwordReset } = services;
  const stepUp = (c: Context) => requireStepUp(c, services, '2fa');
  // A session token (sign-in, settings), or during a reset a password-forgot token, whose account
  // counts as not yet confirmed: it learns only what the reset's chooser shows.
  const sessionOrReset = async (bearer: string): Promise<{ uid: string; verified: boolean }> =>
    (await sessions.authenticate(bearer)) ?? { uid: (await passwordReset.forgotToken(bearer)).uid, verified: false };
  const inline = (session: SessionRecord) => requireRecentSession(services, session);

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
    await secondFactor.completeTotpSetup(await inline(session), true);
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
  route('totpExists', 'bearer', async ({ bearer }) => secondFactor.totpStatus((await sessionOrReset(bearer)).uid));
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
  route('recoveryCodesExists', 'bearer', async ({ bearer }) => {
    const count = await secondFactor.backupCodeCount((await sessionOrReset(bearer)).uid);
    return { hasBackupCodes: count > 0, count };
  });
  route('sessionVerifyRecoveryCode', 'session', async ({ c, body, session }) => ({
    remaining: await secondFactor.verifySessionWithBackupCode(session, body.code, callerOf(c, services)),
  }));

  // ── Recovery phone ──
  route('recoveryPhoneCreate', 'session', async ({ c, body, session }) => {
    await recoveryPhone.createRecoveryPhone(await inline(session), body.phoneNumber, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneCreateWithJwt', 'none', async ({ c, body }) => {
    await recoveryPhone.createRecoveryPhone(await stepUp(c), body.phoneNumber, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneConfirm', 'session', async ({ c, body, session }) =>
    recoveryPhone.confirmRecoveryPhone(await inline(session), body.code, callerOf(c, services), 'setup'),
  );
  route('recoveryPhoneConfirmWithJwt', 'none', async ({ c, body }) =>
    recoveryPhone.confirmRecoveryPhone(await stepUp(c), body.code, callerOf(c, services), 'setup'),
  );
  route('recoveryPhoneChange', 'session', async ({ c, body, session }) =>
    recoveryPhone.confirmRecoveryPhone(await inline(session), body.code, callerOf(c, services), 'change'),
  );
  route('recoveryPhoneChangeWithJwt', 'none', async ({ c, body }) =>
    recoveryPhone.confirmRecoveryPhone(await stepUp(c), body.code, callerOf(c, services), 'change'),
  );
  route('recoveryPhoneDestroy', 'session', async ({ session }) => {
    await recoveryPhone.destroyRecoveryPhone(await inline(session));
    return {};
  });
  route('recoveryPhoneDestroyWithJwt', 'none', async ({ c }) => {
    await recoveryPhone.destroyRecoveryPhone(await stepUp(c));
    return {};
  });
  route('recoveryPhoneStatus', 'bearer', async ({ bearer }) => recoveryPhone.recoveryPhoneStatus(await sessionOrReset(bearer)));
  route('recoveryPhoneSigninSendCode', 'session', async ({ c, session }) => {
    await recoveryPhone.sendSignInPhoneCode(session, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneSigninConfirm', 'session', async ({ c, body, session }) => {
    await recoveryPhone.confirmSignInPhoneCode(session, body.code, callerOf(c, services));
    return {};
  });

  // ── Sign-in unblock codes ──
  route('accountLoginSendUnblockCode', 'none', async ({ c, body }) => {
    // The link goes to the product's public address, never to the Host the request names.
    await secondFactor.sendUnblockCode(body.email, callerOf(c, services), services.publicOrigin.value);
    return {};
  });
  route('accountLoginRejectUnblockCode', 'none', async ({ c, body }) => {
    await secondFactor.rejectUnblockCode(body.uid, body.unblockCode, callerOf(c, services));
    return {};
  });
}
