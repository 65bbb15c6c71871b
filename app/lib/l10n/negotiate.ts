// Which locale the interface is shown in: the saved preference, then the
// browser's languages, then English (SPEC §3.14).
import { negotiateLanguages } from '@fluent/langneg';
import { DEFAULT_LOCALE, LOCALE_ALIASES, PSEUDO_LOCALES, SUPPORTED_LOCALES } from '../../../design-system/l10n';
import { PRODUCT_PREFIX } from '../config';

/** Local-storage key of the saved language preference (SPEC §3.14). */
export const LOCALE_STORAGE_KEY = `${PRODUCT_PREFIX}-settings-locale`;

export interface NegotiateLocaleInput {
  /** The saved preference, if any; a pseudo-locale is honoured only here. */
  readonly saved?: string | null;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  readonly navigatorLanguages?: readonly string[];
}

const aliases = new Map(Object.entries(LOCALE_ALIASES).map(([from, to]) => [from.toLowerCase(), to]));

/** A requested locale with the regional aliases applied (en-NZ is served as en-GB). */
export function applyLocaleAlias(locale: string): string {
  return aliases.get(locale.toLowerCase()) ?? locale;
}

export function isPseudoLocale(locale: string): boolean {
  return (PSEUDO_LOCALES as readonly string[]).includes(locale);
}

/** The single locale to show, always one of SUPPORTED_LOCALES or a saved pseudo-locale. */
export function negotiateLocale({ saved, navigatorLanguages = [] }: NegotiateLocaleInput): string {
  const preference = saved?.trim() ?? '';
  const requested = [...(preference ? [preference] : []), ...navigatorLanguages].map(applyLocaleAlias);
  const available: string[] = [...SUPPORTED_LOCALES];
  if (isPseudoLocale(preference)) available.push(preference);
  const [chosen] = negotiateLanguages(requested, available, { strategy: 'lookup', defaultLocale: DEFAULT_LOCALE });
  return chosen ?? DEFAULT_LOCALE;
}

/**
 * The locales whose strings are shown, most preferred first: the chosen
 * locale, its language when that is offered on its own (es-MX falls back to
 * es before English), then English.
 */
export function fallbackChain(locale: string): string[] {
  const chain = [locale];
  const language = locale.split('-')[0] ?? locale;
  if (!isPseudoLocale(locale) && language !== locale && (SUPPORTED_LOCALES as readonly string[]).includes(language)) {
    chain.push(language);
  }
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}
