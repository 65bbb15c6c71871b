import { useId } from 'react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style' | 'isInvalid' | 'validationBehavior'> {
  /** The visible label, beside the box. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error under the label; marks the checkbox invalid. */
  errorMessage?: ReactNode;
  className?: string;
}

const Root = styled.div`
  margin-block-end: ${tokens.space.md};
  text-align: start;
`;

const Row = styled(AriaCheckbox)`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  cursor: pointer;
  color: ${tokens.color.text.primary};

  .box {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 20px;
    block-size: 20px;
    margin-block-start: 2px;
    border: 2px solid ${tokens.color.border.input};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.background.surface};
    color: ${tokens.color.text.inverse};
  }
  &[data-selected] .box {
    background: ${tokens.color.background.primary};
    border-color: ${tokens.color.background.primary};
  }
  &[data-invalid] .box {
    border-color: ${tokens.color.border.danger};
  }
  &[data-focus-visible] .box {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    .box {
      border-color: ButtonText;
    }
    &[data-selected] .box {
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
  }
`;

const Help = styled.p<{ $error?: boolean }>`
  margin-block: ${tokens.space.xs} 0;
  margin-inline-start: 28px;
  font-size: ${tokens.font.size.sm};
  color: ${({ $error }) => ($error ? tokens.color.text.danger : tokens.color.text.secondary)};
`;

/** A checkbox on react-aria with a visible label, a description and an error message. */
export function Checkbox({ label, description, errorMessage, className, ...rest }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  const describedBy = [description ? descriptionId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Root className={className}>
      <Row {...rest} isInvalid={invalid} validationBehavior="aria" aria-describedby={describedBy}>
        {({ isSelected }) => (
          <>
            <span className="box" aria-hidden="true">
              {isSelected && (
                <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
                  <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              )}
            </span>
            <span>{label}</span>
          </>
        )}
      </Row>
      {description && <Help id={descriptionId}>{description}</Help>}
      {invalid && (
        <Help id={errorId} $error>
          {errorMessage}
        </Help>
      )}
    </Root>
  );
}
