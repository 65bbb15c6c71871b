export { DEFAULT_OFFERED_ENGINES, PAYMENT_METHODS_ENGINE, SYNC_ENGINES, choiceFlags, initialChoice, offeredEngines, offersChoice, syncServices } from './engines';
export type { EngineChoice, SyncEngine } from './engines';
export { isBrowserSyncFlow, isDesktopSync } from './flows';
export { syncBrowser, syncBrowserOver } from './browser';
export type { SyncBrowser } from './browser';
export { heldSyncLogin, holdSyncLogin, loginMessage, sendSyncLogin } from './login';
export type { HeldSyncLogin } from './login';
