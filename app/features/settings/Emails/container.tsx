// The emails page: adds a secondary address (checked before it is sent),
// asks for the code mailed to it, sends a new one on request, makes a
// confirmed address primary and removes one, each change through the step-up
// of scope 'email'. After each change the area's account is read again, so the
// list and the home (its avatar letter too) show it at once. What was typed in
// the add form stays when the person leaves with Back; a refused address keeps
// what was typed, with the reason under the field. An unconfirmed address can
// leave the account while its code step is open (its owner signed up with it,
// or it waited too long and was cleared away): then the step closes, the list
// is read again and a notice says what happened, rather than calling a
// still-right code wrong.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { clientError, hasErrno, shownError, useCodeForm } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { isEmail } from '../../../lib/query';
import { useDraft, useSettingsData } from '../data';
import { useSettingsRequest, useStepUp } from '../kit';
import { EmailsPage } from './EmailsPage';
import type { EmailAction, EmailNotice } from './EmailsPage';

export const EMAILS_PAGE = 'emails';

/** SPEC §5.4: at most three secondary addresses. */
export const MAX_SECONDARY_EMAILS = 3;

/** Refusals of an address that are about the address typed: shown under the field. */
const ADDRESS_ERRNOS = [
  ERRNO.USER_PRIMARY_EMAIL_EXISTS,
  ERRNO.EMAIL_EXISTS,
  ERRNO.VERIFIED_SECONDARY_EMAIL_EXISTS,
  ERRNO.MAX_SECONDARY_EMAILS_REACHED,
  ERRNO.ACCOUNT_OWNS_EMAIL,
  ERRNO.INVALID_PARAMETER,
] as const;

/** A code that is wrong, used, replaced or expired: shown under the code field. */
const WRONG_CODE_ERRNOS = [ERRNO.INVALID_EXPIRED_OTP_CODE, ERRNO.EXPIRED_TOKEN_VERIFICATION_CODE] as const;

/**
 * The address being confirmed is no longer one of the account's: another
 * account holds it now (144), or it is not among the account's unconfirmed
 * addresses any more (105 when confirming, 148 when asking for a new code).
 */
function leftAccount(error: unknown): 'taken' | 'gone' | undefined {
  if (hasErrno(error, ERRNO.VERIFIED_SECONDARY_EMAIL_EXISTS)) return 'taken';
  if (hasErrno(error, ERRNO.INVALID_VERIFICATION_CODE, ERRNO.CHANGE_EMAIL_TO_UNOWNED_EMAIL)) return 'gone';
  return undefined;
}

/** What the browser finds wrong with an address before sending it. */
export function newEmailProblem(email: string, primaryEmail: string): ShownError | undefined {
  if (!isEmail(email)) return clientError('EMAIL_REQUIRED');
  if (email.toLowerCase() === primaryEmail.toLowerCase()) return clientError('USER_PRIMARY_EMAIL_EXISTS');
  return undefined;
}

export function EmailsContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-emails-heading'));
  const [confirming, setConfirming] = useState<string>();
  const [notice, setNotice] = useState<EmailNotice>();
  // Each address's code step starts afresh: its code, its errors and its resends.
  return <EmailsView key={confirming ?? ''} confirming={confirming} setConfirming={setConfirming} notice={notice} setNotice={setNotice} />;
}

interface EmailsViewProps {
  confirming: string | undefined;
  setConfirming: (email: string | undefined) => void;
  notice: EmailNotice | undefined;
  setNotice: (notice: EmailNotice | undefined) => void;
}

