// The passkeys page's calls: the list read when the page opens; adding one
// through the `2fa` step-up (the server's options, the browser's ceremony,
// the server's check; at the limit the page says so and starts nothing);
// renaming in the row (the session alone); deleting after a confirmation and
// the step-up, then telling the browser the passkey is gone (the WebAuthn
// signal, where it has one). The server's refusal to delete the account's
// last way in is said with the way to create a password.
import { useState } from 'react';
import { useLocale } from 'react-aria';
import { ERRNO } from '../../../api';
import type { PasskeyListResponse } from '../../../api';
import { hasErrno, shownError } from '../../../lib/flow';
import { ceremonyMessageId, passkeysSupported, passkeysUsableHere, signalPasskeyRemoved } from '../../../lib/passkeys';
import { useSettingsPage, useSettingsRead, useSettingsRequest, useStepUp } from '../kit';
import { PASSKEY_LIMIT, addPasskey } from '../passkeys';
import { settingsPageHref } from '../paths';
import { PasskeysPage } from './PasskeysPage';
import type { PasskeyDeleting, PasskeyRenaming } from './PasskeysPage';

export function PasskeysContainer() {
  const page = useSettingsPage('settings-passkeys-heading', 'security');
  const { api, showAlert } = page;
  const { locale } = useLocale();
  const stepUp = useStepUp();
  const read = useSettingsRead<PasskeyListResponse>((client) => client.passkeyList());
  const request = useSettingsRequest<'add' | 'rename' | 'delete'>();
  const [supported] = useState(passkeysSupported);
  const [opened] = useState(() => Date.now());
  const [ceremonyMessage, setCeremonyMessage] = useState<string>();
  const [renaming, setRenaming] = useState<PasskeyRenaming>();
  const [deleting, setDeleting] = useState<PasskeyDeleting>();
  const [lastWayIn, setLastWayIn] = useState<string>();
  const passkeys = read.data?.passkeys;

  const add = async () => {
    if (!request.begin()) return;
    setCeremonyMessage(undefined);
    setLastWayIn(undefined);
    const sent = await request.send(
      'add',
      () => addPasskey(api, stepUp),
      {
        // The browser's ceremony that did not finish is said as what it is, not as the server's failure.
        failure: (error) => {
          const message = ceremonyMessageId(error);
          if (message === undefined) return false;
          setCeremonyMessage(message);
          return true;
        },
      },
    );
    if (!sent) return;
    read.reload();
    showAlert('settings-passkeys-added');
  };

  const saveName = async () => {
    if (!renaming || renaming.saving) return;
    const name = renaming.value.trim();
    if (name === '') {
      setRenaming({ ...renaming, error: { ftlId: 'settings-passkeys-name-required' } });
      return;
    }
    if (!request.begin()) return;
    setRenaming({ ...renaming, saving: true, error: undefined });
    const sent = await request.send('rename', () => api.passkeyRename(renaming.credentialId, name), {
      // A name the server refuses stays in the field, with the reason under it.
      failure: (error) => {
        if (!hasErrno(error, ERRNO.INVALID_PARAMETER)) {
          setRenaming({ ...renaming, saving: false });
          return false;
        }
        setRenaming({ ...renaming, saving: false, error: shownError(error) });
        return true;
      },
    });
    if (!sent) return;
    read.setData((current) =>
      current ? { ...current, passkeys: current.passkeys.map((each) => (each.credentialId === sent.value.credentialId ? sent.value : each)) } : current,
    );
    setRenaming(undefined);
    showAlert('settings-passkeys-renamed');
  };

  const remove = async () => {
    if (!deleting || !request.begin()) return;
    const { credentialId } = deleting;
    setDeleting({ credentialId, busy: true });
    const sent = await request.send('delete', () => stepUp.run('2fa', (jwt) => api.passkeyDestroy(jwt, credentialId)), {
      failure: (error) => {
        // The last way in stays: the dialog closes and the page says why, with the way to a password.
        if (hasErrno(error, ERRNO.PASSKEY_LAST_SIGN_IN_METHOD)) {
          setDeleting(undefined);
          setLastWayIn(credentialId);
          return true;
        }
        setDeleting({ credentialId, error: shownError(error) });
        return true;
      },
    });
    if (!sent) {
      // A cancelled step-up leaves the confirmation as it was.
      setDeleting((current) => (current?.busy ? { credentialId } : current));
      return;
    }
    setDeleting(undefined);
    const rpId = read.data?.rpId;
    if (rpId) void signalPasskeyRemoved(rpId, credentialId);
    read.setData((current) => (current ? { ...current, passkeys: current.passkeys.filter((each) => each.credentialId !== credentialId) } : current));
    read.reload();
    showAlert('settings-passkeys-deleted');
    document.getElementById('settings-page-heading')?.focus();
  };

  return (
    <PasskeysPage
      passkeys={passkeys}
      error={read.error}
      onRetry={read.retry}
      locale={locale}
      now={opened}
      limit={PASSKEY_LIMIT}
      // A browser without WebAuthn, or a page at an address the server's passkeys do not cover (an IP address).
      supported={supported && (read.data === undefined || passkeysUsableHere(read.data.rpId))}
      adding={request.busy === 'add'}
      onAdd={() => void add()}
      ceremonyMessage={ceremonyMessage}
      bannerError={request.bannerError}
      renaming={renaming}
      onRename={(credentialId) => {
        const passkey = passkeys?.find((each) => each.credentialId === credentialId);
        if (passkey) setRenaming({ credentialId, value: passkey.name });
      }}
      onRenameChange={(value) => renaming && setRenaming({ ...renaming, value, error: undefined })}
      onRenameSave={() => void saveName()}
      onRenameCancel={() => setRenaming(undefined)}
      deleting={deleting}
      onDelete={(credentialId) => {
        setLastWayIn(undefined);
        setDeleting({ credentialId });
      }}
      onDeleteConfirm={() => void remove()}
      onDeleteCancel={() => {
        if (!deleting?.busy) setDeleting(undefined);
      }}
      lastWayIn={lastWayIn}
      createPasswordHref={settingsPageHref('create_password')}
      onNavigate={page.onNavigate}
    />
  );
}
