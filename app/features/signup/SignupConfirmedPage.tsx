// The account is confirmed: a celebration (no confetti under reduced motion). Pure.
import { useLocalization } from '@fluent/react';
import { Button, Confetti, Layout, SuccessPillIllustration } from '../../../design-system';
import { Centered, Heading, Lead, Stack } from './styles';

export interface SignupConfirmedPageProps {
  /** 'confirmed' after the code (/signup_confirmed), 'verified' after a link (/signup_verified). */
  variant?: 'confirmed' | 'verified';
  onContinue: () => void;
}

export function SignupConfirmedPage({ variant = 'confirmed', onContinue }: SignupConfirmedPageProps) {
  const { l10n } = useLocalization();
  return (
    <Layout>
      <Confetti />
      <Centered>
        <SuccessPillIllustration decorative />
      </Centered>
      <Heading tabIndex={-1}>{l10n.getString(`signup-${variant}-heading`)}</Heading>
      <Lead>{l10n.getString(`signup-${variant}-text`)}</Lead>
      <Stack>
        <Button id="signup-confirmed-continue" onPress={onContinue} fullWidth>
          {l10n.getString('signup-confirmed-continue')}
        </Button>
      </Stack>
    </Layout>
  );
}
