import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'endAdornment'>;

/** An email address field: `type="email"`, `autocomplete="email"`, `inputmode="email"`, no spell checking. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoComplete="email" spellCheck="false" />;
}
