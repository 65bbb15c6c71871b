// /signin_totp_code: the authenticator app's code confirms the new session.
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { clientError, codeStepState, useCodeForm, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import { PATHS } from '../../../routes/paths';
import { useConfirmed, useSigninFlow } from '../flow';
import { SigninTotpCodePage } from './SigninTotpCodePage';

export function SigninTotpCodeContainer() {
  const { services, location } = useSigninFlow();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const confirmed = useConfirmed();
  const form = useCodeForm({
    ready,
    check: (code) => (code.length === 6 ? undefined : clientError('TOTP_CODE_REQUIRED')),
    async verify(code) {
      await services.api.sessionVerifyTotp(code);
      services.accounts.save({ uid: account?.uid ?? '', totpVerified: true });
      confirmed();
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    wrongCodeShownAs: clientError('INVALID_TOTP_CODE'),
  });

  return (
    <SigninTotpCodePage
      {...codeStepState(form)}
      troubleHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
