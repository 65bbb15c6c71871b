// Set-up asks for one of the backup codes just shown back, so no one turns
// two-step on without having kept them. Shared by the settings page's set-up
// and the set-up inside sign-in. Pure.
import { useLocalization } from '@fluent/react';
import { BACKUP_CODE_MAX_LENGTH, CodeForm } from '../../../lib/flow';
import type { CodeEntry } from './codeEntry';

export interface BackupCodeCheckProps extends CodeEntry {
  submitLabel: string;
}

export function BackupCodeCheck(props: BackupCodeCheckProps) {
  const { l10n } = useLocalization();
  return (
    <CodeForm
      {...props}
      id="settings-backup-code-confirm"
      label={l10n.getString('settings-two-step-confirm-code-label')}
      onCodeChange={(typed) => props.onCodeChange(typed.toLowerCase())}
      kind="alphanumeric"
      maxLength={BACKUP_CODE_MAX_LENGTH}
    />
  );
}
