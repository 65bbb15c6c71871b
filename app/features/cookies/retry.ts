// What 'Try again' on the cookies-disabled screen does (SPEC §2.4): check the
// browser's storage and cookies again, then go back, or say they are still off.
import { checkStorage, cookiesRetryHistorySteps } from '../../lib/storage';
import type { StorageArea } from '../../lib/storage';

/** The screen's view name: the category of its metrics events. */
export const COOKIES_DISABLED_VIEW = 'cookies-disabled';

/** The metrics events of the screen, as '{view}.{event}'. */
export type CookiesMetricsEvent = `${typeof COOKIES_DISABLED_VIEW}.${'try-again-submit' | 'try-again-success' | 'try-again-fail'}`;

/** A Fluent id to show. */
export interface CookiesMessage {
  id: string;
}

/** The catalogue's client-side error 1003, COOKIES_STILL_DISABLED. */
export const COOKIES_STILL_DISABLED: CookiesMessage = { id: 'auth-error-1003' };

/** What the browser offers, read when 'Try again' is pressed. */
export interface BrowserStorageEnvironment {
  /** navigator.cookieEnabled */
  cookieEnabled: boolean;
  getLocalStorage: () => StorageArea;
  getSessionStorage: () => StorageArea;
  /** The page's query: disable_local_storage=1 keeps storage off, contentRedirect means two steps back. */
  search: string;
}

export type CookiesRetryOutcome =
  | { kind: 'go-back'; steps: -1 | -2; event: CookiesMetricsEvent }
  | { kind: 'still-disabled'; error: CookiesMessage; event: CookiesMetricsEvent };

/** Whether cookies are on and local and session storage keep a value. */
export function browserStorageUsable(environment: BrowserStorageEnvironment): boolean {
  if (!environment.cookieEnabled) return false;
  return checkStorage({
    getLocalStorage: environment.getLocalStorage,
    getSessionStorage: environment.getSessionStorage,
    search: environment.search,
  }).ok;
}

/** Usable → back one step (two with contentRedirect); otherwise the 'still disabled' error. */
export function cookiesRetryOutcome(environment: BrowserStorageEnvironment): CookiesRetryOutcome {
  if (browserStorageUsable(environment)) {
    return { kind: 'go-back', steps: cookiesRetryHistorySteps(environment.search), event: `${COOKIES_DISABLED_VIEW}.try-again-success` };
  }
  return { kind: 'still-disabled', error: COOKIES_STILL_DISABLED, event: `${COOKIES_DISABLED_VIEW}.try-again-fail` };
}
