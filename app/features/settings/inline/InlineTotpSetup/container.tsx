// /inline_totp_setup: the session's own set-up operations (a session
// confirmed minutes ago, no step-up): a new key, then the app's code checked;
// the next page chooses the way back in and turns two-step on. Without a
// session the person signs in first; an account that has two-step already
// goes back to the request.
import { useState } from 'react';
import { ERRNO } from '../../../../api';
import { useAppServices } from '../../../../lib/app';
import { WRONG_TOTP_CODE, codeFailure, hasErrno, shownError, totpCodeProblem, useCurrentAccount, useFlowNavigation, useRequireSession } from '../../../../lib/flow';
import type { ShownError } from '../../../../lib/flow';
import { useServiceName } from '../../../../lib/oauth';
import { OAUTH_QUERY, useQueryParams } from '../../../../lib/query';
import { PATHS } from '../../../../routes/paths';
import { copyText } from '../../kit';
import { authenticatorEntry } from '../../twoStep';
import { InlineTotpSetupPage } from './InlineTotpSetupPage';
import type { InlineTotpSetupStep } from './InlineTotpSetupPage';

export function InlineTotpSetupContainer() {
  const { api } = useAppServices();
  const query = useQueryParams(OAUTH_QUERY);
  const serviceName = useServiceName(query.clientId, query.clientId !== undefined);
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const { go, finish } = useFlowNavigation();
  const [step, setStep] = useState<InlineTotpSetupStep>({ kind: 'intro' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ShownError>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const [busy, setBusy] = useState<'start' | 'verify'>();

  const start = async () => {
    if (busy || !ready) return;
    setBannerError(undefined);
    setBusy('start');
    try {
      const secret = await api.inlineTotpCreate();
      setCode('');
      setCodeError(undefined);
      setStep({ kind: 'scan', secret: secret.secret, uri: secret.uri, entry: authenticatorEntry(secret.uri) });
    } catch (error) {
      // Two-step was turned on meanwhile: the request can go on as it is.
      if (hasErrno(error, ERRNO.TOTP_TOKEN_EXISTS)) finish(undefined);
      else setBannerError(shownError(error));
    } finally {
      setBusy(undefined);
    }
  };

  const verify = async () => {
    if (busy || step.kind !== 'scan') return;
    const problem = totpCodeProblem(code);
    setCodeError(problem);
    if (problem) return;
    setBannerError(undefined);
    setBusy('verify');
    try {
      await api.inlineTotpSetupVerify(code);
      go(PATHS.inlineRecoverySetup);
    } catch (error) {
      const failure = codeFailure(error, WRONG_TOTP_CODE.wrongCodeErrnos, WRONG_TOTP_CODE.wrongCodeShownAs);
      if (failure.where === 'code') setCodeError(failure.error);
      else setBannerError(failure.error);
      setBusy(undefined);
    }
  };

  return (
    <InlineTotpSetupPage
      step={step}
      serviceName={serviceName}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        if (codeError && next !== code) setCodeError(undefined);
      }}
      codeError={codeError}
      bannerError={bannerError}
      busy={busy}
      onStart={() => void start()}
      onVerify={() => void verify()}
      onCopy={copyText}
    />
  );
}
