// /inline_recovery_setup: the way back in, then two-step turned on, through
// the session's own operations. Backup codes are made in the browser and
// stored with the completion once one is typed back; a recovery phone is set
// by its texted code, then the completion. The completed set-up makes this
// session a two-step one, and the flow goes back to the request that asked.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { ERRNO } from '../../../../api';
import { useAppServices } from '../../../../lib/app';
import { backupCodeProblem, clientError, hasErrno, shownError, useCodeForm, useCurrentAccount, useFlowNavigation, useRequireSession } from '../../../../lib/flow';
import { useServiceName } from '../../../../lib/oauth';
import { OAUTH_QUERY, useQueryParams } from '../../../../lib/query';
import { PATHS } from '../../../../lib/paths';
import { copyText, downloadBackupCodes, printPage, useField, usePhoneNumber, useSettingsRequest } from '../../kit';
import { nationalFormat, parsePhone } from '../../recoveryPhone';
import { makeBackupCodes } from '../../twoStep';
import { InlineRecoverySetupPage } from './InlineRecoverySetupPage';
import type { InlineRecoveryStep } from './InlineRecoverySetupPage';

/** The server's refusals of the number itself, shown under the field. */
const NUMBER_ERRNOS = [ERRNO.INVALID_PHONE_NUMBER, ERRNO.INVALID_REGION, ERRNO.RECOVERY_PHONE_NUMBER_EXISTS, ERRNO.RECOVERY_PHONE_REGISTRATION_LIMIT_REACHED];

type Flow = { kind: 'choose' } | { kind: 'save-codes' } | { kind: 'confirm-code' } | { kind: 'phone' } | { kind: 'phone-code'; e164: string };

export function InlineRecoverySetupContainer() {
  const { l10n } = useLocalization();
  const { api, accounts, config } = useAppServices();
  const query = useQueryParams(OAUTH_QUERY);
  const serviceName = useServiceName(query.clientId, query.clientId !== undefined);
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const { go, finish } = useFlowNavigation();
  const [flow, setFlow] = useState<Flow>({ kind: 'choose' });
  const [codes, setCodes] = useState<string[]>([]);
  const { value: code, error: codeError, setError: setCodeError, onChange: onCodeChange, reset: resetCode } = useField();
  const request = useSettingsRequest<'send' | 'finish'>();
  const phoneNumber = usePhoneNumber();
  const setNumberError = phoneNumber.setNumberError;

  const move = (next: Flow) => {
    setFlow(next);
    resetCode();
    request.setBannerError(undefined);
  };

  /** Two-step is on and this session counts as confirmed by it: back to the request. */
  const turnOn = async () => {
    await api.inlineTotpSetupComplete();
    if (account) accounts.save({ uid: account.uid, totpVerified: true });
    finish(undefined);
  };

  /** No authenticator is being set up (it was not, or it went): back to its page. */
  const noAuthenticator = (error: unknown) => {
    if (!hasErrno(error, ERRNO.TOTP_TOKEN_NOT_FOUND)) return false;
    go(PATHS.inlineTotpSetup);
    return true;
  };

  const finishWithCodes = async () => {
    if (request.isBusy || !ready) return;
    const problem = backupCodeProblem(code) ?? (codes.includes(code) ? undefined : clientError('INVALID_BACKUP_CODE'));
    setCodeError(problem);
    if (problem) return;
    await request.run(
      'finish',
      async () => {
        await api.inlineRecoveryCodesSet(codes);
        await turnOn();
      },
      { failure: noAuthenticator, keepBusy: true },
    );
  };

  /** A refusal of the number itself: under its field. */
  const numberRefused = (error: unknown) => {
    if (!hasErrno(error, ...NUMBER_ERRNOS)) return false;
    setNumberError(shownError(error));
    return true;
  };

  const send = async () => {
    if (!ready || !request.begin()) return;
    const parsed = parsePhone(phoneNumber.fields.number, phoneNumber.fields.country);
    if (!parsed) {
      setNumberError(clientError('INVALID_PHONE_NUMBER'));
      return;
    }
    setNumberError(undefined);
    if (await request.send('send', () => api.inlineRecoveryPhoneCreate(parsed.e164), { failure: numberRefused })) move({ kind: 'phone-code', e164: parsed.e164 });
  };

  const phoneForm = useCodeForm({
    ready: flow.kind === 'phone-code',
    check: (typed) => (/^\d{6}$/.test(typed) ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    verify: async (typed) => {
      await api.inlineRecoveryPhoneConfirm(typed);
      await turnOn();
    },
    handleFailure: noAuthenticator,
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    resend: async () => {
      if (flow.kind === 'phone-code') await api.inlineRecoveryPhoneCreate(flow.e164);
    },
    maxResends: 4,
  });

  const onPhoneCode = flow.kind === 'phone-code';
  const step: InlineRecoveryStep =
    flow.kind === 'save-codes' ? { kind: 'save-codes', codes } : flow.kind === 'phone-code' ? { kind: 'phone-code', sentTo: nationalFormat(flow.e164) } : flow;

  return (
    <InlineRecoverySetupPage
      step={step}
      serviceName={serviceName}
      bannerError={request.bannerError ?? (onPhoneCode ? phoneForm.bannerError : undefined)}
      busy={onPhoneCode && phoneForm.submitting ? 'finish' : request.busy}
      onChooseCodes={() => {
        setCodes(makeBackupCodes(config.recoveryCodes.count, config.recoveryCodes.length));
        move({ kind: 'save-codes' });
      }}
      onChoosePhone={() => move({ kind: 'phone' })}
      onBack={() => move({ kind: 'choose' })}
      onCopy={copyText}
      onDownloadCodes={() => downloadBackupCodes(codes, l10n.getString('settings-backup-codes-file-heading'), account?.email ?? '')}
      onPrintCodes={printPage}
      onCodesSaved={() => move({ kind: 'confirm-code' })}
      code={onPhoneCode ? phoneForm.code : code}
      onCodeChange={(next) => {
        if (onPhoneCode) {
          phoneForm.setCode(next);
          return;
        }
        onCodeChange(next);
      }}
      codeError={onPhoneCode ? phoneForm.codeError : codeError}
      onFinish={() => void (onPhoneCode ? phoneForm.submit() : finishWithCodes())}
      {...phoneNumber.fields}
      onSend={() => void send()}
      resendStatus={phoneForm.resendStatus}
      onResend={() => void phoneForm.resend()}
      resendLimitReached={phoneForm.resendLimitReached}
    />
  );
}
