import { describe, expect, it } from 'vitest';
import { LanguageSelector } from '../../design-system/components/LanguageSelector';
import { STORY_LANGUAGES } from '../../design-system/components/LanguageSelector/storyLanguages';
import { attributesOf, renderHtml } from './render';

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');
/** The choices as react-aria lists them in its hidden <select>, after its own empty option. */
const options = (html: string) =>
  [...html.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
    .map(([, value, text]) => [value, strip(text ?? '')])
    .filter(([value]) => value !== '');
const button = (html: string) => attributesOf(html, /<button[^>]*>/);
const textOf = (html: string, id: string) => strip(html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1] ?? '');

describe('LanguageSelector (SPEC §2.7)', () => {
  const html = renderHtml(<LanguageSelector value="" languages={STORY_LANGUAGES} onChange={() => {}} />);

  it("is labelled 'Select language', after the value it shows", () => {
    const [valueId = '', labelId = ''] = (button(html)['aria-labelledby'] ?? '').split(' ');
    expect(textOf(html, labelId)).toBe('Select language');
    expect(textOf(html, valueId)).toBe('Browser default');
  });

  it('opens a list box', () => {
    expect(button(html)).toMatchObject({ 'aria-haspopup': 'listbox', 'aria-expanded': 'false' });
  });

  it("offers 'Browser default' first", () => {
    expect(options(html)[0]?.[1]).toBe('Browser default');
  });

  it('offers every language given after it, in order, by the name given', () => {
    expect(options(html).slice(1)).toEqual(STORY_LANGUAGES.map(({ code, label }) => [code, label]));
  });

  it('shows a saved language in the button, marked with its language', () => {
    const chosen = renderHtml(<LanguageSelector value="de" languages={STORY_LANGUAGES} onChange={() => {}} />);
    const [valueId = ''] = (button(chosen)['aria-labelledby'] ?? '').split(' ');
    expect(textOf(chosen, valueId)).toBe('Deutsch (German)');
    expect(attributesOf(chosen, new RegExp(`<span[^>]*id="${valueId}"[^>]*>`)).lang).toBe('de');
  });

  it('is disabled, with a spinner named Loading…, while loading', () => {
    const loading = renderHtml(<LanguageSelector value="de" isLoading languages={STORY_LANGUAGES} onChange={() => {}} />);
    expect(button(loading)['aria-disabled']).toBe('true');
    const spinner = attributesOf(loading, /<div[^>]*role="progressbar"[^>]*>/);
    expect(spinner['aria-label']).toBe('Loading…');
    expect(button(loading)['aria-labelledby']?.split(' ')).toContain(spinner.id);
    expect(button(html)['aria-disabled']).toBeUndefined();
  });
});
