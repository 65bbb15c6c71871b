export { PageShell, ReplacedTitleProvider, createReplacedTitle, usePageTitle, useReplacedPageTitle } from './PageShell';
export type { PageShellProps, ReplacedTitle } from './PageShell';
