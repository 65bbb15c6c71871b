// The route table. Only built routes are mounted, each lazy-loaded; every
// other address gets the localized 'Page not found' page, and an error in any
// route shows the app error screen. The typed table of all the product's
// paths is in routes/paths.ts.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppError } from './routes/AppError';
import { AppLayout } from './routes/AppLayout';
import { PATHS, routePattern } from './routes/paths';
import type { PathName } from './routes/paths';
import type * as SigninRoutes from './routes/Signin';

type SigninRouteName = keyof typeof SigninRoutes;

/** A lazily loaded route of the sign-in flow. */
function signinRoute(pathName: PathName, name: SigninRouteName): RouteObject {
  return { path: routePattern(pathName), lazy: async () => ({ Component: (await import('./routes/Signin'))[name] }) };
}

const signinRoutes: RouteObject[] = [
  signinRoute('signin', 'SigninRoute'),
  signinRoute('oauthSignin', 'SigninRoute'),
  signinRoute('forceAuth', 'ForceAuthRoute'),
  signinRoute('oauthForceAuth', 'ForceAuthRoute'),
  signinRoute('signinUnblock', 'SigninUnblockRoute'),
  signinRoute('signinTokenCode', 'SigninTokenCodeRoute'),
  signinRoute('signinTotpCode', 'SigninTotpCodeRoute'),
  signinRoute('signinRecoveryChoice', 'SigninRecoveryChoiceRoute'),
  signinRoute('signinRecoveryCode', 'SigninRecoveryCodeRoute'),
  signinRoute('signinRecoveryPhone', 'SigninRecoveryPhoneRoute'),
  signinRoute('signinBounced', 'SigninBouncedRoute'),
  signinRoute('signinConfirmed', 'SigninConfirmedRoute'),
  signinRoute('signinVerified', 'SigninConfirmedRoute'),
  signinRoute('completeSignin', 'CompleteSigninRoute'),
];

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: AppError,
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
        path: routePattern('cookiesDisabled'),
        lazy: async () => ({ Component: (await import('./routes/CookiesDisabled')).CookiesDisabledRoute }),
      },
      {
        path: routePattern('settings'),
        lazy: async () => ({ Component: (await import('./routes/Settings')).SettingsRoute }),
      },
      ...signinRoutes,
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
