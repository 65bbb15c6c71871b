// /settings/create_password: a first password for an account that has none
// (made through a third-party sign-in), with its confirmation and the rules
// of SPEC §5.4; each field's error under it, any other failure in a banner,
// nothing typed lost. Pure.
import { useLocalization } from '@fluent/react';
import { NewPasswordFields } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';
import { SettingsForm } from '../kit';

export interface CreatePasswordPageProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
  bannerError?: ShownError;
  /** The password is being stretched or sent. */
  busy?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  onNavigate?: (href: string) => void;
}

export function CreatePasswordPage({ values, onChange, errors, bannerError, busy = false, onSubmit, onCancel, onNavigate }: CreatePasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsForm
      id="settings-create-password"
      heading={l10n.getString('settings-create-password-heading')}
      section="security"
      lead={l10n.getString('settings-create-password-lead')}
      bannerError={bannerError}
      busy={busy}
      submitLabel={l10n.getString('settings-create-password-save')}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onNavigate={onNavigate}
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
