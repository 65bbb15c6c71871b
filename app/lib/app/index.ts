export { AppServicesProvider, createAppServices, useAppServices, useOptionalAppServices } from './services';
export type { AppServices, AppServicesOptions } from './services';
export { useIsSignedIn } from './startup';
