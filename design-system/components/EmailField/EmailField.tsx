import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'endAdornment'> {
  /**
   * Whether the browser may offer its passkeys in the field's autofill (`autocomplete="username webauthn"`,
   * for a sign-in that listens with conditional mediation). @default false
   */
  passkeyAutofill?: boolean;
}

/** An email address field: `type="email"`, `autocomplete="email"` (or `username webauthn`), `inputmode="email"`, no spell checking. */
export function EmailField({ passkeyAutofill = false, ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoComplete={passkeyAutofill ? 'username webauthn' : 'email'} spellCheck="false" />;
}
