// /oauth/signout: a relying service asked to sign the person out (the
// provider's end_session_endpoint). The person confirms signing out of the
// account on this browser, or is told that it is done or that there was
// nothing here to sign out.
import { useLocalization } from '@fluent/react';
import { Button, ButtonGroup, LoadingSpinner } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export type SignOutPageProps =
  /** The request is being checked, or the person is on the way back to the service. */
  | { status: 'loading' }
  /** This browser's session is the one the service names: signing out is confirmed first. */
  | {
      status: 'confirm';
      /** The service that asked; undefined when the request named none. */
      serviceName: string | undefined;
      busy?: boolean;
      error?: ShownError;
      onConfirm: () => void;
      onCancel: () => void;
    }
  /** Signed out, and there is no registered address of the service to go back to. */
  | { status: 'signed-out'; serviceName: string | undefined }
  /** The service named a session that is not this browser's: nothing was signed out here. */
  | { status: 'not-here'; serviceName: string | undefined }
  /** The request cannot be trusted (an id token hint the product did not issue, an unknown service). */
  | { status: 'failed'; error: ShownError };

export function SignOutPage(props: SignOutPageProps) {
  const { l10n } = useLocalization();
  if (props.status === 'loading') {
    return (
      <FlowCard heading={l10n.getString('oauth-signout-title')}>
        <ButtonGroup align="center">
          <LoadingSpinner />
        </ButtonGroup>
      </FlowCard>
    );
  }
  if (props.status === 'failed') {
    return (
      <FlowCard heading={l10n.getString('oauth-signout-failed-heading')}>
        <ErrorBanner error={props.error} />
        <Text>{l10n.getString('oauth-signout-failed-text')}</Text>
      </FlowCard>
    );
  }
  if (props.status === 'signed-out') {
    return (
      <FlowCard heading={l10n.getString('oauth-signout-done-heading')}>
        <Text role="status">
          {props.serviceName ? l10n.getString('oauth-signout-done-text', { serviceName: props.serviceName }) : l10n.getString('oauth-signout-done-text-no-service')}
        </Text>
      </FlowCard>
    );
  }
  if (props.status === 'not-here') {
    return (
      <FlowCard heading={l10n.getString('oauth-signout-not-here-heading')}>
        <Text role="status">{l10n.getString('oauth-signout-not-here-text')}</Text>
      </FlowCard>
    );
  }
  const { serviceName, busy = false, error, onConfirm, onCancel } = props;
  return (
    <FlowCard
      heading={l10n.getString('oauth-signout-confirm-heading')}
      lead={serviceName ? l10n.getString('oauth-signout-confirm-lead', { serviceName }) : l10n.getString('oauth-signout-confirm-lead-no-service')}
      leadId="oauth-signout-lead"
    >
      <ErrorBanner error={error} />
      <Button id="oauth-signout-confirm" fullWidth isPending={busy} onPress={onConfirm}>
        {l10n.getString('oauth-signout-confirm')}
      </Button>
      <Button id="oauth-signout-cancel" variant="secondary" fullWidth isDisabled={busy} onPress={onCancel}>
        {l10n.getString('oauth-signout-cancel')}
      </Button>
    </FlowCard>
  );
}
