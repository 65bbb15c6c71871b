// The state every page that asks for a code shares (sign-up's confirmation,
// sign-in's unblock, emailed, authenticator, backup and phone codes, and the
// flows to come): the typed code, an error under the field or in a banner,
// the pending submit, and the resend with its progress and its limit. Each
// page says how a code is checked before it is sent, how it is sent, and which
// failures belong under the field.
import { useState } from 'react';
import { ERRNO } from '../../api';
import { hasErrno, shownError } from './errors';
import type { ShownError } from './errors';

export type ResendStatus = 'idle' | 'sending' | 'sent';

export interface CodeFormOptions {
  /** False while the page cannot send yet (no session, no password in memory). */
  ready: boolean;
  /** The typed code's problem found before anything is sent (its length), or undefined. */
  check: (code: string) => ShownError | undefined;
  /** Sends the code; the step is done when it resolves (it navigates on). */
  verify: (code: string) => Promise<void>;
  /** Server errnos that mean the code itself is wrong, shown under the field. */
  wrongCodeErrnos: readonly number[];
  /** How a wrong code is worded under the field; default the server's error. */
  wrongCodeShownAs?: ShownError;
  /**
   * A failure the page handles itself (an expired code); true when it did.
   * Called before the usual handling, with the setter of the field's error.
   */
  handleFailure?: (error: unknown, setCodeError: (error: ShownError | undefined) => void) => boolean;
  /** Asks for a new code, when the page offers one. */
  resend?: () => Promise<void>;
  /** After a new code was sent, with the setter of the field's error. */
  onResent?: (setCodeError: (error: ShownError | undefined) => void) => void;
  /** How many new codes the page offers (SPEC §9: at most 4 resends); no limit when absent. */
  maxResends?: number;
}

/** Answers about a code that say what to do, shown in their own words even where a page words a wrong code its way. */
const CODE_ERRNOS_IN_OWN_WORDS: readonly number[] = [ERRNO.TOTP_CODE_ALREADY_USED];

/** Where a code step's failure is shown: under the field for a wrong code, otherwise in a banner. */
export function codeFailure(
  error: unknown,
  wrongCodeErrnos: readonly number[],
  shownAs?: ShownError,
): { where: 'code' | 'banner'; error: ShownError } {
  if (hasErrno(error, ...wrongCodeErrnos)) {
    return { where: 'code', error: hasErrno(error, ...CODE_ERRNOS_IN_OWN_WORDS) ? shownError(error) : (shownAs ?? shownError(error)) };
  }
  return { where: 'banner', error: shownError(error) };
}

export interface CodeForm {
  code: string;
  setCode: (code: string) => void;
  codeError: ShownError | undefined;
  bannerError: ShownError | undefined;
  submitting: boolean;
  resendStatus: ResendStatus;
  /** New codes sent from this page so far. */
  resends: number;
  /** The page has sent as many new codes as it offers. */
  resendLimitReached: boolean;
  submit: () => Promise<void>;
  resend: () => Promise<void>;
}

export function useCodeForm(options: CodeFormOptions): CodeForm {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ShownError>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const [submitting, setSubmitting] = useState(false);
  const [resendStatus, setResendStatus] = useState<ResendStatus>('idle');
  const [resends, setResends] = useState(0);
  const resendLimitReached = options.maxResends !== undefined && resends >= options.maxResends;

  const submit = async () => {
    if (submitting || !options.ready) return;
    setBannerError(undefined);
    const problem = options.check(code);
    if (problem) {
      setCodeError(problem);
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    try {
      await options.verify(code);
    } catch (error) {
      if (options.handleFailure?.(error, setCodeError)) {
        setResendStatus('idle');
      } else {
        const failure = codeFailure(error, options.wrongCodeErrnos, options.wrongCodeShownAs);
        if (failure.where === 'code') setCodeError(failure.error);
        else setBannerError(failure.error);
      }
      setSubmitting(false);
    }
  };

  const resend = async () => {
    if (!options.resend || resendStatus === 'sending' || resendLimitReached) return;
    setResendStatus('sending');
    setBannerError(undefined);
    try {
      await options.resend();
      setResends((count) => count + 1);
      options.onResent?.(setCodeError);
      setResendStatus('sent');
    } catch (error) {
      setBannerError(shownError(error));
      setResendStatus('idle');
    }
  };

  return { code, setCode, codeError, bannerError, submitting, resendStatus, resends, resendLimitReached, submit, resend };
}
