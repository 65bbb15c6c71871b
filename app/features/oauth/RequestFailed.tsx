// The card of an OAuth request that cannot go on: what went wrong, and the
// way back to the service the person came from. Shared by the OAuth pages.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import { ErrorBanner, FlowCard, Text } from '../../lib/flow';
import type { ShownError } from '../../lib/flow';

export function RequestFailed({ error, children }: { error: ShownError; children?: ReactNode }) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('oauth-failed-heading')}>
      <ErrorBanner error={error} />
      <Text>{l10n.getString('oauth-failed-text')}</Text>
      {children}
    </FlowCard>
  );
}
