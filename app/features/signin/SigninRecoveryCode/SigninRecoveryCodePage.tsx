// /signin_recovery_code: one backup authentication code.
import { useLocalization } from '@fluent/react';
import { CodeStep, FlowLink, backupCodeField } from '../../../lib/flow';
import type { CodeStepState } from '../../../lib/flow';

export interface SigninRecoveryCodePageProps extends CodeStepState {
  /** Back to the choice of backup code or recovery phone. */
  choiceHref: string;
  /** Follows the flow's links without a page load. */
  onNavigate?: (href: string) => void;
}

export function SigninRecoveryCodePage({ choiceHref, onNavigate, ...state }: SigninRecoveryCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <CodeStep
      state={state}
      heading={l10n.getString('signin-recovery-code-heading')}
      instruction={l10n.getString('signin-recovery-code-instruction')}
      field={backupCodeField('signin-recovery-code', l10n.getString('signin-recovery-code-label'))}
    >
      <FlowLink id="signin-other-method" href={choiceHref} onNavigate={onNavigate}>
        {l10n.getString('signin-other-method')}
      </FlowLink>
    </CodeStep>
  );
}
