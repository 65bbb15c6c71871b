// /signin_recovery_choice: a backup code or the recovery phone, when the
// authenticator is not at hand. Without a recovery phone there is nothing to
// choose: once that is known the page gives way to the backup code's.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { shownError, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useRecoveryPhone, useSigninFlow } from '../flow';
import { SigninRecoveryChoicePage } from './SigninRecoveryChoicePage';
import type { RecoveryChoice } from './SigninRecoveryChoicePage';

export function SigninRecoveryChoiceContainer() {
  const { services, go, location } = useSigninFlow();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const phone = useRecoveryPhone(ready);
  const [choice, setChoice] = useState<RecoveryChoice | undefined>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const [submitting, setSubmitting] = useState(false);
  const current: RecoveryChoice = choice ?? (phone.maskedPhone ? 'phone' : 'code');
  const onlyCode = phone.loaded && !phone.error && !phone.maskedPhone;
  useEffect(() => {
    if (onlyCode) void navigate(`${PATHS.signinRecoveryCode}${location.search}`, { replace: true });
  }, [onlyCode, navigate, location.search]);

  const submit = async () => {
    if (submitting || !phone.loaded) return;
    setBannerError(undefined);
    if (current === 'code') {
      go(PATHS.signinRecoveryCode);
      return;
    }
    setSubmitting(true);
    try {
      await services.api.recoveryPhoneSigninSendCode();
      go(PATHS.signinRecoveryPhone);
    } catch (error) {
      setBannerError(shownError(error));
      setSubmitting(false);
    }
  };

  if (onlyCode) return null;
  return (
    <SigninRecoveryChoicePage
      {...(phone.maskedPhone ? { maskedPhone: phone.maskedPhone } : {})}
      choice={current}
      onChoiceChange={setChoice}
      bannerError={bannerError ?? phone.error}
      // Until the page knows whether the phone is offered, the options and Continue wait: an
      // early press would take the backup code without the person having chosen it.
      reading={!phone.loaded}
      submitting={submitting}
      onSubmit={() => void submit()}
    />
  );
}
