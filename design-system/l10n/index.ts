export {
  DEFAULT_LOCALE,
  LOCALE_ALIASES,
  PSEUDO_LOCALES,
  SUPPORTED_LOCALES,
  directionOf,
  isRtl,
  localeName,
} from './locales';
export type { LocaleName, PseudoLocale, SupportedLocale } from './locales';
export { createBundle, createLocalization } from './bundles';
export type { BundleProblem, LocaleSources } from './bundles';
export { accent, bidi, pseudoTransform } from './pseudo';
