// /device: a device without a keyboard (a television, a command-line tool)
// shows a short code; the signed-in person types it here, sees which service
// asks for what, and allows or denies it; then the page says to go back to
// the device. Nothing is allowed without the person pressing Allow, even when
// the code came filled in from the device's link. Pure.
import { useLocalization } from '@fluent/react';
import { Button, DevicesCodeIllustration, SuccessPillIllustration } from '../../../../design-system';
import { CodeStep, ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { CodeStepState, ShownError } from '../../../lib/flow';
import { ConsentPermissions } from '../ConsentPermissions';
import type { Permission } from '../flow';

/** A user code is eight letters, shown as XXXX-XXXX; the field keeps the letters only. */
export const USER_CODE_LENGTH = 8;

/**
 * The code as the page shows it for comparing: word joiners around its dash keep it whole on one
 * line, which a narrow screen would otherwise break after the dash (in a right-to-left sentence the
 * halves then land at opposite edges of the card).
 */
export function unbrokenUserCode(userCode: string): string {
  return userCode.replaceAll('-', '\u2060-\u2060');
}

export type DevicePageProps =
  /** The code is asked for (or confirmed, when the device's link filled it in). */
  | ({ status: 'enter' } & CodeStepState)
  | {
      status: 'consent';
      serviceName: string;
      email: string;
      /** The code as the device shows it, for the person to compare. */
      userCode: string;
      permissions: Permission[];
      /** Which answer is being sent. */
      busy?: 'allow' | 'deny' | undefined;
      /** Why the last answer failed; the buttons are offered again. */
      error?: ShownError | undefined;
      onAllow: () => void;
      onDeny: () => void;
    }
  | { status: 'approved'; serviceName: string }
  | { status: 'denied'; serviceName: string };

export function DevicePage(props: DevicePageProps) {
  const { l10n } = useLocalization();
  switch (props.status) {
    case 'enter': {
      const { status: _status, ...state } = props;
      return (
        <CodeStep
          state={state}
          heading={l10n.getString('device-enter-heading')}
          picture={<DevicesCodeIllustration decorative />}
          instruction={l10n.getString('device-enter-instruction')}
          // Room for the dash as the device shows it (XXXX-XXXX), which the field then drops.
          field={{ id: 'device-code', label: l10n.getString('device-code-label'), kind: 'alphanumeric', maxLength: USER_CODE_LENGTH + 1, normalize: (code) => code.toUpperCase() }}
          submitLabel={l10n.getString('device-continue')}
        />
      );
    }
    case 'consent': {
      const { serviceName, email, userCode, permissions, busy, error, onAllow, onDeny } = props;
      return (
        <FlowCard heading={l10n.getString('device-consent-heading', { serviceName })} lead={l10n.getString('oauth-consent-signed-in-as', { email })} leadId="device-consent-account">
          <ErrorBanner error={error} />
          <Text id="device-consent-code">{l10n.getString('device-consent-code', { userCode: unbrokenUserCode(userCode) })}</Text>
          <Text id="device-consent-list-label">{l10n.getString('oauth-consent-list-label')}</Text>
          <ConsentPermissions id="device-consent-permissions" labelledBy="device-consent-list-label" permissions={permissions} />
          <Button id="device-consent-allow" fullWidth isPending={busy === 'allow'} isDisabled={busy === 'deny'} onPress={onAllow}>
            {l10n.getString('device-consent-allow')}
          </Button>
          <Button id="device-consent-deny" variant="secondary" fullWidth isPending={busy === 'deny'} isDisabled={busy === 'allow'} onPress={onDeny}>
            {l10n.getString('device-consent-deny')}
          </Button>
        </FlowCard>
      );
    }
    case 'approved':
      return (
        <FlowCard heading={l10n.getString('device-approved-heading')} picture={<SuccessPillIllustration decorative />}>
          <Text id="device-outcome" role="status">
            {l10n.getString('device-approved-text', { serviceName: props.serviceName })}
          </Text>
        </FlowCard>
      );
    case 'denied':
      return (
        <FlowCard heading={l10n.getString('device-denied-heading')} picture={<DevicesCodeIllustration decorative />}>
          <Text id="device-outcome" role="status">
            {l10n.getString('device-denied-text', { serviceName: props.serviceName })}
          </Text>
        </FlowCard>
      );
  }
}
