export { AppServicesProvider, createAppServices, useAppServices } from './services';
export type { AppServices, AppServicesOptions } from './services';
export { resolveSignedInAtStartup, useIsSignedIn } from './startup';
export type { SignedInStartupOptions } from './startup';
