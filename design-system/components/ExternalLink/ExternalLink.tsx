import { useLocalization } from '@fluent/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  /** Where the link goes; it opens in a new tab. */
  href: string;
  /** The visible text of the link. */
  children: ReactNode;
}

const Anchor = styled.a`
  color: ${tokens.color.text.link};
  text-decoration: underline;
  &:hover {
    color: ${tokens.color.text.linkHover};
  }
  svg {
    margin-inline-start: ${tokens.space.xs};
    vertical-align: -0.1em;
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

/**
 * A link that opens in a new tab, without giving the new page access to this
 * one, and tells screen-reader users that it does. Everything it draws is
 * phrasing content (the hidden words are a span), so it may stand inside a
 * paragraph: a block inside a `<p>` would be moved out by the HTML parser, and
 * a server-drawn page would then no longer match what React draws over it.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { l10n } = useLocalization();
  return (
    <Anchor {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M5 1H1v10h10V7M7 1h4v4M11 1 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <VisuallyHidden elementType="span">{` (${l10n.getString('external-link-new-window')})`}</VisuallyHidden>
    </Anchor>
  );
}
