// The two-step page's steps and calls: each change goes through the `2fa`
// step-up; set-up makes the backup codes in the browser once the app's code
// was right, and stores them with the completion once one is typed back, so a
// person never has two-step on without a way back in. Then the area's account
// is read again and the home says what changed.
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria';
import { ERRNO } from '../../../api';
import type { TotpSecretResponse } from '../../../api';
import { WRONG_TOTP_CODE, backupCodeProblem, clientError, codeFailure, hasErrno, shownError, totpCodeProblem } from '../../../lib/flow';
import type { ResendStatus, ShownError } from '../../../lib/flow';
import { settingsPageHref } from '../paths';
import { copyText, downloadBackupCodes, printPage, useSettingsPage, useSettingsRequest, useStepUp } from '../kit';
import { defaultPhoneCountry, nationalFormat, parsePhone, phoneCountries } from '../recoveryPhone';
import type { CountryCode } from '../recoveryPhone';
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
  const { l10n, api, config, account, refresh, finish, primaryEmail: email } = page;
  const stepUp = useStepUp();
  const twoStepOn = account.totp.exists && account.totp.verified;
  const phone = account.recoveryPhone.exists ? (account.recoveryPhone.nationalFormat ?? account.recoveryPhone.phoneNumber ?? undefined) : undefined;
  const settled: TwoStepStep = twoStepOn ? { kind: 'on', backupCodes: account.backupCodes.count, ...(phone ? { recoveryPhone: phone } : {}) } : { kind: 'off' };
  const [flow, setFlow] = useState<TwoStepStep>();
  const [codes, setCodes] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ShownError>();
  const request = useSettingsRequest<NonNullable<Busy>>();
  const { locale } = useLocale();
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const likelyCountry = useMemo(() => defaultPhoneCountry([...(typeof navigator === 'undefined' ? [] : navigator.languages), locale]), [locale]);
  const [country, setCountry] = useState<CountryCode>();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<ShownError>();
  const [texted, setTexted] = useState<string>();
  const [resendStatus, setResendStatus] = useState<ResendStatus>('idle');
  const [resends, setResends] = useState(0);
  const step = flow ?? settled;

  /** Runs one request of the page; two-step turned on or off elsewhere shows what the account is now, and says why. */
  const send = <T,>(control: NonNullable<Busy>, call: () => Promise<T>, onFailure?: (error: unknown) => boolean) =>
    request.run(control, call, {
      failure: (error) => {
        if (onFailure?.(error)) return true;
        if (hasErrno(error, ERRNO.TOTP_TOKEN_EXISTS, ERRNO.TOTP_TOKEN_NOT_FOUND)) {
          setFlow(undefined);
          void refresh();
        }
        return false;
      },
    });

  const scan = (mode: 'setup' | 'replace', secret: TotpSecretResponse) => {
    setCode('');
    setCodeError(undefined);
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
      const done = await send('verify', () => stepUp.run('2fa', (jwt) => api.totpReplaceConfirm(jwt, code)), wrongCode);
      if (done) await finish('settings-two-step-replaced');
      return;
    }
    const done = await send('verify', () => stepUp.run('2fa', (jwt) => api.totpSetupVerify(jwt, code)), wrongCode);
    if (!done) return;
    setCodes(makeBackupCodes(config.recoveryCodes.count, config.recoveryCodes.length));
    setCode('');
    setFlow({ kind: 'save-codes', codes: [] });
  };

  const complete = async () => {
    const problem = backupCodeProblem(code) ?? (codes.includes(code) ? undefined : clientError('INVALID_BACKUP_CODE'));
    setCodeError(problem);
    if (problem) return;
    const done = await send('finish', () =>
      stepUp.run('2fa', async (jwt) => {
        await api.recoveryCodesSet(jwt, codes);
        await api.totpSetupComplete(jwt);
      }),
    );
    if (done) await finish('settings-two-step-enabled');
  };

  const chosenCountry = country ?? likelyCountry;

  /** Set-up with a recovery phone: the code texted to the typed number. */
  const sendPhone = async () => {
    const parsed = parsePhone(number, chosenCountry);
    setNumberError(parsed ? undefined : clientError('INVALID_PHONE_NUMBER'));
    if (!parsed) return;
    const numberRefused = (error: unknown) => {
      if (!hasErrno(error, ...NUMBER_ERRNOS)) return false;
      setNumberError(shownError(error));
      return true;
    };
    const sent = await send('send', () => stepUp.run('2fa', (jwt) => api.recoveryPhoneCreate(jwt, parsed.e164)), numberRefused);
    if (!sent) return;
    setTexted(parsed.e164);
    setCode('');
    setCodeError(undefined);
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
    const done = await send(
      'finish',
      () =>
        stepUp.run('2fa', async (jwt) => {
          await api.recoveryPhoneConfirm(jwt, code);
          await api.totpSetupComplete(jwt);
        }),
      wrongCode,
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
      onCodeChange={(next) => {
        setCode(next);
        if (codeError && next !== code) setCodeError(undefined);
      }}
      codeError={codeError}
      bannerError={request.bannerError}
      busy={request.busy}
      onStart={() => {
        void send('start', () => stepUp.run('2fa', (jwt) => api.totpCreate(jwt))).then((sent) => sent && scan('setup', sent.value));
      }}
      onReplace={() => {
        void send('replace', () => stepUp.run('2fa', (jwt) => api.totpReplaceStart(jwt))).then((sent) => sent && scan('replace', sent.value));
      }}
      onVerify={() => void verify()}
      onCodesSaved={() => {
        setCode('');
        setCodeError(undefined);
        setFlow({ kind: 'confirm-code' });
      }}
      onFinish={() => void (step.kind === 'phone-code' ? completeWithPhone() : complete())}
      onCancel={() => {
        setFlow(undefined);
        setCodes([]);
        setCode('');
        setCodeError(undefined);
        request.setBannerError(undefined);
      }}
      onDisable={() => {
        void send('disable', () => stepUp.run('2fa', (jwt) => api.totpDestroy(jwt))).then(async (done) => {
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
          setCode('');
          setCodeError(undefined);
          request.setBannerError(undefined);
          setFlow({ kind: 'phone' });
        },
        countries,
        country: chosenCountry,
        onCountryChange: (next) => {
          setCountry(next);
          setNumberError(undefined);
        },
        number,
        onNumberChange: (next) => {
          setNumber(next);
          if (numberError && next !== number) setNumberError(undefined);
        },
        numberError,
        onSend: () => void sendPhone(),
        resendStatus,
        onResend: () => void resendPhone(),
        resendLimitReached: resends >= MAX_RESENDS,
      }}
      onNavigate={page.onNavigate}
    />
  );
}
