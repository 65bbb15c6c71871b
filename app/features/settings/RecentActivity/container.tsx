// The recent activity page: reads the account's security events when opened
// (and again on Try again), dated in the locale the app is showing (the one
// its localization gives react-aria).
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria';
import { useNavigate } from 'react-router';
import type { SecurityEvent } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { useSettingsData } from '../data';
import { RecentActivityPage } from './RecentActivityPage';

export function RecentActivityContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-activity-heading'));
  const { api } = useAppServices();
  const { endedSession } = useSettingsData();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [events, setEvents] = useState<SecurityEvent[]>();
  const [error, setError] = useState<ShownError>();

  // Bumped by Try again to read the events once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.getSecurityEvents().then(
      (found) => {
        if (current) setEvents(found ?? []);
      },
      (failure: unknown) => {
        if (current && !endedSession(failure)) setError(shownError(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [api, endedSession, attempt]);

  const retry = () => {
    setError(undefined);
    setEvents(undefined);
    setAttempt(attempt + 1);
  };

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
