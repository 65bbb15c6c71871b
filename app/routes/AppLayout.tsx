// The root route: the page shell around whichever route matched.
import { Outlet } from 'react-router';
import { PageShell } from '../lib/page';

export function AppLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
