// /signin_unblock: the eight-character code emailed after a blocked sign-in.
import { useLocalization } from '@fluent/react';
import { CodeForm, ErrorBanner, FlowCard, ResendCode, SentBanner, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SigninUnblockPageProps {
  email: string;
  /** The address our mail comes from, which the banner after 'Email new code' asks to add to the contacts. */
  senderEmail: string;
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: ShownError;
  bannerError?: ShownError;
  /** @default false */
  submitting?: boolean;
  /** @default 'idle' */
  resendStatus?: 'idle' | 'sending' | 'sent';
  onSubmit: () => void;
  onResend: () => void;
}

export function SigninUnblockPage({
  email,
  senderEmail,
  code,
  onCodeChange,
  codeError,
  bannerError,
  submitting = false,
  resendStatus = 'idle',
  onSubmit,
  onResend,
}: SigninUnblockPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('signin-unblock-heading')}>
      {resendStatus === 'sent' && (
<SentBanner sender={senderEmail} />
      )}
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-unblock-instruction', { email })}</Text>
      <CodeForm
        id="signin-unblock-code"
        label={l10n.getString('signin-unblock-label')}
        code={code}
        onCodeChange={(next) => onCodeChange(next.toUpperCase())}
        kind="alphanumeric"
        maxLength={8}
        codeError={codeError}
        submitting={submitting}
        submitLabel={l10n.getString('signin-continue')}
        onSubmit={onSubmit}
      />
      <ResendCode id="signin-resend" status={resendStatus} onResend={onResend} />
    </FlowCard>
  );
}
