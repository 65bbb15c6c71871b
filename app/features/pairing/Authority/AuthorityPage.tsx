// /pair, the signed-in device's side of pairing: the QR code of the pairing
// address, then the new device's request to confirm (its browser, its place
// when known, the service it asks for), then the outcome. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, ConnectedDevicesIllustration, LoadingSpinner, SuccessPillIllustration, tokens } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PairingQrCode } from '../PairingQrCode';

/** The new device as the relay saw it. */
export interface NewDevice {
  /** Its browser's user agent, shortened for people. */
  browser: string;
  /** 'City, Region, Country' as far as known; undefined when nothing is. */
  place?: string;
}

export type AuthorityPageProps =
  /** The channel is being opened. */
  | { status: 'starting' }
  /** The QR code of the pairing address, waiting for the other device. */
  | { status: 'qr'; pairingUrl: string }
  /** The other device asked: confirm or decline. */
  | { status: 'confirm'; device: NewDevice; serviceName: string; email: string; busy: boolean; error?: ShownError; onConfirm: () => void; onDecline: () => void }
  /** The code was sent. */
  | { status: 'done' }
  /** The pairing ended without a code; the person may start again. */
  | { status: 'failed'; error: ShownError; onStartAgain: () => void };

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function AuthorityPage(props: AuthorityPageProps) {
  const { l10n } = useLocalization();
  switch (props.status) {
    case 'starting':
      return (
        <FlowCard heading={l10n.getString('pair-heading')}>
          <LoadingSpinner />
        </FlowCard>
      );
    case 'qr':
      return (
        <FlowCard heading={l10n.getString('pair-heading')} lead={l10n.getString('pair-scan-text')} leadId="pair-scan-text">
          <PairingQrCode value={props.pairingUrl} label={l10n.getString('pair-qr-label')} />
          <Text>{l10n.getString('pair-scan-waiting')}</Text>
        </FlowCard>
      );
    case 'confirm':
      return (
        <FlowCard heading={l10n.getString('pair-confirm-heading')} picture={<ConnectedDevicesIllustration decorative />}>
          <ErrorBanner error={props.error} />
          <Text>{l10n.getString('pair-confirm-text', { serviceName: props.serviceName, email: props.email })}</Text>
          <Details>
            <dt>{l10n.getString('pair-device-label')}</dt>
            <dd id="pair-device">{props.device.browser || l10n.getString('pair-unknown')}</dd>
            <dt>{l10n.getString('pair-place-label')}</dt>
            <dd id="pair-place">{props.device.place ?? l10n.getString('pair-unknown')}</dd>
          </Details>
          <Button id="pair-confirm" onPress={props.onConfirm} isPending={props.busy} fullWidth>
            {l10n.getString('pair-confirm')}
          </Button>
          <Button id="pair-decline" variant="secondary" onPress={props.onDecline} isDisabled={props.busy} fullWidth>
            {l10n.getString('pair-decline')}
          </Button>
        </FlowCard>
      );
    case 'done':
      return (
        <FlowCard heading={l10n.getString('pair-done-heading')} picture={<SuccessPillIllustration decorative />}>
          <Text>{l10n.getString('pair-done-text')}</Text>
        </FlowCard>
      );
    case 'failed':
      return (
        <FlowCard heading={l10n.getString('pair-failed-heading')}>
          <ErrorBanner error={props.error} />
          <Button id="pair-start-again" onPress={props.onStartAgain} fullWidth>
            {l10n.getString('pair-start-again')}
          </Button>
        </FlowCard>
      );
  }
}
