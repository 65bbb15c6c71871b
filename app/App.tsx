// The application root: the theme (token custom properties and base styles),
// localization, the shared services, the footer every page shares and the router.
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import type { LocaleSources } from '../design-system/l10n';
import { LayoutFooterProvider, ThemeProvider } from '../design-system';
import { L10nProvider } from './lib/l10n';
import { AppFooter } from './lib/page';
import { AppServicesProvider } from './lib/app';
import type { AppServices } from './lib/app';
import type { StorageArea } from './lib/storage';

export interface AppProps {
  /** What draws the routes: the app's routes inside the browser's router, or the server's static one. */
  routerView: ReactNode;
  /** Absent when the configuration could not be read: only pages that need no server work. */
  services: AppServices | null;
  /** Where the locale preference is kept; null when storage is unavailable. */
  storage: StorageArea | null;
  /** The browser's languages, most preferred first; default navigator.languages (the server passes Accept-Language's). */
  languages?: readonly string[];
  /** The negotiated locale's bundles, already at hand: the first screen is drawn without waiting for them. */
  initialSources?: readonly LocaleSources[];
  /** Called in the commit of the first drawing (the one that hydrates a server's drawing), before anything draws again. */
  onFirstCommit?: () => void;
}

export function App({ routerView, services, storage, languages, initialSources, onFirstCommit }: AppProps) {
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  // Every page's footer: the legal links, and the language toggle when the feature flag is on (SPEC §2.1),
  // loaded beside the page, not before it (lib/l10n/lazyLocaleToggle.tsx).
  const footer = <AppFooter languageMenu={Boolean(services?.config.featureFlags.showLocaleToggle)} />;
  return (
    <ThemeProvider>
      <L10nProvider
        storage={storage}
        {...(languages ? { navigatorLanguages: languages } : {})}
        {...(initialSources ? { initialSources } : {})}
      >
        <LayoutFooterProvider footer={footer}>
          {services ? <AppServicesProvider services={services}>{routerView}</AppServicesProvider> : routerView}
        </LayoutFooterProvider>
      </L10nProvider>
    </ThemeProvider>
  );
}