function EmailsView({ confirming, setConfirming, notice, setNotice }: EmailsViewProps) {
  const { api, config } = useAppServices();
  const { account, refresh } = useSettingsData();
  const stepUp = useStepUp();
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = useDraft(EMAILS_PAGE, { email: '' });
  const [newEmailError, setNewEmailError] = useState<ShownError>();
  // Adding an address and changing one may be under way at once; both say their failures in one banner.
  const adding = useSettingsRequest();
  const changing = useSettingsRequest<{ email: string; action: EmailAction }>({ bannerOf: adding });
  const setBannerError = adding.setBannerError;
  const newEmail = draft.email ?? '';
  const primaryEmail = account.emails.find((entry) => entry.isPrimary)?.email ?? '';
  const secondaryEmails = account.emails.filter((entry) => !entry.isPrimary);

  /** A refusal about the address typed: under its field. */
  const addressRefused = (error: unknown) => {
    if (!hasErrno(error, ...ADDRESS_ERRNOS)) return false;
    setNewEmailError(shownError(error));
    return true;
  };

  const add = async () => {
    if (!adding.begin()) return;
    setNotice(undefined);
    const email = newEmail.trim();
    const problem = newEmailProblem(email, primaryEmail);
    setNewEmailError(problem);
    if (problem) return;
    const added = await adding.send(true, () => stepUp.run('email', (jwt) => api.recoveryEmailCreate(jwt, email)), { failure: addressRefused, keepBusy: true });
    if (!added) return;
    clearDraft();
    await refresh();
    setConfirming(email);
  };

  /**
   * Shows the list as it is now, says why the address left the account, and
   * closes its code step (the notice is the container's, so it outlives the step).
   */
  const lost = async (email: string, kind: 'taken' | 'gone') => {
    await refresh();
    setNotice({ kind, email });
    setConfirming(undefined);
  };

  const code = useCodeForm({
    ready: confirming !== undefined,
    check: (typed) => (/^\d{6}$/.test(typed) ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    verify: async (typed) => {
      const email = confirming!;
      await stepUp.run('email', (jwt) => api.recoveryEmailVerifyCode(jwt, email, typed));
      await refresh();
      setNotice({ kind: 'confirmed', email });
      setConfirming(undefined);
    },
    // A cancelled step-up leaves the code where it was; an ended session goes to sign in.
    handleFailure: (error) => {
      const gone = leftAccount(error);
      if (gone) void lost(confirming!, gone);
      return gone !== undefined || adding.quiet(error);
    },
    wrongCodeErrnos: WRONG_CODE_ERRNOS,
    resend: async () => {
      const email = confirming!;
      try {
        await stepUp.run('email', (jwt) => api.recoveryEmailResendCode(jwt, email));
      } catch (error) {
        const gone = leftAccount(error);
        if (!gone) throw error;
        await lost(email, gone);
      }
    },
    maxResends: 4,
  });

  const change = async (email: string, action: Exclude<EmailAction, 'confirm'>) => {
    if (!changing.begin()) return;
    setNotice(undefined);
    const changed = await changing.send({ email, action }, async () => {
      await stepUp.run('email', (jwt) => (action === 'primary' ? api.recoveryEmailSetPrimary(jwt, email) : api.recoveryEmailDestroy(jwt, email)));
      await refresh();
    });
    if (!changed) return;
    setNotice({ kind: action === 'primary' ? 'primary' : 'removed', email });
    if (action === 'remove' && confirming?.toLowerCase() === email.toLowerCase()) setConfirming(undefined);
  };

  // A resend that could not go out is said in the page's banner.
  const shownBanner = adding.bannerError ?? code.bannerError;
  return (
    <EmailsPage
      primaryEmail={primaryEmail}
      secondaryEmails={secondaryEmails}
      maxSecondary={MAX_SECONDARY_EMAILS}
      newEmail={newEmail}
      onNewEmailChange={(next) => {
        setDraft({ email: next });
        if (newEmailError && !newEmailProblem(next.trim(), primaryEmail)) setNewEmailError(undefined);
      }}
      newEmailError={newEmailError}
      adding={adding.isBusy}
      onAdd={() => void add()}
      confirming={
        confirming === undefined
          ? undefined
          : {
              email: confirming,
              code: code.code,
              onCodeChange: code.setCode,
              codeError: code.codeError,
              submitting: code.submitting,
              onSubmit: () => {
                setBannerError(undefined);
                setNotice(undefined);
                void code.submit();
              },
              resendStatus: code.resendStatus,
              onResend: () => {
                setBannerError(undefined);
                void code.resend();
              },
              resendLimitReached: code.resendLimitReached,
              onCancel: () => setConfirming(undefined),
            }
      }
      onConfirm={(email) => {
        setBannerError(undefined);
        setNotice(undefined);
        setConfirming(email);
      }}
      onMakePrimary={(email) => void change(email, 'primary')}
      onRemove={(email) => void change(email, 'remove')}
      pending={changing.busy}
      bannerError={shownBanner}
      notice={notice}
      sender={config.mailSender}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
