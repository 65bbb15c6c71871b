// The code we emailed, typed back: 'A new code was sent…' once one was, any
// failure that is no field's, the six-digit field with Confirm, then 'Email
// new code' and the way out in a centred column. The step-up dialog and the
// emails page's code step. Pure.
import { useLocalization } from '@fluent/react';
import { Button, ButtonGroup } from '../../../../design-system';
import { CodeForm, ErrorBanner, ResendCode, SentBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { CodeEntry, ResendEntry } from './codeEntry';

export interface EmailedCodeProps extends CodeEntry, ResendEntry {
  /** The stem of the ids: the field is `${id}-code`, the new code's button `${id}-resend`. */
  id: string;
  /** Any other failure, in a banner over the field. */
  bannerError?: ShownError | undefined;
  /** Our sending address, named when a new code was sent. */
  sender: string;
  cancelId: string;
  cancelLabel: string;
  onCancel: () => void;
}

export function EmailedCode(props: EmailedCodeProps) {
  const { l10n } = useLocalization();
  return (
    <>
      {props.resendStatus === 'sent' && <SentBanner sender={props.sender} />}
      <ErrorBanner error={props.bannerError} />
      <CodeForm {...props} id={`${props.id}-code`} label={l10n.getString('flow-code-label')} kind="digits" maxLength={6} submitLabel={l10n.getString('flow-confirm')} />
      <ButtonGroup align="column" spaced>
        <ResendCode id={`${props.id}-resend`} status={props.resendStatus} onResend={props.onResend} limitReached={props.resendLimitReached} />
        <Button id={props.cancelId} variant="link" onPress={props.onCancel}>
          {props.cancelLabel}
        </Button>
      </ButtonGroup>
    </>
  );
}
