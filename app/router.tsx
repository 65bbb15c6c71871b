// The router: the pages of routes/table.tsx, each lazy-loaded and titled,
// inside the app layout; every other address gets the localized 'Page not
// found' page, and an error in any route shows the app error screen.
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { BrandedRoute } from './lib/cms';
import { AppError } from './routes/AppError';
import { AppLayout } from './routes/AppLayout';
import { BRANDED_ROUTES } from './routes/branding';
import type { RouteBranding } from './routes/branding';
import { PATHS, routePattern } from './routes/paths';
import { PAGE_ROUTES } from './routes/table';
import type { PageRoute } from './routes/table';

/** The page's container under its localized title, with the branding of the relying party's flow when it is one of its pages. */
function titled(title: string, Page: ComponentType, branding?: RouteBranding): ComponentType {
  const cmsPage = branding === 'shared' ? undefined : branding;
  function TitledPage() {
    return (
      <BrandedRoute titleId={title} cmsPage={cmsPage} branded={branding !== undefined}>
        <Page />
      </BrandedRoute>
    );
  }
  return TitledPage;
}

function pageRoute({ path, title, load, titlesItsPages = false }: PageRoute): RouteObject {
  return { path: routePattern(path), lazy: async () => ({ Component: titlesItsPages ? await load() : titled(title, await load(), BRANDED_ROUTES[path]) }) };
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
