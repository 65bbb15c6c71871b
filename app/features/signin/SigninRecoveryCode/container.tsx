// /signin_recovery_code: one of the backup authentication codes confirms the new session.
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { clientError, codeStepState, useCodeForm, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import { PATHS } from '../../../routes/paths';
import { useConfirmed, useSigninFlow } from '../flow';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';

export function SigninRecoveryCodeContainer() {
  const { services, location } = useSigninFlow();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const confirmed = useConfirmed();
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
      onNavigate={(href) => void navigate(href)}
    />
  );
}
