// The settings home from the account the settings area holds: what each row
// shows, which promotions are still wanted (and remembering a dismissal on
// this browser), and a section named by the address's hash brought into view.
// After a sign-in with the password (the sign-in's breach check found it
// sound), in a browser that can make passkeys, an account without one is
// offered one: made quietly by the password manager where the browser can
// (conditional create) and a step-up is already held, else a notice with
// Create (through the step-up, which the server asks for) and Not now
// (remembered for the account on this browser).
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Account } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { usePageTitle } from '../../../lib/page';
import { ceremonyMessageId, conditionalCreateAvailable, passkeysSupported, passkeysUsableHere } from '../../../lib/passkeys';
import type { DismissalFlag } from '../../../lib/storage';
import { avatarLetter, isCustomAvatar } from '../avatar';
import { useSettingsData } from '../data';
import { useSettingsRequest, useStepUp } from '../kit';
import { addPasskey, addPasskeyQuietly } from '../passkeys';
import { settingsPageHref } from '../paths';
import { sectionOfHash } from '../sections';
import { SettingsHomePage } from './SettingsHomePage';
import type { PasskeyOffer, RowAction, RowName } from './SettingsHomePage';

/** The rows that lead to a page of their own, and where, for `account`. */
export function homeActions(account: Account): Partial<Record<RowName, RowAction>> {
  return {
    displayName: { href: settingsPageHref('display_name'), label: account.displayName ? 'settings-action-change' : 'settings-action-add' },
    avatar: { href: settingsPageHref('avatar'), label: account.avatar.id && !account.avatar.id.startsWith('default') ? 'settings-action-change-picture' : 'settings-action-add-picture' },
    twoStep: {
      href: settingsPageHref('two_step_authentication'),
      label: account.totp.exists && account.totp.verified ? 'settings-action-manage' : 'settings-action-set-up',
    },
    ...(account.totp.exists && account.totp.verified
      ? {
          backupCodes: { href: settingsPageHref('two_step_authentication/replace_codes'), label: 'settings-backup-codes-get-new' },
          // A recovery phone comes with two-step authentication.
          recoveryPhone: { href: settingsPageHref('recovery_phone'), label: account.recoveryPhone.exists ? 'settings-action-change' : 'settings-action-add' },
        }
      : {}),
    passkeys: { href: settingsPageHref('passkeys'), label: 'settings-action-manage' },
    recoveryKey: { href: settingsPageHref('account_recovery'), label: account.recoveryKey.exists ? 'settings-action-manage' : 'settings-action-create' },
    emails: { href: settingsPageHref('emails'), label: 'settings-action-manage-emails' },
    password:
      account.passwordCreated > 0
        ? { href: settingsPageHref('change_password'), label: 'settings-action-change' }
        : { href: settingsPageHref('create_password'), label: 'settings-action-create' },
    recentActivity: { href: settingsPageHref('recent_activity'), label: 'settings-action-recent-activity' },
    dataCollection: { href: settingsPageHref('data_collection'), label: 'settings-action-change' },
    connectedServices: { href: settingsPageHref('clients'), label: 'settings-action-connected-services' },
    linkedAccounts: { href: settingsPageHref('linked_accounts'), label: 'settings-action-manage' },
    language: { href: settingsPageHref('language'), label: 'settings-action-change' },
    deleteAccount: { href: settingsPageHref('delete_account'), label: 'settings-action-delete-account' },
  };
}

