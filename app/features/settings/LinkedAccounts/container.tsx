// The linked accounts page: which providers are linked (from the account
// data), unlinking one (refused here when it is the last way in of an account
// without a password, which is asked to create one first), and linking one:
// a sign-in with the provider that comes back here, the signed-in session
// proving the account.
import { useState } from 'react';
import { PROVIDER_IDS, enabledProviders, providerOfId, startThirdPartySignIn } from '../../../lib/thirdParty';
import type { ThirdPartyProvider } from '../../../lib/thirdParty';
import { useSettingsPage, useSettingsRequest } from '../kit';
import { settingsPageHref } from '../paths';
import { LinkedAccountsPage } from './LinkedAccountsPage';

export const LINKED_ACCOUNTS_PAGE = 'linked_accounts';

export function LinkedAccountsContainer() {
  const page = useSettingsPage('settings-linked-accounts-heading', 'linked-accounts');
  const { api, config, sessionStore, account, refresh, showAlert } = page;
  const request = useSettingsRequest<ThirdPartyProvider>();
  const [needsPasswordFor, setNeedsPasswordFor] = useState<ThirdPartyProvider>();
  const linked = account.linkedAccounts.map((link) => providerOfId(link.providerId)).filter((provider) => provider !== undefined);
  const available = enabledProviders(config);
  const rows = (['google', 'apple'] as const)
    .map((provider) => ({ provider, linked: linked.includes(provider), available: available.includes(provider) }))
    .filter((row) => row.linked || row.available);

  const unlink = async (provider: ThirdPartyProvider) => {
    if (!request.begin()) return;
    // The last way in of an account without a password stays until it has one.
    if (account.passwordCreated === 0 && linked.length === 1) {
      setNeedsPasswordFor(provider);
      return;
    }
    setNeedsPasswordFor(undefined);
    await request.send(provider, async () => {
      await api.linkedAccountUnlink(PROVIDER_IDS[provider]);
      await refresh();
      showAlert('settings-linked-accounts-unlinked');
    });
  };

  return (
    <LinkedAccountsPage
      rows={rows}
      busy={request.busy}
      bannerError={request.bannerError}
      needsPasswordFor={needsPasswordFor}
      createPasswordHref={settingsPageHref('create_password')}
      onUnlink={(provider) => void unlink(provider)}
      onLink={(provider) => {
        request.setBusy(provider);
        startThirdPartySignIn(config, sessionStore, provider, window.location.href);
      }}
      onNavigate={page.onNavigate}
    />
  );
}
