// /signin_unblock: the eight-character code emailed after a blocked sign-in.
import { useLocalization } from '@fluent/react';
import { Banner, Button } from '../../../design-system';
import type { ShownError } from './decisions';
import { CodeForm, ErrorBanner, SigninCard, Text } from './parts';

export interface SigninUnblockPageProps {
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: ShownError;
  bannerError?: ShownError;
  /** @default false */
  submitting?: boolean;
  /** @default 'idle' */
  resendStatus?: 'idle' | 'sending' | 'sent';
  onSubmit: () => void;
  onResend: () => void;
}

export function SigninUnblockPage({
  email,
  code,
  onCodeChange,
  codeError,
  bannerError,
  submitting = false,
  resendStatus = 'idle',
  onSubmit,
  onResend,
}: SigninUnblockPageProps) {
  const { l10n } = useLocalization();
  return (
    <SigninCard heading={l10n.getString('signin-unblock-heading')}>
      {resendStatus === 'sent' && (
        <Banner
          type="success"
          heading={l10n.getString('signin-code-resent')}
          description={l10n.getString('signin-add-to-contacts', { email })}
        />
      )}
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-unblock-instruction', { email })}</Text>
      <CodeForm
        id="signin-unblock-code"
        label={l10n.getString('signin-unblock-label')}
        code={code}
        onCodeChange={(next) => onCodeChange(next.toUpperCase())}
        kind="alphanumeric"
        maxLength={8}
        codeError={codeError}
        submitting={submitting}
        submitLabel={l10n.getString('signin-continue')}
        onSubmit={onSubmit}
      />
      <Button id="signin-resend" variant="link" onPress={onResend} isPending={resendStatus === 'sending'}>
        {l10n.getString('signin-resend-code')}
      </Button>
    </SigninCard>
  );
}
