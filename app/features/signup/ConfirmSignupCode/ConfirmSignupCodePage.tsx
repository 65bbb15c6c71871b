// The six-digit code sent at sign-up, with at most four new codes. Pure.
import { useLocalization } from '@fluent/react';
import { EmailCodeIllustration } from '../../../../design-system';
import { EmailedCodeStep } from '../../../lib/flow';
import type { EmailedCodeStepState } from '../../../lib/flow';

/** SPEC §9: a sign-up code has six digits. */
export const SIGNUP_CODE_LENGTH = 6;
/** SPEC §9: the code may be re-sent at most four times. */
export const MAX_RESENDS = 4;

export interface ConfirmSignupCodePageProps extends EmailedCodeStepState {
  /** Every new code the page offers has been sent: the link gives way to a sentence. @default false */
  resendLimitReached?: boolean;
}

export function ConfirmSignupCodePage({ resendLimitReached = false, ...state }: ConfirmSignupCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <EmailedCodeStep
      state={state}
      picture={<EmailCodeIllustration />}
      lead={l10n.getString('confirm-signup-code-instruction', { email: state.email })}
      field={{
        id: 'confirm-signup-code',
        maxLength: SIGNUP_CODE_LENGTH,
        // An expired code is said under the field, and the help under it says how to get a new one here.
        description: state.expired && !resendLimitReached ? l10n.getString('confirm-signup-code-expired-help') : undefined,
      }}
      resendId="confirm-signup-code-resend"
      resendLimitReached={resendLimitReached}
    />
  );
}
