// /pair/supp…, the new device's side of pairing: connecting to the channel,
// then 'confirm on your other device' until the code arrives, then the
// browser takes over; a failure says why and offers the way back to signing
// in with the email address. Pure.
import { useLocalization } from '@fluent/react';
import { Button, DevicesCodeIllustration, LoadingSpinner, SuccessPillIllustration } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export type SupplicantPageProps =
  | { status: 'connecting' }
  | { status: 'waiting' }
  | { status: 'done' }
  | { status: 'failed'; error: ShownError; onSignInInstead: () => void };

export function SupplicantPage(props: SupplicantPageProps) {
  const { l10n } = useLocalization();
  switch (props.status) {
    case 'connecting':
      return (
        <FlowCard heading={l10n.getString('pair-supp-connecting-heading')}>
          <LoadingSpinner />
        </FlowCard>
      );
    case 'waiting':
      return (
        <FlowCard heading={l10n.getString('pair-supp-waiting-heading')} picture={<DevicesCodeIllustration decorative />}>
          <Text>{l10n.getString('pair-supp-waiting-text')}</Text>
          <LoadingSpinner />
        </FlowCard>
      );
    case 'done':
      return (
        <FlowCard heading={l10n.getString('pair-done-heading')} picture={<SuccessPillIllustration decorative />}>
          <Text>{l10n.getString('pair-supp-done-text')}</Text>
        </FlowCard>
      );
    case 'failed':
      return (
        <FlowCard heading={l10n.getString('pair-failed-heading')}>
          <ErrorBanner error={props.error} />
          <Button id="pair-sign-in-instead" onPress={props.onSignInInstead} fullWidth>
            {l10n.getString('pair-supp-sign-in-instead')}
          </Button>
        </FlowCard>
      );
  }
}
