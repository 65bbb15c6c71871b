export { PageShell, usePageTitle } from './PageShell';
export type { PageShellProps } from './PageShell';
