// The signed-in determination of SPEC §4.1, run once when the app starts,
// whichever route it opens on. A decision made while the check was under way
// (a sign-in, a sign-out, 'Use a different account') is newer and stands. A
// stored session the server refuses has ended elsewhere: it is ended here as
// a sign-out would end it (AppServices.endSession).
import type { AppServices } from '../app/services';
import { determineSignedIn } from './signedIn';
import type { BrowserSignedInUser, SignedInResult } from './signedIn';

export interface StartupSignedInOptions {
  /** Whether the page runs in the vendor's own browser (desktop or iOS). */
  isVendorBrowser: boolean;
  /** The browser channel's signed-in-user request (SPEC §7.4). */
  requestSignedInUser?: (request: { context?: string; service?: string }) => Promise<BrowserSignedInUser | undefined>;
  /** The page's query: context and service are passed to the browser's request. */
  search?: string;
}

export async function settleSignedInAtStartup(
  services: Pick<AppServices, 'session' | 'accounts' | 'api' | 'endSession'>,
  options: StartupSignedInOptions,
): Promise<SignedInResult> {
  const query = new URLSearchParams(options.search ?? '');
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
    context: query.get('context') ?? undefined,
    service: query.get('service') ?? undefined,
  });
  if (services.session.isSignedIn() === undefined) {
    if (!result.signedIn && result.storedSessionEnded) services.endSession();
    else services.session.setSignedIn(result.signedIn);
  }
  return result;
}
