// Route modules of the entry page: / and /oauth.
import { useLocalization } from '@fluent/react';
import { EntryContainer } from '../features/entry';
import { usePageTitle } from '../lib/page';

export function EntryRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('entry-title'));
  return <EntryContainer />;
}

export function OAuthEntryRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('entry-title'));
  return <EntryContainer oauth />;
}
