// /signin_recovery_code: one of the backup authentication codes confirms the new session.
import { WRONG_BACKUP_CODE, backupCodeProblem, codeStepState, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useConfirmStep } from '../flow';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';

export function SigninRecoveryCodeContainer() {
  const { services, location, ready, confirmed, onNavigate } = useConfirmStep();
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
      choiceHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={onNavigate}
    />
  );
}
