// The two-step page's steps and calls: each change goes through the `2fa`
// step-up; set-up makes the backup codes in the browser once the app's code
// was right, and stores them with the completion once one is typed back, so a
// person never has two-step on without a way back in. Then the area's account
// is read again and the home says what changed.
import { useState } from 'react';
import { ERRNO } from '../../../api';
import type { TotpSecretResponse } from '../../../api';
import { WRONG_TOTP_CODE, backupCodeProblem, clientError, codeFailure, hasErrno, shownError, totpCodeProblem } from '../../../lib/flow';
import type { ResendStatus } from '../../../lib/flow';
import { settingsPageHref } from '../paths';
import { copyText, downloadBackupCodes, printPage, useField, usePhoneNumber, useSettingsPage, useSettingsRequest, useStepUp } from '../kit';
import { nationalFormat, parsePhone } from '../recoveryPhone';
import { authenticatorEntry, makeBackupCodes } from '../twoStep';
import { TwoStepPage } from './TwoStepPage';
import type { TwoStepPageProps, TwoStepStep } from './TwoStepPage';

export const TWO_STEP_PAGE = 'two_step_authentication';
export const BACKUP_CODES_PAGE = 'two_step_authentication/replace_codes';
const RECOVERY_PHONE_PAGE = 'recovery_phone';

type Busy = TwoStepPageProps['busy'];

/** The server's refusals of a recovery phone's number itself, shown under the field. */
const NUMBER_ERRNOS = [ERRNO.INVALID_PHONE_NUMBER, ERRNO.INVALID_REGION, ERRNO.RECOVERY_PHONE_NUMBER_EXISTS, ERRNO.RECOVERY_PHONE_REGISTRATION_LIMIT_REACHED];

/** New texted codes set-up offers (SPEC §9: at most 4 resends). */
const MAX_RESENDS = 4;

