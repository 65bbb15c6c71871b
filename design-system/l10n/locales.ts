// The locales the product is offered in, their names and their direction.

/** Every supported locale, as negotiated and as the served folder name under locales/. */
export const SUPPORTED_LOCALES = [
  'be', 'cs', 'cy', 'da', 'de', 'dsb', 'el', 'en', 'en-GB', 'en-CA', 'en-US', 'es', 'es-AR', 'es-CL',
  'es-ES', 'es-MX', 'eu', 'fi', 'fr', 'fur', 'fy', 'fy-NL', 'gn', 'he', 'hr', 'hsb', 'hu', 'ia', 'is',
  'it', 'ja', 'ka', 'kab', 'kk', 'ko', 'nl', 'nb-NO', 'nn-NO', 'pa-IN', 'pl', 'pt', 'pt-BR', 'pt-PT',
  'rm', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'sv-SE', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The source language: every other locale falls back to it, message by message. */
export const DEFAULT_LOCALE = 'en' satisfies SupportedLocale;

/** Regional variants that are served by another locale's strings. */
export const LOCALE_ALIASES: Readonly<Record<string, SupportedLocale>> = {
  'en-NZ': 'en-GB',
  'en-SG': 'en-GB',
  'en-MY': 'en-GB',
};

/** Pseudo-locales generated from English, for finding hard-coded and unmirrored UI. */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/**
 * Languages written right to left. Only Hebrew is offered today; the wider list
 * means an added Arabic or Persian locale is laid out right to left as well.
 */
const RTL_LANGUAGES = new Set([
  'ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'he-IL', 'ks', 'pa-PK', 'ps', 'skr', 'syr', 'ug', 'ur', 'yi',
]);

export function isRtl(locale: string): boolean {
  if (locale === 'ar-XB') return true;
  if (RTL_LANGUAGES.has(locale)) return true;
  const language = locale.split('-')[0] ?? locale;
  return RTL_LANGUAGES.has(language);
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}
