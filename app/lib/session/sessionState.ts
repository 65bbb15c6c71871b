// The local signed-in flag and how server answers change it (SPEC §4.1).
import type { SessionSignal } from '../../api';

export const SIGNIN_PATH = '/signin';
export const SETTINGS_PATH_PREFIX = '/settings';

export interface Location {
  pathname: string;
  search: string;
}

export interface SessionState {
  isSignedIn(): boolean | undefined;
  setSignedIn(value: boolean): void;
  subscribe(listener: (signedIn: boolean) => void): () => void;
  /**
   * Applies a signal from the API: success signs in; 'Invalid token' signs
   * out; 'Must verify' sends a settings page to /signin (keeping the query)
   * and signs out anywhere else.
   */
  applySignal(signal: SessionSignal, location: Location, replace: (to: string) => void): void;
}

export function isSettingsPath(pathname: string): boolean {
  return pathname === SETTINGS_PATH_PREFIX || pathname.startsWith(`${SETTINGS_PATH_PREFIX}/`);
}

export function createSessionState(initial?: boolean): SessionState {
  let signedIn = initial;
  const listeners = new Set<(signedIn: boolean) => void>();
  const set = (value: boolean) => {
    if (signedIn === value) return;
    signedIn = value;
    for (const listener of listeners) listener(value);
  };
  return {
    isSignedIn: () => signedIn,
    setSignedIn: set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applySignal(signal, location, replace) {
      switch (signal) {
        case 'signed-in':
          set(true);
          break;
        case 'signed-out':
        case 'invalid-token':
          set(false);
          break;
        case 'must-verify':
          if (isSettingsPath(location.pathname)) replace(`${SIGNIN_PATH}${location.search}`);
          else set(false);
          break;
      }
    },
  };
}
