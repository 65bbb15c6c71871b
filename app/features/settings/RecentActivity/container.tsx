// The recent activity page: reads the account's security events when opened
// (and again on Try again), dated in the locale the app is showing (the one
// its localization gives react-aria).
import { useLocale } from 'react-aria';
import { useSettingsPage, useSettingsRead } from '../kit';
import { RecentActivityPage } from './RecentActivityPage';

export function RecentActivityContainer() {
  const page = useSettingsPage('settings-activity-heading', 'security');
  const { locale } = useLocale();
  const { data: events, error, retry } = useSettingsRead(async (api) => (await api.getSecurityEvents()) ?? []);
  return <RecentActivityPage events={events} error={error} onRetry={retry} locale={locale} onNavigate={page.onNavigate} />;
}
