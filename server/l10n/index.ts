export {
  DEFAULT_LOCALE,
  SERVER_LOCALE_ALIASES,
  createServerL10n,
  formatRetryAfter,
  rankAcceptLanguage,
  retryAfterParts,
} from './serverL10n';
export type { ServerL10n, ServerL10nOptions } from './serverL10n';
