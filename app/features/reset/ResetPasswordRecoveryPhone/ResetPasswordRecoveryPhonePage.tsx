// /reset_password_recovery_phone: the code texted to the recovery phone proves a two-step account's reset. Pure.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { CodeStep, FlowLink, ResendCode } from '../../../lib/flow';
import type { ResendingCodeStepState } from '../../../lib/flow';

export interface ResetPasswordRecoveryPhonePageProps extends ResendingCodeStepState {
  /** The last digits of the recovery phone. */
  phoneDigits: string;
  /** Back to the chooser. */
  choiceHref?: string | undefined;
  /** Follows the link without a page load. */
  onNavigate?: (href: string) => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
}

export function ResetPasswordRecoveryPhonePage({ phoneDigits, choiceHref, onNavigate, serviceName, ...state }: ResetPasswordRecoveryPhonePageProps) {
  const { l10n } = useLocalization();
  const resendStatus = state.resendStatus ?? 'idle';
  return (
    <CodeStep
      state={state}
      serviceName={serviceName}
      heading={l10n.getString('reset-phone-heading')}
      instruction={l10n.getString('reset-phone-instruction', { phone: phoneDigits })}
      field={{ id: 'reset-password-recovery-phone-code' }}
      notices={resendStatus === 'sent' && <Banner type="success" description={l10n.getString('reset-phone-resent')} />}
    >
      <ResendCode id="reset-phone-resend" status={resendStatus} onResend={state.onResend} label={l10n.getString('reset-phone-resend')} />
      {choiceHref && (
        <FlowLink id="reset-other-way" href={choiceHref} onNavigate={onNavigate}>
          {l10n.getString('reset-other-way')}
        </FlowLink>
      )}
    </CodeStep>
  );
}
