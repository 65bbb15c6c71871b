// /settings/recent_activity: the account's security events, newest first,
// each named in the person's language with the device behind it when the
// server knows it ('Chrome on Android', by the product's one naming rule) and
// its date and time in their locale; a spinner while they load, a banner with
// Try again when they cannot be read, and a sentence when there are none. Pure.
import { useLocalization } from '@fluent/react';
import { RowList } from '../../../../design-system';
import { deviceName } from '../../../lib/device';
import type { ShownError } from '../../../lib/flow';
import { ReadList, SettingsSubPage } from '../kit';
import { hasDevice, newestFirst, securityEventMessage } from './events';
import type { SecurityEventItem } from './events';

export interface RecentActivityPageProps {
  /** The events as the server gave them; undefined while loading or after a failure. */
  events?: readonly SecurityEventItem[];
  /** Why the events could not be read. */
  error?: ShownError;
  onRetry: () => void;
  /** The locale dates are written in (the app's current one). */
  locale: string;
  onNavigate?: (href: string) => void;
}

export function RecentActivityPage({ events, error, onRetry, locale, onNavigate }: RecentActivityPageProps) {
  const { l10n } = useLocalization();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <SettingsSubPage heading={l10n.getString('settings-activity-heading')} section="security" onNavigate={onNavigate}>
      <p>{l10n.getString('settings-activity-description')}</p>
      <ReadList id="settings-activity" items={events} error={error} onRetry={onRetry}>
        {(read) => (
          <RowList as="ol" id="settings-activity-list" aria-labelledby="settings-page-heading">
            {newestFirst(read).map((event, index) => (
              <li key={`${event.createdAt}-${index}`}>
                <div>
                  <p className="settings-activity-name">{l10n.getString(securityEventMessage(event.name))}</p>
                  {hasDevice(event) && (
                    <p className="settings-activity-device">{deviceName(event, (id, args) => l10n.getString(id, args))}</p>
                  )}
                </div>
                <time dateTime={new Date(event.createdAt).toISOString()}>{format.format(event.createdAt)}</time>
              </li>
            ))}
          </RowList>
        )}
      </ReadList>
    </SettingsSubPage>
  );
}
