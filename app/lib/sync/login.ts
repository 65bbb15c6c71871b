// The login message (SPEC §4.11, §7.4): at the end of a sync sign-in,
// sign-up, reset or password set-up, the browser is told the account, its
// session, a key-fetch token it trades once for kA and the wrapped kB, the
// unwrapBKey that opens kB, and the engines chosen. What the flow has until
// then is held in memory only.
import type { LoginData } from '../webChannel';
import type { SensitiveData } from '../storage';
import type { EngineChoice } from './engines';
import { syncServices } from './engines';
import type { SyncBrowser } from './browser';

const KIND = 'syncLogin';

export interface HeldSyncLogin {
  uid: string;
  keyFetchToken?: string;
  unwrapBKey?: string;
  engines?: EngineChoice;
}

/** Holds what the login message will carry (merged over what is held for the same uid). */
export function holdSyncLogin(sensitive: SensitiveData, held: HeldSyncLogin): void {
  const before = sensitive.get<HeldSyncLogin>(KIND);
  sensitive.set(KIND, before?.uid === held.uid ? { ...before, ...held } : held);
}

export function heldSyncLogin(sensitive: SensitiveData, uid: string): HeldSyncLogin | undefined {
  const held = sensitive.get<HeldSyncLogin>(KIND);
  return held?.uid === uid ? held : undefined;
}

/** The message for an account and what is held for it. */
export function loginMessage(account: { uid: string; email: string; sessionToken: string; verified: boolean }, held: HeldSyncLogin | undefined): LoginData {
  return {
    uid: account.uid,
    email: account.email,
    sessionToken: account.sessionToken,
    verified: account.verified,
    ...(held?.keyFetchToken && held.unwrapBKey ? { keyFetchToken: held.keyFetchToken, unwrapBKey: held.unwrapBKey } : {}),
    ...(held?.engines ? { services: { sync: syncServices(held.engines) } } : {}),
  };
}

/**
 * Sends the login message when a browser listens (it answered the status
 * request), and forgets what was held: the key-fetch token is the browser's
 * now. Returns whether it was sent.
 */
export async function sendSyncLogin(
  browser: SyncBrowser,
  sensitive: SensitiveData,
  account: { uid: string; email: string; sessionToken: string; verified: boolean },
): Promise<boolean> {
  if (!(await browser.status())) return false;
  browser.send('login', loginMessage(account, heldSyncLogin(sensitive, account.uid)));
  sensitive.clear(KIND);
  return true;
}
