export { CookiesDisabledContainer, cookiesSupportUrl } from './container';
export type { CookiesDisabledContainerProps } from './container';
export { CookiesDisabledPage } from './CookiesDisabledPage';
export type { CookiesDisabledPageProps } from './CookiesDisabledPage';
export {
  COOKIES_DISABLED_VIEW,
  COOKIES_STILL_DISABLED,
  browserStorageUsable,
  cookiesRetryOutcome,
} from './retry';
export type { BrowserStorageEnvironment, CookiesMessage, CookiesMetricsEvent, CookiesRetryOutcome } from './retry';
