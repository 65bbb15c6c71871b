import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
}

const Section = styled.section`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  scroll-margin-block-start: ${tokens.space.md};
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/**
 * A raised surface for a part of a wide page (a settings section, a settings
 * page beside its navigation); a narrow page's content sits in Layout's card.
 * Name it by its heading with aria-labelledby.
 */
export function Panel({ children, ...rest }: PanelProps) {
  return <Section {...rest}>{children}</Section>;
}
