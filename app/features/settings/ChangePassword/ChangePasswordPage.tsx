// /settings/change_password: the current password, the new one and its
// confirmation (the rules of SPEC §5.4 under the new one), each field's error
// under it and any other failure in a banner; 'Forgot password?' leads to
// the reset. What was typed stays through every error. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Form, PasswordField, tokens } from '../../../../design-system';
import { ErrorBanner, FlowLink, NewPasswordFields, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { ChangePasswordErrors, ChangePasswordValues } from '../password';
import { SettingsSubPage } from '../kit';

export interface ChangePasswordPageProps {
  values: ChangePasswordValues;
  onChange: (values: ChangePasswordValues) => void;
  /** What is wrong with each field, shown under it. */
  errors?: ChangePasswordErrors;
  /** A failure that is not one field's, in a banner. */
  bannerError?: ShownError;
  /** The change is under way: the password is being stretched or sent. */
  busy?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Where 'Forgot password?' leads: the reset, for the account's address. */
  forgotHref: string;
  onNavigate?: (href: string) => void;
}

export const Lead = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${tokens.color.text.secondary};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
`;

const Forgot = styled.p`
  margin: ${tokens.space.xs} 0 0;
`;

export function ChangePasswordPage({ values, onChange, errors = {}, bannerError, busy = false, onSubmit, onCancel, forgotHref, onNavigate }: ChangePasswordPageProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  return (
    <SettingsSubPage heading={l10n.getString('settings-change-password-heading')} section="security" onNavigate={onNavigate}>
      <Lead>{l10n.getString('settings-change-password-lead')}</Lead>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        <PasswordField
          id="settings-change-password-current"
          name="current-password"
          purpose="current"
          label={l10n.getString('settings-change-password-current')}
          value={values.current}
          onChange={(current) => onChange({ ...values, current })}
          errorMessage={text(errors.current)}
        />
        <Forgot>
          <FlowLink id="settings-change-password-forgot" href={forgotHref} onNavigate={onNavigate}>
            {l10n.getString('settings-change-password-forgot')}
          </FlowLink>
        </Forgot>
        <NewPasswordFields
          id="settings-change-password-new"
          labels={{ password: l10n.getString('settings-change-password-new'), confirmation: l10n.getString('settings-change-password-confirm') }}
          values={{ password: values.password, confirmation: values.confirmation }}
          onChange={(next) => onChange({ ...values, ...next })}
          errors={{ password: errors.password, confirmation: errors.confirmation }}
        />
        <Buttons>
          <Button id="settings-change-password-cancel" variant="secondary" onPress={onCancel}>
            {l10n.getString('settings-cancel')}
          </Button>
          <Button id="settings-change-password-save" type="submit" isPending={busy}>
            {l10n.getString('settings-change-password-save')}
          </Button>
        </Buttons>
      </Form>
    </SettingsSubPage>
  );
}
