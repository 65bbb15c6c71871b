// The session store (SPEC §3.5): namespace '__orbit_session'. The 'oauth'
// key lives in localStorage so OAuth state survives a new tab (an email
// link); every other key lives in sessionStorage.
import { SESSION_NAMESPACE, createNamespacedStorage } from './namespacedStorage';
import type { NamespacedStorage, StorageArea } from './namespacedStorage';

export const OAUTH_KEY = 'oauth';

/** OAuth state saved across the flow. */
export interface StoredOAuthState {
  client_id?: string;
  scope?: string;
  state?: string;
}

export interface SessionStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  oauth(): StoredOAuthState | undefined;
  setOAuth(state: StoredOAuthState): void;
}

export function createSessionStore(local: StorageArea, session: StorageArea): SessionStore {
  const localStore = createNamespacedStorage(local, SESSION_NAMESPACE);
  const sessionStore = createNamespacedStorage(session, SESSION_NAMESPACE);
  const areaFor = (key: string): NamespacedStorage => (key === OAUTH_KEY ? localStore : sessionStore);
  return {
    get: <T>(key: string) => areaFor(key).get<T>(key),
    set: (key, value) => areaFor(key).set(key, value),
    remove: (key) => areaFor(key).remove(key),
    oauth: () => localStore.get<StoredOAuthState>(OAUTH_KEY),
    setOAuth: (state) => localStore.set(OAUTH_KEY, state),
  };
}
