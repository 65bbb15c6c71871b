// /oauth/success/{clientId}: the sign-in to a service is done; the person
// goes back to the service (often a tab or device that waited for it).
import { useLocalization } from '@fluent/react';
import { LoadingSpinner } from '../../../../design-system';
import { FlowCard, Text } from '../../../lib/flow';
import { RequestFailed } from '../RequestFailed';
import type { ShownError } from '../../../lib/flow';

export type OAuthSuccessPageProps =
  /** The service's name is being looked up. */
  | { status: 'loading' }
  | { status: 'ready'; serviceName: string }
  /** The address names no service (SPEC §2.9): a missing, malformed or unknown client id. */
  | { status: 'failed'; error: ShownError };

export function OAuthSuccessPage(props: OAuthSuccessPageProps) {
  const { l10n } = useLocalization();
  if (props.status === 'failed') {
    return <RequestFailed error={props.error} />;
  }
  if (props.status === 'loading') {
    return (
      <FlowCard heading={l10n.getString('oauth-success-title')}>
        <LoadingSpinner />
      </FlowCard>
    );
  }
  return (
    <FlowCard heading={l10n.getString('oauth-success-heading', { serviceName: props.serviceName })}>
      <Text>{l10n.getString('oauth-success-text', { serviceName: props.serviceName })}</Text>
    </FlowCard>
  );
}
