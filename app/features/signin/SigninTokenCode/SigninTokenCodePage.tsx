// /signin_token_code: the six-digit code emailed to confirm the new session.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { EmailedCodeStep } from '../../../lib/flow';
import type { EmailedCodeStepState } from '../../../lib/flow';

export type SigninTokenCodePageProps = EmailedCodeStepState;

export function SigninTokenCodePage(state: SigninTokenCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <EmailedCodeStep
      state={state}
      instruction={l10n.getString('signin-token-code-instruction', { email: state.email })}
      field={{ id: 'signin-token-code' }}
      resendId="signin-resend"
      expiredNotice={<Banner type="warning" heading={l10n.getString('auth-error-153')} description={l10n.getString('signin-code-expired-text')} />}
    />
  );
}
