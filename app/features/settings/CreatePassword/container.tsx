// The create password page: for an account without a password only (one
// that has a password is sent to the change page). The password is checked,
// stretched for a new kB and set; the area's account is read again and the
// security section says it is done.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { checkNewPassword, hasErrno, keptPasswordErrors } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { useDraft, useSettingsData } from '../data';
import { useSettingsRequest } from '../kit';
import { settingsPageHref } from '../paths';
import { createPassword } from '../password';
import { sectionHref } from '../sections';
import { CreatePasswordPage } from './CreatePasswordPage';

export const CREATE_PASSWORD_PAGE = 'create_password';

export function CreatePasswordContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-create-password-heading'));
  const { api } = useAppServices();
  const { account, refresh, showAlert } = useSettingsData();
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = useDraft(CREATE_PASSWORD_PAGE, { password: '', confirmation: '' });
  const values: NewPasswordValues = { password: draft.password ?? '', confirmation: draft.confirmation ?? '' };
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const request = useSettingsRequest();
  const busy = request.isBusy;
  const email = account.emails.find((entry) => entry.isPrimary)?.email ?? '';
  const home = sectionHref('security');
  const hasPassword = account.passwordCreated > 0;

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
    const found = await checkNewPassword(values, email);
    setErrors(found);
    if (found.password || found.confirmation) return;
    if (!(await request.send(true, () => createPassword(api, email, values.password), { failure: setElsewhere, keepBusy: true }))) return;
    clearDraft();
    await refresh();
    showAlert('settings-password-created');
    void navigate(home);
  };

  return (
    <CreatePasswordPage
      values={values}
      onChange={(next) => {
        setErrors((current) => keptPasswordErrors(values, next, current));
        setDraft({ ...next });
      }}
      errors={errors}
      bannerError={request.bannerError}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={() => {
        clearDraft();
        void navigate(home);
      }}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
