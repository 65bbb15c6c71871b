import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * 'page' is the page's only h1, which takes focus when the page opens (focusable by script,
   * never a tab stop); 'section' an h2 over a part of the page; 'item' an h2 of a row or a short
   * block. @default 'page'
   */
  level?: 'page' | 'section' | 'item';
  children: ReactNode;
}

const SIZE = { page: tokens.font.size.xl, section: tokens.font.size.lg, item: tokens.font.size.md } as const;

const Heading = styled.h1<{ $level: NonNullable<PageHeadingProps['level']> }>`
  margin: 0 0 ${tokens.space.md};
  font-size: ${({ $level }) => SIZE[$level]};
  line-height: 1.3;
  overflow-wrap: anywhere;
  ${({ $level }) =>
    $level === 'item' &&
    css`
      margin-block-end: ${tokens.space.xs};
    `}
  /* A part's heading after other content starts the part: space above it sets it apart from what went before. */
  ${({ $level }) =>
    $level !== 'page' &&
    css`
      &:not(:first-child) {
        margin-block-start: ${tokens.space.lg};
      }
    `}
`;

/** The heading of a page, of a part of it, or of a row: the same sizes and spaces everywhere. */
export function PageHeading({ level = 'page', children, ...rest }: PageHeadingProps) {
  return (
    <Heading {...rest} as={level === 'page' ? 'h1' : 'h2'} tabIndex={level === 'page' ? -1 : rest.tabIndex} $level={level}>
      {children}
    </Heading>
  );
}
