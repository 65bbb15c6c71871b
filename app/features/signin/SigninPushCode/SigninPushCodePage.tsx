// /signin_push_code: the new session waits for approval from one of the
// account's other devices. The page says so, offers to send the notification
// again, and offers the emailed code instead; when no other device is signed
// in to approve, it says so and leaves only the emailed code. Pure.
import { useLocalization } from '@fluent/react';
import { BellIllustration, Button } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export type PushSendState =
  /** The notification is on its way (the first one, or again). */
  | 'sending'
  /** Sent to at least one other device. */
  | 'sent'
  /** Sent again on request. */
  | 'resent'
  /** No other device of the account is signed in to approve. */
  | 'no-devices';

export interface SigninPushCodePageProps {
  email: string;
  /** Where the notification stands. @default 'sent' */
  push?: PushSendState;
  /** Sending the emailed code instead. */
  sendingCode?: boolean;
  bannerError?: ShownError;
  onResend?: () => void;
  onUseEmailCode: () => void;
}

export function SigninPushCodePage({ email, push = 'sent', sendingCode = false, bannerError, onResend, onUseEmailCode }: SigninPushCodePageProps) {
  const { l10n } = useLocalization();
  const noDevices = push === 'no-devices';
  return (
    <FlowCard
      heading={l10n.getString('signin-push-heading')}
      picture={<BellIllustration decorative />}
      lead={l10n.getString(noDevices ? 'signin-push-no-devices' : 'signin-push-lead')}
      leadId="signin-push-lead"
    >
      <ErrorBanner error={bannerError} />
      <Text id="signin-push-email">{email}</Text>
      {!noDevices && (
        <>
          <Text role="status">{l10n.getString(push === 'resent' ? 'signin-push-resent' : 'signin-push-waiting')}</Text>
          {onResend && (
            <Button id="signin-push-resend" variant="secondary" onPress={onResend} isPending={push === 'sending'} fullWidth>
              {l10n.getString('signin-push-resend')}
            </Button>
          )}
        </>
      )}
      <Button id="signin-push-use-email" variant={noDevices ? 'primary' : 'secondary'} onPress={onUseEmailCode} isPending={sendingCode} fullWidth>
        {l10n.getString('signin-push-use-email')}
      </Button>
    </FlowCard>
  );
}
