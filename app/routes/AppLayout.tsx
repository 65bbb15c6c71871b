// The root route: the page shell around whichever route matched, with the
// branding of the relying party whose flow the page's query names.
import { Outlet } from 'react-router';
import { FlowBrandingProvider } from '../lib/cms';
import { useScreenMetrics } from '../lib/metrics';
import { PageShell } from '../lib/page';

export function AppLayout() {
  useScreenMetrics();
  return (
    <PageShell>
      <FlowBrandingProvider>
        <Outlet />
      </FlowBrandingProvider>
    </PageShell>
  );
}
