import { describe, expect, it } from 'vitest';
import {
  CONFETTI_FIRST_DELAY_MS,
  CONFETTI_LAST_DELAY_MS,
  Confetti,
  ILLUSTRATIONS,
  confettiLayout,
} from '../../design-system/illustrations';
import { ReducedMotionProvider } from '../../design-system/tokens';
import { attributesOf, renderHtml } from './render';

describe('illustrations are described images', () => {
  it.each(Object.entries(ILLUSTRATIONS))('%s has role img and a localized title', (_name, Illustration) => {
    const html = renderHtml(<Illustration />);
    const svg = attributesOf(html, /<svg[^>]*>/);
    expect(svg.role).toBe('img');
    const title = html.match(new RegExp(`<title id="${svg['aria-labelledby']}">([^<]+)</title>`));
    expect(title?.[1]).toMatch(/^[A-Z]/);
    expect(Number(svg['data-duration'])).toBeGreaterThanOrEqual(1500);
    expect(Number(svg['data-duration'])).toBeLessThanOrEqual(5000);
  });

  it('hides a decorative illustration and drops its title', () => {
    const html = renderHtml(<ILLUSTRATIONS.BellIllustration decorative />);
    expect(attributesOf(html, /<svg[^>]*>/)['aria-hidden']).toBe('true');
    expect(html).not.toContain('<title');
  });

  it('describes each illustration differently', () => {
    const titles = Object.values(ILLUSTRATIONS).map((Illustration) => renderHtml(<Illustration />).match(/<title[^>]*>([^<]+)/)?.[1]);
    expect(new Set(titles).size).toBe(Object.keys(ILLUSTRATIONS).length);
  });
});

describe('Confetti', () => {
  it('staggers pieces from 100 ms to 1500 ms', () => {
    const delays = confettiLayout(60).map((piece) => piece.delay);
    expect(Math.min(...delays)).toBe(CONFETTI_FIRST_DELAY_MS);
    expect(Math.max(...delays)).toBe(CONFETTI_LAST_DELAY_MS);
    expect(CONFETTI_FIRST_DELAY_MS).toBe(100);
    expect(CONFETTI_LAST_DELAY_MS).toBe(1500);
  });

  it('spreads pieces across the width', () => {
    const starts = confettiLayout(20).map((piece) => piece.inlineStart);
    expect(new Set(starts).size).toBe(20);
    expect(Math.min(...starts)).toBeLessThan(10);
    expect(Math.max(...starts)).toBeGreaterThan(90);
  });

  it('renders decorative pieces when motion is allowed', () => {
    const html = renderHtml(
      <ReducedMotionProvider reduce={false}>
        <Confetti pieces={5} />
      </ReducedMotionProvider>,
    );
    expect(attributesOf(html, /<div[^>]*data-confetti[^>]*>/)['aria-hidden']).toBe('true');
    expect(html.match(/animation-delay/g)).toHaveLength(5);
  });

  it('renders nothing when motion is reduced', () => {
    const html = renderHtml(
      <ReducedMotionProvider reduce>
        <Confetti />
      </ReducedMotionProvider>,
    );
    expect(html).not.toContain('data-confetti');
  });
});
