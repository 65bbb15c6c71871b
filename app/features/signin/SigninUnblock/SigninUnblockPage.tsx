// /signin_unblock: the eight-character code emailed after a blocked sign-in.
import { useLocalization } from '@fluent/react';
import { CodeStep, ResendCode, SentBanner } from '../../../lib/flow';
import type { ResendingCodeStepState } from '../../../lib/flow';

export interface SigninUnblockPageProps extends ResendingCodeStepState {
  email: string;
  /** The address our mail comes from, which the banner after 'Email new code' asks to add to the contacts. */
  senderEmail: string;
}

export function SigninUnblockPage({ email, senderEmail, ...state }: SigninUnblockPageProps) {
  const { l10n } = useLocalization();
  const resendStatus = state.resendStatus ?? 'idle';
  return (
    <CodeStep
      state={state}
      heading={l10n.getString('signin-unblock-heading')}
      instruction={l10n.getString('signin-unblock-instruction', { email })}
      field={{
        id: 'signin-unblock-code',
        label: l10n.getString('signin-unblock-label'),
        kind: 'alphanumeric',
        maxLength: 8,
        normalize: (code) => code.toUpperCase(),
      }}
      submitLabel={l10n.getString('signin-continue')}
      notices={resendStatus === 'sent' && <SentBanner sender={senderEmail} />}
    >
      <ResendCode id="signin-resend" status={resendStatus} onResend={state.onResend} />
    </CodeStep>
  );
}
