// /signin_bounced: mail to the stored account's address came back.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../../design-system';
import { FlowCard, Text } from '../../../lib/flow';

export interface SigninBouncedPageProps {
  email: string;
  onUseDifferentAccount: () => void;
}

export function SigninBouncedPage({ email, onUseDifferentAccount }: SigninBouncedPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('signin-bounced-heading')}>
      <Text>{l10n.getString('signin-bounced-text', { email })}</Text>
      <Button id="signin-use-different-account" fullWidth onPress={onUseDifferentAccount}>
        {l10n.getString('signin-use-different-account')}
      </Button>
    </FlowCard>
  );
}
