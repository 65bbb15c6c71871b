// The look shared by every form field: label, input, description and error.
import { FieldError, Input, Label, Text } from 'react-aria-components';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  margin-block-end: ${tokens.space.md};
  text-align: start;
`;

export const FieldLabel = styled(Label)`
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.primary};
`;

export const FieldDescription = styled(Text)`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
`;

export const FieldErrorText = styled(FieldError)`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.danger};
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
`;

export const FieldInput = styled(Input)`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  border: 1px solid ${tokens.color.border.input};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.background.surface};
  color: ${tokens.color.text.primary};
  font-size: ${tokens.font.size.md};
  &[data-focus-visible],
  &[data-focused] {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
  &[data-invalid] {
    border-color: ${tokens.color.border.danger};
    border-width: 2px;
  }
  &[data-disabled] {
    background: ${tokens.color.background.secondary};
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    border-color: FieldText;
    &[data-invalid] {
      border-style: dashed;
    }
  }
`;
