// The create password page: for an account without a password only (one
// that has a password is sent to the change page). The password is checked,
// stretched for a new kB and set; the area's account is read again and the
// security section says it is done, or the settings page that asked for the
// password (its address in the router's state) says it and goes on.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ERRNO } from '../../../api';
import { checkNewPassword, hasErrno, keptPasswordErrors } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues } from '../../../lib/flow';
import { useDraft } from '../data';
import { settingsFormState, useSettingsPage, useSettingsRequest } from '../kit';
import { passwordReturnPath, settingsPageHref } from '../paths';
import { createPassword } from '../password';
import { CreatePasswordPage } from './CreatePasswordPage';

export const CREATE_PASSWORD_PAGE = 'create_password';

export function CreatePasswordContainer() {
  const page = useSettingsPage('settings-create-password-heading', 'security');
  const { api, accounts, account, refresh, navigate, primaryEmail: email } = page;
  const [draft, setDraft, clearDraft] = useDraft(CREATE_PASSWORD_PAGE, { password: '', confirmation: '' });
  const values: NewPasswordValues = { password: draft.password ?? '', confirmation: draft.confirmation ?? '' };
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const request = useSettingsRequest();
  const busy = request.isBusy;
  const hasPassword = account.passwordCreated > 0;
  const returnTo = passwordReturnPath(useLocation().state);

  // An account with a password changes it instead.
  useEffect(() => {
    if (hasPassword && !busy) void navigate(settingsPageHref('change_password'), { replace: true });
  }, [hasPassword, busy, navigate]);

  /** Set meanwhile (on another device): the account is read again (the page then goes to the change), and the refusal said. */
  const setElsewhere = async (error: unknown) => {
    if (hasErrno(error, ERRNO.CANNOT_CREATE_PASSWORD)) await refresh();
    return false;
  };

  const submit = async () => {
    if (!request.begin()) return;
    const found = await checkNewPassword(values, email, api);
    setErrors(found);
    if (found.password || found.confirmation) return;
    if (!(await request.send(true, () => createPassword(api, email, values.password), { failure: setElsewhere, keepBusy: true }))) return;
    accounts.save({ uid: account.uid, passwordCompromised: false });
    clearDraft();
    await page.finish('settings-password-created', returnTo);
  };

  return (
    <CreatePasswordPage
      values={values}
      onChange={(next) => {
        setErrors((current) => keptPasswordErrors(values, next, current));
        setDraft({ ...next });
      }}
      errors={errors}
      {...settingsFormState(request, submit, { ...page, leave: () => page.leave(returnTo) }, clearDraft)}
    />
  );
}
