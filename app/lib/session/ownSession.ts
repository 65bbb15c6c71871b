// Which session a new sign-in on this browser takes the place of.
import type { StoredAccount } from '../storage/localAccounts';

/**
 * Whether a sign-in here replaces the session this browser holds rather than adding one beside it: only
 * when these pages alone hold it (signed in here, never shared with the browser for sync), so one browser
 * signed in again and again, with a password or a provider, is one session of the account, and the
 * browser's own session is never ended. The server ends it only when it is the signed-in account's.
 */
export function replacesOwnSession(services: { accounts: { current(): StoredAccount | undefined } }): boolean {
  return services.accounts.current()?.ownSession === true;
}
