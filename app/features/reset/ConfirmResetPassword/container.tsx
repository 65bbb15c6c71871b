// /confirm_reset_password: the emailed code gives the password-forgot token;
// then the page reads what the account has (two-step authentication, backup
// codes, a recovery phone, a recovery key) and goes where that leads.
import { useEffect, useRef, useState } from 'react';
import { ERRNO } from '../../../api';
import type { Api, PasswordForgotVerifyOtpResponse } from '../../../api';
import { clientError, codeStepState, hasErrno, shownError, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { holdReset, sendResetCode, useResetFlow } from '../flow';
import { nextAfterCode } from '../rules';
import type { ResetPaths } from '../rules';
import { ConfirmResetPasswordPage } from './ConfirmResetPasswordPage';

/** SPEC §9: a code page offers at most four new codes. */
const MAX_RESENDS = 4;

/** What the account of a password-forgot token has, asked all at once. */
async function readPaths(api: Api, token: string): Promise<ResetPaths> {
  const [totp, key, codes, phone] = await Promise.all([
    api.totpExistsForReset(token),
    api.recoveryKeyExistsForReset(token),
    api.recoveryCodesExistForReset(token),
    api.recoveryPhoneStatus(token),
  ]);
  const digits = phone.exists ? (phone.phoneNumber ?? '').replace(/\D/g, '').slice(-4) : '';
  return {
    totp: totp.exists && totp.verified,
    backupCodes: codes.hasBackupCodes ? codes.count : 0,
    phoneDigits: digits.length === 4 ? digits : undefined,
    recoveryKey: key.exists,
  };
}

export function ConfirmResetPasswordContainer() {
  const { services, location, query, go, serviceName } = useResetFlow();
  const email = query.email ?? '';
  const [expired, setExpired] = useState(false);
  // The checked code's answer, kept by this page until the account's paths are read: a retry after
  // a failed read does not send the code again.
  const verified = useRef<PasswordForgotVerifyOtpResponse & { email: string }>(undefined);

  useEffect(() => {
    if (!email) go(PATHS.resetPassword, location.search);
  }, [email, go, location.search]);

  const form = useCodeForm({
    ready: email !== '',
    check: (code) => (code.length === 6 ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    async verify(code) {
      if (verified.current?.email !== email) verified.current = { ...(await services.api.passwordForgotVerifyOtp(email, code)), email };
      const answer = verified.current;
      const paths = await readPaths(services.api, answer.token);
      holdReset(services.sensitiveData, {
        email,
        uid: answer.uid,
        passwordForgotToken: answer.token,
        resetCode: answer.code,
        emailToHashWith: answer.emailToHashWith,
        paths,
        // With a recovery key, keeping the data is what the chooser offers first.
        useRecoveryKey: paths.recoveryKey,
      });
      go(nextAfterCode(paths));
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE, ERRNO.INVALID_VERIFICATION_CODE],
    handleFailure(error, setCodeError) {
      if (!hasErrno(error, ERRNO.EXPIRED_TOKEN_VERIFICATION_CODE)) return false;
      setExpired(true);
      setCodeError(shownError(error));
      return true;
    },
    resend: () => sendResetCode(services.api, email, query),
    onResent(setCodeError) {
      setExpired(false);
      setCodeError(undefined);
    },
    maxResends: MAX_RESENDS,
  });

  return (
    <ConfirmResetPasswordPage
      {...codeStepState(form)}
      email={email}
      senderEmail={services.config.mailSender}
      expired={expired}
      resendLimitReached={form.resendLimitReached}
      serviceName={serviceName}
    />
  );
}
