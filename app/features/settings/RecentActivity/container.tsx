// The recent activity page: reads the account's security events when opened
// (and again on Try again), dated in the locale the app is showing (the one
// its localization gives react-aria).
import { useLocalization } from '@fluent/react';
import { useLocale } from 'react-aria';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page';
import { useSettingsRead } from '../kit';
import { RecentActivityPage } from './RecentActivityPage';

export function RecentActivityContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-activity-heading'));
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { data: events, error, retry } = useSettingsRead(async (api) => (await api.getSecurityEvents()) ?? []);

  return (
    <RecentActivityPage
      events={events}
      error={error}
      onRetry={retry}
      locale={locale}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
