import { describe, expect, it } from 'vitest';
import { CLDR_LANGUAGE_NAMES } from '../../../../app/lib/l10n/cldrLanguageNames';
import { languageChoices, languageName } from '../../../../app/lib/l10n/languageNames';
import { STORY_LANGUAGES } from '../../../../design-system/components/LanguageSelector/storyLanguages';
import { SUPPORTED_LOCALES } from '../../../../design-system/l10n';

/** What the platform (Node carries the whole CLDR) calls `code` in `inLocale`, when it knows that locale. */
function platform(code: string, inLocale: string): string | undefined {
  if (Intl.DisplayNames.supportedLocalesOf([inLocale]).length === 0) return undefined;
  return new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'none' }).of(code);
}

const firstUpper = (name: string, code: string) => name.charAt(0).toLocaleUpperCase(code) + name.slice(1);

describe('language names (SPEC §2.7)', () => {
  it.each(SUPPORTED_LOCALES)('names %s in itself, then in English when that differs, never by its code', (code) => {
    const name = languageName(code);
    const own = platform(code, code) ?? CLDR_LANGUAGE_NAMES[code]?.[0];
    expect(own).toBeDefined();
    expect(name.nativeName.toLocaleLowerCase(code)).toBe(own?.toLocaleLowerCase(code));
    expect(name.englishName).toBe(platform(code, 'en') ?? CLDR_LANGUAGE_NAMES[code]?.[1]);
    expect(name.label.startsWith(name.nativeName)).toBe(true);
    if (name.nativeName.toLocaleLowerCase(code) === name.englishName.toLocaleLowerCase(code)) expect(name.label).toBe(name.nativeName);
    else expect(name.label).toMatch(/^.+ \([^()]+\)$|^.+\(.+\) \([^()]+\)$/);
    for (const part of [name.nativeName, name.englishName]) expect(part.toLowerCase()).not.toBe(code.toLowerCase());
  });

  it.each([
    ['de', 'Deutsch (German)'],
    ['cy', 'Cymraeg (Welsh)'],
    ['eu', 'Euskara (Basque)'],
    ['ka', 'ქართული (Georgian)'],
    ['dsb', 'Dolnoserbšćina (Lower Sorbian)'],
    ['hsb', 'Hornjoserbšćina (Upper Sorbian)'],
    ['kab', 'Taqbaylit (Kabyle)'],
    ['fur', 'Furlan (Friulian)'],
    ['gn', 'Avañe’ẽ (Guarani)'],
    ['he', 'עברית (Hebrew)'],
    ['zh-TW', '中文（台灣） (Chinese, Taiwan)'],
    ['en', 'English'],
    ['en-GB', 'British English'],
  ])('calls %s "%s"', (code, label) => {
    expect(languageName(code).label).toBe(label);
  });

  it('gives a language the platform cannot name its name from the CLDR table (Guarani: not in Node’s ICU)', () => {
    expect(platform('gn', 'gn')).toBeUndefined();
    expect(languageName('gn').nativeName).toBe(firstUpper(CLDR_LANGUAGE_NAMES.gn![0], 'gn'));
  });

  it('has a CLDR entry for every supported locale, which agrees with the platform wherever the platform knows the locale', () => {
    expect(Object.keys(CLDR_LANGUAGE_NAMES)).toEqual([...SUPPORTED_LOCALES]);
    for (const code of SUPPORTED_LOCALES) {
      const [nativeName, englishName] = CLDR_LANGUAGE_NAMES[code]!;
      expect(nativeName).toBe(platform(code, code) ?? nativeName);
      expect(englishName).toBe(platform(code, 'en') ?? englishName);
    }
  });

  it('writes each name in its own direction', () => {
    expect(languageName('he').dir).toBe('rtl');
    expect(languageName('de').dir).toBe('ltr');
  });

  it('offers every supported locale, and a saved pseudo-locale after them', () => {
    expect(languageChoices('').map(({ code }) => code)).toEqual([...SUPPORTED_LOCALES]);
    expect(languageChoices('ar-XB').map(({ code }) => code)).toEqual([...SUPPORTED_LOCALES, 'ar-XB']);
  });

  it("the design system's stories show the languages as the app names them", () => {
    expect(STORY_LANGUAGES).toEqual(languageChoices('').map(({ code, label, dir }) => ({ code, label, dir })));
  });
});
