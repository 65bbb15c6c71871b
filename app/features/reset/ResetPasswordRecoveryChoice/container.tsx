// /reset_password_totp_recovery_choice: the chosen second factor's page (the
// recovery phone is texted its code first), or straight on to the key or the
// new password for an account without two-step authentication.
import { useState } from 'react';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { holdReset, useHeldReset, useResetFlow } from '../flow';
import { nextAfterSecondFactor, secondFactorPath, secondFactors } from '../rules';
import type { SecondFactor } from '../rules';
import { ResetPasswordRecoveryChoicePage } from './ResetPasswordRecoveryChoicePage';

export function ResetPasswordRecoveryChoiceContainer() {
  const { services, go, serviceName } = useResetFlow();
  const state = useHeldReset();
  const factors = state ? secondFactors(state.paths) : [];
  const [factor, setFactor] = useState<SecondFactor | undefined>(factors[0]);
  const [useRecoveryKey, setUseRecoveryKey] = useState(state?.useRecoveryKey ?? false);
  const [bannerError, setBannerError] = useState<ShownError>();
  const [submitting, setSubmitting] = useState(false);
  if (!state) return null;

  const submit = async () => {
    if (submitting) return;
    setBannerError(undefined);
    holdReset(services.sensitiveData, { ...state, useRecoveryKey });
    if (!factor) {
      go(nextAfterSecondFactor(useRecoveryKey));
      return;
    }
    if (factor === 'phone') {
      setSubmitting(true);
      try {
        await services.api.recoveryPhoneResetPasswordSendCode(state.passwordForgotToken);
      } catch (error) {
        setBannerError(shownError(error));
        setSubmitting(false);
        return;
      }
    }
    go(secondFactorPath(factor));
  };

  return (
    <ResetPasswordRecoveryChoicePage
      factors={factors}
      {...(factor ? { factor } : {})}
      onFactorChange={setFactor}
      backupCodes={state.paths.backupCodes}
      {...(state.paths.phoneDigits ? { phoneDigits: state.paths.phoneDigits } : {})}
      hasRecoveryKey={state.paths.recoveryKey}
      useRecoveryKey={useRecoveryKey}
      onUseRecoveryKeyChange={setUseRecoveryKey}
      bannerError={bannerError}
      submitting={submitting}
      onSubmit={() => void submit()}
      serviceName={serviceName}
    />
  );
}
