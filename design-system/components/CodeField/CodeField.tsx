import { useState } from 'react';
import type { ClipboardEvent } from 'react';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';

export interface CodeFieldProps
  extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'endAdornment' | 'value' | 'defaultValue' | 'onChange'> {
  /** Digits only (a numeric keypad), or letters and digits such as backup codes. @default 'digits' */
  kind?: 'digits' | 'alphanumeric';
  /** The longest code accepted; a pasted code is cleaned and cut to it. */
  maxLength?: number;
  /** The code, when controlled. */
  value?: string;
  /** The first code, when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the cleaned code on each change. */
  onChange?: (code: string) => void;
}

/** A typed or pasted code without the spaces, dashes and (for digit codes) letters around it. */
export function cleanCode(text: string, kind: 'digits' | 'alphanumeric', maxLength?: number): string {
  const cleaned = kind === 'digits' ? text.replace(/\D/g, '') : text.replace(/[\s-]/g, '');
  return maxLength === undefined ? cleaned : cleaned.slice(0, maxLength);
}

/**
 * A one-time code field: `autocomplete="one-time-code"` so the platform can
 * fill a received code, the numeric keypad for digit codes, and a paste of a
 * whole formatted code ("123 456") taken in one piece.
 */
export function CodeField({ kind = 'digits', maxLength, value, defaultValue = '', onChange, inputProps, ...rest }: CodeFieldProps) {
  const [inner, setInner] = useState(() => cleanCode(defaultValue, kind, maxLength));
  const current = value ?? inner;
  const update = (next: string) => {
    const cleaned = cleanCode(next, kind, maxLength);
    if (value === undefined) setInner(cleaned);
    onChange?.(cleaned);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(event.clipboardData.getData('text'));
  };
  return (
    <TextField
      {...rest}
      value={current}
      onChange={update}
      type="text"
      inputMode={kind === 'digits' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      spellCheck="false"
      maxLength={maxLength}
      inputProps={{ ...inputProps, onPaste, autoCorrect: 'off', autoCapitalize: 'off', pattern: kind === 'digits' ? '[0-9]*' : undefined }}
    />
  );
}
