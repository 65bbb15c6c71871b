// The rules of the /authorization page, apart from React: which step comes
// next for a request (SPEC §4.9, §5.1, §5.2), what the person is asked to
// consent to, and the redirect back to the relying party (SPEC §7.5, §8.3).
import { OAUTH_ERRNO, OAuthClientError } from '../../api';
import type { ClientInfo, OAuthErrorKey } from '../../api';

/** The query fields the page decides on (the OAuth model of SPEC §3.8). */
export interface AuthorizationQuery {
  clientId?: string;
  scope?: string;
  state?: string;
  redirectUri?: string;
  prompt?: string;
  maxAge?: number;
  acrValues?: string;
  keysJwk?: string;
  idTokenHint?: string;
  email?: string;
  loginHint?: string;
  returnOnError?: boolean;
}

/** What the page knows of the browser's account. */
export interface AuthorizationAccount {
  email: string;
  /** Present while the browser holds a session. */
  sessionToken?: string;
  /** The session is confirmed. */
  verified: boolean;
}

export interface PromptNoneSettings {
  enabled: boolean;
  clientIds: readonly string[];
}

export type AuthorizationStep =
  /** The person must sign in (or up) first; the flow comes back here. */
  | { to: 'signin' }
  /** An untrusted client, or prompt=consent: ask before sharing. */
  | { to: 'consent' }
  /** Ask the server for the code and go back to the relying party. */
  | { to: 'authorize' }
  /** prompt=none with an id_token_hint: check the hint, then decide again. */
  | { to: 'check-hint' }
  /** The request cannot go on: tell the relying party (or the person). */
  | { to: 'fail'; error: OAuthErrorKey };

/** The redirect URI a request names, if the client registered it; the first registered one when none is named. */
export function registeredRedirect(client: ClientInfo, requested: string | undefined): string | undefined {
  const registered = client.redirectUri.split(',').filter((uri) => uri !== '');
  if (requested === undefined || requested === '') return registered[0];
  return registered.includes(requested) ? requested : undefined;
}

/** Whether the relying party wants the person to sign in again (SPEC §4.9). */
export function forcesSignIn(query: AuthorizationQuery): boolean {
  return query.prompt === 'login' || query.maxAge === 0;
}

/**
 * The next step for a request. `reauthenticated` is true when the person has
 * just signed in for this request, so prompt=login and max_age=0 are met.
 * `hintChecked` is true once a prompt=none id_token_hint verified and named
 * the signed-in account.
 */
export function nextStep(input: {
  query: AuthorizationQuery;
  client: ClientInfo;
  account: AuthorizationAccount | undefined;
  reauthenticated: boolean;
  promptNone: PromptNoneSettings;
  hintChecked: boolean;
}): AuthorizationStep {
  const { query, client, account, promptNone } = input;
  const signedIn = account?.sessionToken !== undefined && account.verified;
  if (query.prompt === 'none') {
    // SPEC §5.2, in order.
    if (!promptNone.enabled) return { to: 'fail', error: 'PROMPT_NONE_NOT_ENABLED' };
    const hint = query.email ?? query.loginHint;
    if (hint !== undefined && !promptNone.clientIds.includes(client.clientId)) return { to: 'fail', error: 'PROMPT_NONE_NOT_ENABLED_FOR_CLIENT' };
    if (query.keysJwk !== undefined) return { to: 'fail', error: 'PROMPT_NONE_WITH_KEYS' };
    if (!account?.sessionToken) return { to: 'fail', error: 'PROMPT_NONE_NOT_SIGNED_IN' };
    if (!account.verified) return { to: 'fail', error: 'PROMPT_NONE_UNVERIFIED' };
    if (query.idTokenHint !== undefined && !input.hintChecked) return { to: 'check-hint' };
    if (hint !== undefined && hint.toLowerCase() !== account.email.toLowerCase()) return { to: 'fail', error: 'PROMPT_NONE_DIFFERENT_USER_SIGNED_IN' };
    return { to: 'authorize' };
  }
  if (!signedIn || (forcesSignIn(query) && !input.reauthenticated)) return { to: 'signin' };
  if (!client.trusted || query.prompt === 'consent') return { to: 'consent' };
  return { to: 'authorize' };
}

/** A permission the consent screen lists: the scope, and the Fluent id of its words (which name a scope it has no words for). */
export interface Permission {
  scope: string;
  ftlId: string;
}

const PERMISSION_IDS: Readonly<Record<string, string>> = {
  openid: 'oauth-permission-openid',
  'profile:uid': 'oauth-permission-uid',
  'profile:email': 'oauth-permission-email',
  'profile:display_name': 'oauth-permission-display-name',
  'profile:avatar': 'oauth-permission-avatar',
  // OpenID Connect's standard scopes.
  email: 'oauth-permission-email',
  offline_access: 'oauth-permission-offline-access',
};

/** Scopes an untrusted client may have (SPEC §5.1). */
const UNTRUSTED_SCOPES = ['openid', 'profile:display_name', 'profile:email', 'profile:uid', 'email', 'offline_access'];

/**
 * What the client will receive, as the server will grant it: scopes split on
 * whitespace or '+', 'profile' expanded, an untrusted client's list filtered
 * (SPEC §5.1). Empty means the request asks for nothing it may have.
 */
export function permissionsOf(scope: string, trusted: boolean): Permission[] {
  const asked = scope.split(/[\s+]+/).filter((part) => part !== '');
  const expanded = asked.flatMap((part) => (part === 'profile' ? ['profile:uid', 'profile:email', 'profile:display_name', 'profile:avatar'] : [part]));
  const granted = [...new Set(expanded)].filter((part) => trusted || UNTRUSTED_SCOPES.includes(part));
  return granted.map((part) => ({ scope: part, ftlId: PERMISSION_IDS[part] ?? 'oauth-permission-other' }));
}

/** The flow fields SPEC §7.5 carries back to the relying party. */
const RETURNED_FIELDS: ReadonlyArray<[query: string, redirect: string]> = [
  ['action', 'action'],
  ['flowId', 'flowId'],
  ['flowBeginTime', 'flowBeginTime'],
  ['deviceId', 'deviceId'],
  ['utmCampaign', 'utm_campaign'],
  ['utmContent', 'utm_content'],
  ['utmMedium', 'utm_medium'],
  ['utmSource', 'utm_source'],
  ['utmTerm', 'utm_term'],
];

/** The server's redirect (code, state, iss) with the flow fields of the request added. */
export function successRedirect(redirect: string, query: Record<string, unknown>): string {
  const url = new URL(redirect);
  for (const [from, to] of RETURNED_FIELDS) {
    const value = query[from];
    if (value !== undefined && value !== '' && !url.searchParams.has(to)) url.searchParams.set(to, String(value));
  }
  return url.toString();
}

/** The relying party's redirect with `error` (its response_error_code, or the errno) and `state` (SPEC §7.5, §8.3). */
export function errorRedirect(redirectUri: string, error: OAuthErrorKey | OAuthClientError, query: Record<string, unknown>, issuer: string): string {
  const failure = error instanceof OAuthClientError ? error : new OAuthClientError(OAUTH_ERRNO[error]);
  const url = new URL(redirectUri);
  url.searchParams.set('error', failure.redirectError);
  if (typeof query.state === 'string') url.searchParams.set('state', query.state);
  // RFC 9207: every authorization response names its issuer, an error as much as a code (discovery
  // promises it), so that a relying party can tell which provider answered.
  url.searchParams.set('iss', issuer);
  return successRedirect(url.toString(), query);
}
