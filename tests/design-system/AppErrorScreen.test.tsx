import { describe, expect, it } from 'vitest';
import { AppErrorScreen } from '../../design-system/components/AppErrorScreen';
import { renderHtml } from './render';

describe('AppErrorScreen shows the texts of each variant', () => {
  it.each([
    ['general', 'General application error', 'Something went wrong. Please try again later.'],
    ['query-parameter-violation', 'Bad Request: Invalid Query Parameters', undefined],
    ['invalid-session', 'Invalid Session', 'Please sign out and sign in again.'],
  ] as const)('%s', (variant, heading, message) => {
    const html = renderHtml(<AppErrorScreen variant={variant} />);
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(heading);
    expect(html.match(/<p[^>]*>([^<]*)<\/p>/)?.[1]).toBe(message);
  });
});
