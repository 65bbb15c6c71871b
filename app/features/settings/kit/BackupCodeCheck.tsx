// Set-up asks for one of the backup codes just shown back, so no one turns
// two-step on without having kept them. Shared by the settings page's set-up
// and the set-up inside sign-in. Pure.
import { useLocalization } from '@fluent/react';
import { BACKUP_CODE_MAX_LENGTH, CodeForm } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface BackupCodeCheckProps {
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: ShownError | undefined;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
}

export function BackupCodeCheck({ code, onCodeChange, codeError, submitting, submitLabel, onSubmit }: BackupCodeCheckProps) {
  const { l10n } = useLocalization();
  return (
    <CodeForm
      id="settings-backup-code-confirm"
      label={l10n.getString('settings-two-step-confirm-code-label')}
      code={code}
      onCodeChange={(typed) => onCodeChange(typed.toLowerCase())}
      kind="alphanumeric"
      maxLength={BACKUP_CODE_MAX_LENGTH}
      codeError={codeError}
      submitting={submitting}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
