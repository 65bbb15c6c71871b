// The six-digit code sent at sign-up, with at most four new codes. Pure.
import { useLocalization } from '@fluent/react';
import { EmailCodeIllustration } from '../../../../design-system';
import { CodeStep, ResendCode, SentBanner } from '../../../lib/flow';
import type { EmailedCodeStepState } from '../../../lib/flow';

/** SPEC §9: a sign-up code has six digits. */
export const SIGNUP_CODE_LENGTH = 6;
/** SPEC §9: the code may be re-sent at most four times. */
export const MAX_RESENDS = 4;

export interface ConfirmSignupCodePageProps extends EmailedCodeStepState {
  /** Every new code the page offers has been sent: the link gives way to a sentence. @default false */
  resendLimitReached?: boolean;
}

export function ConfirmSignupCodePage({ email, senderEmail, expired = false, resendLimitReached = false, ...state }: ConfirmSignupCodePageProps) {
  const { l10n } = useLocalization();
  const resendStatus = state.resendStatus ?? 'idle';
  return (
    <CodeStep
      state={state}
      heading={l10n.getString('flow-confirmation-code-heading')}
      picture={<EmailCodeIllustration />}
      lead={l10n.getString('confirm-signup-code-instruction', { email })}
      field={{
        id: 'confirm-signup-code',
        maxLength: SIGNUP_CODE_LENGTH,
        description: expired && !resendLimitReached ? l10n.getString('confirm-signup-code-expired-help') : undefined,
      }}
      notices={resendStatus === 'sent' && <SentBanner sender={senderEmail} />}
    >
      <ResendCode id="confirm-signup-code-resend" status={resendStatus} onResend={state.onResend} limitReached={resendLimitReached} />
    </CodeStep>
  );
}
