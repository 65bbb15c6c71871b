// Passkeys in the browser, for every page that makes or uses one: whether
// the browser has WebAuthn at all, what a ceremony that did not finish says
// (a cancelled or timed-out one is the person's choice, never a failure to
// blame them for), whether the browser can make a passkey quietly after a
// password sign-in (conditional create), and the WebAuthn signals that tell
// the browser's password manager a passkey is gone. The ceremonies
// themselves are @simplewebauthn/browser's (startRegistration,
// startAuthentication); every signal is feature-detected and best effort.
import { WebAuthnError, sendSignal, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAuthenticationResponse, PasskeyCreationOptions, PasskeyRegistrationResponse, PasskeyRequestOptions } from '../../api';

import { passkeysSupported } from './support';

export { passkeysSupported };

/**
 * Makes a passkey for the server's creation options (the browser asks the person); `quietly` asks the
 * password manager just signed in with to make it without a dialog (conditional create), which
 * fails rather than asks when it cannot.
 */
export async function createPasskey(options: PasskeyCreationOptions, quietly = false): Promise<PasskeyRegistrationResponse> {
  // The contract's options are the WebAuthn JSON the library takes, with its members left open.
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON, useAutoRegister: quietly });
  return response as PasskeyRegistrationResponse;
}

/** Answers the server's request options with one of the passkeys the browser holds (the browser asks the person). */
export async function answerWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAuthenticationResponse> {
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return response as PasskeyAuthenticationResponse;
}

/**
 * Whether passkeys of the relying party `rpId` can be made and used on this page: the browser has
 * WebAuthn and the page's host is the RP ID or under it (never the case at an IP address, which
 * browsers refuse as an RP ID). False without an RP ID (passkeys are off on the server).
 */
export function passkeysUsableHere(rpId: string | undefined): boolean {
  if (rpId === undefined || !passkeysSupported()) return false;
  const host = globalThis.location?.hostname ?? '';
  return host === rpId || host.endsWith(`.${rpId}`);
}

/** The WebAuthn signals this browser has, read from the global PublicKeyCredential. */
interface SignalApi {
  signalUnknownCredential?: unknown;
  signalAllAcceptedCredentials?: unknown;
  getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>;
}

function publicKeyCredential(): SignalApi | undefined {
  const global = (globalThis as { PublicKeyCredential?: SignalApi }).PublicKeyCredential;
  return typeof global === 'function' || typeof global === 'object' ? global : undefined;
}

/** The DOMException name behind a ceremony's failure (the library wraps some in a WebAuthnError of that name). */
function failureName(error: unknown): string | undefined {
  if (error instanceof WebAuthnError) return error.code === 'ERROR_CEREMONY_ABORTED' ? 'AbortError' : error.name;
  if (error instanceof Error) return error.name;
  return undefined;
}

/**
 * Whether a ceremony ended without an answer: the person cancelled the browser's dialog, it timed
 * out, or the page aborted it (the browser says NotAllowedError for all of these, by design).
 */
export function isCeremonyCancelled(error: unknown): boolean {
  const name = failureName(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** Fluent ids (this folder's en.ftl) of what a ceremony that did not finish says. */
export const CEREMONY_MESSAGES = {
  cancelled: 'passkey-ceremony-cancelled',
  alreadyRegistered: 'passkey-ceremony-already-registered',
  wrongSite: 'passkey-ceremony-wrong-site',
  notSupported: 'passkey-ceremony-not-supported',
  failed: 'passkey-ceremony-failed',
} as const;

/**
 * The Fluent id that says why the browser's ceremony (navigator.credentials.create or .get) did not
 * finish; undefined for an error that is no ceremony's (the server's answer, the network), which the
 * page says the usual way.
 */
export function ceremonyMessageId(error: unknown): string | undefined {
  const name = failureName(error);
  if (name === undefined) return undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return CEREMONY_MESSAGES.cancelled;
  if (name === 'InvalidStateError') return CEREMONY_MESSAGES.alreadyRegistered;
  if (name === 'SecurityError') return CEREMONY_MESSAGES.wrongSite;
  if (name === 'NotSupportedError' || name === 'ConstraintError') return CEREMONY_MESSAGES.notSupported;
  if (error instanceof WebAuthnError || name === 'UnknownError') return CEREMONY_MESSAGES.failed;
  return undefined;
}

/** An account's WebAuthn user handle: its uid's 16 bytes, base64url (as the server makes its options). */
export function userHandleOf(uid: string): string {
  const bytes = (uid.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether this browser takes any of the signals that tell its password manager a passkey is gone. */
export function hasPasskeySignals(): boolean {
  const api = publicKeyCredential();
  return typeof api?.signalUnknownCredential === 'function' || typeof api?.signalAllAcceptedCredentials === 'function';
}

/**
 * Tells the browser that a passkey was removed, so its password manager stops offering it
 * (PublicKeyCredential.signalUnknownCredential). Whether the signal was given; a browser without
 * the signal, or one that refuses it, changes nothing.
 */
export async function signalPasskeyRemoved(rpId: string, credentialId: string): Promise<boolean> {
  if (typeof publicKeyCredential()?.signalUnknownCredential !== 'function') return false;
  try {
    await sendSignal({ signalName: 'unknownCredential', rpID: rpId, credentialID: credentialId });
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells the browser that an account is gone with all its passkeys: no credential is accepted for its
 * user handle any more (signalAllAcceptedCredentials with an empty list), or, where only the other
 * signal exists, each of `credentialIds` is unknown. Whether a signal was given.
 */
export async function signalAccountDeleted(rpId: string, uid: string, credentialIds: readonly string[]): Promise<boolean> {
  const api = publicKeyCredential();
  try {
    if (typeof api?.signalAllAcceptedCredentials === 'function') {
      await sendSignal({ signalName: 'allAcceptedCredentials', rpID: rpId, userID: userHandleOf(uid), allAcceptedCredentialIDs: [] });
      return true;
    }
  } catch {
    // Refused: the per-credential signal may still be taken.
  }
  if (typeof api?.signalUnknownCredential !== 'function' || credentialIds.length === 0) return false;
  const given = await Promise.all(credentialIds.map((id) => signalPasskeyRemoved(rpId, id)));
  return given.some(Boolean);
}

/**
 * Whether the browser can make a passkey without asking, for the password manager the person just
 * signed in with (conditional create: getClientCapabilities().conditionalCreate).
 */
export async function conditionalCreateAvailable(): Promise<boolean> {
  const api = publicKeyCredential();
  if (!passkeysSupported() || typeof api?.getClientCapabilities !== 'function') return false;
  try {
    return (await api.getClientCapabilities()).conditionalCreate === true;
  } catch {
    return false;
  }
}
