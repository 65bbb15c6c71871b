import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/fieldStyles';

export interface RadioOption {
  /** The value reported when this option is chosen. */
  value: string;
  /** The option's visible label. */
  label: ReactNode;
  /** Makes this one option unavailable. @default false */
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style' | 'isInvalid' | 'validationBehavior'> {
  /** The group's visible label. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Help text under the group, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error under the group; marks it invalid. */
  errorMessage?: ReactNode;
  className?: string;
}

const Group = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
  text-align: start;
`;

const Option = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  cursor: pointer;
  &::before {
    content: '';
    flex-shrink: 0;
    inline-size: 20px;
    block-size: 20px;
    box-sizing: border-box;
    border: 2px solid ${tokens.color.border.input};
    border-radius: 50%;
    background: ${tokens.color.background.surface};
  }
  &[data-selected]::before {
    border: 6px solid ${tokens.color.background.primary};
  }
  &[data-invalid]::before {
    border-color: ${tokens.color.border.danger};
  }
  &[data-focus-visible]::before {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    &::before {
      border-color: ButtonText;
    }
    &[data-selected]::before {
      border-color: Highlight;
    }
  }
`;

/** A group of radio buttons on react-aria, with a visible label, description and error message. */
export function RadioGroup({ label, options, description, errorMessage, className, ...rest }: RadioGroupProps) {
  const invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  return (
    <Group {...rest} isInvalid={invalid} validationBehavior="aria" className={className}>
      <FieldLabel>{label}</FieldLabel>
      {options.map((option) => (
        <Option key={option.value} value={option.value} isDisabled={option.isDisabled}>
          {option.label}
        </Option>
      ))}
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Group>
  );
}
