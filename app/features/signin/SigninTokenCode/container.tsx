// /signin_token_code: the emailed six-digit code confirms the new session. A
// sync sign-in may instead be approved from another signed-in device
// (/signin_push_code, with the flow's query, in place so nothing held in
// memory is lost).
import { useState } from 'react';
import { ERRNO } from '../../../api';
import { clientError, isSyncSignIn, shownError, codeStepState, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useConfirmStep } from '../flow';
import { isExpiredCode } from '../rules';
import { SigninTokenCodePage } from './SigninTokenCodePage';

export function SigninTokenCodeContainer() {
  const { services, account, ready, confirmed, location, onNavigate } = useConfirmStep();
  const [expired, setExpired] = useState(false);
  const form = useCodeForm({
    ready,
    check: (code) => (code.length === 6 ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    async verify(code) {
      await services.api.sessionVerifyCode({ code });
      confirmed();
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE, ERRNO.INVALID_VERIFICATION_CODE],
    // An expired code is said under the field, and the page offers a new one in place.
    handleFailure(error, setCodeError) {
      if (!isExpiredCode(error)) return false;
      setExpired(true);
      setCodeError(shownError(error));
      return true;
    },
    resend: () => services.api.sessionResendCode(),
    onResent(setCodeError) {
      setExpired(false);
      setCodeError(undefined);
    },
  });

  return (
    <SigninTokenCodePage
      {...codeStepState(form)}
      email={account?.email ?? ''}
      senderEmail={services.config.mailSender}
      expired={expired}
      {...(isSyncSignIn(location.search) ? { pushHref: `${PATHS.signinPushCode}${location.search}`, onNavigate } : {})}
    />
  );
}
