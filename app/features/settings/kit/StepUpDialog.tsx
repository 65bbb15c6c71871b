// The dialog a sensitive change opens when it has no live step-up token
// (SPEC §3.11, §6): the code we emailed, a new code on request, and Cancel,
// which leaves the change unsent and everything typed in place. Pure.
import { useLocalization } from '@fluent/react';
import { Dialog } from '../../../../design-system';
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
}

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
      <EmailedCode {...props} id="settings-step-up" cancelId="settings-step-up-cancel" cancelLabel={l10n.getString('settings-step-up-cancel')} />
    </Dialog>
  );
}
