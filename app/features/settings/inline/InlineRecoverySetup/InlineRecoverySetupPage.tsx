// /inline_recovery_setup: the authenticator's code was right; before two-step
// is turned on, the person chooses a way back in should the app be lost:
// backup codes (shown once with copy, download and print, then one typed
// back) or a recovery phone (a texted code typed back). Either turns
// two-step on and the flow goes back to the request that asked. Pure.
import { useLocalization } from '@fluent/react';
import { Button, ButtonGroup } from '../../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../../lib/flow';
import type { ShownError } from '../../../../lib/flow';
import { BackupCodeCheck, BackupCodesList, PhoneCodeStep, PhoneNumberForm, codeEntry } from '../../kit';
import type { PhoneNumberFields, ResendEntry } from '../../kit';

export type InlineRecoveryStep =
  /** Which way back in. */
  | { kind: 'choose' }
  /** The backup codes, shown once. */
  | { kind: 'save-codes'; codes: readonly string[] }
  /** One of them typed back. */
  | { kind: 'confirm-code' }
  /** A number for the recovery phone. */
  | { kind: 'phone' }
  /** The code texted to it (the number as written in its own country). */
  | { kind: 'phone-code'; sentTo: string };

/** With the phone's number fields, and the texted code's resend. */
export interface InlineRecoverySetupPageProps extends PhoneNumberFields, ResendEntry {
  step: InlineRecoveryStep;
  serviceName?: string | undefined;
  /** Any failure not about a field, in a banner. */
  bannerError?: ShownError | undefined;
  busy?: 'send' | 'finish' | undefined;
  onChooseCodes: () => void;
  onChoosePhone: () => void;
  /** Back to the choice. */
  onBack: () => void;
  // Backup codes
  onCopy: (text: string) => Promise<void>;
  onDownloadCodes: () => void;
  onPrintCodes: () => void;
  onCodesSaved: () => void;
  /** The code typed (a backup code, or the texted one). */
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: ShownError | undefined;
  /** Sends the code typed back, which turns two-step on. */
  onFinish: () => void;
  // Recovery phone
  /** Texts a code to the typed number. */
  onSend: () => void;
}

export function InlineRecoverySetupPage(props: InlineRecoverySetupPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const { step } = props;
  const back = (
    <Button id="inline-recovery-back" variant="secondary" onPress={props.onBack}>
      {t('inline-recovery-back')}
    </Button>
  );
  const heading =
    step.kind === 'choose'
      ? t('inline-recovery-heading')
      : step.kind === 'phone' || step.kind === 'phone-code'
        ? t('settings-recovery-phone-heading')
        : t('settings-two-step-codes-heading');
  return (
    <FlowCard heading={heading} serviceName={props.serviceName}>
      <ErrorBanner error={props.bannerError} />

      {step.kind === 'choose' && (
        <>
          <Text id="inline-recovery-lead">{t('inline-recovery-lead')}</Text>
          <ButtonGroup align="stack">
            <Button id="inline-recovery-codes" fullWidth onPress={props.onChooseCodes}>
              {t('inline-recovery-codes')}
            </Button>
            <Button id="inline-recovery-phone" variant="secondary" fullWidth onPress={props.onChoosePhone}>
              {t('inline-recovery-phone')}
            </Button>
          </ButtonGroup>
        </>
      )}

      {step.kind === 'save-codes' && (
        <>
          <Text>{t('settings-two-step-codes-lead', { count: step.codes.length })}</Text>
          <div>
            <BackupCodesList codes={step.codes} onCopy={props.onCopy} onDownload={props.onDownloadCodes} onPrint={props.onPrintCodes} />
          </div>
          <ButtonGroup>
            {back}
            <Button id="inline-recovery-codes-saved" onPress={props.onCodesSaved}>
              {t('settings-two-step-codes-saved')}
            </Button>
          </ButtonGroup>
        </>
      )}

      {step.kind === 'confirm-code' && (
        <>
          <Text>{t('settings-two-step-confirm-code-lead')}</Text>
          <BackupCodeCheck {...codeEntry(props, props.busy === 'finish', props.onFinish)} submitLabel={t('inline-recovery-finish')} />
          <ButtonGroup>{back}</ButtonGroup>
        </>
      )}

      {step.kind === 'phone' && (
        <>
          <Text>{t('settings-recovery-phone-lead')}</Text>
          <div>
            <PhoneNumberForm {...props} sending={props.busy === 'send'}>
              {back}
            </PhoneNumberForm>
          </div>
        </>
      )}

      {step.kind === 'phone-code' && (
        <div>
          <PhoneCodeStep
            sentTo={step.sentTo}
            {...codeEntry(props, props.busy === 'finish', props.onFinish)}
            resendStatus={props.resendStatus}
            onResend={props.onResend}
            resendLimitReached={props.resendLimitReached}
            onOtherNumber={props.onChoosePhone}
          />
        </div>
      )}
    </FlowCard>
  );
}
