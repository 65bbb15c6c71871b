export {
  DEFAULT_LOCALE,
  LOCALE_ALIASES,
  PSEUDO_LOCALES,
  SUPPORTED_LOCALES,
  directionOf,
  isRtl,
} from './locales';
export type { PseudoLocale, SupportedLocale } from './locales';
export { createBundle, createLocalization } from './bundles';
export type { BundleOptions, BundleProblem, LocaleSources } from './bundles';
export { accent, bidi, pseudoTransform } from './pseudo';
export { pseudoLocalizeSource } from './pseudoSource';
export {
  DATE_PRESETS,
  DATETIME,
  FluentRelativeTime,
  L10N_FUNCTIONS,
  RELATIVE_TIME,
  relativeTimeParts,
} from './functions';
export type { DatePreset, RelativeTimeUnit } from './functions';
