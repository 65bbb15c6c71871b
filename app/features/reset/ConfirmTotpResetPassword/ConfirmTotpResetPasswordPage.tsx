// /confirm_totp_reset_password: the authenticator app's code proves a two-step account's reset. Pure.
import { useLocalization } from '@fluent/react';
import { CodeStep, FlowLink } from '../../../lib/flow';
import type { CodeStepState } from '../../../lib/flow';

export interface ConfirmTotpResetPasswordPageProps extends CodeStepState {
  /** Back to the chooser, when the account has other ways. */
  choiceHref?: string | undefined;
  /** Follows the link without a page load. */
  onNavigate?: (href: string) => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
}

export function ConfirmTotpResetPasswordPage({ choiceHref, onNavigate, serviceName, ...state }: ConfirmTotpResetPasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <CodeStep
      state={state}
      serviceName={serviceName}
      heading={l10n.getString('reset-totp-heading')}
      instruction={l10n.getString('reset-totp-instruction')}
      field={{ id: 'confirm-totp-reset-password-code' }}
    >
      {choiceHref && (
        <FlowLink id="reset-other-way" href={choiceHref} onNavigate={onNavigate}>
          {l10n.getString('reset-other-way')}
        </FlowLink>
      )}
    </CodeStep>
  );
}
