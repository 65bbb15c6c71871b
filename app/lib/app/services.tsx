// The services every flow shares, built once at start-up from the
// configuration and the browser's storage, and provided through React.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createApi } from '../../api';
import type { Api, Transport } from '../../api';
import type { Config } from '../config';
import { createSessionState } from '../session/sessionState';
import type { SessionState } from '../session/sessionState';
import { createDismissals } from '../storage/dismissals';
import type { Dismissals } from '../storage/dismissals';
import { createLocalAccounts } from '../storage/localAccounts';
import type { LocalAccounts } from '../storage/localAccounts';
import { createMfaTokenCache } from '../storage/mfaTokenCache';
import type { MfaTokenCache } from '../storage/mfaTokenCache';
import { SESSION_NAMESPACE, STORAGE_NAMESPACE, clearNamespace, createNamespacedStorage } from '../storage/namespacedStorage';
import type { StorageArea } from '../storage/namespacedStorage';
import { createSensitiveData } from '../storage/sensitiveData';
import type { SensitiveData } from '../storage/sensitiveData';
import { createSessionStore } from '../storage/sessionStore';
import type { SessionStore } from '../storage/sessionStore';

export interface AppServices {
  config: Config;
  api: Api;
  accounts: LocalAccounts;
  sessionStore: SessionStore;
  sensitiveData: SensitiveData;
  session: SessionState;
  mfaTokens: MfaTokenCache;
  /** Promotions the person dismissed, per account (SPEC §9). */
  dismissals: Dismissals;
  /**
   * Ends this browser's session, however it ended (sign-out anywhere, a session found ended by the
   * server, revoked or after a password change elsewhere): the current account is forgotten with
   * its token, and so is everything of the visit (the session store with its OAuth state, step-up
   * tokens, drafts and flow state in session storage, what is held in memory). The browser is
   * signed out and the session recorded as ended, so the next person starts from a clean entry page.
   */
  endSession(): void;
  /**
   * Forgets everything the product keeps in this browser about accounts (SPEC §4.2: a deleted
   * account clears local storage): stored accounts, dismissals, the session store and step-up
   * tokens, and what is held in memory; the language preference stays. The session ends as endSession ends it.
   */
  clearLocalData(): void;
}

export interface AppServicesOptions {
  config: Config;
  localStorage: StorageArea;
  sessionStorage: StorageArea;
  /** Where the page is, for the 'Must verify' rule; default window.location. */
  location?: () => { pathname: string; search: string };
  /** Replaces the page's address; default window.location.replace. */
  replace?: (to: string) => void;
  transport?: Transport;
  onUnhandledError?: (error: unknown) => void;
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const accounts = createLocalAccounts(createNamespacedStorage(options.localStorage));
  const session = createSessionState();
  const sensitiveData = createSensitiveData();
  const location = options.location ?? (() => window.location);
  const replace = options.replace ?? ((to: string) => window.location.replace(to));
  const api = createApi({
    gqlUrl: options.config.servers.gql.url,
    authUrl: options.config.servers.auth.url,
    profileUrl: options.config.servers.profile.url,
    settingsClientId: options.config.oauth.clientId,
    getSessionToken: () => accounts.current()?.sessionToken,
    onSessionSignal: (signal) => session.applySignal(signal, location(), replace),
    onUnhandledError: options.onUnhandledError,
    transport: options.transport,
  });
  return {
    config: options.config,
    api,
    accounts,
    sessionStore: createSessionStore(options.localStorage, options.sessionStorage),
    sensitiveData,
    session,
    mfaTokens: createMfaTokenCache(createNamespacedStorage(options.sessionStorage)),
    dismissals: createDismissals(createNamespacedStorage(options.localStorage)),
    endSession() {
      accounts.removeCurrent();
      clearNamespace(options.localStorage, SESSION_NAMESPACE);
      clearNamespace(options.sessionStorage, STORAGE_NAMESPACE);
      clearNamespace(options.sessionStorage, SESSION_NAMESPACE);
      sensitiveData.clear();
      session.end();
    },
    clearLocalData() {
      accounts.removeCurrent();
      clearNamespace(options.localStorage, STORAGE_NAMESPACE);
      clearNamespace(options.localStorage, SESSION_NAMESPACE);
      clearNamespace(options.sessionStorage, STORAGE_NAMESPACE);
      clearNamespace(options.sessionStorage, SESSION_NAMESPACE);
      sensitiveData.clear();
      session.end();
    },
  };
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** The shared services; only inside an AppServicesProvider. */
/** The app's services, or null where the app runs without them (storage refused: the cookies-disabled screen). */
export function useOptionalAppServices(): AppServices | null {
  return useContext(AppServicesContext);
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside an AppServicesProvider');
  return services;
}
