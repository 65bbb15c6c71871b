// /signin_recovery_code: one backup authentication code.
import { useLocalization } from '@fluent/react';
import { CodeStep, FlowLink } from '../../../lib/flow';
import type { CodeStepState } from '../../../lib/flow';

/** Backup codes are 8 to 20 letters and digits (10 by default). */
export const BACKUP_CODE_MAX_LENGTH = 20;

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
      field={{
        id: 'signin-recovery-code',
        label: l10n.getString('signin-recovery-code-label'),
        kind: 'alphanumeric',
        maxLength: BACKUP_CODE_MAX_LENGTH,
        normalize: (code) => code.toLowerCase(),
      }}
    >
      <FlowLink id="signin-other-method" href={choiceHref} onNavigate={onNavigate}>
        {l10n.getString('signin-other-method')}
      </FlowLink>
    </CodeStep>
  );
}
