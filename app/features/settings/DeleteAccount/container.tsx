// The delete-account page: the boxes ticked are kept while the person is
// elsewhere in settings (Back), the password never is. The password is
// stretched in the browser as sign-in does (the account's key-stretch version,
// retried once with the address the server names on errno 120), the account is
// deleted on the server, everything this browser kept about it is forgotten
// (SPEC §4.2) and the start page says once that the account is gone. A
// browser that takes the WebAuthn signals is told the account's passkeys are
// gone too (read before the deletion), so that it stops offering them.
import { useState } from 'react';
import { AuthClientError } from '../../../api';
import { deriveCredentials } from '../../../lib/crypto';
import { ERRNO, clientError, hasErrno, leaveOneShotAlert, shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { hasPasskeySignals, signalAccountDeleted } from '../../../lib/passkeys';
import { ENDED_SESSION_START } from '../../../lib/session';
import { useDraft } from '../data';
import { useSettingsPage, useSettingsRequest } from '../kit';
import { ACKNOWLEDGEMENTS, DeleteAccountPage } from './DeleteAccountPage';
import type { Acknowledgement } from './DeleteAccountPage';

export const DELETE_ACCOUNT_PAGE = 'delete_account';

/** The one-shot message the start page shows once the account is deleted. */
export const ACCOUNT_DELETED_MESSAGE = 'settings-delete-account-done';

export function DeleteAccountContainer() {
  const page = useSettingsPage('settings-delete-account-heading', 'delete-account');
  const { api, announce, navigate } = page;
  const [draft, setDraft, clearDraft] = useDraft(DELETE_ACCOUNT_PAGE, { acknowledged: '' });
  const acknowledged = new Set(draft.acknowledged ? (draft.acknowledged.split(',') as Acknowledgement[]) : []);
  const [acknowledgeError, setAcknowledgeError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<ShownError>();
  const request = useSettingsRequest();

  /** The account's passkeys and their RP ID, for the browser's signal once they are gone; nothing when it takes no signal. */
  const passkeysToForget = async () => {
    if (!hasPasskeySignals()) return undefined;
    try {
      const { passkeys, rpId } = await api.passkeyList();
      return rpId && passkeys.length > 0 ? { rpId, credentialIds: passkeys.map((each) => each.credentialId) } : undefined;
    } catch {
      // The deletion does not wait on a courtesy to the browser.
      return undefined;
    }
  };

  /** Stretches the password as sign-in does and deletes the account; what the browser is to forget. */
  const deleteAccount = async () => {
    const forget = await passkeysToForget();
    let hashEmail = page.primaryEmail;
    for (let retried = false; ; retried = true) {
      try {
        const status = await api.accountCredentialsStatus(page.primaryEmail);
        const credentials =
          status.currentVersion === 'v2' && status.clientSalt
            ? await deriveCredentials(2, hashEmail, password, status.clientSalt)
            : await deriveCredentials(1, hashEmail, password);
        await api.accountDestroy(hashEmail, credentials.authPW);
        return forget;
      } catch (error) {
        // The password is stretched with another address than the primary one: once, with that one.
        if (!retried && hasErrno(error, ERRNO.INCORRECT_EMAIL_CASE) && error instanceof AuthClientError && error.email) {
          hashEmail = error.email;
          continue;
        }
        throw error;
      }
    }
  };

  /** A wrong password: under its field. An account without one (read before it was known): the page offers to create it. */
  const wrongPassword = (error: unknown) => {
    if (hasErrno(error, ERRNO.NO_PASSWORD_SET)) {
      setConfirming(false);
      setPassword('');
      void page.refresh();
      return true;
    }
    if (!hasErrno(error, ERRNO.INCORRECT_PASSWORD, ERRNO.INCORRECT_EMAIL_CASE)) return false;
    setPasswordError(shownError(error));
    return true;
  };

  const destroy = async () => {
    if (!request.begin()) return;
    if (password === '') {
      setPasswordError(clientError('PASSWORD_REQUIRED'));
      return;
    }
    setPasswordError(undefined);
    const sent = await request.send(true, deleteAccount, { failure: wrongPassword, keepBusy: true });
    if (!sent) return;
    clearDraft();
    const deletedUid = page.accounts.current()?.uid;
    if (deletedUid && sent.value) void signalAccountDeleted(sent.value.rpId, deletedUid, sent.value.credentialIds);
    if (deletedUid) announce?.accountDeleted(deletedUid);
    page.clearLocalData();
    leaveOneShotAlert(page.sessionStore, ACCOUNT_DELETED_MESSAGE);
    void navigate(ENDED_SESSION_START, { replace: true });
  };

  return (
    <DeleteAccountPage
      hasPassword={page.account.passwordCreated > 0}
      acknowledged={acknowledged}
      onAcknowledge={(item, ticked) => {
        const next = new Set(acknowledged);
        if (ticked) next.add(item);
        else next.delete(item);
        setAcknowledgeError(false);
        setDraft({ acknowledged: ACKNOWLEDGEMENTS.filter((entry) => next.has(entry)).join(',') });
      }}
      acknowledgeError={acknowledgeError}
      onContinue={() => {
        if (ACKNOWLEDGEMENTS.some((item) => !acknowledged.has(item))) {
          setAcknowledgeError(true);
          return;
        }
        setConfirming(true);
      }}
      onCancel={() => {
        clearDraft();
        page.leave();
      }}
      confirming={confirming}
      password={password}
      onPasswordChange={(value) => {
        setPassword(value);
        setPasswordError(undefined);
      }}
      passwordError={passwordError}
      bannerError={request.bannerError}
      deleting={request.isBusy}
      onDelete={() => void destroy()}
      onCloseConfirmation={() => {
        setConfirming(false);
        setPassword('');
        setPasswordError(undefined);
        request.setBannerError(undefined);
      }}
      onNavigate={page.onNavigate}
    />
  );
}
