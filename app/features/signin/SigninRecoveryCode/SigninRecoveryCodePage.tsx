// /signin_recovery_code: one backup authentication code.
import { useLocalization } from '@fluent/react';
import { CodeForm, ErrorBanner, FlowCard, FlowLink, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

/** Backup codes are 8 to 20 letters and digits (10 by default). */
export const BACKUP_CODE_MAX_LENGTH = 20;

export interface SigninRecoveryCodePageProps {
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: ShownError;
  bannerError?: ShownError;
  /** @default false */
  submitting?: boolean;
  onSubmit: () => void;
  /** Back to the choice of backup code or recovery phone. */
  choiceHref: string;
  /** Follows the flow's links without a page load. */
  onNavigate?: (href: string) => void;
}

export function SigninRecoveryCodePage({ code, onCodeChange, codeError, bannerError, submitting = false, onSubmit, choiceHref, onNavigate }: SigninRecoveryCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('signin-recovery-code-heading')}>
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-recovery-code-instruction')}</Text>
      <CodeForm
        id="signin-recovery-code"
        label={l10n.getString('signin-recovery-code-label')}
        code={code}
        onCodeChange={(next) => onCodeChange(next.toLowerCase())}
        kind="alphanumeric"
        maxLength={BACKUP_CODE_MAX_LENGTH}
        codeError={codeError}
        submitting={submitting}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={onSubmit}
      />
      <FlowLink id="signin-other-method" href={choiceHref} onNavigate={onNavigate}>
        {l10n.getString('signin-other-method')}
      </FlowLink>
    </FlowCard>
  );
}
