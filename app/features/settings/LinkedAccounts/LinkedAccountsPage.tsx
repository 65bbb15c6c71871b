// /settings/linked_accounts: each third-party provider, linked or not, with
// the way to unlink it or to link it (a sign-in with the provider while this
// account is signed in). An account without a password cannot unlink its last
// provider: it is asked to create a password first. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Notice, RowList } from '../../../../design-system';
import { ErrorBanner, FlowLink } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { ThirdPartyProvider } from '../../../lib/thirdParty';
import { QuietLead, SettingsSubPage } from '../kit';

export interface LinkedProviderRow {
  provider: ThirdPartyProvider;
  linked: boolean;
  /** The provider is turned on here, so it can be linked. */
  available: boolean;
}

export interface LinkedAccountsPageProps {
  rows: readonly LinkedProviderRow[];
  /** The provider whose unlink or link is under way. */
  busy?: ThirdPartyProvider;
  bannerError?: ShownError;
  /** The provider the person tried to unlink although it is the account's last way in. */
  needsPasswordFor?: ThirdPartyProvider;
  createPasswordHref: string;
  onUnlink: (provider: ThirdPartyProvider) => void;
  onLink: (provider: ThirdPartyProvider) => void;
  onNavigate?: (href: string) => void;
}

export function LinkedAccountsPage({ rows, busy, bannerError, needsPasswordFor, createPasswordHref, onUnlink, onLink, onNavigate }: LinkedAccountsPageProps) {
  const { l10n } = useLocalization();
  const name = (provider: ThirdPartyProvider) => l10n.getString(`third-party-name-${provider}`);
  return (
    <SettingsSubPage heading={l10n.getString('settings-linked-accounts-heading')} section="linked-accounts" onNavigate={onNavigate}>
      <QuietLead>{l10n.getString('settings-linked-accounts-lead')}</QuietLead>
      <ErrorBanner error={bannerError} />
      {needsPasswordFor && (
        <Notice id="settings-linked-needs-password" tone="error">
          <p>{l10n.getString('settings-linked-accounts-needs-password', { provider: name(needsPasswordFor) })}</p>
          <FlowLink id="settings-linked-create-password" href={createPasswordHref} onNavigate={onNavigate}>
            {l10n.getString('settings-linked-accounts-create-password')}
          </FlowLink>
        </Notice>
      )}
      <RowList>
        {rows.map((row) => (
          <li key={row.provider}>
            <p id={`settings-linked-${row.provider}`}>
              <strong>{name(row.provider)}</strong>{' '}
              {l10n.getString(row.linked ? 'settings-linked-accounts-linked' : 'settings-linked-accounts-not-linked')}
            </p>
            {/* Unlink a linked provider; link one that is turned on here. */}
            {(row.linked || row.available) && (
              <Button
                id={`settings-${row.linked ? 'unlink' : 'link'}-${row.provider}`}
                variant="secondary"
                isPending={busy === row.provider}
                isDisabled={busy !== undefined && busy !== row.provider}
                onPress={() => (row.linked ? onUnlink : onLink)(row.provider)}
              >
                {l10n.getString(row.linked ? 'settings-linked-accounts-unlink' : 'settings-linked-accounts-link', { provider: name(row.provider) })}
              </Button>
            )}
          </li>
        ))}
      </RowList>
    </SettingsSubPage>
  );
}
