// The confirmation a change that cannot be undone asks for: what it does,
// the way to keep things as they are, and the change itself. Its words and
// ids share one stem: `${id}-confirm-heading`, `${id}-confirm-lead`,
// `${id}-keep` and the change's own word `${id}` (the button is
// `${id}-confirm`). Pure.
import { useLocalization } from '@fluent/react';
import { Button, Dialog } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { Buttons } from './blocks';

export interface ConfirmDialogProps {
  /** The stem of the words and ids ('settings-recovery-key-delete'). */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the lead names ({ phone }). */
  args?: Record<string, string>;
  onConfirm: () => void;
  /** With it, the dialog stays open while the change is under way: the way back disabled, the change busy. */
  busy?: boolean;
  /** Why the change could not be made, said inside the dialog. */
  bannerError?: ShownError | undefined;
}

export function ConfirmDialog({ id, open, onOpenChange, args, onConfirm, busy, bannerError }: ConfirmDialogProps) {
  const { l10n } = useLocalization();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={l10n.getString(`${id}-confirm-heading`)} description={l10n.getString(`${id}-confirm-lead`, args)}>
      <ErrorBanner error={bannerError} />
      <Buttons>
        <Button id={`${id}-keep`} variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
          {l10n.getString(`${id}-keep`)}
        </Button>
        <Button id={`${id}-confirm`} variant="danger" onPress={onConfirm} isPending={busy}>
          {l10n.getString(id)}
        </Button>
      </Buttons>
    </Dialog>
  );
}
