// /signin_token_code: the six-digit code emailed to confirm the new session;
// in a sync sign-in, approving it from another signed-in device is offered too.
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../../design-system';
import { EmailedCodeStep, FlowLink } from '../../../lib/flow';
import type { EmailedCodeStepState } from '../../../lib/flow';

export interface SigninTokenCodePageProps extends EmailedCodeStepState {
  /** Where approving the sign-in from another device starts, when offered. */
  pushHref?: string;
  onNavigate?: (href: string) => void;
}

export function SigninTokenCodePage({ pushHref, onNavigate, ...state }: SigninTokenCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <EmailedCodeStep
      state={state}
      instruction={l10n.getString('signin-token-code-instruction', { email: state.email })}
      field={{ id: 'signin-token-code' }}
      resendId="signin-resend"
      expiredNotice={<Banner type="warning" heading={l10n.getString('auth-error-153')} description={l10n.getString('signin-code-expired-text')} />}
      alternative={
        pushHref && (
          <FlowLink id="signin-token-code-push" href={pushHref} {...(onNavigate ? { onNavigate } : {})}>
            {l10n.getString('signin-token-code-push')}
          </FlowLink>
        )
      }
    />
  );
}
