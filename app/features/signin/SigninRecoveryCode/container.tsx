// /signin_recovery_code: one of the backup authentication codes confirms the
// new session. 'Use another method' leads to the choice when the account has
// a recovery phone to choose, else back to the authenticator's code.
import { WRONG_BACKUP_CODE, backupCodeProblem, codeStepState, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useConfirmStep, useRecoveryPhone } from '../flow';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';

export function SigninRecoveryCodeContainer() {
  const { services, location, ready, confirmed, onNavigate } = useConfirmStep();
  const phone = useRecoveryPhone(ready);
  const otherMethod = phone.loaded && !phone.error && !phone.maskedPhone ? PATHS.signinTotpCode : PATHS.signinRecoveryChoice;
  const form = useCodeForm({
    ready,
    check: backupCodeProblem,
    async verify(code) {
      await services.api.sessionVerifyRecoveryCode(code);
      confirmed();
    },
    ...WRONG_BACKUP_CODE,
  });

  return (
    <SigninRecoveryCodePage
      {...codeStepState(form)}
      choiceHref={`${otherMethod}${location.search}`}
      onNavigate={onNavigate}
    />
  );
}
