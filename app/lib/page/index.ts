export { PageShell, ReplacedTitleProvider, createReplacedTitle, usePageTitle, useReplacedPageTitle } from './PageShell';
export type { PageShellProps, ReplacedTitle } from './PageShell';
export { AppFooter } from './AppFooter';
export type { AppFooterProps } from './AppFooter';
