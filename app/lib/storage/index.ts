export { SESSION_NAMESPACE, STORAGE_NAMESPACE, clearNamespace, createNamespacedStorage, fullKey } from './namespacedStorage';
export type { NamespacedStorage, StorageArea } from './namespacedStorage';
export { ACCOUNTS_KEY, CURRENT_ACCOUNT_UID_KEY, UNIQUE_USER_ID_KEY, createLocalAccounts } from './localAccounts';
export type { LocalAccounts, StoredAccount } from './localAccounts';
export { OAUTH_KEY, createSessionStore } from './sessionStore';
export type { SessionStore, StoredOAuthState } from './sessionStore';
export { SENSITIVE_DATA_KINDS, createSensitiveData } from './sensitiveData';
export type { SensitiveData, SensitiveDataKind } from './sensitiveData';
export {
  DISABLE_LOCAL_STORAGE_PARAM,
  STORAGE_ERROR_CONTEXT,
  StorageUnavailableError,
  checkStorage,
  isLocalStorageDisabledByQuery,
} from './availability';
export type { StorageCheck, StorageCheckOptions } from './availability';
export {
  MFA_OTP_REQUESTS_KEY,
  MFA_TOKEN_CACHE_KEY,
  createMfaTokenCache,
  decodeMfaPayload,
  isMfaTokenExpired,
  mfaCacheKey,
} from './mfaTokenCache';
export type { MfaJwtPayload, MfaScope, MfaTokenCache } from './mfaTokenCache';
export { cookiesRetryHistorySteps, parseResumeToken, selectAccountFromQuery, uniqueUserIdFromResume } from './queryAccount';
export { DISMISSALS_KEY, DISMISSAL_FLAGS, createDismissals } from './dismissals';
export type { DismissalFlag, Dismissals } from './dismissals';
