import { useEffect, useRef } from 'react';
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
 * invalid, so keyboard and screen-reader users land on what to fix. The
 * errors may come later than the submit's own render (a check that asks the
 * server): the first render that shows one moves focus, until the person
 * types again.
 */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const awaitingErrors = useRef(false);

  // Typing again means the person has moved on: a later error does not take the focus.
  useEffect(() => {
    const form = ref.current;
    if (!form) return undefined;
    const typed = () => (awaitingErrors.current = false);
    form.addEventListener('input', typed);
    return () => form.removeEventListener('input', typed);
  }, []);

  // Runs after every render, so that errors set after an awaited check are found too.
  useEffect(() => {
    if (!awaitingErrors.current) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    awaitingErrors.current = false;
    // A radio group marks the group invalid: focus its first enabled radio.
    const focusable = 'input:not([disabled]), select, textarea, button:not([disabled])';
    const target = invalid.matches(focusable) ? invalid : invalid.querySelector<HTMLElement>(focusable);
    target?.focus();
  });

  return (
    <AriaForm
      {...rest}
      ref={ref}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        awaitingErrors.current = true;
        onSubmit?.(event);
      }}
    >
      {children}
    </AriaForm>
  );
}
