// Signing a connected client out: why (nothing in particular, a lost or
// stolen device, activity the person does not recognise), then Sign out or
// Cancel. After a lost device or unknown activity, the dialog says the client
// is signed out and suggests changing the password. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Dialog, Form, Link, RadioGroup } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { DISCONNECT_REASONS } from './clients';
import type { DisconnectReason } from './clients';
import { Buttons, followInApp } from '../kit';

export interface DisconnectDialogProps {
  /** The client's name, as the list shows it. */
  name: string;
  /** Whether the client is this browser: signing it out signs out here. */
  current: boolean;
  reason: DisconnectReason;
  onReasonChange: (reason: DisconnectReason) => void;
  /** 'ask' before signing out, 'advice' once signed out for a reason that suggests a new password. */
  step: 'ask' | 'advice';
  sending?: boolean;
  error?: ShownError;
  onConfirm: () => void;
  onClose: () => void;
  /** Where changing the password is. */
  changePasswordHref: string;
  onNavigate?: (href: string) => void;
}

export function DisconnectDialog(props: DisconnectDialogProps) {
  const { l10n } = useLocalization();
  const close = (open: boolean) => {
    if (!open && !props.sending) props.onClose();
  };

  if (props.step === 'advice') {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={l10n.getString('settings-clients-advice-heading', { name: props.name })}
        description={l10n.getString('settings-clients-advice-description')}
      >
        <p>
          <Link
            id="settings-clients-change-password"
            variant="standalone"
            href={props.changePasswordHref}
            onClick={followInApp(props.onNavigate, props.changePasswordHref)}
          >
            {l10n.getString('settings-clients-advice-change-password')}
          </Link>
        </p>
        <Buttons>
          <Button id="settings-clients-advice-close" variant="secondary" onPress={props.onClose}>
            {l10n.getString('settings-clients-close')}
          </Button>
        </Buttons>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title={l10n.getString(props.current ? 'settings-clients-sign-out-here-heading' : 'settings-clients-sign-out-heading', { name: props.name })}
      description={l10n.getString(props.current ? 'settings-clients-sign-out-here-description' : 'settings-clients-sign-out-description')}
    >
      <ErrorBanner error={props.error} />
      <Form onSubmit={() => props.onConfirm()}>
        {!props.current && (
          <RadioGroup
            id="settings-clients-reason"
            label={l10n.getString('settings-clients-reason-label')}
            value={props.reason}
            onChange={(value) => props.onReasonChange(value as DisconnectReason)}
            options={DISCONNECT_REASONS.map((reason) => ({ value: reason, label: l10n.getString(`settings-clients-reason-${reason}`) }))}
          />
        )}
        <Buttons>
          <Button id="settings-clients-cancel" variant="secondary" onPress={props.onClose} isDisabled={props.sending}>
            {l10n.getString('settings-cancel')}
          </Button>
          <Button id="settings-clients-confirm" type="submit" isPending={props.sending}>
            {l10n.getString('settings-clients-sign-out')}
          </Button>
        </Buttons>
      </Form>
    </Dialog>
  );
}
