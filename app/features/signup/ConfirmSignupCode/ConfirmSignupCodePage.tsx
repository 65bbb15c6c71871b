// The six-digit code sent at sign-up, with at most four new codes. Pure.
import { useLocalization } from '@fluent/react';
import { EmailCodeIllustration } from '../../../../design-system';
import { CodeForm, ErrorBanner, FlowCard, ResendCode, SentBanner } from '../../../lib/flow';
import type { ResendStatus, ShownError } from '../../../lib/flow';

/** SPEC §9: a sign-up code has six digits. */
export const SIGNUP_CODE_LENGTH = 6;
/** SPEC §9: the code may be re-sent at most four times. */
export const MAX_RESENDS = 4;

export interface ConfirmSignupCodePageProps {
  email: string;
  /** The address the codes come from, which the banner after a new code asks to add to the contacts. */
  senderEmail: string;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  /** @default false */
  submitting?: boolean;
  /** A wrong (183), expired (153) or missing code, shown under the field. */
  codeError?: ShownError | undefined;
  /** The code expired: the field's help says how to get a new one, here. @default false */
  expired?: boolean;
  /** A failed call, shown in a banner. */
  bannerError?: ShownError | undefined;
  onResend: () => void;
  /** 'sent' shows the success banner. @default 'idle' */
  resendStatus?: ResendStatus;
  /** Every new code the page offers has been sent: the link gives way to a sentence. @default false */
  resendLimitReached?: boolean;
}

export function ConfirmSignupCodePage({
  email,
  senderEmail,
  code,
  onCodeChange,
  onSubmit,
  submitting = false,
  codeError,
  expired = false,
  bannerError,
  onResend,
  resendStatus = 'idle',
  resendLimitReached = false,
}: ConfirmSignupCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard
      heading={l10n.getString('flow-confirmation-code-heading')}
      picture={<EmailCodeIllustration />}
      lead={l10n.getString('confirm-signup-code-instruction', { email })}
    >
      {resendStatus === 'sent' && <SentBanner sender={senderEmail} />}
      <ErrorBanner error={bannerError} />
      <CodeForm
        id="confirm-signup-code"
        label={l10n.getString('flow-code-label')}
        code={code}
        onCodeChange={onCodeChange}
        kind="digits"
        maxLength={SIGNUP_CODE_LENGTH}
        codeError={codeError}
        description={expired && !resendLimitReached ? l10n.getString('confirm-signup-code-expired-help') : undefined}
        submitting={submitting}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={onSubmit}
      />
      <ResendCode id="confirm-signup-code-resend" status={resendStatus} onResend={onResend} limitReached={resendLimitReached} />
    </FlowCard>
  );
}
