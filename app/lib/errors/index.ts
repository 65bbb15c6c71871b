export { appErrorVariant } from './appErrorVariant';
export type { AppErrorVariant } from './appErrorVariant';
