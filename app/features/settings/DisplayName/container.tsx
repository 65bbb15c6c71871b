// The display name page: starts from the name the account has (or what the
// person typed here before and did not save), checks the rules before
// sending, saves through app/api, refreshes the area's account and returns
// to the profile with a confirmation.
import { useState } from 'react';
import { useDraft } from '../data';
import { settingsFormState, useSettingsPage, useSettingsRequest } from '../kit';
import { displayNameProblem } from '../rules';
import type { DisplayNameProblem } from '../rules';
import { DisplayNamePage } from './DisplayNamePage';

export const DISPLAY_NAME_PAGE = 'display_name';

export function DisplayNameContainer() {
  const page = useSettingsPage('settings-display-name-heading', 'profile');
  const [draft, setDraft, clearDraft] = useDraft(DISPLAY_NAME_PAGE, { displayName: page.account.displayName ?? '' });
  const [problem, setProblem] = useState<DisplayNameProblem>();
  const request = useSettingsRequest();
  const value = draft.displayName ?? '';

  const save = async () => {
    if (!request.begin()) return;
    const name = value.trim();
    const found = displayNameProblem(name);
    setProblem(found);
    if (found) return;
    if (!(await request.send(true, () => page.api.updateDisplayName(name), { keepBusy: true }))) return;
    clearDraft();
    await page.finish('settings-display-name-saved');
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
      {...settingsFormState(request, save, page, clearDraft)}
    />
  );
}
