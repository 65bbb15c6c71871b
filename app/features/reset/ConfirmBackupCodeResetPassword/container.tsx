// /confirm_backup_code_reset_password: one backup code, used up, confirms the password-forgot token.
import { WRONG_BACKUP_CODE, backupCodeProblem, codeStepState, useCodeForm } from '../../../lib/flow';
import { useSecondFactorStep } from '../flow';
import { ConfirmBackupCodeResetPasswordPage } from './ConfirmBackupCodeResetPasswordPage';

export function ConfirmBackupCodeResetPasswordContainer() {
  const { services, state, proved, choiceHref, onNavigate, serviceName } = useSecondFactorStep();
  const form = useCodeForm({
    ready: state !== undefined,
    check: backupCodeProblem,
    async verify(code) {
      await services.api.totpVerifyRecoveryCodeForReset(state?.passwordForgotToken ?? '', code);
      proved();
    },
    ...WRONG_BACKUP_CODE,
  });
  if (!state) return null;
  return <ConfirmBackupCodeResetPasswordPage {...codeStepState(form)} choiceHref={choiceHref} onNavigate={onNavigate} serviceName={serviceName} />;
}
