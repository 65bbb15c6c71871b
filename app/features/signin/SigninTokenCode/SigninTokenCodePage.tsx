// /signin_token_code: the six-digit code emailed to confirm the new session.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { CodeForm, ErrorBanner, FlowCard, ResendCode, SentBanner, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SigninTokenCodePageProps {
  email: string;
  /** The address our mail comes from, which the banner after 'Email new code' asks to add to the contacts. */
  senderEmail: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** A wrong code, shown under the field. */
  codeError?: ShownError;
  /** Any other failure, shown in a banner. */
  bannerError?: ShownError;
  /** The code has expired: the page explains how to get a new one, here. @default false */
  expired?: boolean;
  /** @default false */
  submitting?: boolean;
  /** 'sent' shows the success banner. @default 'idle' */
  resendStatus?: 'idle' | 'sending' | 'sent';
  onSubmit: () => void;
  onResend: () => void;
}

export function SigninTokenCodePage({
  email,
  senderEmail,
  code,
  onCodeChange,
  codeError,
  bannerError,
  expired = false,
  submitting = false,
  resendStatus = 'idle',
  onSubmit,
  onResend,
}: SigninTokenCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('flow-confirmation-code-heading')}>
      {resendStatus === 'sent' && (
<SentBanner sender={senderEmail} />
      )}
      {expired && resendStatus !== 'sent' && (
        <Banner
          type="warning"
          heading={l10n.getString('auth-error-153')}
          description={l10n.getString('signin-code-expired-text')}
        />
      )}
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-token-code-instruction', { email })}</Text>
      <CodeForm
        id="signin-token-code"
        label={l10n.getString('flow-code-label')}
        code={code}
        onCodeChange={onCodeChange}
        kind="digits"
        maxLength={6}
        codeError={codeError}
        submitting={submitting}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={onSubmit}
      />
      <ResendCode id="signin-resend" status={resendStatus} onResend={onResend} />
    </FlowCard>
  );
}
