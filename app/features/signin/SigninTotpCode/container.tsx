// /signin_totp_code: the authenticator app's code confirms the new session.
import { WRONG_TOTP_CODE, codeStepState, totpCodeProblem, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useConfirmStep } from '../flow';
import { SigninTotpCodePage } from './SigninTotpCodePage';

export function SigninTotpCodeContainer() {
  const { services, location, account, ready, confirmed, onNavigate } = useConfirmStep();
  const form = useCodeForm({
    ready,
    check: totpCodeProblem,
    async verify(code) {
      await services.api.sessionVerifyTotp(code);
      services.accounts.save({ uid: account?.uid ?? '', totpVerified: true });
      confirmed();
    },
    ...WRONG_TOTP_CODE,
  });

  return (
    <SigninTotpCodePage
      {...codeStepState(form)}
      troubleHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={onNavigate}
    />
  );
}
