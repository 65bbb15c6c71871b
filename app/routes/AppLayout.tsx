// The root route: the page shell around whichever route matched.
import { Outlet } from 'react-router';
import { useScreenMetrics } from '../lib/metrics';
import { PageShell } from '../lib/page';

export function AppLayout() {
  useScreenMetrics();
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
