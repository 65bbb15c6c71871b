// Scopes (SPEC §5.1): split on whitespace or '+'; untrusted clients get only
// the identity scopes; 'profile' stands for the four profile scopes; a client
// with an allowed list gets nothing outside it.
import type { OAuthClient } from '../config/oauth-client';

/**
 * What an untrusted client may be granted: its identity scopes, OpenID Connect's `email` (the same
 * claims as profile:email) and `offline_access` (a refresh token, as access_type=offline gives).
 */
export const UNTRUSTED_SCOPES: readonly string[] = ['openid', 'profile:display_name', 'profile:email', 'profile:uid', 'email', 'offline_access'];

/** What 'profile' expands to. */
export const PROFILE_SCOPES: readonly string[] = ['profile:uid', 'profile:email', 'profile:display_name', 'profile:avatar'];

/** Every scope discovery lists. */
export const SUPPORTED_SCOPES: readonly string[] = ['openid', 'profile', 'email', ...PROFILE_SCOPES, 'offline_access'];

/** The scopes of a scope string, in order, each once. */
export function parseScope(scope: string): string[] {
  return [...new Set(scope.split(/[\s+]+/).filter((part) => part !== ''))];
}

/** One scope string from a list. */
export function formatScope(scopes: readonly string[]): string {
  return scopes.join(' ');
}

/**
 * The scopes a client is granted of those it asked for, in the order asked.
 * 'profile' expands where the person is asked to consent (an untrusted
 * client, or prompt=consent), so the list shown is the list granted, and the
 * untrusted filter then keeps the part such a client may have. An empty
 * result is the caller's error.
 */
export function grantedScopes(client: OAuthClient, requested: readonly string[], consent = !client.trusted): string[] {
  const expanded = consent ? requested.flatMap((scope) => (scope === 'profile' ? [...PROFILE_SCOPES] : [scope])) : [...requested];
  let granted = [...new Set(expanded)];
  if (!client.trusted) granted = granted.filter((scope) => UNTRUSTED_SCOPES.includes(scope));
  if (client.allowedScopes) granted = granted.filter((scope) => client.allowedScopes!.includes(scope));
  return granted;
}

/** Whether a granted scope list includes what `scope` (or a broader scope) allows. */
export function hasScope(granted: readonly string[], scope: string): boolean {
  if (granted.includes(scope)) return true;
  if (scope === 'profile:email' && granted.includes('email')) return true;
  return PROFILE_SCOPES.includes(scope) && granted.includes('profile');
}
