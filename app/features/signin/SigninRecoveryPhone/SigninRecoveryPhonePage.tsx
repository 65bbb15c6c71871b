// /signin_recovery_phone: the code texted to the recovery phone.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { CodeStep, FlowLink, ResendCode } from '../../../lib/flow';
import type { ResendingCodeStepState } from '../../../lib/flow';

export interface SigninRecoveryPhonePageProps extends ResendingCodeStepState {
  /** The last digits of the recovery phone, as the server shows them. */
  maskedPhone: string;
  choiceHref: string;
  /** Follows the flow's links without a page load. */
  onNavigate?: (href: string) => void;
}

export function SigninRecoveryPhonePage({ maskedPhone, choiceHref, onNavigate, ...state }: SigninRecoveryPhonePageProps) {
  const { l10n } = useLocalization();
  const resendStatus = state.resendStatus ?? 'idle';
  return (
    <CodeStep
      state={state}
      heading={l10n.getString('signin-recovery-phone-heading')}
      instruction={l10n.getString('signin-recovery-phone-instruction', { phone: maskedPhone })}
      field={{ id: 'signin-recovery-phone-code' }}
      notices={resendStatus === 'sent' && <Banner type="success" description={l10n.getString('signin-text-resent')} />}
    >
      <ResendCode id="signin-resend" status={resendStatus} onResend={state.onResend} label={l10n.getString('signin-resend-text')} />
      <FlowLink id="signin-other-method" href={choiceHref} onNavigate={onNavigate}>
        {l10n.getString('signin-other-method')}
      </FlowLink>
    </CodeStep>
  );
}
