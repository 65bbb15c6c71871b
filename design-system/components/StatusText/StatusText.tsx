import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface StatusTextProps {
  /** 'neutral' for a state that is as it should be (Primary, Confirmed), 'warning' for one that needs the person (Unconfirmed, running low). @default 'neutral' */
  tone?: 'neutral' | 'warning';
  /** It follows other text on its line ('name@example.com Unconfirmed'): a space before it. @default false */
  trailing?: boolean;
  children: ReactNode;
  id?: string;
}

const Span = styled.span<{ $warning: boolean; $trailing: boolean }>`
  margin-inline-start: ${({ $trailing }) => ($trailing ? tokens.space.sm : '0')};
  color: ${({ $warning }) => ($warning ? tokens.color.text.warning : tokens.color.text.secondary)};
  font-size: ${tokens.font.size.sm};
`;

/**
 * A word or two on the state of the thing beside it (an address's
 * 'Unconfirmed', a list's 'running low'), smaller than the text it follows and
 * in the warning colour when it asks something of the person. It is text, not
 * an announcement: use Notice for news.
 */
export function StatusText({ tone = 'neutral', trailing = false, children, id }: StatusTextProps) {
  return (
    <Span id={id} $warning={tone === 'warning'} $trailing={trailing}>
      {children}
    </Span>
  );
}
