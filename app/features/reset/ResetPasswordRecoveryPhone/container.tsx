// /reset_password_recovery_phone: the texted code (sent by the chooser) confirms the password-forgot token.
import { ERRNO } from '../../../api';
import { codeStepState, sixDigitCodeProblem, useCodeForm } from '../../../lib/flow';
import { useSecondFactorStep } from '../flow';
import { ResetPasswordRecoveryPhonePage } from './ResetPasswordRecoveryPhonePage';

export function ResetPasswordRecoveryPhoneContainer() {
  const { services, state, proved, choiceHref, onNavigate, serviceName } = useSecondFactorStep();
  const token = state?.passwordForgotToken ?? '';
  const form = useCodeForm({
    ready: state !== undefined,
    check: sixDigitCodeProblem,
    async verify(code) {
      await services.api.recoveryPhoneResetPasswordConfirm(token, code);
      proved();
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    resend: () => services.api.recoveryPhoneResetPasswordSendCode(token),
  });
  if (!state) return null;
  return (
    <ResetPasswordRecoveryPhonePage
      {...codeStepState(form)}
      phoneDigits={state.paths.phoneDigits ?? ''}
      choiceHref={choiceHref}
      onNavigate={onNavigate}
      serviceName={serviceName}
    />
  );
}
