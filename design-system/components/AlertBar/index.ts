export { AlertBar } from './AlertBar';
export type { AlertBarProps, AlertBarType } from './AlertBar';
