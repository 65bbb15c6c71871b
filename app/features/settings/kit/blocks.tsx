// The small blocks settings pages are laid out with, each written once: the
// raised surface of the frame's navigation and of a page, a lead paragraph, the row of buttons that ends a step or a form, a row of a
// page's list (a heading and a line beside its control), and a link followed
// inside the app. Pure.
import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../../../design-system';

/** The raised card the side navigation and each page's panel sit on (bordered in forced colours). */
export const surface = css`
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/** A paragraph that opens a step. */
export const Lead = styled.p`
  margin: 0 0 ${tokens.space.md};
`;

/** The quieter lead above a form (the password pages, linked accounts). */
export const QuietLead = styled(Lead)`
  color: ${tokens.color.text.secondary};
`;

/** The buttons that end a step or a form, at its end, wrapping when narrow. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
`;

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

const LinkText = styled.a`
  color: ${tokens.color.text.link};
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
    border-radius: ${tokens.radius.sm};
  }
`;

export interface PageLinkProps {
  id: string;
  href: string;
  onNavigate?: ((href: string) => void) | undefined;
  children: ReactNode;
}

/** A link in a page's text to another settings page, followed inside the app. */
export function PageLink({ id, href, onNavigate, children }: PageLinkProps) {
  return (
    <LinkText id={id} href={href} onClick={followInApp(onNavigate, href)}>
      {children}
    </LinkText>
  );
}
