// /signin_recovery_phone: the code texted to the recovery phone confirms the new session.
import { ERRNO } from '../../../api';
import { codeStepState, sixDigitCodeProblem, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useConfirmStep, useRecoveryPhone } from '../flow';
import { SigninRecoveryPhonePage } from './SigninRecoveryPhonePage';

export function SigninRecoveryPhoneContainer() {
  const { services, location, ready, confirmed, onNavigate } = useConfirmStep();
  const phone = useRecoveryPhone(ready);
  const form = useCodeForm({
    ready,
    check: sixDigitCodeProblem,
    async verify(code) {
      await services.api.recoveryPhoneSigninConfirm(code);
      confirmed();
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    resend: () => services.api.recoveryPhoneSigninSendCode(),
  });

  return (
    <SigninRecoveryPhonePage
      {...codeStepState(form)}
      maskedPhone={phone.maskedPhone ?? ''}
      bannerError={form.bannerError ?? phone.error}
      choiceHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={onNavigate}
    />
  );
}
