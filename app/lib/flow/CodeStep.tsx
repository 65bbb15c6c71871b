// A page that asks for one code, as every flow draws it: the card and its
// heading, notices (a new code was sent, the code expired), the error banner,
// the instruction, the code form, and under it the page's own actions (a new
// code, a link to another way).
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import { ErrorBanner, SentBanner } from './banners';
import { CodeForm } from './CodeForm';
import type { ShownError } from './errors';
import { FlowCard, Text } from './FlowCard';
import { ResendCode } from './ResendCode';
import type { CodeForm as CodeFormState, ResendStatus } from './useCodeForm';

/** What a code page gets from its container: the code form's state. */
export interface CodeStepState {
  code: string;
  onCodeChange: (code: string) => void;
  /** A wrong or missing code, shown under the field. */
  codeError?: ShownError | undefined;
  /** Any other failure, shown in a banner. */
  bannerError?: ShownError | undefined;
  /** @default false */
  submitting?: boolean;
  onSubmit: () => void;
}

/** The same, for a page that offers a new code. */
export interface ResendingCodeStepState extends CodeStepState {
  /** 'sent' shows the page's banner. @default 'idle' */
  resendStatus?: ResendStatus;
  onResend: () => void;
}

/** The same, for a code sent by email. */
export interface EmailedCodeStepState extends ResendingCodeStepState {
  /** The address the code went to. */
  email: string;
  /** The address our mail comes from, which the banner after a new code asks to add to the contacts. */
  senderEmail: string;
  /** The code has expired: the page says how to get a new one, here. @default false */
  expired?: boolean;
}

/** A container's code form as the props of its page. */
export function codeStepState(form: CodeFormState): Required<Pick<ResendingCodeStepState, 'code' | 'onCodeChange' | 'submitting' | 'resendStatus' | 'onSubmit' | 'onResend'>> &
  Pick<CodeStepState, 'codeError' | 'bannerError'> {
  return {
    code: form.code,
    onCodeChange: form.setCode,
    codeError: form.codeError,
    bannerError: form.bannerError,
    submitting: form.submitting,
    resendStatus: form.resendStatus,
    onSubmit: () => void form.submit(),
    onResend: () => void form.resend(),
  };
}

export interface CodeStepProps {
  state: CodeStepState;
  heading: string;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
  picture?: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Where the code is and how long it lasts, above the form. */
  instruction?: ReactNode;
  field: {
    /** The field's id; the submit button's is `{id}-submit`. */
    id: string;
    /** @default 'Enter 6-digit code' */
    label?: string;
    /** @default 'digits' */
    kind?: 'digits' | 'alphanumeric';
    /** @default 6 */
    maxLength?: number;
    /** Help under the field. */
    description?: string | undefined;
    /** How a typed code is written before it is kept (upper case for unblock codes). */
    normalize?: (code: string) => string;
  };
  /** The submit button's words. @default 'Confirm' */
  submitLabel?: string;
  /** Banners above the error banner. */
  notices?: ReactNode;
  /** Actions under the form. */
  children?: ReactNode;
}

export function CodeStep({ state, heading, serviceName, picture, lead, instruction, field, submitLabel, notices, children }: CodeStepProps) {
  const { l10n } = useLocalization();
  const { normalize } = field;
  return (
    <FlowCard heading={heading} serviceName={serviceName} picture={picture} lead={lead}>
      {notices}
      <ErrorBanner error={state.bannerError} />
      {instruction && <Text>{instruction}</Text>}
      <CodeForm
        id={field.id}
        label={field.label ?? l10n.getString('flow-code-label')}
        code={state.code}
        onCodeChange={normalize ? (next) => state.onCodeChange(normalize(next)) : state.onCodeChange}
        kind={field.kind ?? 'digits'}
        maxLength={field.maxLength ?? 6}
        codeError={state.codeError}
        description={field.description}
        submitting={state.submitting ?? false}
        submitLabel={submitLabel ?? l10n.getString('flow-confirm')}
        onSubmit={state.onSubmit}
      />
      {children}
    </FlowCard>
  );
}

export interface EmailedCodeStepProps extends Omit<CodeStepProps, 'state' | 'heading' | 'notices' | 'children'> {
  state: EmailedCodeStepState;
  /** The id of 'Email new code' (and of the sentence that replaces it at the limit). */
  resendId: string;
  /** Every new code the page offers was sent. @default false */
  resendLimitReached?: boolean;
  /** What the page says when the code has expired and no new one was sent yet. */
  expiredNotice?: ReactNode;
  /** Another way to confirm, offered under 'Email new code'. */
  alternative?: ReactNode;
}

/**
 * A page asking for the code we emailed: 'Enter confirmation code', the
 * banner naming our sending address after a new code, and 'Email new code'.
 */
export function EmailedCodeStep({ state, resendId, resendLimitReached = false, expiredNotice, alternative, ...step }: EmailedCodeStepProps) {
  const { l10n } = useLocalization();
  const resendStatus = state.resendStatus ?? 'idle';
  return (
    <CodeStep
      {...step}
      state={state}
      heading={l10n.getString('flow-confirmation-code-heading')}
      notices={resendStatus === 'sent' ? <SentBanner sender={state.senderEmail} /> : state.expired && expiredNotice}
    >
      <ResendCode id={resendId} status={resendStatus} onResend={state.onResend} limitReached={resendLimitReached} />
      {alternative}
    </CodeStep>
  );
}
