// What the browser keeps that the server cannot see when it draws a first
// screen: local and session storage, and the router's state in the history
// entry. The server draws as for a browser that keeps nothing, except for the
// language preference, which the app also writes into a cookie. It records
// every key the drawing read and the value it assumed; a small script in the
// page's head (hashed in the content security policy) compares them with the
// browser's before the first paint and, when any differs, keeps the drawn
// page hidden, so the app draws it in the browser instead of hydrating it.
import type { StorageArea } from '../storage';
import { LOCALE_STORAGE_KEY } from '../l10n/negotiate';

/** The cookie that repeats the saved language preference for the server. */
export const LOCALE_COOKIE = 'orbit-locale';

/** How long the language cookie lasts, like the preference it repeats: a year, renewed at each visit. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The attribute of <html> that lists what the server's drawing read (JSON of StoredStateReads). */
export const SERVER_READS_ATTRIBUTE = 'data-server-reads';
/** The attribute the head script sets on <html> when the drawn page does not fit this browser. */
export const CLIENT_RENDER_ATTRIBUTE = 'data-client-render';
/** The attribute of the root element whose content the server drew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The attribute of the root element naming the error screen the server drew (an app error variant). */
export const ROUTE_ERROR_ATTRIBUTE = 'data-route-error';

export interface StoredStateReads {
  /** Local-storage keys read while drawing, with the value assumed (null: absent). */
  readonly local: Record<string, string | null>;
  /** The same for session storage. */
  readonly session: Record<string, string | null>;
}

/** A storage area for the server's drawing: given values only, and a record of each key read. */
export class RecordingStorage implements StorageArea {
  readonly reads: Record<string, string | null> = {};
  readonly #values: Map<string, string>;

  constructor(values: Record<string, string> = {}) {
    this.#values = new Map(Object.entries(values));
  }

  getItem(key: string): string | null {
    const value = this.#values.get(key) ?? null;
    this.reads[key] = value;
    return value;
  }

  setItem(key: string, value: string): void {
    this.#values.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#values.delete(key);
  }
}

/** The cookie header's language preference, or '' when it has none. */
export function localeFromCookie(header: string | null | undefined): string {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('=')).trim();
      // A locale code only: anything else is no preference.
      return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(value) ? value : '';
    } catch {
      return '';
    }
  }
  return '';
}

/** The Set-Cookie text (for document.cookie) that repeats `code`, or forgets it when empty. */
export function localeCookie(code: string): string {
  return code
    ? `${LOCALE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
    : `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The head script. It runs before the body is parsed: it renews the language
 * cookie from local storage, and marks <html> for drawing in the browser when
 * a value the server assumed differs from the browser's, when the history
 * entry carries router state (a reload after moving inside the app), or when
 * storage cannot be read at all.
 */
export const STORED_STATE_SCRIPT = `(function () {
  var root = document.documentElement;
  var differs = false;
  try {
    var reads = JSON.parse(root.getAttribute(${JSON.stringify(SERVER_READS_ATTRIBUTE)}) || '{}');
    var compare = function (area, assumed) {
      for (var key in assumed) if (area.getItem(key) !== assumed[key]) differs = true;
    };
    compare(localStorage, reads.local || {});
    compare(sessionStorage, reads.session || {});
    var state = history.state;
    if (state && state.usr != null) differs = true;
    var saved = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
    document.cookie = saved
      ? ${JSON.stringify(`${LOCALE_COOKIE}=`)} + encodeURIComponent(saved) + ${JSON.stringify(`; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`)}
      : ${JSON.stringify(`${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`)};
  } catch (error) {
    differs = true;
  }
  if (differs) root.setAttribute(${JSON.stringify(CLIENT_RENDER_ATTRIBUTE)}, '');
})();`;

/** The style that keeps a drawn page the browser will draw again out of sight (added with the page's style nonce). */
export const CLIENT_RENDER_STYLE = `[${CLIENT_RENDER_ATTRIBUTE}] #root { visibility: hidden; }`;

/** Whether the page holds a drawing from the server that fits this browser (the head script found nothing different). */
export function hydratable(doc: Document, container: HTMLElement): boolean {
  return container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && !doc.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE);
}

/** Drops the server's drawing before the app draws the page itself. */
export function discardServerRendering(doc: Document, container: HTMLElement): void {
  container.replaceChildren();
  container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  container.removeAttribute(ROUTE_ERROR_ATTRIBUTE);
  doc.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
}
