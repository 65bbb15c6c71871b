// The connected-services page: reads the account's clients when opened (and
// on Try again), signs one out through app/api with the reason dialog, and
// reads the list again. Signing this browser out ends the session here too and
// goes to the start; signing another one out for a lost device or unknown
// activity suggests changing the password.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria';
import { useNavigate } from 'react-router';
import { isInvalidTokenError } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { useSettingsData } from '../data';
import { settingsPageHref } from '../paths';
import { disconnectTarget, suggestsPasswordChange } from './clients';
import type { ConnectedClient, DisconnectReason } from './clients';
import { ConnectedServicesPage } from './ConnectedServicesPage';

interface DialogState {
  client: ConnectedClient;
  reason: DisconnectReason;
  step: 'ask' | 'advice';
  sending: boolean;
  error?: ShownError;
}

export function ConnectedServicesContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-clients-heading'));
  const { api, accounts, session } = useAppServices();
  const { endedSession, refresh } = useSettingsData();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [clients, setClients] = useState<ConnectedClient[]>();
  const [error, setError] = useState<ShownError>();
  const [dialog, setDialog] = useState<DialogState>();
  const [now, setNow] = useState(() => Date.now());
  // Bumped by Try again and after a sign-out to read the list once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.getConnectedClients().then(
      (found) => {
        if (!current) return;
        setNow(Date.now());
        setClients(found ?? []);
      },
      (failure: unknown) => {
        if (current && !endedSession(failure)) setError(shownError(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [api, endedSession, attempt]);

  const signOut = async (state: DialogState) => {
    if (state.sending) return;
    setDialog({ ...state, sending: true, error: undefined });
    const here = state.client.isCurrentSession;
    try {
      await api.disconnectClient(disconnectTarget(state.client));
    } catch (failure) {
      // This browser's session already ended is as good as signed out here.
      if (!(here && isInvalidTokenError(failure))) {
        if (!endedSession(failure)) setDialog({ ...state, sending: false, error: shownError(failure) });
        return;
      }
    }
    if (here) {
      accounts.removeCurrent();
      session.setSignedIn(false);
      void navigate('/', { replace: true });
      return;
    }
    setClients((list) => list?.filter((entry) => entry !== state.client));
    setDialog(suggestsPasswordChange(state.reason) ? { ...state, step: 'advice', sending: false } : undefined);
    setAttempt((value) => value + 1);
    void refresh();
  };

  return (
    <ConnectedServicesPage
      clients={clients}
      error={error}
      onRetry={() => {
        setError(undefined);
        setClients(undefined);
        setAttempt(attempt + 1);
      }}
      locale={locale}
      now={now}
      onSignOut={(client) => setDialog({ client, reason: 'none', step: 'ask', sending: false })}
      dialog={
        dialog && {
          client: dialog.client,
          reason: dialog.reason,
          onReasonChange: (reason) => setDialog({ ...dialog, reason }),
          step: dialog.step,
          sending: dialog.sending,
          error: dialog.error,
          onConfirm: () => void signOut(dialog),
          onClose: () => setDialog(undefined),
          changePasswordHref: settingsPageHref('change_password'),
        }
      }
      onNavigate={(href) => void navigate(href)}
    />
  );
}
