// /signin_push_code: the new session waits for approval from one of the
// account's other devices. The page says so, and offers the emailed code
// instead. Pure.
import { useLocalization } from '@fluent/react';
import { BellIllustration, Button } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SigninPushCodePageProps {
  email: string;
  /** Sending the emailed code instead. */
  sendingCode?: boolean;
  bannerError?: ShownError;
  onUseEmailCode: () => void;
}

export function SigninPushCodePage({ email, sendingCode = false, bannerError, onUseEmailCode }: SigninPushCodePageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('signin-push-heading')} picture={<BellIllustration decorative />} lead={l10n.getString('signin-push-lead')} leadId="signin-push-lead">
      <ErrorBanner error={bannerError} />
      <Text id="signin-push-email">{email}</Text>
      <Text role="status">{l10n.getString('signin-push-waiting')}</Text>
      <Button id="signin-push-use-email" variant="secondary" onPress={onUseEmailCode} isPending={sendingCode} fullWidth>
        {l10n.getString('signin-push-use-email')}
      </Button>
    </FlowCard>
  );
}
