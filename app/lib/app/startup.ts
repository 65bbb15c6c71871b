// The signed-in flag as React state. It is settled once when the app starts
// (app/lib/session/startup.ts, SPEC §4.1) and changed by sign-in and sign-out.
import { useSyncExternalStore } from 'react';
import { useAppServices } from './services';

/** The local signed-in flag; undefined until it is known. */
export function useIsSignedIn(): boolean | undefined {
  const { session } = useAppServices();
  return useSyncExternalStore(session.subscribe, session.isSignedIn, session.isSignedIn);
}
