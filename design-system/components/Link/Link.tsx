import { useLocalization } from '@fluent/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../tokens';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes, inside the product or out of it (ExternalLink opens a new tab). */
  href: string;
  /**
   * 'inline' sits in running text; 'standalone' stands on its own line or in a row, at least 24px
   * high so that it is a target of its own (WCAG 2.5.8). @default 'inline'
   */
  variant?: 'inline' | 'standalone';
  /** A link back: a leading arrow that points back in the page's direction, and the 'Back' text unless children are given. @default false */
  back?: boolean;
  children?: ReactNode;
}

const Anchor = styled.a<{ $standalone: boolean }>`
  color: ${tokens.color.text.link};
  text-decoration: underline;
  &:hover {
    color: ${tokens.color.text.linkHover};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
    border-radius: ${tokens.radius.sm};
  }
  ${({ $standalone }) =>
    $standalone &&
    css`
      display: inline-flex;
      align-items: center;
      gap: ${tokens.space.xs};
      min-block-size: 24px;
    `}
  svg {
    flex: none;
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
  @media (forced-colors: active) {
    color: LinkText;
  }
`;

/**
 * A link of the product: in running text, or on its own as a target at least
 * 24px high; a back link draws its arrow in the page's direction. A page that
 * follows links without a page load passes its own onClick.
 */
export function Link({ href, variant = 'inline', back = false, children, ...rest }: LinkProps) {
  const { l10n } = useLocalization();
  return (
    <Anchor {...rest} href={href} $standalone={variant === 'standalone' || back}>
      {back && (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {children ?? (back ? l10n.getString('link-back') : null)}
    </Anchor>
  );
}
