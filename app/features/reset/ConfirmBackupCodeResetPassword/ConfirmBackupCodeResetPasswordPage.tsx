// /confirm_backup_code_reset_password: one backup authentication code proves a two-step account's reset. Pure.
import { useLocalization } from '@fluent/react';
import { CodeStep, FlowLink, backupCodeField } from '../../../lib/flow';
import type { CodeStepState } from '../../../lib/flow';

export interface ConfirmBackupCodeResetPasswordPageProps extends CodeStepState {
  /** Back to the chooser, when the account has other ways. */
  choiceHref?: string | undefined;
  /** Follows the link without a page load. */
  onNavigate?: (href: string) => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
}

export function ConfirmBackupCodeResetPasswordPage({ choiceHref, onNavigate, serviceName, ...state }: ConfirmBackupCodeResetPasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <CodeStep
      state={state}
      serviceName={serviceName}
      heading={l10n.getString('reset-backup-code-heading')}
      instruction={l10n.getString('reset-backup-code-instruction')}
      field={backupCodeField('confirm-backup-code-reset-password-code', l10n.getString('reset-backup-code-label'))}
    >
      {choiceHref && (
        <FlowLink id="reset-other-way" href={choiceHref} onNavigate={onNavigate}>
          {l10n.getString('reset-other-way')}
        </FlowLink>
      )}
    </CodeStep>
  );
}
