// The router: the pages of routes/table.tsx, each lazy-loaded and titled,
// inside the app layout; every other address gets the localized 'Page not
// found' page, and an error in any route shows the app error screen.
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { BrandedRoute } from './lib/cms';
import { AppError } from './routes/AppError';
import { AppLayout } from './routes/AppLayout';
import { BRANDED_ROUTES } from './routes/branding';
import type { RouteBranding } from './routes/branding';
import { PATHS, routePattern } from './lib/paths';
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

/** What a page route carries for the server's rendering entry. */
export interface PageHandle {
  readonly serverRendered: boolean;
  /** Fluent id of the page's title. */
  readonly title: string;
}

function pageRoute({ path, title, load, titlesItsPages = false, serverRendered = false }: PageRoute): RouteObject {
  const handle: PageHandle = { serverRendered, title };
  return {
    path: routePattern(path),
    handle,
    lazy: async () => ({ Component: titlesItsPages ? await load() : titled(title, await load(), BRANDED_ROUTES[path]) }),
  };
}

const notFound: RouteObject = {
  path: '*',
  lazy: async () => {
    const { NotFoundPage } = await import('./features/errors');
    return { Component: titled('errors-not-found-heading', () => <NotFoundPage homeHref={PATHS.root} />) };
  },
};

/**
 * What the router draws while a page's code loads at start-up: nothing (main.tsx loads it before
 * the router starts, so this is seen only when that load failed and the router tries again).
 */
function LoadingPage() {
  return null;
}

/** The id of the layout route, whose error boundary shows every route's error. */
export const LAYOUT_ROUTE_ID = 'app';

export const routes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    Component: AppLayout,
    ErrorBoundary: AppError,
    HydrateFallback: LoadingPage,
    children: [...PAGE_ROUTES.map(pageRoute), notFound],
  },
];

/**
 * Loads the code of the routes `pathname` matches and puts it in their place,
 * so that a router made next draws them at once: hydrating a page the server
 * drew needs its components before the first render.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Starts fetching the code of the pages the page at `pathname` leads to (its
 * route's `next`), once: the page's answer then does not wait for it. A
 * failed fetch is left to the navigation, which tries again and says why.
 */
export function prefetchNextSteps(pathname: string): void {
  const page = PAGE_ROUTES.find(({ path }) => matchRoutes([{ path: routePattern(path) }], pathname));
  for (const name of page?.next ?? []) {
    const next = PAGE_ROUTES.find(({ path }) => path === name);
    next?.load().catch(() => undefined);
  }
}

/** The browser's router; `hydrationData` when it takes over a page the server drew. */
export function createAppRouter(hydrationData?: HydrationState): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
