// The small blocks settings pages are laid out with, on the design system's
// parts: a lead paragraph, the row of buttons that ends a step or a form, a row
// of a page's list (a heading and a line beside its control), and a link
// followed inside the app. Pure.
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonGroup, Link, Text, tokens } from '../../../../design-system';
import type { ButtonGroupProps, TextProps } from '../../../../design-system';

/** A paragraph that opens a step. */
export function Lead(props: TextProps) {
  return <Text spaced {...props} />;
}

/** The quieter lead above a form (the password pages, linked accounts). */
export function QuietLead(props: TextProps) {
  return <Text tone="secondary" spaced {...props} />;
}

/** The buttons that end a step or a form: the design system's row, spaced from what it ends. */
export function Buttons(props: ButtonGroupProps) {
  return <ButtonGroup spaced {...props} />;
}

/** One row of a page's list: a heading with a line under it, beside its control. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm} ${tokens.space.md};
  padding-block: ${tokens.space.md};
  border-block-start: 1px solid ${tokens.color.border.subtle};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  p {
    margin: ${tokens.space.xs} 0 0;
  }
`;

/** A plain click follows `href` inside the app; a modified click (new tab, new window) stays the browser's. */
export function followInApp(onNavigate: ((href: string) => void) | undefined, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}

export interface PageLinkProps {
  id: string;
  href: string;
  onNavigate?: ((href: string) => void) | undefined;
  children: ReactNode;
}

/** A link in a page's text to another settings page, followed inside the app. */
export function PageLink({ id, href, onNavigate, children }: PageLinkProps) {
  return (
    <Link id={id} href={href} onClick={followInApp(onNavigate, href)}>
      {children}
    </Link>
  );
}
