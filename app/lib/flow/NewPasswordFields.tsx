// A new password and its confirmation, as sign-up, a reset and a password
// change ask for them: the browser's new-password fill on both, the rules
// under the first, each field's own error under it.
import { useLocalization } from '@fluent/react';
import { PasswordField } from '../../../design-system';
import { useErrorText } from './banners';
import type { NewPasswordErrors, NewPasswordValues } from './newPassword';

export interface NewPasswordFieldsProps {
  /** The first field's id is `{id}-password`, the confirmation's `{id}-confirm`. */
  id: string;
  /** The fields' visible labels, in the page's words ('Password', 'New password'). */
  labels: { password: string; confirmation: string };
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
}

export function NewPasswordFields({ id, labels, values, onChange, errors = {} }: NewPasswordFieldsProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        name="password"
        purpose="new"
        label={labels.password}
        description={l10n.getString('flow-new-password-rules')}
        value={values.password}
        onChange={(password) => onChange({ ...values, password })}
        errorMessage={text(errors.password)}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmation"
        purpose="new"
        label={labels.confirmation}
        value={values.confirmation}
        onChange={(confirmation) => onChange({ ...values, confirmation })}
        errorMessage={text(errors.confirmation)}
      />
    </>
  );
}

/** The errors still true after an edit: a field's own error goes once it changes, the confirmation's too when the password does. */
export function keptPasswordErrors(previous: NewPasswordValues, next: NewPasswordValues, errors: NewPasswordErrors): NewPasswordErrors {
  return {
    ...(next.password === previous.password && errors.password ? { password: errors.password } : {}),
    ...(next.confirmation === previous.confirmation && next.password === previous.password && errors.confirmation ? { confirmation: errors.confirmation } : {}),
  };
}
