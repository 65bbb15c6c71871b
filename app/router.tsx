// The router: the pages of routes/table.tsx, each lazy-loaded and titled,
// inside the app layout; every other address gets the localized 'Page not
// found' page, and an error in any route shows the app error screen. The
// routes are drawn by React Router's declarative routes (`useRoutes`) inside
// whichever router the caller gives them: the browser's BrowserRouter, the
// server's StaticRouter, or a test's router. Nothing here loads data before
// a page draws: pages fetch what they need themselves.
import { Component, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { BrandedRoute } from './lib/cms';
import { AppErrorPage } from './routes/AppError';
import { AppLayout } from './routes/AppLayout';
import { BRANDED_ROUTES } from './routes/branding';
import type { RouteBranding } from './routes/branding';
import { PATHS, routePattern } from './lib/paths';
import { PAGE_ROUTES } from './routes/table';

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

/** One address of the app: its pattern and how its (titled) page is loaded. */
export interface AppRoute {
  readonly path: string;
  /** Absent for the 'Page not found' page. */
  readonly handle?: PageHandle;
  readonly load: () => Promise<ComponentType>;
}

/** Pages whose code has loaded, drawn at once from then on. */
const loaded = new Map<AppRoute, ComponentType>();
/** Each page's React.lazy stand-in, made once, for a page drawn before its code is here. */
const lazyPages = new Map<AppRoute, ComponentType>();

/** Loads a page's code once and keeps it, so that a page drawn after this needs no wait. */
async function loadPage(route: AppRoute): Promise<ComponentType> {
  const Page = loaded.get(route) ?? (await route.load());
  loaded.set(route, Page);
  return Page;
}

/** The route's page when its code is here; otherwise its lazy stand-in (made once), which suspends while the code loads. */
function pageOf(route: AppRoute): ComponentType {
  const Page = loaded.get(route) ?? lazyPages.get(route);
  if (Page) return Page;
  const Lazy = lazy(async () => ({ default: await loadPage(route) }));
  lazyPages.set(route, Lazy);
  return Lazy;
}

/**
 * A route's page: drawn at once when its code is here (main.tsx loads it
 * before the first drawing), otherwise a lazy component that suspends while
 * it loads. The browser's router changes address in a transition, so the
 * page before stays on screen meanwhile, as it did while a data router
 * loaded a lazy route.
 */
function RoutePage({ route }: { route: AppRoute }) {
  // Chosen once per page drawn: the page stays mounted when its lazy stand-in has loaded.
  const [Page] = useState(() => pageOf(route));
  return <Page />;
}

function pageRoute({ path, title, load, titlesItsPages = false, serverRendered = false }: (typeof PAGE_ROUTES)[number]): AppRoute {
  return {
    path: routePattern(path),
    handle: { serverRendered, title },
    load: async () => (titlesItsPages ? await load() : titled(title, await load(), BRANDED_ROUTES[path])),
  };
}

const notFound: AppRoute = {
  path: '*',
  load: async () => {
    const { NotFoundPage } = await import('./features/errors');
    return titled('errors-not-found-heading', () => <NotFoundPage homeHref={PATHS.root} />);
  },
};

/** Every address the app serves, the table's pages first and the 'Page not found' catch-all last. */
export const appRoutes: readonly AppRoute[] = [...PAGE_ROUTES.map(pageRoute), notFound];

/** The routes as React Router matches them: the layout around each page. */
export function routeObjects(pages: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [{ element: <AppLayout />, children: pages.map((route) => ({ path: route.path, element: <RoutePage key={route.path} route={route} /> })) }];
}

const matchable = routeObjects();

/** The app's route `pathname` matches (a page of the table, or 'Page not found'). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const page = matchRoutes(matchable, pathname)?.at(-1)?.route;
  return appRoutes.find((route) => route.path === page?.path);
}

/**
 * Loads the code of the page `pathname` matches, so that routes drawn next
 * draw it at once: hydrating a page the server drew needs its components
 * before the first render.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const route = matchAppRoute(pathname);
  if (route) await loadPage(route);
}

/**
 * Starts fetching the code of the pages the page at `pathname` leads to (its
 * route's `next`), once: the page's answer then does not wait for it. A
 * failed fetch is left to the navigation, which tries again and says why.
 */
export function prefetchNextSteps(pathname: string): void {
  const page = PAGE_ROUTES.find(({ path }) => matchRoutes([{ path: routePattern(path) }], pathname));
  for (const name of page?.next ?? []) {
    const next = appRoutes.find((route) => route.path === routePattern(name));
    if (next) loadPage(next).catch(() => undefined);
  }
}

interface RouteErrorBoundaryProps {
  readonly location: Location;
  readonly initialError?: unknown;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** The error shown, and the address it belongs to (null until known): another address draws its routes again. */
  readonly error: { readonly value: unknown; readonly at: string | null } | null;
}

/** Shows the app error screen in place of the layout when a route throws; a move to another address tries again. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  constructor(props: RouteErrorBoundaryProps) {
    super(props);
    this.state = { error: props.initialError === undefined ? null : { value: props.initialError, at: props.location.key } };
  }

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: { value: error, at: null } };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): RouteErrorBoundaryState | null {
    if (!state.error) return null;
    if (state.error.at === null) return { error: { value: state.error.value, at: props.location.key } };
    return state.error.at === props.location.key ? null : { error: null };
  }

  override render(): ReactNode {
    return this.state.error ? <AppErrorPage error={this.state.error.value} /> : this.props.children;
  }
}

export interface AppRoutesProps {
  /**
   * The error of the first address, drawn as its error screen from the start:
   * the server's drawing of a page that refused its query, which the browser
   * then hydrates.
   */
  readonly initialError?: unknown;
  /** The routes to draw; default every address of the app (tests add their own). */
  readonly routes?: readonly AppRoute[];
}

/** The app's routes, inside a router the caller provides. */
export function AppRoutes({ initialError, routes = appRoutes }: AppRoutesProps) {
  const location = useLocation();
  const element = useRoutes(routes === appRoutes ? matchable : routeObjects(routes));
  return (
    <RouteErrorBoundary location={location} initialError={initialError}>
      {element}
    </RouteErrorBoundary>
  );
}
