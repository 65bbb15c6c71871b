// The connected-services page: reads the account's clients when opened (and
// on Try again), signs one out through app/api with the reason dialog, and
// reads the list again. Signing this browser out ends the session here too and
// goes to the start; signing another one out for a lost device or unknown
// activity suggests changing the password.
import { useState } from 'react';
import { useLocale } from 'react-aria';
import { isInvalidTokenError } from '../../../api';
import { ENDED_SESSION_START } from '../../../lib/session';
import { useSettingsPage, useSettingsRead, useSettingsRequest } from '../kit';
import { settingsPageHref } from '../paths';
import { disconnectTarget, suggestsPasswordChange } from './clients';
import type { ConnectedClient, DisconnectReason } from './clients';
import { ConnectedServicesPage } from './ConnectedServicesPage';

/** The open dialog: which client, why, and whether it asks or advises. */
interface DialogState {
  client: ConnectedClient;
  reason: DisconnectReason;
  step: 'ask' | 'advice';
}

export function ConnectedServicesContainer() {
  const page = useSettingsPage('settings-clients-heading', 'connected-services');
  const { api, endSession, refresh, navigate } = page;
  const { locale } = useLocale();
  // With the list, the moment it was read: 'how long ago' is counted from it.
  const list = useSettingsRead(async (reading) => {
    const clients = (await reading.getConnectedClients()) ?? [];
    return { clients, now: Date.now() };
  });
  const [opened] = useState(() => Date.now());
  const [dialog, setDialog] = useState<DialogState>();
  // The dialog's sign-out: its failure is said inside the dialog.
  const request = useSettingsRequest();

  const signOut = async (state: DialogState) => {
    if (!request.begin()) return;
    const here = state.client.isCurrentSession;
    const sent = await request.send(true, async () => {
      try {
        await api.disconnectClient(disconnectTarget(state.client));
      } catch (failure) {
        // This browser's session already ended is as good as signed out here.
        if (!(here && isInvalidTokenError(failure))) throw failure;
      }
    });
    if (!sent) return;
    if (here) {
      endSession();
      void navigate(ENDED_SESSION_START, { replace: true });
      return;
    }
    list.setData((read) => read && { ...read, clients: read.clients.filter((entry) => entry !== state.client) });
    setDialog(suggestsPasswordChange(state.reason) ? { ...state, step: 'advice' } : undefined);
    list.reload();
    void refresh();
  };

  /** Opens or closes the dialog, which starts without a failure. */
  const showDialog = (next: DialogState | undefined) => {
    request.setBannerError(undefined);
    setDialog(next);
  };

  return (
    <ConnectedServicesPage
      clients={list.data?.clients}
      error={list.error}
      onRetry={list.retry}
      locale={locale}
      now={list.data?.now ?? opened}
      onSignOut={(client) => showDialog({ client, reason: 'none', step: 'ask' })}
      dialog={
        dialog && {
          client: dialog.client,
          reason: dialog.reason,
          onReasonChange: (reason) => setDialog({ ...dialog, reason }),
          step: dialog.step,
          sending: request.isBusy,
          error: request.bannerError,
          onConfirm: () => void signOut(dialog),
          onClose: () => showDialog(undefined),
          changePasswordHref: settingsPageHref('change_password'),
        }
      }
      onNavigate={page.onNavigate}
    />
  );
}
