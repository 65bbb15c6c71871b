// /signin_totp_code: the code from the authenticator app.
import { useLocalization } from '@fluent/react';
import { CodeStep, FlowLink } from '../../../lib/flow';
import type { CodeStepState } from '../../../lib/flow';

export interface SigninTotpCodePageProps extends CodeStepState {
  /** Where 'Trouble with code?' goes: the choice of backup code or recovery phone. */
  troubleHref: string;
  /** Follows the flow's links without a page load. */
  onNavigate?: (href: string) => void;
}

export function SigninTotpCodePage({ troubleHref, onNavigate, ...state }: SigninTotpCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <CodeStep
      state={state}
      heading={l10n.getString('signin-totp-heading')}
      instruction={l10n.getString('signin-totp-instruction')}
      field={{ id: 'signin-totp-code' }}
    >
      <FlowLink id="signin-totp-trouble" href={troubleHref} onNavigate={onNavigate}>
        {l10n.getString('signin-totp-trouble')}
      </FlowLink>
    </CodeStep>
  );
}
