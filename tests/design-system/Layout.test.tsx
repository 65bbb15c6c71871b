import { describe, expect, it } from 'vitest';
import { CardHeader, Layout, LayoutFooterProvider } from '../../design-system/components/Layout';
import { attributesOf, renderHtml } from './render';

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('Layout', () => {
  it('links the logo to the given about page', () => {
    const html = renderHtml(<Layout logoHref="/about">x</Layout>);
    expect(attributesOf(html, /<header[^>]*>\s*<a[^>]*>/).href).toBe('/about');
  });

  it('shows the CMS logo instead of the product logo, with its alternative text', () => {
    const html = renderHtml(<Layout cmsLogo={{ src: '/logo.svg', alt: 'Partner' }}>x</Layout>);
    expect(attributesOf(html, /<img[^>]*>/)).toMatchObject({ src: '/logo.svg', alt: 'Partner' });
    expect(html).not.toContain('role="img"');
  });

  it('names the product logo with the brand', () => {
    const label = attributesOf(renderHtml(<Layout>x</Layout>), /<svg[^>]*role="img"[^>]*>/)['aria-label'] ?? '';
    expect(strip(label)).toMatch(/^\S+ accounts$/);
    expect(label).not.toContain('{');
  });

  it('renders the split image beside the content', () => {
    const html = renderHtml(<Layout variant="split" splitImage={{ src: '/a.png', alt: 'People' }}>x</Layout>);
    expect(attributesOf(html, /<img[^>]*>/).alt).toBe('People');
  });

  // The slot brings its own landmark (the app's footer is a <footer>); Layout adds none around it.
  const footers = (html: string) => html.match(/<footer/g)?.length ?? 0;

  it('renders the footer slot only when given, after the main content, adding no landmark of its own', () => {
    expect(renderHtml(<Layout>x</Layout>)).toMatch(/<\/main><\/div>$/);
    const html = renderHtml(<Layout footer={<footer>toggle</footer>}>x</Layout>);
    expect(html).toMatch(/<\/main>.*<footer>toggle<\/footer>/s);
    expect(footers(html)).toBe(1);
  });

  it('renders the footer of the nearest LayoutFooterProvider, unless given its own or false', () => {
    const shared = (layout: React.ReactElement) =>
      renderHtml(<LayoutFooterProvider footer={<footer>shared</footer>}>{layout}</LayoutFooterProvider>);
    expect(shared(<Layout>x</Layout>)).toMatch(/<\/main>.*<footer>shared<\/footer>/s);
    expect(shared(<Layout footer={<footer>own</footer>}>x</Layout>)).toMatch(/<\/main>.*<footer>own<\/footer>/s);
    expect(shared(<Layout footer={<footer>own</footer>}>x</Layout>)).not.toContain('shared');
    expect(footers(shared(<Layout footer={false}>x</Layout>))).toBe(0);
    expect(renderHtml(<LayoutFooterProvider footer={null}><Layout>x</Layout></LayoutFooterProvider>)).toMatch(/<\/main><\/div>$/);
  });
});

describe('CardHeader variants', () => {
  it.each([
    ['heading', <CardHeader variant="heading" heading="Sign in" />, 'Sign in', undefined],
    ['service-subheading', <CardHeader variant="service-subheading" heading="Sign in" serviceName="Monitor" />, 'Sign in', 'to continue to Monitor'],
    ['continue-to-service', <CardHeader variant="continue-to-service" serviceName="Monitor" />, 'Continue to Monitor', undefined],
    ['for-your-account', <CardHeader variant="for-your-account" heading="Sign in" />, 'Sign in', 'for your'],
    ['cms', <CardHeader variant="cms" logo={{ src: '/l.svg', alt: '' }} headline="Hello" description="More" />, 'Hello', undefined],
  ])('%s', (_variant, element, heading, sub) => {
    const html = strip(renderHtml(element));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    // Focusable by script, for the focus move after a route change, but never a tab stop.
    expect(attributesOf(html, /<h1[^>]*>/).tabindex).toBe('-1');
    if (sub) expect(html).toContain(sub);
  });
});
