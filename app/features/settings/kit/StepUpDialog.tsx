// The dialog a sensitive change opens when it has no live step-up token
// (SPEC §3.11, §6): the code we emailed, a new code on request, and Cancel,
// which leaves the change unsent and everything typed in place. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Dialog, tokens } from '../../../../design-system';
import { CodeForm, ErrorBanner, ResendCode, SentBanner } from '../../../lib/flow';
import type { ResendStatus, ShownError } from '../../../lib/flow';

export interface StepUpDialogProps {
  open: boolean;
  /** The primary address the code went to. */
  email: string;
  /** How long a code lasts, in minutes. */
  minutes: number;
  code: string;
  onCodeChange: (code: string) => void;
  /** A wrong or expired code, under the field. */
  codeError?: ShownError;
  /** Any other failure (sending the code, the network), in a banner. */
  bannerError?: ShownError;
  submitting: boolean;
  onSubmit: () => void;
  resendStatus: ResendStatus;
  onResend: () => void;
  resendLimitReached?: boolean;
  /** Our sending address, named when a new code was sent. */
  sender: string;
  onCancel: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
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
      {props.resendStatus === 'sent' && <SentBanner sender={props.sender} />}
      <ErrorBanner error={props.bannerError} />
      <CodeForm
        id="settings-step-up-code"
        label={l10n.getString('flow-code-label')}
        code={props.code}
        onCodeChange={props.onCodeChange}
        kind="digits"
        maxLength={6}
        codeError={props.codeError}
        submitting={props.submitting}
        submitLabel={l10n.getString('flow-confirm')}
        onSubmit={props.onSubmit}
      />
      <Actions>
        <ResendCode id="settings-step-up-resend" status={props.resendStatus} onResend={props.onResend} limitReached={props.resendLimitReached} />
        <Button id="settings-step-up-cancel" variant="link" onPress={props.onCancel}>
          {l10n.getString('settings-step-up-cancel')}
        </Button>
      </Actions>
    </Dialog>
  );
}
