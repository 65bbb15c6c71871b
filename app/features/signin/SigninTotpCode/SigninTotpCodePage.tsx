// /signin_totp_code: the code from the authenticator app.
import { useLocalization } from '@fluent/react';
import { CodeForm, ErrorBanner, FlowCard, FlowLink, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SigninTotpCodePageProps {
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: ShownError;
  bannerError?: ShownError;
  /** @default false */
  submitting?: boolean;
  onSubmit: () => void;
  /** Where 'Trouble with code?' goes: the choice of backup code or recovery phone. */
  troubleHref: string;
  /** Follows the flow's links without a page load. */
  onNavigate?: (href: string) => void;
}

export function SigninTotpCodePage({ code, onCodeChange, codeError, bannerError, submitting = false, onSubmit, troubleHref, onNavigate }: SigninTotpCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('signin-totp-heading')}>
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-totp-instruction')}</Text>
      <CodeForm
        id="signin-totp-code"
        label={l10n.getString('flow-code-label')}
        code={code}
        onCodeChange={onCodeChange}
        kind="digits"
        maxLength={6}
        codeError={codeError}
        submitting={submitting}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={onSubmit}
      />
      <FlowLink id="signin-totp-trouble" href={troubleHref} onNavigate={onNavigate}>
        {l10n.getString('signin-totp-trouble')}
      </FlowLink>
    </FlowCard>
  );
}
