// The account and session a flow page is about, and the rule that a page
// needing a session sends the person back to sign in without one.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '../paths';
import { useAppServices } from '../app';
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
