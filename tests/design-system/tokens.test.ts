// Every text/background pair the components use together must meet WCAG
// contrast: 4.5:1 for text, 3:1 for large text and for component borders and
// focus indicators against what surrounds them.
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { lightTheme, themeProperties, tokens } from '../../design-system/tokens';

const { text, background, border } = lightTheme.color;

const TEXT_PAIRS: Array<[string, string, string]> = [
  ['body text on the page', text.primary, background.page],
  ['body text on a card', text.primary, background.surface],
  ['secondary text on a card', text.secondary, background.surface],
  ['secondary text on the page', text.secondary, background.page],
  ['link on a card', text.link, background.surface],
  ['link on the page', text.link, background.page],
  ['hovered link on a card', text.linkHover, background.surface],
  ['error message on a card', text.danger, background.surface],
  ['primary button label', text.inverse, background.primary],
  ['hovered primary button label', text.inverse, background.primaryHover],
  ['secondary button label', text.primary, background.secondary],
  ['hovered secondary button label', text.primary, background.secondaryHover],
  ['danger button label', text.inverse, background.danger],
  ['hovered danger button label', text.inverse, background.dangerHover],
  ['error banner text', text.primary, background.error],
  ['error banner heading', text.danger, background.error],
  ['info banner text', text.primary, background.info],
  ['info banner link', text.link, background.info],
  ['success banner text', text.primary, background.success],
  ['success banner heading', text.success, background.success],
  ['warning banner text', text.primary, background.warning],
  ['warning banner heading', text.warning, background.warning],
  ['fancy banner text', text.primary, background.fancy],
  ['fancy banner heading', text.fancy, background.fancy],
  ['fancy banner link', text.link, background.fancy],
  ['information alert bar text', text.inverse, background.alertInfo],
  ['success alert bar text', text.inverse, background.alertSuccess],
  ['error alert bar text', text.inverse, background.alertError],
  ['success text on a card', text.success, background.surface],
];

const UI_PAIRS: Array<[string, string, string]> = [
  ['input border on a card', border.input, background.surface],
  ['invalid input border on a card', border.danger, background.surface],
  ['focus ring on a card', lightTheme.color.focus, background.surface],
  ['focus ring on the page', lightTheme.color.focus, background.page],
  ['error banner edge', border.danger, background.surface],
  ['success banner edge', border.success, background.surface],
  ['info banner edge', border.info, background.surface],
  ['warning banner edge', border.warning, background.surface],
  ['fancy banner edge', border.fancy, background.surface],
  ['checkbox checked fill on a card', background.primary, background.surface],
  ['spinner arc on a card', lightTheme.color.illustration.accentStrong, background.surface],
];

describe('token contrast', () => {
  it.each(TEXT_PAIRS)('%s reaches 4.5:1', (_name, foreground, back) => {
    expect(wcagContrast(foreground, back)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s reaches 3:1', (_name, foreground, back) => {
    expect(wcagContrast(foreground, back)).toBeGreaterThanOrEqual(3);
  });
});

describe('token names', () => {
  it('turns every token into a custom property reference', () => {
    expect(tokens.color.text.danger).toBe('var(--orbit-color-text-danger)');
    expect(tokens.color.background.primaryHover).toBe('var(--orbit-color-background-primary-hover)');
    expect(tokens.space.md).toBe('var(--orbit-space-md)');
  });

  it('declares a value for every custom property components refer to', () => {
    const declared = new Map(themeProperties(lightTheme));
    expect(declared.get('--orbit-color-text-danger')).toBe(lightTheme.color.text.danger);
    expect(declared.get('--orbit-color-focus')).toBe(lightTheme.color.focus);
    expect(declared.size).toBeGreaterThan(50);
  });
});
