// Which kind of relying party the page serves, from the path and query
// (SPEC §2.9), checked in the order of SPEC §4.10.
import { PAIRING_REDIRECT_URN } from '../query/checks';

export type IntegrationKind =
  | 'ThirdPartyAuthCallback'
  | 'PairingAuthority'
  | 'PairingSupplicant'
  | 'OAuthNative'
  | 'OAuthWeb'
  | 'SyncDesktopV3'
  | 'SyncBasic'
  | 'Web';

/** The rule of SPEC §4.10 that chose the integration. */
export type IntegrationRule =
  | 'third-party-callback'
  | 'pairing-authority'
  | 'pairing-supplicant'
  | 'oauth-web-channel'
  | 'oauth-web'
  | 'desktop-v3-context'
  | 'sync-service'
  | 'web';

export interface IntegrationSelection {
  kind: IntegrationKind;
  rule: IntegrationRule;
  /** The context the integration runs in. */
  context?: string;
  /** On /oauth/success/{clientId}: the client id read from the path. */
  successClientId?: string;
}

export const OAUTH_WEBCHANNEL_CONTEXT = 'oauth_webchannel_v1';
export const DESKTOP_V3_CONTEXT = 'fx_desktop_v3';
export const SYNC_SERVICE = 'sync';
export const THIRD_PARTY_AUTH_CALLBACK_PATH = '/third_party_auth/callback';
export const PAIRING_SUPPLICANT_PATH_PREFIX = '/pair/supp';
export const OAUTH_SUCCESS_PATH_PREFIX = '/oauth/success';

/** The page's address is not usable for its integration. */
export class IntegrationSelectionError extends Error {
  override readonly name = 'IntegrationSelectionError';
  /** Catalogue key of the error to show. */
  readonly key = 'INVALID_PARAMETER';
  readonly param: string;

  constructor(param: string, message: string) {
    super(message);
    this.param = param;
  }
}

export interface IntegrationInput {
  pathname: string;
  search: string;
}

function decodesToUrl(state: string): boolean {
  try {
    new URL(decodeURIComponent(state));
    return true;
  } catch {
    return false;
  }
}

/** Sign-up verification: code + uid; reset verification: code + token; OAuth verification: code alone. */
export function isOAuthVerificationFlow(params: URLSearchParams): boolean {
  return params.has('code') && !params.has('uid') && !params.has('token');
}

function isThirdPartyAuthCallback(pathname: string, params: URLSearchParams): boolean {
  if (pathname.replace(/\/+$/, '') !== THIRD_PARTY_AUTH_CALLBACK_PATH) return false;
  const state = params.get('state');
  return state !== null && decodesToUrl(state) && (params.has('code') || params.has('error'));
}

function isOAuth(pathname: string, params: URLSearchParams): boolean {
  return pathname.includes('oauth') || params.has('client_id') || isOAuthVerificationFlow(params);
}

/** The client id of /oauth/success/{clientId}; an error when it is missing. */
function oauthSuccessClientId(pathname: string): string | undefined {
  if (!pathname.startsWith(OAUTH_SUCCESS_PATH_PREFIX)) return undefined;
  const clientId = pathname.slice(OAUTH_SUCCESS_PATH_PREFIX.length).split('/').filter(Boolean).pop();
  if (!clientId) {
    throw new IntegrationSelectionError('clientId', 'The OAuth success page needs a client id in its path');
  }
  return clientId;
}

export function selectIntegration({ pathname, search }: IntegrationInput): IntegrationSelection {
  const params = new URLSearchParams(search);
  const context = params.get('context') ?? undefined;

  if (isThirdPartyAuthCallback(pathname, params)) {
    return { kind: 'ThirdPartyAuthCallback', rule: 'third-party-callback', context };
  }
  if (params.get('redirect_uri') === PAIRING_REDIRECT_URN) {
    return { kind: 'PairingAuthority', rule: 'pairing-authority', context };
  }
  if (pathname.startsWith(PAIRING_SUPPLICANT_PATH_PREFIX)) {
    // The supplicant always talks to the browser over the OAuth web channel.
    return { kind: 'PairingSupplicant', rule: 'pairing-supplicant', context: OAUTH_WEBCHANNEL_CONTEXT };
  }
  if (isOAuth(pathname, params)) {
    const selection: IntegrationSelection =
      context === OAUTH_WEBCHANNEL_CONTEXT
        ? { kind: 'OAuthNative', rule: 'oauth-web-channel', context }
        : { kind: 'OAuthWeb', rule: 'oauth-web', context };
    const successClientId = oauthSuccessClientId(pathname);
    if (successClientId !== undefined) selection.successClientId = successClientId;
    return selection;
  }
  if (context === DESKTOP_V3_CONTEXT) {
    return { kind: 'SyncDesktopV3', rule: 'desktop-v3-context', context };
  }
  if (params.get('service') === SYNC_SERVICE) {
    return { kind: 'SyncBasic', rule: 'sync-service', context };
  }
  return { kind: 'Web', rule: 'web', context };
}
