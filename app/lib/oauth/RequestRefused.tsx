// The page of a service's sign-in request that cannot be used: what is wrong,
// in plain words, and that nothing happened to the account. Shown where the
// request cannot be sent back to the service (it is unknown, or asked to send
// the person to an address it never registered), and where the service asked
// not to be sent errors back.
import { useLocalization } from '@fluent/react';
import { Button } from '../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../flow';
import type { ShownError } from '../flow';
import type { UntrustedRequest } from './requestCheck';

export interface RequestRefusedPageProps {
  /** Why: an unknown service, an address it never registered, a damaged link, or a request it can never get answered. */
  problem: UntrustedRequest | 'cannot-succeed';
  /** Asking the server failed (the network, an overload): shown with 'Try again'. */
  error?: ShownError;
  onRetry?: () => void;
}

const TEXT_IDS: Readonly<Record<RequestRefusedPageProps['problem'], string>> = {
  'unknown-service': 'oauth-refused-unknown-service',
  'unregistered-return': 'oauth-refused-unregistered-return',
  'damaged-link': 'oauth-refused-damaged-link',
  'cannot-succeed': 'oauth-refused-cannot-succeed',
};

export function RequestRefusedPage({ problem, error, onRetry }: RequestRefusedPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString(error ? 'oauth-refused-unchecked-heading' : 'oauth-refused-heading')}>
      <ErrorBanner error={error} />
      {!error && <Text id="oauth-refused-reason">{l10n.getString(TEXT_IDS[problem])}</Text>}
      <Text>{l10n.getString(error ? 'oauth-refused-unchecked-advice' : 'oauth-refused-advice')}</Text>
      {onRetry && (
        <Button id="oauth-refused-try-again" fullWidth onPress={onRetry}>
          {l10n.getString('oauth-refused-try-again')}
        </Button>
      )}
    </FlowCard>
  );
}
