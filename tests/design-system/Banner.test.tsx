import { describe, expect, it } from 'vitest';
import { Banner } from '../../design-system/components/Banner';
import type { BannerLinkComponentProps } from '../../design-system/components/Banner';
import { attributesOf, renderHtml } from './render';

describe('Banner announcements: errors assertive, others polite', () => {
  it.each([
    ['error', 'alert', 'assertive'],
    ['info', 'status', 'polite'],
    ['success', 'status', 'polite'],
    ['warning', 'status', 'polite'],
  ] as const)('%s banner has role %s and is %s', (type, role, live) => {
    const box = attributesOf(renderHtml(<Banner type={type} description="x" />), /<div[^>]*role="[^"]+"[^>]*>/);
    expect(box.role).toBe(role);
    expect(box['aria-live']).toBe(live);
  });
});

describe('Banner content', () => {
  it('labels its dismiss button "Close banner"', () => {
    const html = renderHtml(<Banner type="info" description="x" onDismiss={() => {}} />);
    expect(attributesOf(html, /<button[^>]*>/)['aria-label']).toBe('Close banner');
  });

  it('has no dismiss button without onDismiss', () => {
    expect(renderHtml(<Banner type="info" description="x" />)).not.toContain('<button');
  });

  it('opens an external link in a new tab with the new-window notice', () => {
    const html = renderHtml(<Banner type="info" link={{ label: 'Help', href: 'https://example.com', external: true }} />);
    expect(attributesOf(html, /<a[^>]*>/).target).toBe('_blank');
    expect(html).toContain('Opens in new window');
  });

  it('renders an internal link with the given link component', () => {
    const RouterLink = ({ href, children }: BannerLinkComponentProps) => <a data-router={href}>{children}</a>;
    const html = renderHtml(<Banner type="warning" link={{ label: 'Settings', href: '/settings' }} linkComponent={RouterLink} />);
    expect(attributesOf(html, /<a[^>]*>/)['data-router']).toBe('/settings');
  });

  it('marks the fancy info banner', () => {
    expect(renderHtml(<Banner type="info" fancy heading="New" />)).toContain('data-fancy="true"');
  });
});
