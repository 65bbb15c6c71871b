// Route module of the cookies-disabled screen (SPEC §2.4).
import { useLocalization } from '@fluent/react';
import { CookiesDisabledContainer } from '../features/cookies';
import { usePageTitle } from '../lib/page';

export function CookiesDisabledRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('cookies-disabled-title'));
  return <CookiesDisabledContainer />;
}
