// /signin_recovery_phone: the code texted to the recovery phone confirms the new session.
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { clientError, useCodeForm, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import { PATHS } from '../../../routes/paths';
import { useConfirmed, useRecoveryPhone, useSigninFlow } from '../flow';
import { SigninRecoveryPhonePage } from './SigninRecoveryPhonePage';

export function SigninRecoveryPhoneContainer() {
  const { services, location } = useSigninFlow();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const phone = useRecoveryPhone(ready);
  const confirmed = useConfirmed();
  const form = useCodeForm({
    ready,
    check: (code) => (code.length === 6 ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    async verify(code) {
      await services.api.recoveryPhoneSigninConfirm(code);
      confirmed();
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    resend: () => services.api.recoveryPhoneSigninSendCode(),
  });

  return (
    <SigninRecoveryPhonePage
      maskedPhone={phone.maskedPhone ?? ''}
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={form.bannerError ?? phone.error}
      submitting={form.submitting}
      resendStatus={form.resendStatus}
      onSubmit={() => void form.submit()}
      onResend={() => void form.resend()}
      choiceHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
