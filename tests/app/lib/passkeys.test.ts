// The browser half of passkeys where no real browser can stand in: a browser
// without WebAuthn or without the signals (Chromium has them all), the words
// a ceremony that did not finish gets, and the user handle the signals name.
import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ceremonyMessageId, conditionalCreateAvailable, hasPasskeySignals, isCeremonyCancelled, passkeysSupported, passkeysUsableHere, signalAccountDeleted, signalPasskeyRemoved, userHandleOf } from '../../../app/lib/passkeys';

const RP_ID = 'accounts.example';
const UID = '0123456789abcdef0123456789abcdef';

function domError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

/** A PublicKeyCredential with only the members given. */
function stubCredential(members: Record<string, unknown>) {
  const credential = Object.assign(function PublicKeyCredential() {}, members);
  vi.stubGlobal('PublicKeyCredential', credential);
  return credential;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('support', () => {
  it('is there only with a PublicKeyCredential', async () => {
    expect(passkeysSupported()).toBe(false);
    expect(await conditionalCreateAvailable()).toBe(false);
    stubCredential({});
    expect(passkeysSupported()).toBe(true);
    expect(await conditionalCreateAvailable()).toBe(false);
  });

  it('holds for the RP ID of the page’s host or a parent of it, never at an IP address', () => {
    stubCredential({});
    vi.stubGlobal('location', { hostname: 'accounts.example' });
    expect(passkeysUsableHere(RP_ID)).toBe(true);
    expect(passkeysUsableHere(undefined)).toBe(false);
    vi.stubGlobal('location', { hostname: 'eu.accounts.example' });
    expect(passkeysUsableHere(RP_ID)).toBe(true);
    vi.stubGlobal('location', { hostname: '127.0.0.1' });
    expect(passkeysUsableHere('localhost')).toBe(false);
    vi.stubGlobal('location', { hostname: 'notaccounts.example' });
    expect(passkeysUsableHere(RP_ID)).toBe(false);
  });

  it('takes conditional create from the client capabilities only when they say so', async () => {
    stubCredential({ getClientCapabilities: () => Promise.resolve({ conditionalCreate: true }) });
    expect(await conditionalCreateAvailable()).toBe(true);
    stubCredential({ getClientCapabilities: () => Promise.resolve({ conditionalGet: true }) });
    expect(await conditionalCreateAvailable()).toBe(false);
    stubCredential({ getClientCapabilities: () => Promise.reject(domError('NotSupportedError')) });
    expect(await conditionalCreateAvailable()).toBe(false);
  });
});

describe('a ceremony that did not finish', () => {
  it('is cancelled, not failed, when the browser says NotAllowedError or it was aborted', () => {
    expect(isCeremonyCancelled(domError('NotAllowedError'))).toBe(true);
    expect(isCeremonyCancelled(new WebAuthnError({ message: 'aborted', code: 'ERROR_CEREMONY_ABORTED', cause: domError('AbortError') }))).toBe(true);
    expect(isCeremonyCancelled(new WebAuthnError({ message: 'x', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: domError('NotAllowedError') }))).toBe(true);
    expect(ceremonyMessageId(domError('NotAllowedError'))).toBe('passkey-ceremony-cancelled');
    expect(isCeremonyCancelled(domError('InvalidStateError'))).toBe(false);
  });

  it('says why otherwise, and leaves an error that is no ceremony’s to the page', () => {
    expect(ceremonyMessageId(new WebAuthnError({ message: 'x', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', cause: domError('InvalidStateError') }))).toBe(
      'passkey-ceremony-already-registered',
    );
    expect(ceremonyMessageId(domError('SecurityError'))).toBe('passkey-ceremony-wrong-site');
    expect(ceremonyMessageId(domError('NotSupportedError'))).toBe('passkey-ceremony-not-supported');
    expect(ceremonyMessageId(new WebAuthnError({ message: 'x', code: 'ERROR_AUTHENTICATOR_GENERAL_ERROR', cause: domError('UnknownError') }))).toBe('passkey-ceremony-failed');
    expect(ceremonyMessageId(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(ceremonyMessageId('nothing')).toBeUndefined();
  });
});

describe('signals', () => {
  it('names the account by its uid’s bytes in base64url, as the server’s options do', () => {
    expect(userHandleOf(UID)).toBe(Buffer.from(UID, 'hex').toString('base64url'));
    expect(userHandleOf('fbff'.repeat(8))).toBe(Buffer.from('fbff'.repeat(8), 'hex').toString('base64url'));
  });

  it('give nothing, and never fail, in a browser without them', async () => {
    expect(hasPasskeySignals()).toBe(false);
    expect(await signalPasskeyRemoved(RP_ID, 'credential-one-aaaa')).toBe(false);
    stubCredential({});
    expect(hasPasskeySignals()).toBe(false);
    expect(await signalPasskeyRemoved(RP_ID, 'credential-one-aaaa')).toBe(false);
    expect(await signalAccountDeleted(RP_ID, UID, ['credential-one-aaaa'])).toBe(false);
  });

  it('tell the browser of a removed passkey, and swallow its refusal', async () => {
    const signalUnknownCredential = vi.fn(() => Promise.resolve());
    stubCredential({ signalUnknownCredential });
    expect(hasPasskeySignals()).toBe(true);
    expect(await signalPasskeyRemoved(RP_ID, 'credential-one-aaaa')).toBe(true);
    expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: RP_ID, credentialId: 'credential-one-aaaa' });
    stubCredential({ signalUnknownCredential: () => Promise.reject(domError('SecurityError')) });
    expect(await signalPasskeyRemoved(RP_ID, 'credential-one-aaaa')).toBe(false);
  });

  it('tell the browser a deleted account accepts no passkey, or else that each of its passkeys is unknown', async () => {
    const signalAllAcceptedCredentials = vi.fn(() => Promise.resolve());
    const signalUnknownCredential = vi.fn(() => Promise.resolve());
    stubCredential({ signalAllAcceptedCredentials, signalUnknownCredential });
    expect(await signalAccountDeleted(RP_ID, UID, ['credential-one-aaaa'])).toBe(true);
    expect(signalAllAcceptedCredentials).toHaveBeenCalledWith({ rpId: RP_ID, userId: userHandleOf(UID), allAcceptedCredentialIds: [] });
    expect(signalUnknownCredential).not.toHaveBeenCalled();

    stubCredential({ signalUnknownCredential });
    expect(await signalAccountDeleted(RP_ID, UID, ['credential-one-aaaa', 'credential-two-bbbb'])).toBe(true);
    expect(signalUnknownCredential.mock.calls).toEqual([[{ rpId: RP_ID, credentialId: 'credential-one-aaaa' }], [{ rpId: RP_ID, credentialId: 'credential-two-bbbb' }]]);
  });
});
