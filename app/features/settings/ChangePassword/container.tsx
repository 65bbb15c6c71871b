// The change password page: checks the fields before anything is stretched,
// changes the password keeping kB (password.ts), with the `password` step-up
// asked only once the current password was accepted; the stored session is
// replaced by the one the change returns (every other one has ended), the
// area's account is read again and the security section says it is done.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { hasErrno, keptPasswordErrors, shownError } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { PATHS } from '../../../routes/paths';
import { useDraft, useSettingsData } from '../data';
import { changePassword, checkChangePassword } from '../password';
import type { ChangePasswordErrors, ChangePasswordValues } from '../password';
import { sectionHref } from '../sections';
import { useSettingsRequest, useStepUp } from '../kit';
import { ChangePasswordPage } from './ChangePasswordPage';

export const CHANGE_PASSWORD_PAGE = 'change_password';

const EMPTY: ChangePasswordValues = { current: '', password: '', confirmation: '' };

export function ChangePasswordContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-change-password-heading'));
  const { api, accounts } = useAppServices();
  const { account, refresh, showAlert, announce } = useSettingsData();
  const stepUp = useStepUp();
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = useDraft(CHANGE_PASSWORD_PAGE, { ...EMPTY });
  const values: ChangePasswordValues = { current: draft.current ?? '', password: draft.password ?? '', confirmation: draft.confirmation ?? '' };
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const request = useSettingsRequest();
  const email = account.emails.find((entry) => entry.isPrimary)?.email ?? '';
  const home = sectionHref('security');

  /** A wrong current password: under its field. */
  const wrongPassword = (error: unknown) => {
    if (!hasErrno(error, ERRNO.INCORRECT_PASSWORD)) return false;
    setErrors({ current: shownError(error) });
    return true;
  };

  const submit = async () => {
    if (!request.begin()) return;
    const found = await checkChangePassword(values, email);
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
        accounts.save({ uid: response.uid, sessionToken: response.sessionToken, verified: response.verified });
        announce?.passwordChanged({ uid: response.uid, sessionToken: response.sessionToken, verified: response.verified });
      },
      { failure: wrongPassword, keepBusy: true },
    );
    if (!changed) return;
    clearDraft();
    await refresh();
    showAlert('settings-password-changed');
    void navigate(home);
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
      bannerError={request.bannerError}
      busy={request.isBusy}
      onSubmit={() => void submit()}
      onCancel={() => {
        clearDraft();
        void navigate(home);
      }}
      forgotHref={`${PATHS.resetPassword}?email=${encodeURIComponent(email)}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
