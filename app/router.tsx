// The route table. Only built routes are mounted, each lazy-loaded; every
// other address gets the localized 'Page not found' page. The typed table of
// all the product's paths is in routes/paths.ts.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './routes/AppLayout';
import { PATHS, routePattern } from './routes/paths';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        path: PATHS.root,
        lazy: async () => ({ Component: (await import('./routes/Entry')).EntryRoute }),
      },
      {
        path: PATHS.oauth,
        lazy: async () => ({ Component: (await import('./routes/Entry')).OAuthEntryRoute }),
      },
      {
        path: routePattern('signup'),
        lazy: async () => ({ Component: (await import('./routes/Signup')).SignupRoute }),
      },
      {
        path: routePattern('oauthSignup'),
        lazy: async () => ({ Component: (await import('./routes/Signup')).SignupRoute }),
      },
      {
        path: routePattern('confirmSignupCode'),
        lazy: async () => ({ Component: (await import('./routes/Signup')).ConfirmSignupCodeRoute }),
      },
      {
        path: routePattern('signupConfirmed'),
        lazy: async () => ({ Component: (await import('./routes/Signup')).SignupConfirmedRoute }),
      },
      {
        path: routePattern('signupVerified'),
        lazy: async () => ({ Component: (await import('./routes/Signup')).SignupVerifiedRoute }),
      },
      {
        path: routePattern('cannotCreateAccount'),
        lazy: async () => ({ Component: (await import('./routes/Signup')).CannotCreateAccountRoute }),
      },
      {
        path: routePattern('settings'),
        lazy: async () => ({ Component: (await import('./routes/Settings')).SettingsRoute }),
      },
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
