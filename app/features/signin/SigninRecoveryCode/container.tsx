// /signin_recovery_code: one of the backup authentication codes confirms the new session.
import { ERRNO } from '../../../api';
import { clientError, codeStepState, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../routes/paths';
import { useConfirmStep } from '../flow';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';

export function SigninRecoveryCodeContainer() {
  const { services, location, ready, confirmed, onNavigate } = useConfirmStep();
  const form = useCodeForm({
    ready,
    check: (code) => (code.length >= 8 ? undefined : clientError(code === '' ? 'BACKUP_CODE_REQUIRED' : 'INVALID_BACKUP_CODE')),
    async verify(code) {
      await services.api.sessionVerifyRecoveryCode(code);
      confirmed();
    },
    wrongCodeErrnos: [ERRNO.BACKUP_CODE_NOT_FOUND, ERRNO.INVALID_EXPIRED_OTP_CODE],
    wrongCodeShownAs: clientError('INVALID_BACKUP_CODE'),
  });

  return (
    <SigninRecoveryCodePage
      {...codeStepState(form)}
      choiceHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={onNavigate}
    />
  );
}
