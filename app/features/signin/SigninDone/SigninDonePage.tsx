// /signin_confirmed, /signin_verified and /complete_signin: the session is confirmed (or the link failed).
import { useLocalization } from '@fluent/react';
import { Button } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text, clientError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface SigninDonePageProps {
  /** 'confirming' while a link's code is checked. */
  status: 'confirming' | 'confirmed' | 'failed';
  /** Why the link could not be used. */
  error?: ShownError;
  /** Present when the confirmed session is on this browser: go on to the target. */
  onContinue?: () => void;
}

export function SigninDonePage({ status, error, onContinue }: SigninDonePageProps) {
  const { l10n } = useLocalization();
  if (status === 'failed') {
    return (
      <FlowCard heading={l10n.getString('signin-link-failed-heading')}>
        <ErrorBanner error={error ?? clientError('DAMAGED_VERIFICATION_LINK')} />
        <Text>{l10n.getString('signin-link-failed-text')}</Text>
      </FlowCard>
    );
  }
  if (status === 'confirming') {
    return (
      <FlowCard heading={l10n.getString('signin-confirming-heading')}>
        <Text role="status">{l10n.getString('auth-error-1005')}</Text>
      </FlowCard>
    );
  }
  return (
    <FlowCard heading={l10n.getString('signin-confirmed-heading')}>
      <Text>{l10n.getString(onContinue ? 'signin-confirmed-text' : 'signin-confirmed-elsewhere-text')}</Text>
      {onContinue && (
        <Button id="signin-continue" fullWidth onPress={onContinue}>
          {l10n.getString('signin-continue')}
        </Button>
      )}
    </FlowCard>
  );
}
