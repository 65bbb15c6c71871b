// The rules of device pairing, apart from React: the pairing address the QR
// code holds (the channel's id and key in the fragment, which never reaches
// a server), the messages the two devices exchange over the encrypted
// channel, and the authority's check of the new device's request before it
// asks for a code (SPEC §9 pairing scopes, errno 1006).
import { base64url } from 'jose';
import type { OAuthErrorKey } from '../../api';

/** The out-of-band redirect URI the code is minted for (SPEC §5.3). */
export const PAIRING_REDIRECT_URN = 'urn:ietf:wg:oauth:2.0:oob:pair-auth-webchannel';

/** The scope of the browser's data sync, which carries a key of its own. */
export const SYNC_SCOPE = 'https://identity.example.com/apps/oldsync';

/** SPEC §9: what a paired device may be granted. */
export const PAIRING_SCOPES: readonly string[] = ['profile', SYNC_SCOPE];

/** The message names of the channel, as the browser vendor's pairing uses them. */
export const PAIRING_MESSAGES = {
  /** The new device asks for a code. */
  request: 'pair:supp:request',
  /** The authority sends the code. */
  authorize: 'pair:auth:authorize',
  /** The authority ends the pairing without a code. */
  error: 'pair:auth:error',
} as const;

/** Why the authority ended a pairing without a code, as the new device is told. */
export type PairingRefusal = 'declined' | 'invalid-request';

/** What the new device asks for. */
export interface PairingRequest {
  readonly client_id: string;
  readonly state: string;
  readonly scope: string;
  readonly code_challenge: string;
  readonly code_challenge_method: 'S256';
  /** The device's public key for the scoped keys (base64url JSON of an EC P-256 JWK). */
  readonly keys_jwk?: string;
  readonly access_type?: 'online' | 'offline';
}

/** What the authority sends back: the code, for the device to finish its sign-in with. */
export interface PairingAuthorization {
  readonly code: string;
  readonly state: string;
  readonly redirect: string;
}

export type PairingMessage =
  | { message: typeof PAIRING_MESSAGES.request; data: PairingRequest }
  | { message: typeof PAIRING_MESSAGES.authorize; data: PairingAuthorization }
  | { message: typeof PAIRING_MESSAGES.error; data: { error: PairingRefusal } };

/** The channel's id and key, as the QR code carries them. */
export interface ChannelSecret {
  /** The relay's channel id: 32 hexadecimal characters. */
  readonly channelId: string;
  /** The channel's 32-byte key, base64url. */
  readonly channelKey: string;
}

/** The pairing address: the /pair page of this site with the channel in the fragment. */
export function pairingUrl(origin: string, secret: ChannelSecret): string {
  return `${origin}/pair#channel_id=${secret.channelId}&channel_key=${secret.channelKey}`;
}

/** The channel a fragment names; undefined when it names none, or a malformed one. */
export function channelFromFragment(hash: string): ChannelSecret | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const channelId = params.get('channel_id') ?? '';
  const channelKey = params.get('channel_key') ?? '';
  if (!/^[0-9a-f]{32}$/.test(channelId) || !/^[A-Za-z0-9_-]{43}$/.test(channelKey)) return undefined;
  return { channelId, channelKey };
}

function isPublicP256Jwk(keysJwk: string): boolean {
  try {
    const jwk = JSON.parse(new TextDecoder().decode(base64url.decode(keysJwk))) as Record<string, unknown> | null;
    return typeof jwk === 'object' && jwk !== null && jwk.kty === 'EC' && jwk.crv === 'P-256' && typeof jwk.x === 'string' && typeof jwk.y === 'string' && jwk.d === undefined;
  } catch {
    return false;
  }
}

/** A refused request names the error and, when one parameter is at fault, that parameter (the message shows it). */
export type PairingRequestCheck = { ok: true; request: PairingRequest } | { ok: false; error: OAuthErrorKey; param?: string };

/**
 * The authority's check of a new device's request, before anything is asked
 * of the server: the client on the pairing allow-list first (1006, whatever
 * else is wrong), then the parameters a code needs, then the scopes, which
 * must all be pairing scopes, and a keys_jwk that is a public P-256 key.
 */
export function checkPairingRequest(data: unknown, allowList: readonly string[]): PairingRequestCheck {
  const fields = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const text = (name: string): string | undefined => (typeof fields[name] === 'string' && fields[name] !== '' ? fields[name] : undefined);
  const clientId = text('client_id');
  if (clientId === undefined || !allowList.includes(clientId)) return { ok: false, error: 'INVALID_PAIRING_CLIENT' };
  const state = text('state');
  const scope = text('scope');
  const challenge = text('code_challenge');
  if (state === undefined || scope === undefined || challenge === undefined) return { ok: false, error: 'MISSING_PARAMETER' };
  if (state.length > 512) return { ok: false, error: 'INVALID_PARAMETER', param: 'state' };
  if (!/^[A-Za-z0-9_-]{43,128}$/.test(challenge)) return { ok: false, error: 'INVALID_PARAMETER', param: 'code_challenge' };
  if (text('code_challenge_method') !== 'S256') return { ok: false, error: 'INVALID_PARAMETER', param: 'code_challenge_method' };
  const scopes = [...new Set(scope.split(/[\s+]+/).filter((part) => part !== ''))];
  if (scopes.length === 0 || scopes.some((part) => !PAIRING_SCOPES.includes(part))) return { ok: false, error: 'INVALID_SCOPES', param: 'scope' };
  const keysJwk = text('keys_jwk');
  if (keysJwk !== undefined && !isPublicP256Jwk(keysJwk)) return { ok: false, error: 'INVALID_PARAMETER', param: 'keys_jwk' };
  const accessType = fields.access_type;
  if (accessType !== undefined && accessType !== 'online' && accessType !== 'offline') return { ok: false, error: 'INVALID_PARAMETER', param: 'access_type' };
  return {
    ok: true,
    request: {
      client_id: clientId,
      state,
      scope: scopes.join(' '),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(keysJwk !== undefined ? { keys_jwk: keysJwk } : {}),
      ...(accessType !== undefined ? { access_type: accessType } : {}),
    },
  };
}

/** Whether the request asks for the sync scope, whose key only kB gives. */
export function wantsSyncKey(request: PairingRequest): boolean {
  return request.keys_jwk !== undefined && request.scope.split(' ').includes(SYNC_SCOPE);
}

/** A message from the channel, when it is one of the pairing's; undefined otherwise. */
export function readPairingMessage(data: unknown): PairingMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, data: body } = data as { message?: unknown; data?: unknown };
  if (typeof body !== 'object' || body === null) return undefined;
  if (message === PAIRING_MESSAGES.request) return { message, data: body as PairingRequest };
  if (message === PAIRING_MESSAGES.error) {
    const error = (body as { error?: unknown }).error;
    return { message, data: { error: error === 'declined' ? 'declined' : 'invalid-request' } };
  }
  if (message === PAIRING_MESSAGES.authorize) {
    const { code, state, redirect } = body as Record<string, unknown>;
    if (typeof code === 'string' && typeof state === 'string' && typeof redirect === 'string') return { message, data: { code, state, redirect } };
  }
  return undefined;
}
