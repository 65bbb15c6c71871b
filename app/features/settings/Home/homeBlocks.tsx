// The blocks the settings home is drawn with (beside the design system's
// heading, account summary, summary list and links): a section's panel and a
// row's link.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, tokens } from '../../../../design-system';
import { followInApp } from '../kit';

export const Panel = styled.section`
  margin-block-end: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background.surface};
  box-shadow: 0 2px 12px rgba(21, 20, 26, 0.12);
  scroll-margin-block-start: ${tokens.space.md};
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** An in-app link: a plain click stays in the app, a modified one is the browser's. */
export function AppLink({
  id,
  href,
  onNavigate,
  labelledBy,
  children,
}: {
  id?: string;
  href: string;
  onNavigate?: (href: string) => void;
  /** Ids of what names the link, when its text alone ('Add') does not say what it adds. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Link id={id} variant="standalone" href={href} onClick={followInApp(onNavigate, href)} aria-labelledby={labelledBy}>
      {children}
    </Link>
  );
}
