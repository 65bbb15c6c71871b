// Linking after proof: a third-party sign-in that met an account of its own
// (errno 101) leaves the provider identity waiting on the server, bound to
// that account and to the sign-in's nonce. The browser keeps the provider,
// the nonce and the address; when the sign-in that follows ends with a
// confirmed session of that address, the session takes the waiting link,
// once. Whatever happens, the browser forgets it then.
import type { SessionStore } from '../storage/sessionStore';
import type { ThirdPartyProvider } from './start';

/** The session store key of the identity waiting for its account to be proven. */
export const WAITING_LINK_KEY = 'thirdPartyWaitingLink';

export interface WaitingLink {
  readonly provider: ThirdPartyProvider;
  readonly nonce: string;
  /** The address of the account the identity met. */
  readonly email: string;
}

export function keepWaitingLink(store: Pick<SessionStore, 'set'>, link: WaitingLink): void {
  store.set(WAITING_LINK_KEY, link);
}

export function readWaitingLink(store: Pick<SessionStore, 'get'>): WaitingLink | undefined {
  const value = store.get<unknown>(WAITING_LINK_KEY);
  if (typeof value !== 'object' || value === null) return undefined;
  const { provider, nonce, email } = value as Record<string, unknown>;
  if ((provider !== 'google' && provider !== 'apple') || typeof nonce !== 'string' || nonce.length < 16 || typeof email !== 'string' || email === '') return undefined;
  return { provider, nonce, email };
}

export interface WaitingLinkServices {
  readonly sessionStore: Pick<SessionStore, 'get' | 'remove'>;
  readonly accounts: { current(): { email?: string; verified?: boolean; sessionToken?: string } | undefined };
  readonly api: { linkedAccountLinkPending(provider: ThirdPartyProvider, nonce: string): Promise<{ providerId: 1 | 2 }> };
}

/**
 * Links the waiting identity when the browser's current account is the one
 * it met, with a confirmed session; returns the provider linked, or
 * undefined when nothing was (none waiting, another account, a session not
 * yet confirmed, or the server refused). A session not yet confirmed keeps
 * the link waiting; anything else forgets it.
 */
export async function linkAfterProof(services: WaitingLinkServices): Promise<ThirdPartyProvider | undefined> {
  const link = readWaitingLink(services.sessionStore);
  if (!link) return undefined;
  const account = services.accounts.current();
  if (!account?.sessionToken || !account.email) return undefined;
  if (account.email.toLowerCase() !== link.email.toLowerCase()) {
    services.sessionStore.remove(WAITING_LINK_KEY);
    return undefined;
  }
  if (!account.verified) return undefined;
  services.sessionStore.remove(WAITING_LINK_KEY);
  try {
    await services.api.linkedAccountLinkPending(link.provider, link.nonce);
    return link.provider;
  } catch {
    // Refused or failed: the person can still link it from the account's settings.
    return undefined;
  }
}
