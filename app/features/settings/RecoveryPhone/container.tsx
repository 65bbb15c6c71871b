// The recovery phone page's steps and calls, each through the `2fa` step-up:
// the typed number checked and written in E.164 before it is sent (the
// server decides whether the account may have a phone at all), the texted
// code sent back (set-up or change), a new code texted on request, and the
// removal. The typed number and country outlive the page until a phone is
// set. Then the area's account is read again and the home says what changed.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { clientError, hasErrno, shownError, useCodeForm } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { useDraft, useSettingsData } from '../data';
import { settingsPageHref } from '../paths';
import { knownCountry, nationalFormat, parsePhone } from '../recoveryPhone';
import { sectionHref } from '../sections';
import { usePhoneCountries, useSettingsRequest, useStepUp } from '../kit';
import { RecoveryPhonePage } from './RecoveryPhonePage';
import type { RecoveryPhoneMode, RecoveryPhoneStep } from './RecoveryPhonePage';

export const RECOVERY_PHONE_PAGE = 'recovery_phone';
const BACKUP_CODES_PAGE = 'two_step_authentication/replace_codes';

/** The server's refusals of the number itself, shown under the field. */
const NUMBER_ERRNOS = [
  ERRNO.INVALID_PHONE_NUMBER,
  ERRNO.INVALID_REGION,
  ERRNO.RECOVERY_PHONE_NUMBER_EXISTS,
  ERRNO.RECOVERY_PHONE_REGISTRATION_LIMIT_REACHED,
];

/** Where the person is, beyond what the account says: a number being typed for a change, or a code texted. */
type Flow = { kind: 'enter'; mode: 'change' } | { kind: 'code'; mode: RecoveryPhoneMode; e164: string };

export function RecoveryPhoneContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-recovery-phone-heading'));
  const [flow, setFlow] = useState<Flow>();
  // Each step starts with its own empty code form.
  const [attempt, setAttempt] = useState(0);
  const go = (next: Flow | undefined) => {
    setFlow(next);
    setAttempt((count) => count + 1);
  };
  return <RecoveryPhoneView key={attempt} flow={flow} go={go} />;
}

function RecoveryPhoneView({ flow, go }: { flow: Flow | undefined; go: (next: Flow | undefined) => void }) {
  const { api } = useAppServices();
  const { account, refresh, showAlert } = useSettingsData();
  const stepUp = useStepUp();
  const navigate = useNavigate();
  const { countries, likelyCountry } = usePhoneCountries();
  const [draft, setDraft, clearDraft] = useDraft(RECOVERY_PHONE_PAGE, { country: '', number: '' });
  const [numberError, setNumberError] = useState<ShownError>();
  // The phone, or two-step, went meanwhile: the account is read again, and the refusal said.
  const request = useSettingsRequest<'send' | 'remove'>({ stale: { errnos: [ERRNO.RECOVERY_PHONE_NUMBER_NOT_FOUND, ERRNO.TOTP_REQUIRED] } });
  const [removeBlocked, setRemoveBlocked] = useState(false);
  const home = sectionHref('security');

  const phone = account.recoveryPhone;
  const current = phone.exists ? (phone.nationalFormat ?? phone.phoneNumber ?? '') : undefined;
  const country = knownCountry(draft.country) ?? likelyCountry;
  const number = draft.number ?? '';

  const step: RecoveryPhoneStep =
    flow?.kind === 'code'
      ? { kind: 'code', mode: flow.mode, sentTo: nationalFormat(flow.e164) }
      : flow?.kind === 'enter' && current !== undefined
        ? { kind: 'enter', mode: 'change', current }
        : current !== undefined
          ? { kind: 'set', nationalFormat: current }
          : { kind: 'enter', mode: 'setup' };


  const finish = async (alert: string) => {
    await refresh();
    showAlert(alert);
    void navigate(home);
  };

  /** A refusal of the number itself: under its field. */
  const numberRefused = (error: unknown) => {
    if (!hasErrno(error, ...NUMBER_ERRNOS)) return false;
    setNumberError(shownError(error));
    return true;
  };

  const send = async () => {
    if (step.kind !== 'enter' || !request.begin()) return;
    setRemoveBlocked(false);
    const parsed = parsePhone(number, country);
    if (!parsed) {
      setNumberError(clientError('INVALID_PHONE_NUMBER'));
      return;
    }
    setNumberError(undefined);
    const sent = await request.send('send', () => stepUp.run('2fa', (jwt) => api.recoveryPhoneCreate(jwt, parsed.e164)), { failure: numberRefused, keepBusy: true });
    if (sent) go({ kind: 'code', mode: step.mode, e164: parsed.e164 });
  };

  const form = useCodeForm({
    ready: flow?.kind === 'code',
    check: (typed) => (/^\d{6}$/.test(typed) ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    verify: async (typed) => {
      if (flow?.kind !== 'code') return;
      await stepUp.run('2fa', (jwt) => (flow.mode === 'change' ? api.recoveryPhoneChange(jwt, typed) : api.recoveryPhoneConfirm(jwt, typed)));
      clearDraft();
      await finish(flow.mode === 'change' ? 'settings-recovery-phone-changed' : 'settings-recovery-phone-added');
    },
    // A cancelled step-up leaves the code where it was; an ended session goes to sign in.
    handleFailure: (error) => {
      if (request.quiet(error)) return true;
      if (hasErrno(error, ERRNO.RECOVERY_PHONE_NUMBER_NOT_FOUND, ERRNO.RECOVERY_PHONE_NUMBER_EXISTS)) void refresh();
      return false;
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    resend: async () => {
      if (flow?.kind !== 'code') return;
      await stepUp.run('2fa', (jwt) => api.recoveryPhoneCreate(jwt, flow.e164));
    },
    maxResends: 4,
  });

  /** A removal refused for want of backup codes: said with the way to new ones. */
  const needsCodes = (error: unknown) => {
    if (!hasErrno(error, ERRNO.RECOVERY_PHONE_REMOVE_MISSING_BACKUP_CODES)) return false;
    setRemoveBlocked(true);
    return true;
  };

  const remove = async () => {
    if (!request.begin()) return;
    setRemoveBlocked(false);
    if (await request.send('remove', () => stepUp.run('2fa', (jwt) => api.recoveryPhoneDestroy(jwt)), { failure: needsCodes, keepBusy: true })) {
      await finish('settings-recovery-phone-removed');
    }
  };

  return (
    <RecoveryPhonePage
      step={step}
      countries={countries}
      country={country}
      onCountryChange={(next) => {
        setDraft({ ...draft, country: next });
        setNumberError(undefined);
      }}
      number={number}
      onNumberChange={(next) => {
        setDraft({ ...draft, country, number: next });
        if (numberError && next !== number) setNumberError(undefined);
      }}
      numberError={numberError}
      onSend={() => void send()}
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      onConfirm={() => void form.submit()}
      resendStatus={form.resendStatus}
      onResend={() => void form.resend()}
      resendLimitReached={form.resendLimitReached}
      bannerError={request.bannerError ?? form.bannerError}
      removeBlocked={removeBlocked}
      busy={form.submitting ? 'confirm' : request.busy}
      onStartChange={() => go({ kind: 'enter', mode: 'change' })}
      onCancel={() => go(flow?.kind === 'code' && flow.mode === 'change' ? { kind: 'enter', mode: 'change' } : undefined)}
      onRemove={() => void remove()}
      backupCodesHref={settingsPageHref(BACKUP_CODES_PAGE)}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
