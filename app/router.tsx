// The router: the pages of routes/table.tsx, each lazy-loaded and titled,
// inside the app layout; every other address gets the localized 'Page not
// found' page, and an error in any route shows the app error screen.
import { useLocalization } from '@fluent/react';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { usePageTitle } from './lib/page';
import { AppError } from './routes/AppError';
import { AppLayout } from './routes/AppLayout';
import { PATHS, routePattern } from './routes/paths';
import { PAGE_ROUTES } from './routes/table';
import type { PageRoute } from './routes/table';

/** The page's container under its localized title. */
function titled(title: string, Page: ComponentType): ComponentType {
  function TitledPage() {
    const { l10n } = useLocalization();
    usePageTitle(l10n.getString(title));
    return <Page />;
  }
  return TitledPage;
}

function pageRoute({ path, title, load, titlesItsPages = false }: PageRoute): RouteObject {
  return { path: routePattern(path), lazy: async () => ({ Component: titlesItsPages ? await load() : titled(title, await load()) }) };
}

const notFound: RouteObject = {
  path: '*',
  lazy: async () => {
    const { NotFoundPage } = await import('./features/errors');
    return { Component: titled('errors-not-found-heading', () => <NotFoundPage homeHref={PATHS.root} />) };
  },
};

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: AppError,
    children: [...PAGE_ROUTES.map(pageRoute), notFound],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
