// The dialog a sensitive change opens when it has no live step-up token
// (SPEC §3.11, §6): the code we emailed, a new code on request, and Cancel,
// which leaves the change unsent and everything typed in place. An account
// with a passkey, in a browser that can use one, may answer with the passkey
// instead of the code. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Dialog, Notice, tokens } from '../../../../design-system';
import type { ShownError } from '../../../lib/flow';
import type { CodeEntry, ResendEntry } from './codeEntry';
import { EmailedCode } from './EmailedCode';

/** `codeError`: a wrong or expired code, under the field. */
export interface StepUpDialogProps extends CodeEntry, ResendEntry {
  open: boolean;
  /** The primary address the code went to. */
  email: string;
  /** How long a code lasts, in minutes. */
  minutes: number;
  /** Any other failure (sending the code, the network), in a banner. */
  bannerError?: ShownError;
  /** Our sending address, named when a new code was sent. */
  sender: string;
  onCancel: () => void;
  /** Offered when the account has a passkey and this browser can use it: the passkey instead of the code. */
  onUsePasskey?: () => void;
  /** The passkey's ceremony or its check is under way. */
  passkeyPending?: boolean;
  /** Why the passkey's ceremony ended without an answer (a Fluent id): cancelled, timed out, refused. */
  passkeyMessage?: string;
}

const PasskeyOption = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${tokens.space.xs};
  margin-block-end: ${tokens.space.md};
`;

export function StepUpDialog(props: StepUpDialogProps) {
  const { l10n } = useLocalization();
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={l10n.getString('settings-step-up-heading')}
      description={l10n.getString('settings-step-up-description', { email: props.email, minutes: props.minutes })}
    >
      {props.onUsePasskey && (
        <PasskeyOption>
          <Button id="settings-step-up-passkey" variant="secondary" onPress={props.onUsePasskey} isPending={props.passkeyPending}>
            {l10n.getString('settings-step-up-use-passkey')}
          </Button>
          <Notice id="settings-step-up-passkey-note" tone="neutral">
            {props.passkeyMessage && <p>{l10n.getString(props.passkeyMessage)}</p>}
          </Notice>
        </PasskeyOption>
      )}
      <EmailedCode {...props} id="settings-step-up" cancelId="settings-step-up-cancel" cancelLabel={l10n.getString('settings-step-up-cancel')} />
    </Dialog>
  );
}
