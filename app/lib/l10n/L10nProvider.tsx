// The app's localization: negotiates the locale, loads its bundles (and
// English) lazily, provides Fluent (and react-aria's locale, for direction
// and collation) to every component, keeps <html lang dir> in step, and lets
// the language selector switch locale without a reload.
import { LocalizationProvider } from '@fluent/react';
import type { ReactLocalization } from '@fluent/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { createLocalization, directionOf } from '../../../design-system/l10n';
import type { BundleProblem, LocaleSources } from '../../../design-system/l10n';
import { loadLocaleSources } from './load';
import type { Fetcher } from './load';
import { LOCALE_STORAGE_KEY, negotiateLocale } from './negotiate';
import { localeCookie } from '../ssr/storedState';

export interface LocaleState {
  /** The locale shown, e.g. "de" or "en-GB". */
  readonly locale: string;
  /** The saved preference; empty when the browser's languages decide ('Browser default'). */
  readonly preference: string;
  /** Saves a locale and shows it; an empty string clears the preference. */
  readonly setLocale: (codeOrEmpty: string) => void;
  /** True while the bundles of a newly chosen locale are being fetched. */
  readonly loading: boolean;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** What a part of the page drawn in another locale (InLocale) needs from the provider. */
export interface LocaleLoading {
  /** Loads a locale's bundles as the provider does. */
  readonly load: (locale: string) => Promise<ReactLocalization>;
  /** Makes `locale` the document's language (<html lang dir>) while set; null gives it back to the page's. */
  readonly setDocumentLocale: (locale: string | null) => void;
}

export const LocaleLoadingContext = createContext<LocaleLoading | null>(null);

/** The current locale and the means to change it; only inside an L10nProvider. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside an L10nProvider');
  return state;
}

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface L10nProviderProps {
  readonly children: ReactNode;
  /** Where the locale folders are served. Default /settings/locales. */
  readonly base?: string;
  /** Where the preference is kept. Default window.localStorage (when usable). */
  readonly storage?: PreferenceStorage | null;
  /** The browser's languages. Default navigator.languages. */
  readonly navigatorLanguages?: readonly string[];
  /** Reads a locale file; tests pass their own. Default: fetch. */
  readonly fetcher?: Fetcher;
  /** Bundles already at hand (server rendering, tests): shown at once, no fetch for the first locale. */
  readonly initialSources?: readonly LocaleSources[];
  /** Shown until the first bundles have loaded. Default: nothing. */
  readonly fallback?: ReactNode;
  /** Syntax and formatting problems in the bundles, and failed loads. */
  readonly onProblem?: (problem: BundleProblem) => void;
}

function defaultStorage(): PreferenceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading localStorage throws when cookies and site data are blocked.
    return null;
  }
}

function readPreference(storage: PreferenceStorage | null): string {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function writePreference(storage: PreferenceStorage | null, code: string): void {
  try {
    if (code) storage?.setItem(LOCALE_STORAGE_KEY, code);
    else storage?.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Without storage the choice lasts until the page is closed.
  }
  // The server draws the first screen of the next visit in the same language.
  if (typeof document !== 'undefined') document.cookie = localeCookie(code);
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

interface Loaded {
  readonly locale: string;
  readonly localization: ReactLocalization;
}

export function L10nProvider({
  children,
  base,
  storage: storageProp,
  navigatorLanguages,
  fetcher,
  initialSources,
  fallback = null,
  onProblem,
}: L10nProviderProps) {
  const storage = useMemo(() => (storageProp === undefined ? defaultStorage() : storageProp), [storageProp]);
  const languages = useMemo(() => navigatorLanguages ?? browserLanguages(), [navigatorLanguages]);
  const [preference, setPreference] = useState(() => readPreference(storage));
  const locale = useMemo(() => negotiateLocale({ saved: preference, navigatorLanguages: languages }), [preference, languages]);

  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    initialSources?.[0]?.locale === locale
      ? { locale, localization: createLocalization(initialSources, { onProblem }) }
      : null,
  );

  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (loaded?.locale === locale) return;
    let current = true;
    loadLocaleSources(locale, { ...(base ? { base } : {}), ...(fetcher ? { fetcher } : {}) }).then(
      (sources) => {
        if (current) setLoaded({ locale, localization: createLocalization(sources, { onProblem }) });
      },
      (error: unknown) => {
        // The previous locale (if any) stays on screen; the selector is usable again.
        if (current) setFailed(locale);
        onProblem?.({ locale, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, loaded, base, fetcher, onProblem]);

  const shown = loaded?.locale;
  // A page drawn entirely in another language (a legal document's) names it here.
  const [documentLocale, setDocumentLocale] = useState<string | null>(null);
  const documentLanguage = documentLocale ?? shown;
  useEffect(() => {
    if (!documentLanguage || typeof document === 'undefined') return;
    document.documentElement.lang = documentLanguage;
    document.documentElement.dir = directionOf(documentLanguage);
  }, [documentLanguage]);

  const localeLoading = useMemo<LocaleLoading>(
    () => ({
      load: async (code) =>
        createLocalization(await loadLocaleSources(code, { ...(base ? { base } : {}), ...(fetcher ? { fetcher } : {}) }), { onProblem }),
      setDocumentLocale,
    }),
    [base, fetcher, onProblem],
  );

  const setLocale = useCallback(
    (codeOrEmpty: string) => {
      const code = codeOrEmpty.trim();
      writePreference(storage, code);
      setPreference(code);
    },
    [storage],
  );

  const state = useMemo<LocaleState>(
    () => ({ locale: shown ?? locale, preference, setLocale, loading: shown !== locale && failed !== locale }),
    [shown, locale, failed, preference, setLocale],
  );

  return (
    <LocaleContext.Provider value={state}>
      <LocaleLoadingContext.Provider value={localeLoading}>
        {loaded ? (
          <LocalizationProvider l10n={loaded.localization}>
            <I18nProvider locale={loaded.locale}>{children}</I18nProvider>
          </LocalizationProvider>
        ) : (
          fallback
        )}
      </LocaleLoadingContext.Provider>
    </LocaleContext.Provider>
  );
}
