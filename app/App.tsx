// The application root: localization, the shared services and the router.
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { L10nProvider } from './lib/l10n';
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
  return (
    <L10nProvider storage={storage}>
      {services ? <AppServicesProvider services={services}>{routerView}</AppServicesProvider> : routerView}
    </L10nProvider>
  );
}
