// /settings/two_step_authentication: two-step authentication with an
// authenticator app (SPEC §4.4). Off, it explains and offers set-up; set-up
// and replacement show the key as a QR code (and, asked for, as text in
// groups of four with the issuer and account an app lists), then ask for a
// code from the app; set-up then shows the backup codes once and asks for one
// of them back before it turns two-step on. On, it offers a new app, new
// backup codes and turning it off (after a confirmation, which stays open
// until it is off and shows why it could not be). Pure.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { Banner, Button } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ResendStatus, ShownError } from '../../../lib/flow';
import { AuthenticatorScan, BackupCodeCheck, codeEntry, BackupCodesList, Buttons, ConfirmDialog, Lead, PageLink, PhoneCodeStep, PhoneNumberForm, Row, SettingsSubPage } from '../kit';
import type { BackupCodesListProps, PhoneNumberFormProps } from '../kit';
import { isLowOnBackupCodes } from '../twoStep';
import type { AuthenticatorEntry } from '../twoStep';

export type TwoStepStep =
  /** Two-step is off. */
  | { kind: 'off' }
  /** Two-step is on, with this many unused backup codes, and the recovery phone as its country writes it (absent without one). */
  | { kind: 'on'; backupCodes: number; recoveryPhone?: string }
  /** A new authenticator to add: its key and what the app will list. */
  | { kind: 'scan'; mode: 'setup' | 'replace'; secret: string; uri: string; entry: AuthenticatorEntry }
  /** Set-up's backup codes, shown once. */
  | { kind: 'save-codes'; codes: readonly string[] }
  /** Set-up asks for one of the codes back. */
  | { kind: 'confirm-code' }
  /** Set-up with a recovery phone instead of backup codes: its number. */
  | { kind: 'phone' }
  /** The code texted to it (the number as written in its own country). */
  | { kind: 'phone-code'; sentTo: string };

/** The recovery phone as set-up's way back in: the number's and the texted code's steps. */
export interface TwoStepPhoneProps extends Omit<PhoneNumberFormProps, 'sending' | 'children'> {
  /** From the backup codes to the phone's number. */
  onUsePhone: () => void;
  resendStatus: ResendStatus;
  onResend: () => void;
  resendLimitReached?: boolean;
}

export interface TwoStepPageProps {
  step: TwoStepStep;
  /** The code typed in the current step (authenticator or backup code); kept after a failure. */
  code: string;
  onCodeChange: (code: string) => void;
  /** A wrong or missing code, under the field. */
  codeError?: ShownError;
  /** Any other failure, in a banner. */
  bannerError?: ShownError;
  /** The control whose request is under way. */
  busy?: 'start' | 'replace' | 'verify' | 'finish' | 'disable' | 'send';
  /** Starts set-up (off) or a new authenticator (on). */
  onStart: () => void;
  onReplace: () => void;
  /** Sends the authenticator code of the scan step. */
  onVerify: () => void;
  /** From the backup codes to the step that asks for one back. */
  onCodesSaved: () => void;
  /** Sends the backup code typed back, which turns two-step on. */
  onFinish: () => void;
  /** Leaves set-up or replacement; nothing is turned on or changed. */
  onCancel: () => void;
  /** Turns two-step off, once confirmed in the dialog. */
  onDisable: () => void;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  onCopy: (text: string) => Promise<void>;
  onDownloadCodes: BackupCodesListProps['onDownload'];
  onPrintCodes: BackupCodesListProps['onPrint'];
  /** The address of the backup codes page. */
  backupCodesHref: string;
  /** The address of the recovery phone page: with it, the page offers a phone as another way back in. */
  recoveryPhoneHref?: string;
  /** The key is shown as text at first (a story of it; otherwise after 'Can't scan the code?'). */
  keyShown?: boolean;
  /** The disable confirmation is open at first (a story of it). */
  confirmingDisable?: boolean;
  onNavigate?: (href: string) => void;
  /** With it, set-up offers a recovery phone instead of backup codes. */
  phone?: TwoStepPhoneProps;
}

