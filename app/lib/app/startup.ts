// Start-up work that needs the shared services: who is signed in (SPEC §4.1).
import { useSyncExternalStore } from 'react';
import { determineSignedIn } from '../session/signedIn';
import type { BrowserSignedInUser, SignedInResult } from '../session/signedIn';
import { useAppServices } from './services';
import type { AppServices } from './services';

export interface SignedInStartupOptions {
  /** Whether the page runs in the vendor's own browser (desktop or iOS). */
  isVendorBrowser: boolean;
  /** The browser channel's signed-in-user request (SPEC §7.4). */
  requestSignedInUser?: (request: { context?: string; service?: string }) => Promise<BrowserSignedInUser | undefined>;
  context?: string;
  service?: string;
}

/** Runs the signed-in determination and records the answer in the session state. */
export async function resolveSignedInAtStartup(
  services: AppServices,
  options: SignedInStartupOptions,
): Promise<SignedInResult> {
  const result = await determineSignedIn({
    cachedIsSignedIn: services.session.isSignedIn,
    storedAccount: () => services.accounts.current(),
    isValidToken: (token) => services.api.isValidToken(token),
    isVendorBrowser: options.isVendorBrowser,
    requestSignedInUser: options.requestSignedInUser,
    saveAccount: (account) => {
      const saved = services.accounts.save(account);
      services.accounts.setCurrent(saved.uid);
      return saved;
    },
    context: options.context,
    service: options.service,
  });
  services.session.setSignedIn(result.signedIn);
  return result;
}

/** The local signed-in flag; undefined until it is known. */
export function useIsSignedIn(): boolean | undefined {
  const { session } = useAppServices();
  return useSyncExternalStore(session.subscribe, session.isSignedIn, session.isSignedIn);
}
