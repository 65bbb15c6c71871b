// The 'Page not found' page, on the card every page has: a pure component, every string from Fluent.
import { useLocalization } from '@fluent/react';
import { FlowCard, Text } from '../../../lib/flow';

export interface NotFoundPageProps {
  /** Where the home link goes. */
  homeHref: string;
}

export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('errors-not-found-heading')}>
      <Text>{l10n.getString('errors-not-found-text')}</Text>
      <a id="errors-not-found-home" href={homeHref}>
        {l10n.getString('errors-not-found-home-link')}
      </a>
    </FlowCard>
  );
}
