// Markdown of a legal document drawn with the design system: react-markdown
// turns it into elements, raw HTML in it is dropped, rehype-sanitize keeps
// only safe elements, attributes and link protocols, and each element is
// mapped onto a styled component. Links to other sites open in a new tab and
// say so (ExternalLink); headings start one level below the page's own h1.
import type { ComponentPropsWithoutRef } from 'react';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import styled from 'styled-components';
import { ExternalLink, tokens } from '../../../../design-system';

const Body = styled.div`
  color: ${tokens.color.text.primary};
  line-height: ${tokens.font.lineHeight};
  overflow-wrap: anywhere;
  h2,
  h3,
  h4 {
    margin-block: ${tokens.space.lg} ${tokens.space.sm};
    line-height: 1.3;
  }
  h2 {
    font-size: ${tokens.font.size.lg};
  }
  h3,
  h4 {
    font-size: ${tokens.font.size.md};
  }
  p,
  ul,
  ol {
    margin-block: 0 ${tokens.space.md};
  }
  ul,
  ol {
    padding-inline-start: ${tokens.space.lg};
  }
  a {
    color: ${tokens.color.text.link};
    text-decoration: underline;
  }
  a:hover {
    color: ${tokens.color.text.linkHover};
  }
  a:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${tokens.space.md};
    border-inline-start: 4px solid ${tokens.color.border.subtle};
  }
  code {
    font-family: ${tokens.font.mono};
  }
`;

/** Whether a link leaves this site: an http(s) address on another origin. */
export function isExternalHref(href: string | undefined, origin: string): boolean {
  if (!href) return false;
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== origin;
  } catch {
    return false;
  }
}

function Link({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (isExternalHref(href, window.location.origin)) {
    return (
      <ExternalLink href={href!} {...rest}>
        {children}
      </ExternalLink>
    );
  }
  // A link sanitising left without an address is text.
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const shifted = (Tag: 'h2' | 'h3' | 'h4') =>
  function Heading({ children, node: _node, ...rest }: ComponentPropsWithoutRef<'h2'> & { node?: unknown }) {
    return <Tag {...rest}>{children}</Tag>;
  };

const COMPONENTS: Components = {
  a: Link,
  h1: shifted('h2'),
  h2: shifted('h3'),
  h3: shifted('h4'),
  h4: shifted('h4'),
  h5: shifted('h4'),
  h6: shifted('h4'),
};

/** Elements a legal document may not show: pictures, frames and forms never reach the page. */
const DISALLOWED = ['img', 'iframe', 'form', 'input', 'button', 'script', 'style'];

export interface LegalMarkdownProps {
  /** The document as markdown. */
  markdown: string;
}

export function LegalMarkdown({ markdown }: LegalMarkdownProps) {
  return (
    <Body>
      <Markdown skipHtml rehypePlugins={[rehypeSanitize]} components={COMPONENTS} disallowedElements={DISALLOWED}>
        {markdown}
      </Markdown>
    </Body>
  );
}
