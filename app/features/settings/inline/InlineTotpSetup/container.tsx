// /inline_totp_setup: the session's own set-up operations (a session
// confirmed minutes ago, no step-up): a new key, then the app's code checked;
// the next page chooses the way back in and turns two-step on. Without a
// session the person signs in first; an account that has two-step already
// goes back to the request.
import { useState } from 'react';
import { ERRNO } from '../../../../api';
import { useAppServices } from '../../../../lib/app';
import { WRONG_TOTP_CODE, codeFailure, hasErrno, totpCodeProblem, useCurrentAccount, useFlowNavigation, useRequireSession } from '../../../../lib/flow';
import { useServiceName } from '../../../../lib/oauth';
import { OAUTH_QUERY, useQueryParams } from '../../../../lib/query';
import { PATHS } from '../../../../lib/paths';
import { copyText, useField, useSettingsRequest } from '../../kit';
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
  const { value: code, error: codeError, setError: setCodeError, onChange: onCodeChange, reset: resetCode } = useField();
  const request = useSettingsRequest<'start' | 'verify'>();

  /** Two-step was turned on meanwhile: the request can go on as it is. */
  const alreadyOn = (error: unknown) => {
    if (!hasErrno(error, ERRNO.TOTP_TOKEN_EXISTS)) return false;
    finish(undefined);
    return true;
  };

  const start = async () => {
    if (!ready) return;
    const secret = await request.run('start', () => api.inlineTotpCreate(), { failure: alreadyOn });
    if (!secret) return;
    resetCode();
    setStep({ kind: 'scan', secret: secret.value.secret, uri: secret.value.uri, entry: authenticatorEntry(secret.value.uri) });
  };

  /** A wrong code: under the field. */
  const wrongCode = (error: unknown) => {
    const failure = codeFailure(error, WRONG_TOTP_CODE.wrongCodeErrnos, WRONG_TOTP_CODE.wrongCodeShownAs);
    if (failure.where !== 'code') return false;
    setCodeError(failure.error);
    return true;
  };

  const verify = async () => {
    if (request.isBusy || step.kind !== 'scan') return;
    const problem = totpCodeProblem(code);
    setCodeError(problem);
    if (problem) return;
    if (await request.run('verify', () => api.inlineTotpSetupVerify(code), { failure: wrongCode, keepBusy: true })) go(PATHS.inlineRecoverySetup);
  };

  return (
    <InlineTotpSetupPage
      step={step}
      serviceName={serviceName}
      code={code}
      onCodeChange={onCodeChange}
      codeError={codeError}
      bannerError={request.bannerError}
      busy={request.busy}
      onStart={() => void start()}
      onVerify={() => void verify()}
      onCopy={copyText}
    />
  );
}
