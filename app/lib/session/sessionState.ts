// The local signed-in flag and how server answers change it (SPEC §4.1), and
// whether a session has ended since the page loaded: a signed-in browser that
// turns signed out (sign-out, deletion, a session ended elsewhere) starts
// clean, with nothing of the ended visit's destination.
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
   * Whether a session ended since the page loaded (it was signed in, or found ended at start-up),
   * with no sign-in since. The settings guard then sends the person to a clean start page.
   */
  hasEnded(): boolean;
  /** Records that the session ended, and signs out. */
  end(): void;
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
  let ended = false;
  const listeners = new Set<(signedIn: boolean) => void>();
  // Signed in again: a new visit. Signed out after being signed in: that session ended (and stays so).
  const set = (value: boolean, endedNow = !value && (ended || signedIn === true)) => {
    if (signedIn === value && ended === endedNow) return;
    ended = endedNow;
    signedIn = value;
    for (const listener of listeners) listener(value);
  };
  return {
    isSignedIn: () => signedIn,
    setSignedIn: (value) => set(value),
    hasEnded: () => ended,
    end: () => set(false, true),
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
