import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';

export interface FormProps extends Omit<AriaFormProps, 'onSubmit' | 'children' | 'validationBehavior'> {
  /** Called on submit, after the browser's own submission is prevented. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

/**
 * A form that, after each submit, moves focus to the first field marked
 * invalid, so keyboard and screen-reader users land on what to fix.
 */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  // Runs after the render that shows the errors found by the submit handler.
  useEffect(() => {
    if (submits === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    // A radio group marks the group invalid: focus its first enabled radio.
    const focusable = 'input:not([disabled]), select, textarea, button:not([disabled])';
    const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable);
    target?.focus();
  }, [submits]);

  return (
    <AriaForm
      {...rest}
      ref={ref}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
        setSubmits((count) => count + 1);
      }}
    >
      {children}
    </AriaForm>
  );
}