export function TwoStepContainer() {
  const page = useSettingsPage('settings-two-step-heading', 'security');
  const { l10n, api, config, account, finish, primaryEmail: email } = page;
  const stepUp = useStepUp();
  const twoStepOn = account.totp.exists && account.totp.verified;
  const phone = account.recoveryPhone.exists ? (account.recoveryPhone.nationalFormat ?? account.recoveryPhone.phoneNumber ?? undefined) : undefined;
  const settled: TwoStepStep = twoStepOn ? { kind: 'on', backupCodes: account.backupCodes.count, ...(phone ? { recoveryPhone: phone } : {}) } : { kind: 'off' };
  const [flow, setFlow] = useState<TwoStepStep>();
  const [codes, setCodes] = useState<string[]>([]);
  const { value: code, setValue: setCode, error: codeError, setError: setCodeError, onChange: onCodeChange, reset: resetCode } = useField();
  // Someone turned two-step on or off elsewhere: the page shows what the account is now, and says why.
  const request = useSettingsRequest<NonNullable<Busy>>({ stale: { errnos: [ERRNO.TOTP_TOKEN_EXISTS, ERRNO.TOTP_TOKEN_NOT_FOUND], then: () => setFlow(undefined) } });
  const phoneNumber = usePhoneNumber();
  const setNumberError = phoneNumber.setNumberError;
  const [texted, setTexted] = useState<string>();
  const [resendStatus, setResendStatus] = useState<ResendStatus>('idle');
  const [resends, setResends] = useState(0);
  const step = flow ?? settled;

  const scan = (mode: 'setup' | 'replace', secret: TotpSecretResponse) => {
    resetCode();
    setFlow({ kind: 'scan', mode, secret: secret.secret, uri: secret.uri, entry: authenticatorEntry(secret.uri) });
  };

  const verify = async () => {
    if (step.kind !== 'scan') return;
    const problem = totpCodeProblem(code);
    setCodeError(problem);
    if (problem) return;
    const wrongCode = (error: unknown) => {
      const failure = codeFailure(error, WRONG_TOTP_CODE.wrongCodeErrnos, WRONG_TOTP_CODE.wrongCodeShownAs);
      if (failure.where !== 'code') return false;
      setCodeError(failure.error);
      return true;
    };
    if (step.mode === 'replace') {
      const done = await request.run('verify', () => stepUp.run('2fa', (jwt) => api.totpReplaceConfirm(jwt, code)), { failure: wrongCode });
      if (done) await finish('settings-two-step-replaced');
      return;
    }
    const done = await request.run('verify', () => stepUp.run('2fa', (jwt) => api.totpSetupVerify(jwt, code)), { failure: wrongCode });
    if (!done) return;
    setCodes(makeBackupCodes(config.recoveryCodes.count, config.recoveryCodes.length));
    setCode('');
    setFlow({ kind: 'save-codes', codes: [] });
  };

  const complete = async () => {
    const problem = backupCodeProblem(code) ?? (codes.includes(code) ? undefined : clientError('INVALID_BACKUP_CODE'));
    setCodeError(problem);
    if (problem) return;
    const done = await request.run('finish', () =>
      stepUp.run('2fa', async (jwt) => {
        await api.recoveryCodesSet(jwt, codes);
        await api.totpSetupComplete(jwt);
      }),
    );
    if (done) await finish('settings-two-step-enabled');
  };

  /** Set-up with a recovery phone: the code texted to the typed number. */
  const sendPhone = async () => {
    const parsed = parsePhone(phoneNumber.fields.number, phoneNumber.fields.country);
    setNumberError(parsed ? undefined : clientError('INVALID_PHONE_NUMBER'));
    if (!parsed) return;
    const numberRefused = (error: unknown) => {
      if (!hasErrno(error, ...NUMBER_ERRNOS)) return false;
      setNumberError(shownError(error));
      return true;
    };
    const sent = await request.run('send', () => stepUp.run('2fa', (jwt) => api.recoveryPhoneCreate(jwt, parsed.e164)), { failure: numberRefused });
    if (!sent) return;
    setTexted(parsed.e164);
    resetCode();
    setResendStatus('idle');
    setResends(0);
    setFlow({ kind: 'phone-code', sentTo: nationalFormat(parsed.e164) });
  };

  /** The texted code sets the phone, which turns two-step on. */
  const completeWithPhone = async () => {
    const problem = /^\d{6}$/.test(code) ? undefined : clientError('CONFIRMATION_CODE_REQUIRED');
    setCodeError(problem);
    if (problem) return;
    const wrongCode = (error: unknown) => {
      if (!hasErrno(error, ERRNO.INVALID_EXPIRED_OTP_CODE)) return false;
      setCodeError(shownError(error));
      return true;
    };
    const done = await request.run(
      'finish',
      () =>
        stepUp.run('2fa', async (jwt) => {
          await api.recoveryPhoneConfirm(jwt, code);
          await api.totpSetupComplete(jwt);
        }),
      { failure: wrongCode },
    );
    if (done) await finish('settings-two-step-enabled');
  };

  const resendPhone = async () => {
    if (!texted || resendStatus === 'sending' || resends >= MAX_RESENDS) return;
    setResendStatus('sending');
    try {
      await stepUp.run('2fa', (jwt) => api.recoveryPhoneCreate(jwt, texted));
      setResends((count) => count + 1);
      setResendStatus('sent');
    } catch (error) {
      setResendStatus('idle');
      request.fail(error);
    }
  };

  const shown: TwoStepStep = step.kind === 'save-codes' ? { kind: 'save-codes', codes } : step;

  return (
    <TwoStepPage
      step={shown}
      code={code}
      onCodeChange={onCodeChange}
      codeError={codeError}
      bannerError={request.bannerError}
      busy={request.busy}
      onStart={() => {
        void request.run('start', () => stepUp.run('2fa', (jwt) => api.totpCreate(jwt))).then((sent) => sent && scan('setup', sent.value));
      }}
      onReplace={() => {
        void request.run('replace', () => stepUp.run('2fa', (jwt) => api.totpReplaceStart(jwt))).then((sent) => sent && scan('replace', sent.value));
      }}
      onVerify={() => void verify()}
      onCodesSaved={() => {
        resetCode();
        setFlow({ kind: 'confirm-code' });
      }}
      onFinish={() => void (step.kind === 'phone-code' ? completeWithPhone() : complete())}
      onCancel={() => {
        setFlow(undefined);
        setCodes([]);
        resetCode();
        request.setBannerError(undefined);
      }}
      onDisable={() => {
        void request.run('disable', () => stepUp.run('2fa', (jwt) => api.totpDestroy(jwt))).then(async (done) => {
          if (done) await finish('settings-two-step-disabled');
        });
      }}
      onCopy={copyText}
      onDownloadCodes={() => downloadBackupCodes(codes, l10n.getString('settings-backup-codes-file-heading'), email)}
      onPrintCodes={printPage}
      backupCodesHref={settingsPageHref(BACKUP_CODES_PAGE)}
      recoveryPhoneHref={settingsPageHref(RECOVERY_PHONE_PAGE)}
      phone={{
        onUsePhone: () => {
          resetCode();
          request.setBannerError(undefined);
          setFlow({ kind: 'phone' });
        },
        ...phoneNumber.fields,
        onSend: () => void sendPhone(),
        resendStatus,
        onResend: () => void resendPhone(),
        resendLimitReached: resends >= MAX_RESENDS,
      }}
      onNavigate={page.onNavigate}
    />
  );
}