export function TwoStepPage(props: TwoStepPageProps) {
  const { l10n } = useLocalization();
  const { step, busy } = props;
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const [confirmingDisable, setConfirmingDisable] = useState(props.confirmingDisable ?? false);
  const disabling = busy === 'disable';
  // The confirmation stays open while two-step is turned off and says why it could not be; it goes with the 'on' state.
  const errorInDialog = confirmingDisable && step.kind === 'on';

  const heading =
    step.kind === 'scan' && step.mode === 'replace'
      ? t('settings-two-step-replace-heading')
      : step.kind === 'save-codes' || step.kind === 'confirm-code'
        ? t('settings-two-step-codes-heading')
        : step.kind === 'phone' || step.kind === 'phone-code'
          ? t('settings-recovery-phone-heading')
          : t('settings-two-step-heading');

  const cancel = (
    <Button id="settings-two-step-cancel" variant="secondary" onPress={props.onCancel}>
      {t('settings-cancel')}
    </Button>
  );

  return (
    <SettingsSubPage heading={heading} section="security" onNavigate={props.onNavigate}>
      {!errorInDialog && <ErrorBanner error={props.bannerError} />}

      {step.kind === 'off' && (
        <>
          <Lead id="settings-two-step-state">{t('settings-two-step-off-lead')}</Lead>
          <Lead>{t('settings-two-step-off-how')}</Lead>
          <Buttons>
            <Button id="settings-two-step-start" onPress={props.onStart} isPending={busy === 'start'}>
              {t('settings-two-step-start')}
            </Button>
          </Buttons>
        </>
      )}

      {step.kind === 'scan' && (
        <>
          <AuthenticatorScan
            secret={step.secret}
            uri={step.uri}
            entry={step.entry}
            {...(step.mode === 'replace' ? { lead: t('settings-two-step-replace-lead') } : {})}
            {...(props.keyShown ? { keyShown: true } : {})}
            onCopy={props.onCopy}
            {...codeEntry(props, busy === 'verify', props.onVerify)}
            submitLabel={t(step.mode === 'replace' ? 'settings-two-step-replace-confirm' : 'settings-two-step-verify')}
            actions={cancel}
          />
        </>
      )}

      {step.kind === 'save-codes' && (
        <>
          <Lead>{t('settings-two-step-codes-lead', { count: step.codes.length })}</Lead>
          <BackupCodesList codes={step.codes} onCopy={props.onCopy} onDownload={props.onDownloadCodes} onPrint={props.onPrintCodes} />
          <Buttons>
            {cancel}
            <Button id="settings-two-step-codes-saved" onPress={props.onCodesSaved}>
              {t('settings-two-step-codes-saved')}
            </Button>
          </Buttons>
          {props.phone && (
            <Row>
              <p>{t('settings-two-step-phone-instead-lead')}</p>
              <Button id="settings-two-step-use-phone" variant="secondary" onPress={props.phone.onUsePhone}>
                {t('settings-two-step-use-phone')}
              </Button>
            </Row>
          )}
        </>
      )}

      {step.kind === 'phone' && props.phone && (
        <>
          <Lead>{t('settings-recovery-phone-lead')}</Lead>
          <PhoneNumberForm {...props.phone} sending={busy === 'send'}>
            {cancel}
          </PhoneNumberForm>
        </>
      )}

      {step.kind === 'phone-code' && props.phone && (
        <>
          <PhoneCodeStep
            sentTo={step.sentTo}
            {...codeEntry(props, busy === 'finish', props.onFinish)}
            resendStatus={props.phone.resendStatus}
            onResend={props.phone.onResend}
            resendLimitReached={props.phone.resendLimitReached}
            onOtherNumber={props.phone.onUsePhone}
            actions={cancel}
          />
        </>
      )}

      {step.kind === 'confirm-code' && (
        <>
          <Lead>{t('settings-two-step-confirm-code-lead')}</Lead>
          <BackupCodeCheck {...codeEntry(props, busy === 'finish', props.onFinish)} submitLabel={t('settings-two-step-finish')} actions={cancel} />
        </>
      )}

      {step.kind === 'on' && (
        <>
          <Lead id="settings-two-step-state">{t('settings-two-step-on-lead')}</Lead>
          <Row>
            <div>
              <h2>{t('settings-two-step-app')}</h2>
              <p>{t('settings-two-step-app-on')}</p>
            </div>
            <Button id="settings-two-step-replace" variant="secondary" onPress={props.onReplace} isPending={busy === 'replace'}>
              {t('settings-two-step-replace')}
            </Button>
          </Row>
          <Row>
            <div>
              <h2>{t('settings-row-backup-codes')}</h2>
              <p id="settings-two-step-codes-left">
                {step.backupCodes > 0 ? t('settings-row-backup-codes-count', { count: step.backupCodes }) : t('settings-row-backup-codes-none')}
              </p>
            </div>
            <PageLink id="settings-two-step-new-codes" href={props.backupCodesHref} onNavigate={props.onNavigate}>
              {t('settings-backup-codes-get-new')}
            </PageLink>
          </Row>
          {props.recoveryPhoneHref && (
            <Row>
              <div>
                <h2>{t('settings-row-recovery-phone')}</h2>
                <p id="settings-two-step-phone">
                  {step.recoveryPhone ? (
                    <bdi dir="ltr">{step.recoveryPhone}</bdi>
                  ) : (
                    t('settings-row-recovery-phone-none')
                  )}
                </p>
              </div>
              <PageLink id="settings-two-step-phone-link" href={props.recoveryPhoneHref} onNavigate={props.onNavigate}>
                {t(step.recoveryPhone ? 'settings-action-change' : 'settings-action-add')}
              </PageLink>
            </Row>
          )}
          {isLowOnBackupCodes(step.backupCodes) && (
            <div id="settings-two-step-low-codes">
              <Banner type="warning" description={t('settings-backup-codes-low', { count: step.backupCodes })} />
            </div>
          )}
          <Row>
            <div>
              <h2>{t('settings-two-step-disable-heading')}</h2>
              <p>{t('settings-two-step-disable-lead')}</p>
            </div>
            <Button id="settings-two-step-disable" variant="danger" onPress={() => setConfirmingDisable(true)} isPending={busy === 'disable'}>
              {t('settings-two-step-disable')}
            </Button>
          </Row>
          <ConfirmDialog
            id="settings-two-step-disable"
            open={confirmingDisable}
            onOpenChange={(open) => {
              if (!disabling) setConfirmingDisable(open);
            }}
            onConfirm={props.onDisable}
            busy={disabling}
            bannerError={errorInDialog ? props.bannerError : undefined}
          />
        </>
      )}
    </SettingsSubPage>
  );
}
