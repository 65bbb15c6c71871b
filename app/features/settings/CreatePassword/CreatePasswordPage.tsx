// /settings/create_password: a first password for an account that has none
// (made through a third-party sign-in), with its confirmation and the rules
// of SPEC §5.4; each field's error under it, any other failure in a banner,
// nothing typed lost. Pure.
import { useLocalization } from '@fluent/react';
import { NewPasswordFields } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues } from '../../../lib/flow';
import { SettingsForm } from '../kit';
import type { SettingsFormState } from '../kit';

/** `busy`: the password is being stretched or sent. */
export interface CreatePasswordPageProps extends SettingsFormState {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
}

export function CreatePasswordPage({ values, onChange, errors, ...form }: CreatePasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsForm
      {...form}
      id="settings-create-password"
      heading={l10n.getString('settings-create-password-heading')}
      section="security"
      lead={l10n.getString('settings-create-password-lead')}
      submitLabel={l10n.getString('settings-create-password-save')}
    >
      <NewPasswordFields
        id="settings-create-password"
        labels={{ password: l10n.getString('settings-change-password-new'), confirmation: l10n.getString('settings-change-password-confirm') }}
        values={values}
        onChange={onChange}
        errors={errors}
      />
    </SettingsForm>
  );
}
