// /pair, the signed-in device's side of pairing: the QR code of the pairing
// address, then the new device's request to confirm (its browser, its place
// when known, the service it asks for; the password too when the device asks
// for the sync key and this tab does not hold it), then the outcome. A phone
// whose camera opened the pairing address (the code read outside a browser's
// pairing scanner) is told how to connect instead. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, ConnectedDevicesIllustration, DevicesCodeIllustration, Form, PasswordField, LoadingSpinner, SuccessPillIllustration, tokens } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { deviceName } from '../../../lib/device';
import { QrCode } from '../../../lib/qr';

/** The new device as the relay saw it. */
export interface NewDevice {
  /** Its browser, such as "Chrome", as read from its user agent. */
  browser?: string;
  /** Its operating system, such as "Android". */
  os?: string;
  /** 'City, Region, Country' as far as known; undefined when nothing is. */
  place?: string;
}

export type AuthorityPageProps =
  /** The channel is being opened. */
  | { status: 'starting' }
  /** The QR code of the pairing address, waiting for the other device. */
  | { status: 'qr'; pairingUrl: string }
  /** The other device asked: confirm or decline (with the password when the sync key must be read first). */
  | {
      status: 'confirm';
      device: NewDevice;
      serviceName: string;
      email: string;
      busy: boolean;
      error?: ShownError;
      password?: PasswordStep;
      onConfirm: () => void;
      onDecline: () => void;
    }
  /** The code was sent. */
  | { status: 'done' }
  /** The pairing address opened as a page (a camera app read the code): how to connect, or sign in with the email instead. */
  | { status: 'scanned'; onSignInInstead: () => void }
  /** The pairing ended without a code; the person may start again. */
  | { status: 'failed'; error: ShownError; onStartAgain: () => void };

/** The password asked on /pair when the device wants the sync key and this tab holds no kB. */
export interface PasswordStep {
  value: string;
  onChange: (value: string) => void;
  error?: ShownError;
}

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
  const errorText = useErrorText();
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
          {/* The address is also kept as data, for a test standing in for the other device's camera. */}
          <QrCode id="pair-qr" value={props.pairingUrl} label={l10n.getString('pair-qr-label')} size={220} centered data={{ 'data-pairing-url': props.pairingUrl }} />
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
            <dd id="pair-device">{deviceName(props.device, (id, args) => l10n.getString(id, args))}</dd>
            <dt>{l10n.getString('pair-place-label')}</dt>
            <dd id="pair-place">{props.device.place ?? l10n.getString('pair-unknown')}</dd>
          </Details>
          <Form onSubmit={props.onConfirm}>
            {props.password && (
              <>
                <Text id="pair-password-text">{l10n.getString('pair-password-text')}</Text>
                <PasswordField
                  id="pair-password"
                  name="password"
                  label={l10n.getString('pair-password-label')}
                  value={props.password.value}
                  onChange={props.password.onChange}
                  errorMessage={errorText(props.password.error)}
                  isRequired
                />
              </>
            )}
            <Button id="pair-confirm" type="submit" isPending={props.busy} fullWidth>
              {l10n.getString('pair-confirm')}
            </Button>
          </Form>
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
    case 'scanned':
      return (
        <FlowCard heading={l10n.getString('pair-scanned-heading')} picture={<DevicesCodeIllustration decorative />}>
          <Text id="pair-scanned-text">{l10n.getString('pair-scanned-text')}</Text>
          <Text id="pair-scanned-how">{l10n.getString('pair-scanned-how')}</Text>
          <Button id="pair-sign-in-instead" variant="secondary" onPress={props.onSignInInstead} fullWidth>
            {l10n.getString('pair-supp-sign-in-instead')}
          </Button>
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
