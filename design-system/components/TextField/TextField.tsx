import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldInput, FieldLabel, FieldRoot, InputRow } from './fieldStyles';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'isInvalid' | 'validationBehavior'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error under the input; marks the field invalid and is linked with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Something drawn at the end of the input, such as a toggle button. */
  endAdornment?: ReactNode;
  /** Extra input attributes and handlers. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'>;
  className?: string;
}

/**
 * A labelled text input on react-aria: visible label, description and error
 * linked by `aria-describedby`, `aria-invalid` when an error is shown.
 */
export function TextField({
  label,
  description,
  errorMessage,
  endAdornment,
  inputProps,
  className,
  ...rest
}: TextFieldProps) {
  const invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  return (
    <AriaTextField {...rest} isInvalid={invalid} validationBehavior="aria" className={className}>
      <FieldRoot>
        <FieldLabel>{label}</FieldLabel>
        <InputRow>
          <FieldInput {...inputProps} />
          {endAdornment}
        </InputRow>
        {description && <FieldDescription slot="description">{description}</FieldDescription>}
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </FieldRoot>
    </AriaTextField>
  );
}
