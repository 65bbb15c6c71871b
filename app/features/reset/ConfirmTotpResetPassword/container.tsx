// /confirm_totp_reset_password: the authenticator code confirms the password-forgot token.
import { WRONG_TOTP_CODE, codeStepState, totpCodeProblem, useCodeForm } from '../../../lib/flow';
import { useSecondFactorStep } from '../flow';
import { ConfirmTotpResetPasswordPage } from './ConfirmTotpResetPasswordPage';

export function ConfirmTotpResetPasswordContainer() {
  const { services, state, proved, choiceHref, onNavigate, serviceName } = useSecondFactorStep();
  const form = useCodeForm({
    ready: state !== undefined,
    check: totpCodeProblem,
    async verify(code) {
      await services.api.totpVerifyForReset(state?.passwordForgotToken ?? '', code);
      proved();
    },
    ...WRONG_TOTP_CODE,
  });
  if (!state) return null;
  return <ConfirmTotpResetPasswordPage {...codeStepState(form)} choiceHref={choiceHref} onNavigate={onNavigate} serviceName={serviceName} />;
}
