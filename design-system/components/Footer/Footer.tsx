import { useLocalization } from '@fluent/react';
import { Children } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

export interface FooterProps {
  /** The links every page ends with (the legal documents), in order: Link elements. */
  links?: ReactNode;
  /** The language menu, at the end of the footer. */
  language?: ReactNode;
}

const Root = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  padding-block: ${tokens.space.md};
  padding-inline: ${tokens.space.lg};
  nav {
    margin-inline-end: auto;
    font-size: ${tokens.font.size.sm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * The end of every page: its links (the legal documents) at the start, named
 * as a navigation region, and the language menu at the end; each slot is left
 * out when empty, and the two wrap under each other when narrow.
 */
export function Footer({ links, language }: FooterProps) {
  const { l10n } = useLocalization();
  const items = Children.toArray(links);
  return (
    <Root>
      {items.length > 0 && (
        <nav aria-label={l10n.getString('footer-links-label')}>
          <ul>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </nav>
      )}
      {language}
    </Root>
  );
}
