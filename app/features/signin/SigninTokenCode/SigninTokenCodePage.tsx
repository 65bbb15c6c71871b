// /signin_token_code: the six-digit code emailed to confirm the new session.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { CodeStep, ResendCode, SentBanner } from '../../../lib/flow';
import type { EmailedCodeStepState } from '../../../lib/flow';

export type SigninTokenCodePageProps = EmailedCodeStepState;

export function SigninTokenCodePage({ email, senderEmail, expired = false, ...state }: SigninTokenCodePageProps) {
  const { l10n } = useLocalization();
  const resendStatus = state.resendStatus ?? 'idle';
  return (
    <CodeStep
      state={state}
      heading={l10n.getString('flow-confirmation-code-heading')}
      instruction={l10n.getString('signin-token-code-instruction', { email })}
      field={{ id: 'signin-token-code' }}
      notices={
        resendStatus === 'sent' ? (
          <SentBanner sender={senderEmail} />
        ) : (
          expired && <Banner type="warning" heading={l10n.getString('auth-error-153')} description={l10n.getString('signin-code-expired-text')} />
        )
      }
    >
      <ResendCode id="signin-resend" status={resendStatus} onResend={state.onResend} />
    </CodeStep>
  );
}
