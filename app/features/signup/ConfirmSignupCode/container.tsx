// /confirm_signup_code: the emailed code confirms the new account; up to four new codes.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { clientError, hasErrno, shownError, codeStepState, useCodeForm } from '../../../lib/flow';
import { isBrowserSyncFlow, sendSyncLogin, syncBrowser } from '../../../lib/sync';
import { useFlowEmail } from '../flow';
import { ConfirmSignupCodePage, MAX_RESENDS, SIGNUP_CODE_LENGTH } from './ConfirmSignupCodePage';

export function ConfirmSignupCodeContainer() {
  const { api, accounts, session, config, sensitiveData } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const account = accounts.current();
  const email = useFlowEmail() ?? account?.email;
  const hasSession = Boolean(account?.sessionToken);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!hasSession || !email) void navigate({ pathname: '/', search: location.search }, { replace: true });
  }, [hasSession, email, navigate, location.search]);

  const form = useCodeForm({
    ready: hasSession,
    check: (code) => (code.length === SIGNUP_CODE_LENGTH ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    async verify(code) {
      await api.sessionVerifyCode({ code });
      const current = accounts.current();
      if (current) accounts.save({ uid: current.uid, verified: true });
      // The confirmed session signs this browser in, whatever start-up decided before the account existed.
      session.setSignedIn(true);
      // The browser's sync sign-up tells the browser, then says sync is on.
      if (current?.sessionToken && isBrowserSyncFlow(location.search)) {
        await sendSyncLogin(syncBrowser(), sensitiveData, { uid: current.uid, email: email ?? current.email ?? '', sessionToken: current.sessionToken, verified: true });
        void navigate({ pathname: '/signup_confirmed_sync', search: location.search }, { state: { email } });
        return;
      }
      void navigate({ pathname: '/signup_confirmed', search: location.search }, { state: { email } });
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    // An expired code is said under the field, whose help then says how to get a new one here.
    handleFailure(error, setCodeError) {
      if (!hasErrno(error, ERRNO.EXPIRED_TOKEN_VERIFICATION_CODE)) return false;
      setExpired(true);
      setCodeError(shownError(error));
      return true;
    },
    resend: () => api.sessionResendCode(),
    onResent(setCodeError) {
      setExpired(false);
      setCodeError(undefined);
    },
    maxResends: MAX_RESENDS,
  });

  if (!hasSession || !email) return null;

  return (
    <ConfirmSignupCodePage
      {...codeStepState(form)}
      email={email}
      senderEmail={config.mailSender}
      expired={expired}
      resendLimitReached={form.resendLimitReached}
    />
  );
}
