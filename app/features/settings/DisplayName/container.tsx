// The display name page: starts from the name the account has (or what the
// person typed here before and did not save), checks the rules before
// sending, saves through app/api, refreshes the area's account and returns
// to the profile with a confirmation.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { usePageTitle } from '../../../lib/page';
import { useDraft, useSettingsData } from '../data';
import { useSettingsRequest } from '../kit';
import { displayNameProblem } from '../rules';
import type { DisplayNameProblem } from '../rules';
import { sectionHref } from '../sections';
import { DisplayNamePage } from './DisplayNamePage';

export const DISPLAY_NAME_PAGE = 'display_name';

export function DisplayNameContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-display-name-heading'));
  const { api } = useAppServices();
  const { account, refresh, showAlert } = useSettingsData();
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = useDraft(DISPLAY_NAME_PAGE, { displayName: account.displayName ?? '' });
  const [problem, setProblem] = useState<DisplayNameProblem>();
  const request = useSettingsRequest();
  const value = draft.displayName ?? '';
  const home = sectionHref('profile');

  const save = async () => {
    if (!request.begin()) return;
    const name = value.trim();
    const found = displayNameProblem(name);
    setProblem(found);
    if (found) return;
    if (!(await request.send(true, () => api.updateDisplayName(name), { keepBusy: true }))) return;
    clearDraft();
    await refresh();
    showAlert('settings-display-name-saved');
    void navigate(home);
  };

  return (
    <DisplayNamePage
      value={value}
      onChange={(next) => {
        setDraft({ displayName: next });
        // A problem shown goes as soon as the name is fixed.
        if (problem && !displayNameProblem(next.trim())) setProblem(undefined);
      }}
      problem={problem}
      bannerError={request.bannerError}
      saving={request.isBusy}
      onSave={() => void save()}
      onCancel={() => {
        clearDraft();
        void navigate(home);
      }}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
