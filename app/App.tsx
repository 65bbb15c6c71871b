// The application root: the theme (token custom properties and base styles),
// localization, the shared services, the footer every page shares and the router.
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { LayoutFooterProvider, ThemeProvider } from '../design-system';
import { L10nProvider, LazyLocaleToggle } from './lib/l10n';
import { AppServicesProvider } from './lib/app';
import type { AppServices } from './lib/app';
import type { StorageArea } from './lib/storage';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Absent when the configuration could not be read: only pages that need no server work. */
  services: AppServices | null;
  /** Where the locale preference is kept; null when storage is unavailable. */
  storage: StorageArea | null;
}

export function App({ router, services, storage }: AppProps) {
  const routerView = <RouterProvider router={router} />;
  // The language toggle is shown in every page's footer when the feature flag is on (SPEC §2.1);
  // it is loaded beside the page, not before it (lib/l10n/lazyLocaleToggle.tsx).
  const footer = services?.config.featureFlags.showLocaleToggle ? <LazyLocaleToggle /> : null;
  return (
    <ThemeProvider>
      <L10nProvider storage={storage}>
        <LayoutFooterProvider footer={footer}>
          {services ? <AppServicesProvider services={services}>{routerView}</AppServicesProvider> : routerView}
        </LayoutFooterProvider>
      </L10nProvider>
    </ThemeProvider>
  );
}
