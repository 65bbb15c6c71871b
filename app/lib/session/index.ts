export { replacesOwnSession } from './ownSession';
export { determineSignedIn, isMetricsEnabled } from './signedIn';
export type { BrowserSignedInUser, SignedInDependencies, SignedInResult, SignedInRule } from './signedIn';
export { SETTINGS_PATH_PREFIX, SIGNIN_PATH, createSessionState, isSettingsPath } from './sessionState';
export type { Location, SessionState } from './sessionState';
export { ENDED_SESSION_START, settingsAccess } from './settingsAccess';
export type { SettingsAccess } from './settingsAccess';
export { settleSignedInAtStartup } from './startup';
export type { StartupSignedInOptions } from './startup';
