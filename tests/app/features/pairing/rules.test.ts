// The authority's check of a new device's request (the pairing allow-list
// first, then what a code needs, then the pairing scopes of SPEC §9), and the
// pairing address the QR code holds, and the device key imported before the
// person is asked anything.
import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { deviceKeyUsable } from '../../../../app/features/pairing/keys';
import { PAIRING_MESSAGES, SYNC_SCOPE, channelFromFragment, checkPairingRequest, pairingUrl, readPairingMessage, wantsSyncKey } from '../../../../app/features/pairing/rules';

const PAIRED = 'b0a2d5e1f00d0001';
const ALLOW_LIST = [PAIRED];
const KEYS_JWK = base64url.encode(JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x'.repeat(43), y: 'y'.repeat(43) }));
const REQUEST = {
  client_id: PAIRED,
  state: 'state-of-the-device',
  scope: `profile ${SYNC_SCOPE}`,
  code_challenge: 'c'.repeat(43),
  code_challenge_method: 'S256',
  keys_jwk: KEYS_JWK,
  access_type: 'offline',
};

describe('checkPairingRequest', () => {
  it('accepts a request of an allow-listed client for the pairing scopes, with its fields normalised', () => {
    const checked = checkPairingRequest({ ...REQUEST, scope: `profile+${SYNC_SCOPE} profile` }, ALLOW_LIST);
    expect(checked).toEqual({ ok: true, request: { ...REQUEST, scope: `profile ${SYNC_SCOPE}` } });
    expect(checked.ok && wantsSyncKey(checked.request)).toBe(true);
  });

  it('refuses a client that is not on the allow-list with 1006, before anything else is looked at', () => {
    expect(checkPairingRequest({ ...REQUEST, client_id: '0123456789abcdef' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PAIRING_CLIENT' });
    expect(checkPairingRequest({ client_id: '0123456789abcdef', scope: 'everything' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PAIRING_CLIENT' });
    expect(checkPairingRequest({ ...REQUEST, client_id: undefined }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PAIRING_CLIENT' });
    expect(checkPairingRequest('not a request', ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PAIRING_CLIENT' });
    expect(checkPairingRequest(REQUEST, [])).toEqual({ ok: false, error: 'INVALID_PAIRING_CLIENT' });
  });

  it('needs a state, a scope and a PKCE challenge', () => {
    for (const field of ['state', 'scope', 'code_challenge'] as const) {
      expect(checkPairingRequest({ ...REQUEST, [field]: '' }, ALLOW_LIST)).toEqual({ ok: false, error: 'MISSING_PARAMETER' });
    }
  });

  it('refuses a plain or malformed challenge, a bad keys_jwk and an unknown access type', () => {
    expect(checkPairingRequest({ ...REQUEST, code_challenge_method: 'plain' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PARAMETER', param: 'code_challenge_method' });
    expect(checkPairingRequest({ ...REQUEST, code_challenge: 'short' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PARAMETER', param: 'code_challenge' });
    const privateKey = base64url.encode(JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'secret' }));
    expect(checkPairingRequest({ ...REQUEST, keys_jwk: privateKey }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PARAMETER', param: 'keys_jwk' });
    expect(checkPairingRequest({ ...REQUEST, keys_jwk: 'not-json' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PARAMETER', param: 'keys_jwk' });
    expect(checkPairingRequest({ ...REQUEST, access_type: 'forever' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_PARAMETER', param: 'access_type' });
  });

  it('refuses any scope beyond profile and the sync scope', () => {
    expect(checkPairingRequest({ ...REQUEST, scope: 'profile openid' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_SCOPES', param: 'scope' });
    expect(checkPairingRequest({ ...REQUEST, scope: 'profile:email' }, ALLOW_LIST)).toEqual({ ok: false, error: 'INVALID_SCOPES', param: 'scope' });
    const profileOnly = checkPairingRequest({ ...REQUEST, scope: 'profile' }, ALLOW_LIST);
    expect(profileOnly.ok && wantsSyncKey(profileOnly.request)).toBe(false);
  });
});

describe('the pairing address', () => {
  const secret = { channelId: 'a'.repeat(32), channelKey: 'K'.repeat(43) };

  it('carries the channel in the fragment only, and reads back', () => {
    const url = new URL(pairingUrl('https://accounts.example.com', secret));
    expect(url.pathname).toBe('/pair');
    expect(url.search).toBe('');
    expect(channelFromFragment(url.hash)).toEqual(secret);
  });

  it('names no channel when the id or key is missing or malformed', () => {
    expect(channelFromFragment('')).toBeUndefined();
    expect(channelFromFragment(`#channel_id=${secret.channelId}`)).toBeUndefined();
    expect(channelFromFragment(`#channel_id=XYZ&channel_key=${secret.channelKey}`)).toBeUndefined();
    expect(channelFromFragment(`#channel_id=${secret.channelId}&channel_key=short`)).toBeUndefined();
  });
});

describe('readPairingMessage', () => {
  it('reads the three messages and nothing else', () => {
    expect(readPairingMessage({ message: PAIRING_MESSAGES.authorize, data: { code: 'c', state: 's', redirect: 'r' } })).toEqual({
      message: PAIRING_MESSAGES.authorize,
      data: { code: 'c', state: 's', redirect: 'r' },
    });
    expect(readPairingMessage({ message: PAIRING_MESSAGES.authorize, data: { code: 1 } })).toBeUndefined();
    expect(readPairingMessage({ message: PAIRING_MESSAGES.error, data: { error: 'declined' } })).toEqual({ message: PAIRING_MESSAGES.error, data: { error: 'declined' } });
    expect(readPairingMessage({ message: PAIRING_MESSAGES.error, data: { error: 'anything' } })).toEqual({ message: PAIRING_MESSAGES.error, data: { error: 'invalid-request' } });
    expect(readPairingMessage({ message: 'other', data: {} })).toBeUndefined();
    expect(readPairingMessage(null)).toBeUndefined();
  });
});

describe('deviceKeyUsable', () => {
  const encode = (jwk: object) => base64url.encode(new TextEncoder().encode(JSON.stringify(jwk)));

  it('accepts a public P-256 key whose coordinates are a point of the curve', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
    expect(await deviceKeyUsable(encode({ kty, crv, x, y }))).toBe(true);
  });

  it('refuses a key that has the right shape but is no point of the curve, and anything that is not a key', async () => {
    // The shape checkPairingRequest lets through: EC, P-256, two strings.
    const offCurve = encode({ kty: 'EC', crv: 'P-256', x: base64url.encode(new Uint8Array(32).fill(1)), y: base64url.encode(new Uint8Array(32).fill(2)) });
    expect(checkPairingRequest({ ...REQUEST, keys_jwk: offCurve }, ALLOW_LIST).ok).toBe(true);
    expect(await deviceKeyUsable(offCurve)).toBe(false);
    expect(await deviceKeyUsable(encode({ kty: 'EC', crv: 'P-256', x: 'AQ', y: 'Ag' }))).toBe(false);
    expect(await deviceKeyUsable(encode({ kty: 'RSA', n: 'AQ', e: 'AQAB' }))).toBe(false);
    expect(await deviceKeyUsable('not base64 json')).toBe(false);
  });
});
