import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface RowListProps extends HTMLAttributes<HTMLUListElement> {
  /** 'ol' when the order means something (newest first). @default 'ul' */
  as?: 'ul' | 'ol';
  /** The rows: li elements, each what it is (an h2 or a line, a quieter line under it) and its controls. */
  children: ReactNode;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.xs} ${tokens.space.md};
    padding-block: ${tokens.space.sm};
    border-block-start: 1px solid ${tokens.color.border.subtle};
    overflow-wrap: anywhere;
  }
  > li:first-child {
    border-block-start: none;
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    margin: 0 0 ${tokens.space.xs};
    font-size: ${tokens.font.size.md};
  }
  p {
    margin: 0;
  }
  p + p,
  time {
    color: ${tokens.color.text.secondary};
    font-size: ${tokens.font.size.sm};
  }
`;

/**
 * A list of things of one kind, one row each (addresses, connected services,
 * linked accounts, recent events): what each is on one side, its controls on
 * the other, a line between rows, wrapping under each other when narrow.
 */
export function RowList({ as = 'ul', children, ...rest }: RowListProps) {
  return (
    <List {...rest} as={as}>
      {children}
    </List>
  );
}
