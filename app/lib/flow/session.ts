// The account and session a flow page is about, and the rule that a page
// needing a session sends the person back to sign in without one.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '../paths';
import { isInvalidTokenError } from '../../api';
import { useAppServices, useIsSignedIn } from '../app';
import type { AppServices } from '../app';
import { selectAccountFromQuery } from '../storage';
import type { StoredAccount } from '../storage';
import { useFlowNavigation } from './navigation';

/** The stored account the page is about: the `uid` query parameter's, or the current one (read once). */
export function useCurrentAccount(): StoredAccount | undefined {
  const { accounts } = useAppServices();
  const { search } = useLocation();
  const [account] = useState(() => selectAccountFromQuery(accounts, search));
  return account;
}

/**
 * Sends the page to `to` (sign-in by default), with the flow's query or the
 * given `search`, when there is no session; true when there is one.
 */
export function useRequireSession(account: StoredAccount | undefined, to: string = PATHS.signin, search?: string): boolean {
  const { go } = useFlowNavigation();
  const missing = !account?.sessionToken;
  useEffect(() => {
    if (missing) go(to, search);
  }, [missing, go, to, search]);
  return !missing;
}

/**
 * The account this browser is signed in to, with a confirmed session, once
 * start-up has decided (SPEC §4.1): the one a page may offer to continue as.
 * Undefined while start-up checks, when signed out, or when the session is
 * not confirmed.
 */
export function useSignedInAccount(): StoredAccount | undefined {
  const { accounts } = useAppServices();
  const signedIn = useIsSignedIn();
  const account = accounts.current();
  return signedIn === true && account?.sessionToken && account.verified === true && account.email ? account : undefined;
}

/**
 * Signs the browser's account out before another one signs in ('Use a
 * different account'): the session ends on the server and the account is
 * forgotten here, so nothing of it is left for the next person. A session
 * that already ended is as good as signed out; any other failure rejects and
 * leaves everything as it was.
 */
export async function signOutForAnotherAccount(services: Pick<AppServices, 'api' | 'endSession'>): Promise<void> {
  try {
    await services.api.destroySession();
  } catch (error) {
    if (!isInvalidTokenError(error)) throw error;
  }
  // As every way a session ends: the account, the visit's state and what is held in memory are forgotten.
  services.endSession();
}
