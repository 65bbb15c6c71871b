import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';

export interface ButtonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Where the buttons sit: at the end of the line (the buttons that end a step or a form, the
   * primary action last), at its start, in its centre, or one under the other in a centred column
   * (the secondary actions under a form). @default 'end'
   */
  align?: 'end' | 'start' | 'center' | 'column' | 'stack';
  /** Space above the group, when it follows a form's last field or a paragraph. @default false */
  spaced?: boolean;
  children: ReactNode;
}

const JUSTIFY = { end: 'flex-end', start: 'flex-start', center: 'center', column: 'center', stack: 'flex-start' } as const;

const Group = styled.div<{ $align: NonNullable<ButtonGroupProps['align']>; $spaced: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $align }) => JUSTIFY[$align]};
  gap: ${tokens.space.sm};
  ${({ $spaced }) =>
    $spaced &&
    css`
      margin-block-start: ${tokens.space.md};
    `}
  ${({ $align }) =>
    $align === 'column' &&
    css`
      flex-direction: column;
      gap: ${tokens.space.md};
    `}
  ${({ $align }) =>
    $align === 'stack' &&
    css`
      flex-direction: column;
      align-items: stretch;
    `}
`;

/**
 * A row of buttons (and links that act as buttons), the same on every page:
 * side by side with the same gap, wrapping onto another line when narrow, in
 * reading order so that the last is the primary action at the end of the row.
 */
export function ButtonGroup({ align = 'end', spaced = false, children, ...rest }: ButtonGroupProps) {
  return (
    <Group {...rest} $align={align} $spaced={spaced}>
      {children}
    </Group>
  );
}
