// The route table. Only built routes are mounted, each lazy-loaded; every
// other address gets the localized 'Page not found' page. The typed table of
// all the product's paths is in routes/paths.ts.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './routes/AppLayout';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/NotFound')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
