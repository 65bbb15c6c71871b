// /settings/recovery_phone: the recovery phone, a way back in for an account
// with two-step authentication (SPEC §4.6). Without one, the page takes a
// country and a number and texts a code to it; the code typed back sets it.
// With one, it shows the number as written in its own country and offers a
// new number (the same two steps; the old one stays until the new one is
// confirmed) and its removal, after a confirmation. Pure.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, tokens } from '../../../../design-system';
import type { BannerLinkComponentProps } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { Buttons, ConfirmDialog, codeEntry, Lead, PhoneCodeStep, PhoneNumberForm, Row, SettingsSubPage, followInApp } from '../kit';
import type { PhoneNumberFields, ResendEntry } from '../kit';

export type RecoveryPhoneMode = 'setup' | 'change';

export type RecoveryPhoneStep =
  /** A number to type: the first one (setup) or one to replace `current` with (change). */
  | { kind: 'enter'; mode: RecoveryPhoneMode; current?: string }
  /** A code was texted to `sentTo` (written as in its own country). */
  | { kind: 'code'; mode: RecoveryPhoneMode; sentTo: string }
  /** The recovery phone, as the server writes it in its own country. */
  | { kind: 'set'; nationalFormat: string };

/** The number's fields (`numberError`: a number that is none, or one the server refused, 129, 130, 214, 219), and the texted code's resend. */
export interface RecoveryPhonePageProps extends PhoneNumberFields, ResendEntry {
  step: RecoveryPhoneStep;
  /** Texts a code to the typed number. */
  onSend: () => void;
  /** The texted code typed so far. */
  code: string;
  onCodeChange: (code: string) => void;
  /** A wrong or missing code, under the field. */
  codeError?: ShownError;
  /** Sends the code, which sets or changes the phone. */
  onConfirm: () => void;
  /** Any other failure, in a banner. */
  bannerError?: ShownError;
  /** The removal was refused for want of backup codes (218): said with the way to new ones. */
  removeBlocked?: boolean;
  /** The request under way. */
  busy?: 'send' | 'confirm' | 'remove';
  /** From the phone to typing a new number. */
  onStartChange: () => void;
  /** Back from typing or confirming: nothing is changed. */
  onCancel: () => void;
  /** Removes the phone, once confirmed in the dialog. */
  onRemove: () => void;
  /** The removal confirmation is open at first (a story of it). */
  confirmingRemove?: boolean;
  /** The address of the backup codes page. */
  backupCodesHref: string;
  onNavigate?: (href: string) => void;
}

/** The phone's row: its number written larger. */
const PhoneRow = styled(Row)`
  p {
    font-size: ${tokens.font.size.lg};
  }
`;

export function RecoveryPhonePage(props: RecoveryPhonePageProps) {
  const { l10n } = useLocalization();
  const { step, busy } = props;
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const [confirmingRemove, setConfirmingRemove] = useState(props.confirmingRemove ?? false);

  const linkComponent = ({ href, className, children }: BannerLinkComponentProps) => (
    <a id="settings-recovery-phone-new-codes" href={href} className={className} onClick={followInApp(props.onNavigate, href)}>
      {children}
    </a>
  );

  const changing = step.kind !== 'set' && step.mode === 'change';
  const heading = t(changing ? 'settings-recovery-phone-change-heading' : 'settings-recovery-phone-heading');

  return (
    <SettingsSubPage heading={heading} section="security" onNavigate={props.onNavigate}>
      {props.removeBlocked ? (
        <div id="settings-recovery-phone-no-codes">
          <Banner
            type="error"
            heading={t('auth-error-218')}
            description={t('settings-recovery-phone-no-codes')}
            link={{ label: t('settings-recovery-phone-no-codes-link'), href: props.backupCodesHref }}
            linkComponent={linkComponent}
          />
        </div>
      ) : (
        <ErrorBanner error={props.bannerError} />
      )}

      {step.kind === 'enter' && (
        <>
          <Lead id="settings-recovery-phone-state">
            {step.current ? t('settings-recovery-phone-change-lead', { phone: step.current }) : t('settings-recovery-phone-lead')}
          </Lead>
          <PhoneNumberForm {...props} sending={busy === 'send'}>
            {changing && (
              <Button id="settings-recovery-phone-cancel" variant="secondary" onPress={props.onCancel}>
                {t('settings-cancel')}
              </Button>
            )}
          </PhoneNumberForm>
        </>
      )}

      {step.kind === 'code' && (
        <>
          <PhoneCodeStep
            sentTo={step.sentTo}
            {...codeEntry(props, busy === 'confirm', props.onConfirm)}
            resendStatus={props.resendStatus}
            onResend={props.onResend}
            resendLimitReached={props.resendLimitReached}
            onOtherNumber={props.onCancel}
          />
        </>
      )}

      {step.kind === 'set' && (
        <>
          <Lead>{t('settings-recovery-phone-set-lead')}</Lead>
          <PhoneRow>
            <div>
              <h2>{t('settings-recovery-phone-number')}</h2>
              <p>
                <bdi id="settings-recovery-phone-current" dir="ltr">
                  {step.nationalFormat}
                </bdi>
              </p>
            </div>
            <Buttons>
              <Button id="settings-recovery-phone-change" variant="secondary" onPress={props.onStartChange}>
                {t('settings-recovery-phone-change')}
              </Button>
              <Button id="settings-recovery-phone-remove" variant="danger" onPress={() => setConfirmingRemove(true)} isPending={busy === 'remove'}>
                {t('settings-recovery-phone-remove')}
              </Button>
            </Buttons>
          </PhoneRow>
          <ConfirmDialog
            id="settings-recovery-phone-remove"
            open={confirmingRemove}
            onOpenChange={setConfirmingRemove}
            args={{ phone: step.nationalFormat }}
            onConfirm={() => {
              setConfirmingRemove(false);
              props.onRemove();
            }}
          />
        </>
      )}
    </SettingsSubPage>
  );
}
