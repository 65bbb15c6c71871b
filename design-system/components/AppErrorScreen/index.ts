export { APP_ERROR_VARIANTS, AppErrorScreen } from './AppErrorScreen';
export type { AppErrorScreenProps, AppErrorVariant } from './AppErrorScreen';
