// Shown when the age given is below the minimum. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Layout } from '../../../design-system';
import { Heading, Lead, Stack } from './styles';

export interface CannotCreateAccountPageProps {
  onBack: () => void;
}

export function CannotCreateAccountPage({ onBack }: CannotCreateAccountPageProps) {
  const { l10n } = useLocalization();
  return (
    <Layout>
      <Heading tabIndex={-1}>{l10n.getString('cannot-create-account-heading')}</Heading>
      <Lead>{l10n.getString('cannot-create-account-text')}</Lead>
      <Stack>
        <Button id="cannot-create-account-home" variant="secondary" onPress={onBack} fullWidth>
          {l10n.getString('cannot-create-account-home')}
        </Button>
      </Stack>
    </Layout>
  );
}
