// The 'Page not found' page: a pure component, every string from Fluent.
import { useLocalization } from '@fluent/react';

export interface NotFoundPageProps {
  /** Where the home link goes. */
  homeHref: string;
}

export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  const { l10n } = useLocalization();
  return (
    <main>
      <h1 tabIndex={-1}>{l10n.getString('errors-not-found-heading')}</h1>
      <p>{l10n.getString('errors-not-found-text')}</p>
      <a href={homeHref}>{l10n.getString('errors-not-found-home-link')}</a>
    </main>
  );
}
