// /signin_confirmed, /signin_verified and /complete_signin: the session is confirmed (or the link failed).
import { useLocalization } from '@fluent/react';
import { Button } from '../../../design-system';
import type { ShownError } from './decisions';
import { ErrorBanner, SigninCard, Text } from './parts';

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
      <SigninCard heading={l10n.getString('signin-link-failed-heading')}>
        <ErrorBanner error={error ?? { ftlId: 'auth-error-1026' }} />
        <Text>{l10n.getString('signin-link-failed-text')}</Text>
      </SigninCard>
    );
  }
  if (status === 'confirming') {
    return (
      <SigninCard heading={l10n.getString('signin-confirming-heading')}>
        <Text role="status">{l10n.getString('signin-working')}</Text>
      </SigninCard>
    );
  }
  return (
    <SigninCard heading={l10n.getString('signin-confirmed-heading')}>
      <Text>{l10n.getString(onContinue ? 'signin-confirmed-text' : 'signin-confirmed-elsewhere-text')}</Text>
      {onContinue && (
        <Button id="signin-continue" fullWidth onPress={onContinue}>
          {l10n.getString('signin-continue')}
        </Button>
      )}
    </SigninCard>
  );
}
