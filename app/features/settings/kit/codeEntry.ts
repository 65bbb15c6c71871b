// What every step with a code field takes (an authenticator's code, a backup
// code typed back, a texted or emailed code): the code as typed, what is
// wrong with it, and its submit; and, where a new code can be asked for, the
// resend's progress.
import type { CodeFormProps, ResendStatus } from '../../../lib/flow';

export type CodeEntry = Pick<CodeFormProps, 'code' | 'onCodeChange' | 'codeError' | 'submitting' | 'onSubmit' | 'actions'>;

/** 'Send a new code', its progress and its limit. */
export interface ResendEntry {
  resendStatus: ResendStatus;
  onResend: () => void;
  resendLimitReached?: boolean | undefined;
}

/** A page's one code field (`code`, `onCodeChange`, `codeError`) as the entry of a step submitted with `onSubmit`. */
export function codeEntry(field: Pick<CodeEntry, 'code' | 'onCodeChange' | 'codeError'>, submitting: boolean, onSubmit: () => void): CodeEntry {
  return { code: field.code, onCodeChange: field.onCodeChange, codeError: field.codeError, submitting, onSubmit };
}