export function SettingsHomeContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-heading'));
  const { config, dismissals, accounts } = useAppServices();
  const { account } = useSettingsData();
  const offer = usePasskeyOffer();
  const navigate = useNavigate();
  const { hash } = useLocation();

  const primaryEmail = account.emails.find((entry) => entry.isPrimary)?.email ?? '';
  const twoStep = account.totp.exists && account.totp.verified;
  const wanted: DismissalFlag[] = [];
  if (!account.recoveryKey.exists) wanted.push('recoveryKeyBanner');
  if (twoStep && !account.recoveryPhone.exists) wanted.push('recoveryPhoneBanner');
  const [dismissed, setDismissed] = useState(() => new Set(wanted.filter((flag) => dismissals.has(account.uid, flag))));

  // A section named in the address (#security), from the navigation or a link, is scrolled to and its heading focused.
  useEffect(() => {
    const section = sectionOfHash(hash);
    if (!section) return;
    const heading = document.getElementById(`${section}-heading`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash]);

  const avatarUrl = isCustomAvatar(account.avatar, config.servers.profile.url) ? account.avatar.url : null;
  return (
    <SettingsHomePage
      displayName={account.displayName}
      primaryEmail={primaryEmail}
      secondaryEmails={account.emails.filter((entry) => !entry.isPrimary)}
      avatarLetter={avatarLetter(account.displayName, primaryEmail)}
      avatarUrl={avatarUrl}
      hasPassword={account.passwordCreated > 0}
      twoStep={twoStep}
      backupCodes={account.backupCodes.count}
      recoveryPhone={account.recoveryPhone.exists ? account.recoveryPhone.nationalFormat : null}
      recoveryKey={account.recoveryKey.exists}
      connectedServices={account.attachedClients.length}
      linkedProviders={account.linkedAccounts.map((linked) => linked.providerId)}
      subscriptions={account.subscriptions.map((subscription) => subscription.productName)}
      metricsEnabled={account.metricsEnabled}
      passwordCompromised={account.passwordCreated > 0 && accounts.get(account.uid)?.passwordCompromised === true}
      passkeyOffer={offer}
      promotions={wanted.filter((flag) => !dismissed.has(flag))}
      onDismiss={(flag) => {
        dismissals.dismiss(account.uid, flag);
        setDismissed(new Set([...dismissed, flag]));
      }}
      actions={homeActions(account)}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

/** The offer to create a passkey, while it stands (see the top of this file). */
function usePasskeyOffer(): PasskeyOffer | undefined {
  const { api, dismissals, accounts, mfaTokens } = useAppServices();
  const { account, showAlert } = useSettingsData();
  const stepUp = useStepUp();
  const request = useSettingsRequest();
  const [offered, setOffered] = useState(false);
  const [ceremonyMessage, setCeremonyMessage] = useState<string>();
  const { uid, passwordCreated } = account;

  useEffect(() => {
    const stored = accounts.get(uid);
    const sessionToken = stored?.sessionToken;
    if (passwordCreated === 0 || stored?.passwordCompromised !== false || !sessionToken || dismissals.has(uid, 'passkeyOffer') || !passkeysSupported()) return undefined;
    let current = true;
    void (async () => {
      try {
        const [list, status] = await Promise.all([api.passkeyList(), api.sessionStatus()]);
        // Not where passkeys cannot work, nor for an account that has one, nor in a session a passkey began.
        if (!current || !passkeysUsableHere(list.rpId) || list.passkeys.length > 0 || status.details.sessionVerificationMethod === 'passkey') return;
        const jwt = mfaTokens.get(sessionToken, '2fa');
        if (jwt && (await conditionalCreateAvailable())) {
          try {
            await addPasskeyQuietly(api, jwt);
            if (current) showAlert('settings-passkeys-added');
            return;
          } catch {
            // Not made quietly: the offer is shown instead.
          }
        }
        if (current) setOffered(true);
      } catch {
        // Without the list or the session's state, nothing is offered.
      }
    })();
    return () => {
      current = false;
    };
  }, [accounts, api, dismissals, mfaTokens, passwordCreated, showAlert, uid]);

  if (!offered) return undefined;
  return {
    creating: request.isBusy,
    ceremonyMessage,
    error: request.bannerError,
    onCreate: () => {
      setCeremonyMessage(undefined);
      void request
        .run(true, () => addPasskey(api, stepUp), {
          failure: (error) => {
            const message = ceremonyMessageId(error);
            if (message === undefined) return false;
            setCeremonyMessage(message);
            return true;
          },
        })
        .then((sent) => {
          if (!sent) return;
          setOffered(false);
          showAlert('settings-passkeys-added');
        });
    },
    onNotNow: () => {
      dismissals.dismiss(uid, 'passkeyOffer');
      setOffered(false);
    },
  };
}
