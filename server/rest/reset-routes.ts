// REST operations of openapi/auth.yaml for the forgotten-password reset and
// the account recovery key: the emailed reset code, the password-forgot and
// account-reset tokens, the second-factor checks a two-step account makes
// during a reset, the new password (with or without the recovery key), and
// the recovery key's own operations, which settings shares.
import type { Context, Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import type { ResetInput, ResetResult } from '../accounts/password-reset';
import { callerOf } from '../request/caller';
import { requireStepUp } from '../request/step-up';
import { requireRecentSession } from '../second-factor/step-up';
import type { Services } from '../request/services';
import { restRouter } from './route';

/** The language of the request's mail: its Accept-Language when it sent one, else the account's. */
function mailLocale(c: Context, services: Services): string | undefined {
  const header = c.req.header('Accept-Language');
  return header && header.trim() !== '' ? services.strings.negotiate(header) : undefined;
}

function resetResponse(result: ResetResult) {
  return {
    uid: result.uid,
    ...(result.sessionToken ? { sessionToken: result.sessionToken } : {}),
    ...(result.keyFetchToken ? { keyFetchToken: result.keyFetchToken } : {}),
    authAt: result.authAt,
    verified: result.verified,
  };
}

export function registerResetRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { passwordReset, recoveryKeys, secondFactor, recoveryPhone, sessions } = services;

  // ── The emailed reset code and the password-forgot token ──
  route('passwordForgotSendOtp', 'none', async ({ c, body }) => {
    await passwordReset.sendCode(
      body.email,
      { service: body.service, redirectTo: body.redirectTo, resume: body.resume, locale: mailLocale(c, services) },
      callerOf(c, services),
    );
    return {};
  });
  route('passwordForgotVerifyOtp', 'none', async ({ c, body }) =>
    passwordReset.verifyEmailCode(body.email, body.code, callerOf(c, services)),
  );
  route('passwordForgotVerifyCode', 'bearer', async ({ c, body, bearer }) =>
    passwordReset.verifyResetCode(
      bearer,
      body.code,
      { accountResetWithRecoveryKey: body.accountResetWithRecoveryKey, includeRecoveryKeyPrompt: body.includeRecoveryKeyPrompt },
      callerOf(c, services),
    ),
  );
  route('passwordForgotStatus', 'bearer', async ({ bearer }) => {
    const status = await passwordReset.status(bearer);
    return { tries: status.tries, ttl: Math.ceil(status.ttlMs / 1000) };
  });

  // ── A two-step account's second factor, proved on the password-forgot token ──
  route('totpVerifyForReset', 'bearer', async ({ c, body, bearer }) => {
    const forgot = await passwordReset.forgotToken(bearer);
    await secondFactor.checkTotpForReset(forgot.uid, body.code, callerOf(c, services));
    await passwordReset.confirmSecondFactor(forgot, 'totp');
    return {};
  });
  route('totpVerifyRecoveryCodeForReset', 'bearer', async ({ c, body, bearer }) => {
    const forgot = await passwordReset.forgotToken(bearer);
    const remaining = await secondFactor.useBackupCodeForReset(forgot.uid, body.code, callerOf(c, services));
    await passwordReset.confirmSecondFactor(forgot, 'backup-code');
    return { remaining };
  });
  route('recoveryPhoneResetPasswordSendCode', 'bearer', async ({ c, bearer }) => {
    const forgot = await passwordReset.forgotToken(bearer);
    await recoveryPhone.sendResetPhoneCode(forgot.uid, callerOf(c, services));
    return {};
  });
  route('recoveryPhoneResetPasswordConfirm', 'bearer', async ({ c, body, bearer }) => {
    const forgot = await passwordReset.forgotToken(bearer);
    await recoveryPhone.confirmResetPhoneCode(forgot.uid, body.code, callerOf(c, services));
    await passwordReset.confirmSecondFactor(forgot, 'recovery-phone');
    return {};
  });

  // ── The new password ──
  const reset = (c: Context, bearer: string, input: ResetInput) =>
    passwordReset.reset(bearer, { ...input, userAgent: c.req.header('User-Agent'), locale: mailLocale(c, services) }, callerOf(c, services));
  route('accountReset', 'bearer', async ({ c, body, query, bearer }) =>
    resetResponse(
      await reset(c, bearer, {
        authPW: body.authPW,
        wrapKb: body.wrapKb,
        authPWVersion2: body.authPWVersion2,
        wrapKbVersion2: body.wrapKbVersion2,
        clientSalt: body.clientSalt,
        sessionToken: body.sessionToken === true,
        keys: query?.keys === true,
      }),
    ),
  );
  route('accountResetWithRecoveryKey', 'bearer', async ({ c, body, query, bearer }) =>
    resetResponse(
      await reset(c, bearer, {
        authPW: body.authPW,
        wrapKb: body.wrapKb,
        authPWVersion2: body.authPWVersion2,
        wrapKbVersion2: body.wrapKbVersion2,
        clientSalt: body.clientSalt,
        recoveryKeyId: body.recoveryKeyId,
        sessionToken: body.sessionToken === true,
        keys: query?.keys === true,
      }),
    ),
  );

  // ── The account recovery key ──
  route('recoveryKeyCreate', 'session', async ({ body, session }) => {
    await recoveryKeys.create(await requireRecentSession(services, session), body);
    return {};
  });
  route('recoveryKeyCreateWithJwt', 'none', async ({ c, body }) => {
    await recoveryKeys.create(await requireStepUp(c, services, 'recovery_key'), body);
    return {};
  });
  route('recoveryKeyDestroy', 'none', async ({ c }) => {
    const session = await requireStepUp(c, services, 'recovery_key');
    await recoveryKeys.destroy(session.uid, session.userAgent);
    return {};
  });
  route('recoveryKeyHintUpdate', 'session', async ({ body, session }) => {
    await recoveryKeys.setHint(session.uid, body.hint, session.userAgent);
    return {};
  });
  route('recoveryKeyHintGet', 'bearer', async ({ bearer }) => {
    const pending = await passwordReset.resetToken(bearer);
    return { hint: await recoveryKeys.hint(pending.uid) };
  });
  route('recoveryKeyExists', 'bearer', async ({ bearer }) => {
    // A session token in settings, or a password-forgot token during a reset.
    const session = await sessions.authenticate(bearer);
    const uid = session?.uid ?? (await passwordReset.forgotToken(bearer)).uid;
    return recoveryKeys.exists(uid);
  });
  route('recoveryKeyBundleGet', 'bearer', async ({ c, params, bearer }) => {
    const pending = await passwordReset.resetToken(bearer);
    const bundle = await recoveryKeys.check(pending.uid, params.recoveryKeyId, callerOf(c, services), 'RECOVERY_KEY_NOT_FOUND');
    return { recoveryData: bundle.recoveryData };
  });
}
