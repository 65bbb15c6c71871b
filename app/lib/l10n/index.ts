export { L10nProvider, useLocale } from './L10nProvider';
export { LocaleToggle } from './LocaleToggle';
export { InLocale } from './InLocale';
export type { InLocaleProps } from './InLocale';
export { languageChoices, languageName } from './languageNames';
export type { LanguageName } from './languageNames';
export { LazyLocaleToggle, loadLocaleToggle } from './lazyLocaleToggle';
export type { L10nProviderProps, LocaleState } from './L10nProvider';
export { BUNDLE_NAMES, DEFAULT_LOCALES_BASE, LocaleLoadError, clearLocaleCache, loadLocaleSources } from './load';
export type { Fetcher, LoadOptions } from './load';
export {
  LOCALE_STORAGE_KEY,
  applyLocaleAlias,
  fallbackChain,
  isPseudoLocale,
  negotiateLocale,
} from './negotiate';
export type { NegotiateLocaleInput } from './negotiate';
