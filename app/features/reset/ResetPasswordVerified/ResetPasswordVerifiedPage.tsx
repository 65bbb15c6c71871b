// /reset_password_verified and /reset_password_with_recovery_key_verified:
// the password is reset. Signed in, the person continues where the flow
// began; otherwise they sign in with the new password. Pure.
import { useLocalization } from '@fluent/react';
import { Button, PasswordChangedIllustration } from '../../../../design-system';
import { FlowCard, Text } from '../../../lib/flow';

export interface ResetPasswordVerifiedPageProps {
  /** 'with-recovery-key': the data was kept and the key used up. @default 'verified' */
  variant?: 'verified' | 'with-recovery-key';
  /** The new session is verified: the person is signed in. */
  signedIn: boolean;
  /** 'Continue' when signed in, 'Sign in' otherwise. */
  onContinue: () => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
}

export function ResetPasswordVerifiedPage({ variant = 'verified', signedIn, onContinue, serviceName }: ResetPasswordVerifiedPageProps) {
  const { l10n } = useLocalization();
  const withKey = variant === 'with-recovery-key';
  return (
    <FlowCard
      heading={l10n.getString(withKey ? 'reset-verified-key-heading' : 'reset-verified-heading')}
      serviceName={serviceName}
      picture={<PasswordChangedIllustration decorative />}
    >
      {withKey && <Text id="reset-verified-key-text">{l10n.getString('reset-verified-key-text')}</Text>}
      <Text id="reset-verified-text">{l10n.getString(signedIn ? 'reset-verified-text' : 'reset-verified-sign-in-text')}</Text>
      <Button id="reset-verified-continue" onPress={onContinue} fullWidth>
        {l10n.getString(signedIn ? 'reset-verified-continue' : 'reset-verified-sign-in')}
      </Button>
    </FlowCard>
  );
}
