// Route module of /settings.
import { useLocalization } from '@fluent/react';
import { SettingsContainer } from '../features/settings';
import { usePageTitle } from '../lib/page';

export function SettingsRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-title'));
  return <SettingsContainer />;
}
