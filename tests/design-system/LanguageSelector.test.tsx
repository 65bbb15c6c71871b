import { describe, expect, it } from 'vitest';
import { LanguageSelector } from '../../design-system/components/LanguageSelector';
import { SUPPORTED_LOCALES } from '../../design-system/l10n';
import { attributesOf, renderHtml } from './render';

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const options = (html: string) =>
  [...html.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, text]) => [value, strip(text ?? '')]);

describe('LanguageSelector', () => {
  const html = renderHtml(<LanguageSelector value="" onChange={() => {}} />);

  it("is labelled 'Select language'", () => {
    const select = attributesOf(html, /<select[^>]*>/);
    const label = html.match(new RegExp(`<label[^>]*for="${select.id}"[^>]*>([^<]*)</label>`));
    expect(label?.[1]).toBe('Select language');
  });

  it("offers 'Browser default' first, with an empty value", () => {
    expect(options(html)[0]).toEqual(['', 'Browser default']);
  });

  it('offers every supported locale after it, in order', () => {
    expect(options(html).slice(1).map(([value]) => value)).toEqual([...SUPPORTED_LOCALES]);
  });

  it.each([
    ['de', 'Deutsch (German)'],
    ['fr', 'français (French)'],
    ['en', 'English'],
  ])('names %s as "%s"', (code, text) => {
    const found = options(html).find(([value]) => value === code);
    expect(found?.[1]?.toLowerCase()).toBe(text.toLowerCase());
  });

  it('is disabled while loading', () => {
    const loading = renderHtml(<LanguageSelector value="de" isLoading onChange={() => {}} />);
    expect(attributesOf(loading, /<select[^>]*>/).disabled).toBeDefined();
  });
});
