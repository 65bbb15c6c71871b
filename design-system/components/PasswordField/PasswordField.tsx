import { useLocalization } from '@fluent/react';
import { useRef, useState } from 'react';
import { mergeProps, useFocusRing, useToggleButton } from 'react-aria';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'endAdornment' | 'inputMode'> {
  /** Signing in with an existing password, or choosing a new one; sets `autocomplete`. @default 'current' */
  purpose?: 'current' | 'new';
}

const Toggle = styled.button`
  position: absolute;
  inset-inline-end: 4px;
  inset-block: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  padding: 0;
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.text.secondary};
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${tokens.color.focus};
  }
  &[aria-pressed='true'] {
    color: ${tokens.color.text.link};
  }
  @media (forced-colors: active) {
    color: ButtonText;
  }
`;

function VisibilityToggle({ isSelected, onChange }: { isSelected: boolean; onChange: (shown: boolean) => void }) {
  const { l10n } = useLocalization();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useToggleButton(
    { isSelected, onChange, 'aria-label': l10n.getString('password-field-show') },
    { isSelected, defaultSelected: false, setSelected: onChange, toggle: () => onChange(!isSelected) },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Toggle {...mergeProps(buttonProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="10" cy="10" r="2.5" fill="currentColor" />
        {!isSelected && <path d="M3 17 17 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />}
      </svg>
    </Toggle>
  );
}

const PaddedField = styled(TextField)`
  input {
    padding-inline-end: 44px;
  }
`;

/**
 * A password input with a toggle that shows the password as plain text. The
 * toggle keeps one name and reports its state with `aria-pressed`.
 */
export function PasswordField({ purpose = 'current', ...rest }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <PaddedField
      {...rest}
      type={shown ? 'text' : 'password'}
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      spellCheck="false"
      endAdornment={<VisibilityToggle isSelected={shown} onChange={setShown} />}
    />
  );
}
