// /settings/change_password: the current password, the new one and its
// confirmation (the rules of SPEC §5.4 under the new one), each field's error
// under it and any other failure in a banner; 'Forgot password?' leads to
// the reset. What was typed stays through every error. Pure.
import { useLocalization } from '@fluent/react';
import { PasswordField, Text } from '../../../../design-system';
import { FlowLink, NewPasswordFields, useErrorText } from '../../../lib/flow';
import type { ChangePasswordErrors, ChangePasswordValues } from '../password';
import { SettingsForm } from '../kit';
import type { SettingsFormState } from '../kit';

/** `busy`: the change is under way, the password being stretched or sent. */
export interface ChangePasswordPageProps extends SettingsFormState {
  values: ChangePasswordValues;
  onChange: (values: ChangePasswordValues) => void;
  /** What is wrong with each field, shown under it. */
  errors?: ChangePasswordErrors;
  /** Where 'Forgot password?' leads: the reset, for the account's address. */
  forgotHref: string;
}

export function ChangePasswordPage({ values, onChange, errors = {}, forgotHref, ...form }: ChangePasswordPageProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  return (
    <SettingsForm
      {...form}
      id="settings-change-password"
      heading={l10n.getString('settings-change-password-heading')}
      section="security"
      lead={l10n.getString('settings-change-password-lead')}
      submitLabel={l10n.getString('settings-change-password-save')}
    >
      <PasswordField
        id="settings-change-password-current"
        name="current-password"
        purpose="current"
        label={l10n.getString('settings-change-password-current')}
        value={values.current}
        onChange={(current) => onChange({ ...values, current })}
        errorMessage={text(errors.current)}
      />
      <Text>
        <FlowLink id="settings-change-password-forgot" href={forgotHref} onNavigate={form.onNavigate}>
          {l10n.getString('settings-change-password-forgot')}
        </FlowLink>
      </Text>
      <NewPasswordFields
        id="settings-change-password-new"
        labels={{ password: l10n.getString('settings-change-password-new'), confirmation: l10n.getString('settings-change-password-confirm') }}
        values={{ password: values.password, confirmation: values.confirmation }}
        onChange={(next) => onChange({ ...values, ...next })}
        errors={{ password: errors.password, confirmation: errors.confirmation }}
      />
    </SettingsForm>
  );
}
