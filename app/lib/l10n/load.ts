// Fetching the Fluent bundles of one locale from where the build serves them
// (SPEC §7.3): {base}/{locale}/{bundle}.ftl, base /settings/locales.
import type { LocaleSources } from '../../../design-system/l10n';
import { fallbackChain } from './negotiate';

/** Where locale files are served from. */
export const DEFAULT_LOCALES_BASE = '/settings/locales';

/** The bundles of a locale, in the order they are added: brand terms first. */
export const BUNDLE_NAMES = ['brand', 'errors', 'design-system', 'app', 'server'] as const;

export type Fetcher = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

/**
 * The page's list of the locales that lack some bundles, written into
 * index.html by the build (app/vite/l10nPlugin.ts) as
 * `locale=bundle,bundle;locale=…`; a locale it does not name has them all.
 * Files that do not exist are then never asked for: their 404 answers would
 * be one more round trip before the first screen.
 */
export const LOCALE_BUNDLES_META = 'orbit-locale-bundles';

/** The bundles of each partly translated locale, from the meta element's content. */
export function parseLocaleBundles(content: string): Map<string, string[]> {
  const bundles = new Map<string, string[]>();
  for (const entry of content.split(';')) {
    const [locale, list = ''] = entry.split('=');
    if (locale) bundles.set(locale, list ? list.split(',') : []);
  }
  return bundles;
}

/** The bundles the page says `locale` has, or undefined when it does not say (all are asked for). */
function pageBundles(locale: string): readonly string[] | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector(`meta[name="${LOCALE_BUNDLES_META}"]`)?.getAttribute('content');
  return content === null || content === undefined ? undefined : parseLocaleBundles(content).get(locale);
}

export interface LoadOptions {
  /** Base path or URL of the locale folders. Default /settings/locales. */
  readonly base?: string;
  /** Fetch used to read the files; tests pass their own. Default: the browser's fetch. */
  readonly fetcher?: Fetcher;
  /** The bundles a locale has, undefined for all of them. Default: what the page's LOCALE_BUNDLES_META says. */
  readonly bundlesOf?: (locale: string) => readonly string[] | undefined;
}

export class LocaleLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Could not load ${url} (${status})`);
    this.name = 'LocaleLoadError';
  }
}

// Locale files are static assets beside the app, not calls to the account
// API, so they are read with the platform's fetch rather than through app/api.
// eslint-disable-next-line no-restricted-globals
const browserFetch: Fetcher = (url) => fetch(url);

const cache = new Map<string, Promise<string>>();

function fetchBundle(url: string, fetcher: Fetcher): Promise<string> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetcher(url).then((response) => {
      // A locale that does not translate a bundle yet has no file for it.
      if (response.status === 404) return '';
      if (!response.ok) throw new LocaleLoadError(url, response.status);
      return response.text();
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/**
 * Loads, in parallel and once per file, the bundles of the chosen locale and
 * of its fallbacks (its language, then English), nothing else.
 */
export async function loadLocaleSources(locale: string, options: LoadOptions = {}): Promise<LocaleSources[]> {
  const base = (options.base ?? DEFAULT_LOCALES_BASE).replace(/\/+$/, '');
  const fetcher = options.fetcher ?? browserFetch;
  const bundlesOf = options.bundlesOf ?? pageBundles;
  return Promise.all(
    fallbackChain(locale).map(async (code) => {
      const present = bundlesOf(code);
      const texts = await Promise.all(
        BUNDLE_NAMES.filter((bundle) => !present || present.includes(bundle)).map((bundle) => fetchBundle(`${base}/${encodeURIComponent(code)}/${bundle}.ftl`, fetcher)),
      );
      return { locale: code, sources: texts.filter((text) => text.length > 0) };
    }),
  );
}

/** Forgets every loaded file, so the next load fetches again. */
export function clearLocaleCache(): void {
  cache.clear();
}
