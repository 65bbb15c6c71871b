// /settings/clients: the devices, browsers and apps signed in to the account,
// one row per browser (a browser signed in again replaces its session), this
// browser first and marked, each named by the product's one rule ('Chrome on
// Android'), with its kind, where it was last seen when that is known, and
// when it was last active (how long ago, and the date and time in the
// person's locale); Sign out on each opens the reason dialog. A spinner while
// the list loads, Try again when it cannot be read. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, RowList, tokens } from '../../../../design-system';
import type { ShownError } from '../../../lib/flow';
import { ReadList, SettingsSubPage } from '../kit';
import { absoluteTime, clientKey, clientName, clientPlace, clientTypeMessage, listOrder, relativeTime } from './clients';
import type { ConnectedClient } from './clients';
import { DisconnectDialog } from './DisconnectDialog';
import type { DisconnectDialogProps } from './DisconnectDialog';

export interface ConnectedServicesPageProps {
  /** The clients as the server listed them; undefined while loading or after a failure. */
  clients?: readonly ConnectedClient[];
  /** Why the list could not be read. */
  error?: ShownError;
  onRetry: () => void;
  /** The locale times are written in (the app's current one). */
  locale: string;
  /** The moment 'how long ago' is counted from. */
  now: number;
  onSignOut: (client: ConnectedClient) => void;
  /** The open dialog, if any, without its name and state (the page gives them). */
  dialog?: Omit<DisconnectDialogProps, 'name' | 'current'> & { client: ConnectedClient };
  onNavigate?: (href: string) => void;
}

const Current = styled.span`
  padding-block: 2px;
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.background.alertSuccess};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export function ConnectedServicesPage({ clients, error, onRetry, locale, now, onSignOut, dialog, onNavigate }: ConnectedServicesPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  return (
    <SettingsSubPage heading={t('settings-clients-heading')} section="connected-services" onNavigate={onNavigate}>
      <p>{t('settings-clients-description')}</p>
      <ReadList id="settings-clients" items={clients} error={error} onRetry={onRetry}>
        {(read) => (
          <RowList id="settings-clients-list" aria-labelledby="settings-page-heading">
            {listOrder(read).map((client) => {
              const name = clientName(client, t);
              const type = clientTypeMessage(client);
              const place = clientPlace(client);
              const key = clientKey(client);
              return (
                <li key={key} data-client={key} data-current={client.isCurrentSession || undefined}>
                  <div>
                    <h2>
                      <span className="settings-client-name">{name}</span>
                      {client.isCurrentSession && <Current>{t('settings-clients-current')}</Current>}
                    </h2>
                    {type && <p>{t(type)}</p>}
                    {place && <p className="settings-client-place">{t('settings-clients-location', { place })}</p>}
                    {client.lastAccessTime ? (
                      <p>
                        <time dateTime={new Date(client.lastAccessTime).toISOString()}>
                          {t('settings-clients-last-active', {
                            relative: relativeTime(client.lastAccessTime, now, locale),
                            absolute: absoluteTime(client.lastAccessTime, locale),
                          })}
                        </time>
                      </p>
                    ) : null}
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={t(client.isCurrentSession ? 'settings-clients-sign-out-here-label' : 'settings-clients-sign-out-label', { name })}
                    onPress={() => onSignOut(client)}
                  >
                    {t('settings-clients-sign-out')}
                  </Button>
                </li>
              );
            })}
          </RowList>
        )}
      </ReadList>
      {dialog && (
        <DisconnectDialog {...dialog} name={clientName(dialog.client, t)} current={dialog.client.isCurrentSession} onNavigate={onNavigate} />
      )}
    </SettingsSubPage>
  );
}
