// /settings/recent_activity: the account's security events, newest first,
// each named in the person's language with its date and time in their
// locale; a spinner while they load, a banner with Try again when they
// cannot be read, and a sentence when there are none. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { tokens } from '../../../../design-system';
import type { ShownError } from '../../../lib/flow';
import { ReadList, SettingsSubPage } from '../kit';
import { newestFirst, securityEventMessage } from './events';
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

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${tokens.space.xs} ${tokens.space.md};
    padding-block: ${tokens.space.sm};
    border-block-end: 1px solid ${tokens.color.border.subtle};
  }
  li:last-child {
    border-block-end: none;
  }
  time {
    color: ${tokens.color.text.secondary};
  }
`;

export function RecentActivityPage({ events, error, onRetry, locale, onNavigate }: RecentActivityPageProps) {
  const { l10n } = useLocalization();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <SettingsSubPage heading={l10n.getString('settings-activity-heading')} section="security" onNavigate={onNavigate}>
      <p>{l10n.getString('settings-activity-description')}</p>
      <ReadList id="settings-activity" items={events} error={error} onRetry={onRetry}>
        {(read) => (
          <List id="settings-activity-list" aria-labelledby="settings-page-heading">
            {newestFirst(read).map((event, index) => (
              <li key={`${event.createdAt}-${index}`}>
                <span>{l10n.getString(securityEventMessage(event.name))}</span>
                <time dateTime={new Date(event.createdAt).toISOString()}>{format.format(event.createdAt)}</time>
              </li>
            ))}
          </List>
        )}
      </ReadList>
    </SettingsSubPage>
  );
}
