import { describe, expect, it } from 'vitest';
import { ExternalLink } from '../../design-system/components/ExternalLink';
import { attributesOf, renderHtml } from './render';

describe('ExternalLink', () => {
  const html = renderHtml(<ExternalLink href="https://example.com/terms">Terms</ExternalLink>);

  it('opens a new tab without giving it access to this page', () => {
    const anchor = attributesOf(html, /<a[^>]*>/);
    expect(anchor.target).toBe('_blank');
    expect(anchor.rel).toBe('noopener noreferrer');
    expect(anchor.href).toBe('https://example.com/terms');
  });

  it('tells screen-reader users that it opens a new window, in visually hidden text', () => {
    expect(html).toMatch(/Terms.*\(Opens in new window\)/s);
    expect(html).toMatch(/clip[^"]*Opens in new window|Opens in new window/);
  });

  it('draws only phrasing content, so that a paragraph of server-drawn HTML keeps it whole', () => {
    // A block (the hidden words in a div) inside a <p> closes the paragraph when the browser parses
    // the server's HTML, and the page no longer matches what React draws over it.
    expect(html).not.toMatch(/<(div|p|section|ul|ol|li|h[1-6]|table|form)\b/);
  });
});
