// What the language menu calls each locale (SPEC §2.7): its name in itself,
// followed by its English name in parentheses when that differs, the same
// whatever language the page is in. The names are the CLDR's: the platform's
// (Intl.DisplayNames of the locale in itself) when the platform has that
// locale's data, and otherwise the CLDR table generated beside this file, as
// a browser carries only part of the CLDR (Chromium cannot name Welsh or
// Sorbian in themselves). Never a raw code.
import { SUPPORTED_LOCALES, directionOf } from '../../../design-system/l10n';
import { CLDR_LANGUAGE_NAMES } from './cldrLanguageNames';
import { isPseudoLocale } from './negotiate';

export interface LanguageName {
  readonly code: string;
  /** The language's name in itself, with a capital as a menu item starts, e.g. "Deutsch". */
  readonly nativeName: string;
  /** The language's name in English, e.g. "German". */
  readonly englishName: string;
  /** What the menu shows: "Deutsch (German)", or "English" when both names are one. */
  readonly label: string;
  /** The direction the label is written in: its own language's. */
  readonly dir: 'ltr' | 'rtl';
}

/** `code` named in `inLocale` by the platform, or undefined when it has no such data. */
function platformName(code: string, inLocale: string): string | undefined {
  if (Intl.DisplayNames.supportedLocalesOf([inLocale]).length === 0) return undefined;
  const name = new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'none' }).of(code);
  // Some engines answer a language they lack with its code.
  return name && name.toLowerCase() !== code.toLowerCase() ? name : undefined;
}

function baseLanguage(code: string): string {
  return code.split('-')[0] ?? code;
}

/** The table's names of `code`, or of its language without the region; the code only when the CLDR has neither. */
function tableNames(code: string): readonly [string, string] {
  return CLDR_LANGUAGE_NAMES[code] ?? CLDR_LANGUAGE_NAMES[baseLanguage(code)] ?? [code, code];
}

/**
 * A name as a menu item starts: with a capital letter, except in scripts whose
 * capitals are not used so (Georgian's Mtavruli letters are all-caps, never a
 * first letter).
 */
function asMenuItem(name: string, code: string): string {
  if (/^[\u10D0-\u10FF]/.test(name)) return name;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** "Chinese (China)" as "Chinese, China", so that the parentheses around the English name are not nested. */
function unnested(englishName: string): string {
  return englishName.replace(/^(.*) \((.*)\)$/, '$1, $2');
}

const named = new Map<string, LanguageName>();

/**
 * The menu's name of `code`. Made once per code: the menu lists every locale
 * at each render, and making an Intl.DisplayNames is far dearer than reading
 * one.
 */
export function languageName(code: string): LanguageName {
  const known = named.get(code);
  if (known) return known;
  const [tableNative, tableEnglish] = tableNames(code);
  const native = platformName(code, code) ?? tableNative;
  const englishName = platformName(code, 'en') ?? tableEnglish;
  const nativeName = asMenuItem(native, code);
  const label = nativeName.toLocaleLowerCase(code) === englishName.toLocaleLowerCase(code) ? nativeName : `${nativeName} (${unnested(englishName)})`;
  const name: LanguageName = { code, nativeName, englishName, label, dir: directionOf(code) };
  named.set(code, name);
  return name;
}

/** The menu's choices: every supported locale, and a saved pseudo-locale too so that the menu shows what is in use. */
export function languageChoices(preference: string): readonly LanguageName[] {
  const codes: readonly string[] = isPseudoLocale(preference) ? [...SUPPORTED_LOCALES, preference] : SUPPORTED_LOCALES;
  return codes.map(languageName);
}
