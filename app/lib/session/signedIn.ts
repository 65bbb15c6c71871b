// Signed-in determination at start-up and the rules that change it later
// (SPEC §4.1).
import type { StoredAccount } from '../storage/localAccounts';

/** The step of SPEC §4.1 that decided. */
export type SignedInRule = 'cached-flag' | 'stored-session' | 'browser-session' | 'not-signed-in';

export interface SignedInResult {
  signedIn: boolean;
  rule: SignedInRule;
  /** The account signed in, when one is known. */
  account?: StoredAccount;
  /**
   * The stored account's session token was refused by the server (not merely unchecked, as
   * offline): that session ended elsewhere (signed out, revoked, a password changed).
   */
  storedSessionEnded?: boolean;
}

/** What the browser answers to a signed-in-user request (SPEC §7.4). */
export interface BrowserSignedInUser {
  uid: string;
  sessionToken: string;
  email?: string;
  verified?: boolean;
}

export interface SignedInDependencies {
  /** The local signed-in flag (SPEC §3.3), if it has been set. */
  cachedIsSignedIn: () => boolean | undefined;
  /** The stored current account. */
  storedAccount: () => StoredAccount | undefined;
  isValidToken: (sessionToken: string) => Promise<boolean>;
  /** Whether the page runs in the vendor's own browser (desktop or iOS). */
  isVendorBrowser: boolean;
  /** Asks the browser over its channel for its signed-in user (SPEC §7.4). */
  requestSignedInUser?: (request: { context?: string; service?: string }) => Promise<BrowserSignedInUser | undefined>;
  /** Stores the browser's account, merged with any stored record, and makes it current. */
  saveAccount: (account: StoredAccount) => StoredAccount;
  context?: string;
  service?: string;
}

/** The server's answer about a token: 'unknown' when it could not be asked. */
async function tokenStatus(check: (token: string) => Promise<boolean>, token: string | undefined): Promise<'valid' | 'refused' | 'unknown'> {
  if (!token) return 'unknown';
  try {
    return (await check(token)) ? 'valid' : 'refused';
  } catch {
    return 'unknown';
  }
}

async function validToken(check: (token: string) => Promise<boolean>, token: string | undefined): Promise<boolean> {
  return (await tokenStatus(check, token)) === 'valid';
}

export async function determineSignedIn(deps: SignedInDependencies): Promise<SignedInResult> {
  if (deps.cachedIsSignedIn() === true) {
    return { signedIn: true, rule: 'cached-flag', account: deps.storedAccount() };
  }

  const stored = deps.storedAccount();
  const storedStatus = stored ? await tokenStatus(deps.isValidToken, stored.sessionToken) : 'unknown';
  if (stored && storedStatus === 'valid') {
    return { signedIn: true, rule: 'stored-session', account: stored };
  }
  const storedSessionEnded = storedStatus === 'refused';

  if (deps.isVendorBrowser && deps.requestSignedInUser) {
    let user: BrowserSignedInUser | undefined;
    try {
      user = await deps.requestSignedInUser({ context: deps.context, service: deps.service });
    } catch {
      user = undefined;
    }
    if (user && (await validToken(deps.isValidToken, user.sessionToken))) {
      // The browser's own session: shared with it, so never replaced by a sign-in on these pages.
      const account: StoredAccount = { uid: user.uid, sessionToken: user.sessionToken, ownSession: false };
      if (user.email !== undefined) account.email = user.email;
      if (user.verified !== undefined) account.verified = user.verified;
      return { signedIn: true, rule: 'browser-session', account: deps.saveAccount(account) };
    }
  }

  return storedSessionEnded ? { signedIn: false, rule: 'not-signed-in', storedSessionEnded } : { signedIn: false, rule: 'not-signed-in' };
}

/** Metrics are enabled when the account allows them or nobody is signed in. */
export function isMetricsEnabled(signedIn: boolean, account: { metricsEnabled?: boolean | null } | null | undefined): boolean {
  return !signedIn || account?.metricsEnabled === true;
}
