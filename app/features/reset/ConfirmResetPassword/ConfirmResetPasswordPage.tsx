// /confirm_reset_password: the six-digit code emailed for the reset. Pure.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { EmailedCodeStep } from '../../../lib/flow';
import type { EmailedCodeStepState } from '../../../lib/flow';

export interface ConfirmResetPasswordPageProps extends EmailedCodeStepState {
  /** Every new code the page offers was sent. @default false */
  resendLimitReached?: boolean;
  /** The relying service of an OAuth flow. */
  serviceName?: string;
}

export function ConfirmResetPasswordPage({ resendLimitReached = false, serviceName, ...state }: ConfirmResetPasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <EmailedCodeStep
      state={state}
      serviceName={serviceName}
      instruction={l10n.getString('reset-code-instruction', { email: state.email })}
      field={{ id: 'confirm-reset-password-code' }}
      resendId="confirm-reset-password-resend"
      resendLimitReached={resendLimitReached}
      expiredNotice={<Banner type="warning" heading={l10n.getString('auth-error-153')} description={l10n.getString('reset-code-expired-text')} />}
    />
  );
}
