import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface SummaryListProps extends HTMLAttributes<HTMLDListElement> {
  /** The rows: SummaryRow elements. */
  children: ReactNode;
}

export interface SummaryRowProps {
  /** What the row is about ('Display name', 'Two-step authentication'). */
  term: ReactNode;
  /** What it is now. */
  children: ReactNode;
  /** The id of the term, so that the row's action can be named by it ('Add' and 'Display name'). */
  termId?: string;
  /** The id of the value, for tests and descriptions. */
  valueId?: string;
  /** The way to change it: a link or a button, as the row's last description. */
  action?: ReactNode;
}

const List = styled.dl`
  margin: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${tokens.space.xs} ${tokens.space.md};
    padding-block: ${tokens.space.sm};
    border-block-start: 1px solid ${tokens.color.border.subtle};
  }
  > div:first-child {
    border-block-start: none;
  }
  dt {
    flex: 0 0 200px;
    font-weight: ${tokens.font.weight.bold};
    /* A long compound name (German's) breaks inside its column rather than pushing the row apart. */
    hyphens: auto;
    overflow-wrap: anywhere;
  }
  dd {
    flex: 1 1 200px;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A list of what an account or a device is, one row per thing: its name, its
 * value and, at the end, the way to change it; the rows wrap under each other
 * when narrow. The rows are SummaryRow.
 */
export function SummaryList({ children, ...rest }: SummaryListProps) {
  return <List {...rest}>{children}</List>;
}

/** One row of a SummaryList. */
export function SummaryRow({ term, children, termId, valueId, action }: SummaryRowProps) {
  return (
    <div>
      <dt id={termId}>{term}</dt>
      <dd id={valueId}>{children}</dd>
      {action ? <dd>{action}</dd> : null}
    </div>
  );
}
