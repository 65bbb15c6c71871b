export { AppServicesProvider, createAppServices, useAppServices } from './services';
export type { AppServices, AppServicesOptions } from './services';
export { useIsSignedIn } from './startup';
