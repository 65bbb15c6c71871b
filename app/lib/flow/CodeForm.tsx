// One code field and its submit button, as every code page shows them.
import type { ReactNode } from 'react';
import { Button, ButtonGroup, CodeField, Form } from '../../../design-system';
import { useErrorText } from './banners';
import type { ShownError } from './errors';
import { Stack } from './FlowCard';

export interface CodeFormProps {
  /** The field's visible label. */
  label: string;
  /** The code typed so far; kept after a failed submit. */
  code: string;
  onCodeChange: (code: string) => void;
  /** Digits (numeric keypad) or letters and digits (backup codes, unblock codes). */
  kind: 'digits' | 'alphanumeric';
  maxLength: number;
  /** A wrong code, shown under the field. */
  codeError?: ShownError | undefined;
  /** Help under the field, such as how to get a new code. */
  description?: string | undefined;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** The field's id; the button's is `{id}-submit`. */
  id: string;
  /**
   * Buttons that share the submit's row, such as Cancel on a settings page: given, the row is the
   * settings pages' button row (these first, the submit last, each as wide as its words); absent,
   * the submit fills the card's width as on the sign-in pages.
   */
  actions?: ReactNode;
}

export function CodeForm({ label, code, onCodeChange, kind, maxLength, codeError, description, submitting, submitLabel, onSubmit, id, actions }: CodeFormProps) {
  const errorText = useErrorText()(codeError);
  return (
    <Form onSubmit={() => onSubmit()}>
      <Stack>
        <CodeField
          id={id}
          name="code"
          label={label}
          kind={kind}
          maxLength={maxLength}
          value={code}
          onChange={onCodeChange}
          errorMessage={errorText}
          description={description}
          isRequired
        />
        {actions ? (
          <ButtonGroup>
            {actions}
            <Button id={`${id}-submit`} type="submit" isPending={submitting}>
              {submitLabel}
            </Button>
          </ButtonGroup>
        ) : (
          <Button id={`${id}-submit`} type="submit" fullWidth isPending={submitting}>
            {submitLabel}
          </Button>
        )}
      </Stack>
    </Form>
  );
}
