// The error screen of every route: the app error screen of SPEC §2.6, in
// the variant the error calls for (SPEC §8.1).
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AppErrorScreen } from '../../design-system';
import { appErrorVariant } from '../lib/errors';
import { usePageTitle } from '../lib/page';

export interface AppErrorPageProps {
  /** What went wrong: the variant of the screen follows from it. */
  error: unknown;
  /** Where the error is logged. Default console.error. */
  log?: (error: unknown) => void;
}

/** The app error screen for `error`, which it logs. */
export function AppErrorPage({ error, log = console.error }: AppErrorPageProps) {
  usePageTitle();
  useEffect(() => {
    log(error);
  }, [error, log]);
  return (
    <main>
      <AppErrorScreen variant={appErrorVariant(error)} />
    </main>
  );
}

export interface AppErrorRouteProps {
  /** Where the error is logged. Default console.error. */
  log?: (error: unknown) => void;
}

/** The error screen as the `errorElement` of a data router's route (a route's error, from the router). */
export function AppErrorRoute({ log }: AppErrorRouteProps) {
  const error = useRouteError();
  return <AppErrorPage error={error} {...(log ? { log } : {})} />;
}
