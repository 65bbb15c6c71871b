// /authorization: a relying service asks to sign the person in. The page says
// where they are going while the code is asked for, asks before an untrusted
// service receives anything, and explains a request that cannot go on.
import { useLocalization } from '@fluent/react';
import { Button, ButtonGroup, LoadingSpinner } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { Permission } from '../flow';
import { RequestFailed } from '../RequestFailed';
import { ConsentPermissions } from '../ConsentPermissions';

export type AuthorizationPageProps =
  /** Asking for the code, or on the way back to the service. */
  | { status: 'connecting'; serviceName: string }
  | {
      status: 'consent';
      serviceName: string;
      email: string;
      permissions: Permission[];
      /** The code is being asked for after Allow. */
      busy?: boolean;
      /** Why the last Allow failed (the network, the server); Allow again retries. */
      error?: ShownError;
      onAllow: () => void;
      onCancel: () => void;
      onUseDifferentAccount: () => void;
    }
  /** The request cannot go on and cannot be sent back; `onRetry` when trying again may help. */
  | { status: 'failed'; error: ShownError; onRetry?: () => void };

export function AuthorizationPage(props: AuthorizationPageProps) {
  const { l10n } = useLocalization();
  if (props.status === 'failed') {
    return (
      <RequestFailed error={props.error}>
        {props.onRetry && (
          <Button id="oauth-try-again" fullWidth onPress={props.onRetry}>
            {l10n.getString('oauth-try-again')}
          </Button>
        )}
      </RequestFailed>
    );
  }
  if (props.status === 'connecting') {
    return (
      <FlowCard heading={l10n.getString('oauth-connecting-heading', { serviceName: props.serviceName })}>
        <Text role="status">{l10n.getString('oauth-connecting-text')}</Text>
        <ButtonGroup align="center">
          <LoadingSpinner />
        </ButtonGroup>
      </FlowCard>
    );
  }
  const { serviceName, email, permissions, busy = false, error, onAllow, onCancel, onUseDifferentAccount } = props;
  return (
    <FlowCard heading={l10n.getString('oauth-consent-heading', { serviceName })} lead={l10n.getString('oauth-consent-signed-in-as', { email })} leadId="oauth-consent-account">
      <ErrorBanner error={error} />
      <Text id="oauth-consent-list-label">{l10n.getString('oauth-consent-list-label')}</Text>
      <ConsentPermissions id="oauth-consent-permissions" labelledBy="oauth-consent-list-label" permissions={permissions} />
      <Button id="oauth-consent-allow" fullWidth isPending={busy} onPress={onAllow}>
        {l10n.getString('oauth-consent-allow')}
      </Button>
      <Button id="oauth-consent-cancel" variant="secondary" fullWidth isDisabled={busy} onPress={onCancel}>
        {l10n.getString('oauth-consent-cancel')}
      </Button>
      <ButtonGroup align="column">
        <Button id="oauth-consent-use-different-account" variant="link" isDisabled={busy} onPress={onUseDifferentAccount}>
          {l10n.getString('oauth-consent-use-different-account')}
        </Button>
      </ButtonGroup>
    </FlowCard>
  );
}
