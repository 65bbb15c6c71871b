// The change password page: checks the fields before anything is stretched,
// changes the password keeping kB (password.ts), with the `password` step-up
// asked only once the current password was accepted; the stored session is
// replaced by the one the change returns (every other one has ended), the
// area's account is read again and the security section says it is done. An
// account without a password is sent to create one.
import { useEffect, useState } from 'react';
import { ERRNO } from '../../../api';
import { hasErrno, keptPasswordErrors, shownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useDraft } from '../data';
import { changePassword, checkChangePassword } from '../password';
import type { ChangePasswordErrors, ChangePasswordValues } from '../password';
import { settingsFormState, useSettingsPage, useSettingsRequest, useStepUp } from '../kit';
import { passwordReturnState, settingsPageHref } from '../paths';
import { ChangePasswordPage } from './ChangePasswordPage';

export const CHANGE_PASSWORD_PAGE = 'change_password';

const EMPTY: ChangePasswordValues = { current: '', password: '', confirmation: '' };

export function ChangePasswordContainer() {
  const page = useSettingsPage('settings-change-password-heading', 'security');
  const { api, accounts, announce, primaryEmail: email } = page;
  const stepUp = useStepUp();
  const [draft, setDraft, clearDraft] = useDraft(CHANGE_PASSWORD_PAGE, { ...EMPTY });
  const values: ChangePasswordValues = { current: draft.current ?? '', password: draft.password ?? '', confirmation: draft.confirmation ?? '' };
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const request = useSettingsRequest();
  const hasPassword = page.account.passwordCreated > 0;

  // An account without a password has none to change: it creates one instead, and comes back here.
  const { navigate } = page;
  useEffect(() => {
    if (!hasPassword && !request.isBusy) {
      const createHref = settingsPageHref('create_password');
      void navigate(createHref, { replace: true, state: passwordReturnState(createHref, settingsPageHref('change_password')) });
    }
  }, [hasPassword, request.isBusy, navigate]);

  /** A wrong current password: under its field; no password at all (read before it was known): the account is read again, and the page goes to creating one. */
  const wrongPassword = (error: unknown) => {
    if (hasErrno(error, ERRNO.NO_PASSWORD_SET)) {
      void page.refresh();
      return true;
    }
    if (!hasErrno(error, ERRNO.INCORRECT_PASSWORD)) return false;
    setErrors({ current: shownError(error) });
    return true;
  };

  const submit = async () => {
    if (!request.begin()) return;
    const found = await checkChangePassword(values, email, api);
    setErrors(found);
    if (found.current || found.password || found.confirmation) return;
    const changed = await request.send(
      true,
      async () => {
        const response = await changePassword(api, (change) => stepUp.run('password', change), {
          email,
          current: values.current,
          password: values.password,
        });
        // The session this browser held has ended with every other: the change's new one replaces it.
        accounts.save({ uid: response.uid, sessionToken: response.sessionToken, verified: response.verified, passwordCompromised: false });
        announce?.passwordChanged({ uid: response.uid, sessionToken: response.sessionToken, verified: response.verified });
      },
      { failure: wrongPassword, keepBusy: true },
    );
    if (!changed) return;
    clearDraft();
    await page.finish('settings-password-changed');
  };

  return (
    <ChangePasswordPage
      values={values}
      onChange={(next) => {
        setErrors((current) => ({
          ...keptPasswordErrors(values, next, current),
          ...(next.current === values.current && current.current ? { current: current.current } : {}),
        }));
        setDraft({ ...next });
      }}
      errors={errors}
      forgotHref={`${PATHS.resetPassword}?email=${encodeURIComponent(email)}`}
      {...settingsFormState(request, submit, page, clearDraft)}
    />
  );
}
