// A value typed into one field and what is wrong with it, shown under the
// field until the value changes.
import { useState } from 'react';
import type { ShownError } from '../../../lib/flow';

export interface Field {
  value: string;
  setValue: (value: string) => void;
  error: ShownError | undefined;
  setError: (error: ShownError | undefined) => void;
  /** The field's onChange: the new value, and the error gone once it differs. */
  onChange: (value: string) => void;
  /** Empties the field and its error (a new step). */
  reset: () => void;
}

export function useField(initial = ''): Field {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<ShownError>();
  return {
    value,
    setValue,
    error,
    setError,
    onChange: (next) => {
      setValue(next);
      if (error && next !== value) setError(undefined);
    },
    reset: () => {
      setValue('');
      setError(undefined);
    },
  };
}
