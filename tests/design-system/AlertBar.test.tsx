import { describe, expect, it } from 'vitest';
import { AlertBar } from '../../design-system/components/AlertBar';
import { attributesOf, renderHtml } from './render';

describe('AlertBar', () => {
  it.each([
    ['success', 'status', 'polite'],
    ['error', 'alert', 'assertive'],
  ] as const)('a %s bar has role %s and is %s', (type, role, live) => {
    const bar = attributesOf(renderHtml(<AlertBar type={type}>Saved</AlertBar>), /<div[^>]*role="[^"]+"[^>]*>/);
    expect(bar.role).toBe(role);
    expect(bar['aria-live']).toBe(live);
  });

  it('renders nothing when not visible', () => {
    expect(renderHtml(<AlertBar type="success" visible={false}>Saved</AlertBar>)).not.toContain('Saved');
  });

  it('labels its close button "Close message"', () => {
    const html = renderHtml(<AlertBar type="error" onDismiss={() => {}}>Oops</AlertBar>);
    expect(attributesOf(html, /<button[^>]*>/)['aria-label']).toBe('Close message');
  });
});
