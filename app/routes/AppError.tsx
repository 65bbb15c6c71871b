// The error boundary of every route: the app error screen of SPEC §2.6, in
// the variant the error calls for (SPEC §8.1).
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AppErrorScreen } from '../../design-system';
import { appErrorVariant } from '../lib/errors';
import { usePageTitle } from '../lib/page';

export interface AppErrorRouteProps {
  /** Where the error is logged. Default console.error. */
  log?: (error: unknown) => void;
}

export function AppErrorRoute({ log = console.error }: AppErrorRouteProps) {
  const error = useRouteError();
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

/** The route table's error boundary. */
export function AppError() {
  return <AppErrorRoute />;
}
