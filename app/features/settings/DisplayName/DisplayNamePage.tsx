// /settings/display_name: the display name, checked as typed against the
// rules of SPEC §5.4, saved or left with Back or Cancel (what was typed stays
// for the next visit). Pure.
import { useLocalization } from '@fluent/react';
import { TextField } from '../../../../design-system';
import { DISPLAY_NAME_MAX_LENGTH } from '../rules';
import type { DisplayNameProblem } from '../rules';
import { SettingsForm } from '../kit';
import type { SettingsFormState } from '../kit';

export interface DisplayNamePageProps extends SettingsFormState {
  value: string;
  onChange: (value: string) => void;
  /** A rule the typed name breaks, shown under the field once the person tries to save. */
  problem?: DisplayNameProblem;
}

export function DisplayNamePage({ value, onChange, problem, ...form }: DisplayNamePageProps) {
  const { l10n } = useLocalization();
  const problemText =
    problem === 'characters'
      ? l10n.getString('settings-display-name-characters')
      : problem === 'length'
        ? l10n.getString('settings-display-name-length', { max: DISPLAY_NAME_MAX_LENGTH })
        : undefined;
  return (
    <SettingsForm {...form} id="settings-display-name" heading={l10n.getString('settings-display-name-heading')} section="profile" submitLabel={l10n.getString('settings-save')}>
      <TextField
        id="settings-display-name-field"
        name="displayName"
        label={l10n.getString('settings-display-name-label')}
        description={l10n.getString('settings-display-name-help')}
        value={value}
        onChange={onChange}
        errorMessage={problemText}
        autoComplete="name"
      />
    </SettingsForm>
  );
}
