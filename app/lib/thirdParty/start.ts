// Starting a third-party sign-in (SPEC §3.9, §3.15): the provider's
// authorization request, with a state that is the page the flow started on
// (an encoded URL whose query holds the flow's parameters) and a nonce kept
// in the session store, which the id token must carry back.
import type { Config, ThirdPartyAuthConfig } from '../config';
import type { SessionStore } from '../storage/sessionStore';

export type ThirdPartyProvider = 'google' | 'apple';

/** The session store key of the sign-in under way. */
export const PENDING_KEY = 'thirdPartyAuth';

/** What the browser keeps of a sign-in under way, for the callback to check the answer against. */
export interface PendingThirdParty {
  readonly provider: ThirdPartyProvider;
  readonly nonce: string;
}

/** The number the server lists a provider under in linkedAccounts and unlinks it by. */
export const PROVIDER_IDS: Record<ThirdPartyProvider, 1 | 2> = { google: 1, apple: 2 };

export function providerOfId(id: number): ThirdPartyProvider | undefined {
  return id === 1 ? 'google' : id === 2 ? 'apple' : undefined;
}

function configOf(config: Pick<Config, 'googleAuthConfig' | 'appleAuthConfig'>, provider: ThirdPartyProvider): ThirdPartyAuthConfig {
  return provider === 'apple' ? config.appleAuthConfig : config.googleAuthConfig;
}

/** The providers the configuration turns on, in the order their buttons are shown. */
export function enabledProviders(config: Pick<Config, 'googleAuthConfig' | 'appleAuthConfig'>): ThirdPartyProvider[] {
  return (['google', 'apple'] as const).filter((provider) => {
    const settings = configOf(config, provider);
    return settings.enabled && settings.clientId !== '' && settings.authorizationEndpoint !== '';
  });
}

/** A new nonce: 24 random bytes, base64url. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The provider's authorization request for a flow that started at `returnTo` (a full URL of this site). */
export function authorizationUrl(config: Pick<Config, 'googleAuthConfig' | 'appleAuthConfig'>, provider: ThirdPartyProvider, returnTo: string, nonce: string): string {
  const settings = configOf(config, provider);
  const url = new URL(settings.authorizationEndpoint);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('state', encodeURIComponent(returnTo));
  url.searchParams.set('nonce', nonce);
  if (settings.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post');
  return url.toString();
}

/** Remembers the sign-in and leaves for the provider. */
export function startThirdPartySignIn(
  config: Pick<Config, 'googleAuthConfig' | 'appleAuthConfig'>,
  sessionStore: Pick<SessionStore, 'set'>,
  provider: ThirdPartyProvider,
  returnTo: string,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  const nonce = newNonce();
  sessionStore.set(PENDING_KEY, { provider, nonce } satisfies PendingThirdParty);
  assign(authorizationUrl(config, provider, returnTo, nonce));
}

/** The sign-in under way, as the session store holds it (the callback removes it once used). */
export function readPending(sessionStore: Pick<SessionStore, 'get'>): PendingThirdParty | undefined {
  const value = sessionStore.get<unknown>(PENDING_KEY);
  if (typeof value !== 'object' || value === null) return undefined;
  const { provider, nonce } = value as Record<string, unknown>;
  if ((provider !== 'google' && provider !== 'apple') || typeof nonce !== 'string' || nonce.length < 16) return undefined;
  return { provider, nonce };
}

/**
 * The page a callback's state names (SPEC §2.9: it must decode to a valid
 * URL), when that page is on this site; undefined for anything else.
 */
export function returnPathOf(state: string | undefined, origin: string): { pathname: string; search: string } | undefined {
  if (!state) return undefined;
  try {
    const url = new URL(decodeURIComponent(state));
    if (url.origin !== origin) return undefined;
    return { pathname: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
}
