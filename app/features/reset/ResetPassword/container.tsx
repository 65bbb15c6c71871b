// /reset_password: emails the reset code (SPEC §7.2: resume 'e30=', the
// service and redirect of the flow) and goes on to /confirm_reset_password.
import { useState } from 'react';
import { ERRNO } from '../../../api';
import { clientError, codeFailure, searchWithEmail, useCurrentAccount } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { forgetReset, sendResetCode, useOnNavigate, useResetFlow } from '../flow';
import { emailProblem } from '../rules';
import { ResetPasswordPage } from './ResetPasswordPage';

export function ResetPasswordContainer() {
  const { services, location, query, go, serviceName } = useResetFlow();
  const account = useCurrentAccount();
  const onNavigate = useOnNavigate();
  const [email, setEmail] = useState(() => query.email ?? account?.email ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [emailError, setEmailError] = useState<ShownError>();
  const [bannerError, setBannerError] = useState<ShownError>();

  const onEmailChange = (value: string) => {
    setEmail(value);
    setEmailError(undefined);
  };

  const submit = async () => {
    if (submitting) return;
    const address = email.trim();
    setBannerError(undefined);
    const problem = emailProblem(address);
    if (problem) {
      setEmailError(clientError(problem));
      return;
    }
    setEmailError(undefined);
    setSubmitting(true);
    try {
      await sendResetCode(services.api, address, query);
      // A reset begun before (another address, or given up) is over.
      forgetReset(services.sensitiveData);
      go(PATHS.confirmResetPassword, searchWithEmail(location.search, address));
    } catch (error) {
      const failure = codeFailure(error, [ERRNO.UNKNOWN_ACCOUNT, ERRNO.RESET_PASSWORD_WITH_SECONDARY_EMAIL]);
      if (failure.where === 'code') setEmailError(failure.error);
      else setBannerError(failure.error);
      setSubmitting(false);
    }
  };

  return (
    <ResetPasswordPage
      email={email}
      onEmailChange={onEmailChange}
      onSubmit={() => void submit()}
      submitting={submitting}
      emailError={emailError}
      bannerError={bannerError}
      signinHref={`${email.trim() ? PATHS.signin : PATHS.root}${email.trim() ? searchWithEmail(location.search, email.trim()) : location.search}`}
      onNavigate={onNavigate}
      serviceName={serviceName}
    />
  );
}
