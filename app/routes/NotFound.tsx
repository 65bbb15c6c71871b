// Route module of every address not (yet) served: the localized 404 page.
import { useLocalization } from '@fluent/react';
import { NotFoundPage } from '../features/errors';
import { usePageTitle } from '../lib/page';
import { PATHS } from './paths';

export function NotFoundRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('errors-not-found-title'));
  return <NotFoundPage homeHref={PATHS.root} />;
}
