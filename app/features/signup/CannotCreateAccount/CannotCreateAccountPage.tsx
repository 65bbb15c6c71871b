// Shown when the age given is below the minimum. Pure.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../../design-system';
import { FlowCard } from '../../../lib/flow';

export interface CannotCreateAccountPageProps {
  onBack: () => void;
}

export function CannotCreateAccountPage({ onBack }: CannotCreateAccountPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('cannot-create-account-heading')} lead={l10n.getString('cannot-create-account-text')}>
      <Button id="cannot-create-account-home" variant="secondary" onPress={onBack} fullWidth>
        {l10n.getString('cannot-create-account-home')}
      </Button>
    </FlowCard>
  );
}
