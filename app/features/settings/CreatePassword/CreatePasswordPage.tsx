// /settings/create_password: a first password for an account that has none
// (made through a third-party sign-in), with its confirmation and the rules
// of SPEC §5.4; each field's error under it, any other failure in a banner,
// nothing typed lost. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Form } from '../../../../design-system';
import { ErrorBanner, NewPasswordFields } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';
import { Buttons, Lead } from '../ChangePassword/ChangePasswordPage';
import { SettingsSubPage } from '../kit';

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
    <SettingsSubPage heading={l10n.getString('settings-create-password-heading')} section="security" onNavigate={onNavigate}>
      <Lead>{l10n.getString('settings-create-password-lead')}</Lead>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        <NewPasswordFields
          id="settings-create-password"
          labels={{ password: l10n.getString('settings-change-password-new'), confirmation: l10n.getString('settings-change-password-confirm') }}
          values={values}
          onChange={onChange}
          errors={errors}
        />
        <Buttons>
          <Button id="settings-create-password-cancel" variant="secondary" onPress={onCancel}>
            {l10n.getString('settings-cancel')}
          </Button>
          <Button id="settings-create-password-save" type="submit" isPending={busy}>
            {l10n.getString('settings-create-password-save')}
          </Button>
        </Buttons>
      </Form>
    </SettingsSubPage>
  );
}
