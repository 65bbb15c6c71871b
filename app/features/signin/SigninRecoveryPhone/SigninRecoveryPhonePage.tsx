// /signin_recovery_phone: the code texted to the recovery phone.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { CodeForm, ErrorBanner, FlowCard, FlowLink, ResendCode, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SigninRecoveryPhonePageProps {
  /** The last digits of the recovery phone, as the server shows them. */
  maskedPhone: string;
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
  choiceHref: string;
  /** Follows the flow's links without a page load. */
  onNavigate?: (href: string) => void;
}

export function SigninRecoveryPhonePage({
  maskedPhone,
  code,
  onCodeChange,
  codeError,
  bannerError,
  submitting = false,
  resendStatus = 'idle',
  onSubmit,
  onResend,
  choiceHref,
  onNavigate,
}: SigninRecoveryPhonePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('signin-recovery-phone-heading')}>
      {resendStatus === 'sent' && <Banner type="success" description={l10n.getString('signin-text-resent')} />}
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-recovery-phone-instruction', { phone: maskedPhone })}</Text>
      <CodeForm
        id="signin-recovery-phone-code"
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
      <ResendCode id="signin-resend" status={resendStatus} onResend={onResend} label={l10n.getString('signin-resend-text')} />
      <FlowLink id="signin-other-method" href={choiceHref} onNavigate={onNavigate}>
        {l10n.getString('signin-other-method')}
      </FlowLink>
    </FlowCard>
  );
}
