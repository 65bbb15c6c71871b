export { AccountSummary } from './AccountSummary';
export type { AccountSummaryProps } from './AccountSummary';
