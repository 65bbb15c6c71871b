// The account is confirmed: a celebration (no confetti under reduced motion). Pure.
import { useLocalization } from '@fluent/react';
import { Button, Confetti, SuccessPillIllustration } from '../../../../design-system';
import { FlowCard } from '../../../lib/flow';

export interface SignupConfirmedPageProps {
  /** 'confirmed' after the code (/signup_confirmed), 'verified' after a link (/signup_verified). */
  variant?: 'confirmed' | 'verified';
  onContinue: () => void;
}

export function SignupConfirmedPage({ variant = 'confirmed', onContinue }: SignupConfirmedPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard
      heading={l10n.getString(`signup-${variant}-heading`)}
      picture={
        <>
          <Confetti />
          <SuccessPillIllustration decorative />
        </>
      }
      lead={l10n.getString(`signup-${variant}-text`)}
    >
      <Button id="signup-confirmed-continue" onPress={onContinue} fullWidth>
        {l10n.getString('signup-confirmed-continue')}
      </Button>
    </FlowCard>
  );
}
