// The browser's half of a passkey sign-in, through @simplewebauthn/browser:
// whether the browser can do it at all (and offer passkeys in autofill), the
// ceremony between the server's options and its verdict, and what a failure
// means to the person: a ceremony they cancelled, one this page stopped
// (quiet), a passkey the server did not accept, or the server's own answer.
// The library comes with the first ceremony, not with the page: whether the
// browser has WebAuthn at all is one property, read as the library reads it.
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON, WebAuthnErrorCode } from '@simplewebauthn/browser';
import type { Api, LoginResponse, PasskeyAuthenticationResponse } from '../../api';
import { ERRNO } from '../../api';
import { hasErrno, shownError } from '../flow';
import type { ShownError } from '../flow';
import { passkeysSupported } from '../passkeys/support';

let library: Promise<typeof WebAuthnBrowser> | undefined;
const webAuthn = () => (library ??= import('@simplewebauthn/browser'));

export { passkeysSupported };

/** Whether this browser offers passkeys in a field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  try {
    return await (await webAuthn()).browserSupportsWebAuthnAutofill();
  } catch {
    return false;
  }
}

/**
 * Runs one passkey sign-in: the server's options, the browser's ceremony
 * (the passkey picker, or with `autofill` the field's autofill), and the
 * server's verification; `shouldStart`, asked once the options are in, can
 * still decline to open the browser's prompt, and `replaceSession`, asked
 * once the passkey is chosen, says whether the session this browser holds
 * gives way to the new one. Resolves to the new, confirmed
 * session. A ceremony started later, or `stopPasskeyCeremony`, ends this one
 * (rejecting with an abort).
 */
export async function signInWithPasskey(
  api: Pick<Api, 'passkeyAuthenticationOptions' | 'passkeyAuthenticationVerify'>,
  options: { autofill?: boolean; replaceSession?: () => boolean; shouldStart?: () => boolean; onAnswered?: () => void } = {},
): Promise<LoginResponse> {
  const [{ startAuthentication }, requestOptions] = await Promise.all([webAuthn(), api.passkeyAuthenticationOptions()]);
  const optionsJSON = requestOptions as unknown as PublicKeyCredentialRequestOptionsJSON;
  // The page may have moved on while the options were asked for: nothing is started then.
  if (options.shouldStart && !options.shouldStart()) throw new DOMException('The page moved on', 'AbortError');
  const answer = await startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill ?? false });
  options.onAnswered?.();
  return api.passkeyAuthenticationVerify(answer as unknown as PasskeyAuthenticationResponse, options.replaceSession?.() ? { replaceSession: true } : {});
}

/** Ends the ceremony under way, if any: its promise rejects as stopped, which is never shown. */
export function stopPasskeyCeremony(): void {
  // Nothing to stop before the library is loaded: no ceremony started without it.
  void library?.then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}

/** What a failed passkey sign-in tells the person. */
export type PasskeyProblem =
  /** Stopped by this page (another ceremony, typing an address, leaving): nothing to say. */
  | { kind: 'stopped' }
  /** The person closed the browser's prompt or took too long: said calmly, nothing is wrong. */
  | { kind: 'cancelled' }
  /** The server did not accept the passkey (unknown or removed, or its answer failed a check). */
  | { kind: 'refused' }
  /** Passkeys are turned off on this server. */
  | { kind: 'off'; error: ShownError }
  /** Anything else (throttling, an expired request, the network), in the catalogue's words. */
  | { kind: 'error'; error: ShownError };

/** The library's WebAuthnError, known by its code (the class itself comes with the library, later). */
function webAuthnErrorCode(error: unknown): WebAuthnErrorCode | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERROR_') ? (error.code as WebAuthnErrorCode) : undefined;
}

export function passkeyProblem(error: unknown): PasskeyProblem {
  const code = webAuthnErrorCode(error);
  if (error instanceof Error && code) {
    if (code === 'ERROR_CEREMONY_ABORTED') return { kind: 'stopped' };
    const cause = error.cause instanceof Error ? error.cause.name : '';
    if (cause === 'NotAllowedError') return { kind: 'cancelled' };
    return { kind: 'refused' };
  }
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'stopped' };
  if (error instanceof Error && error.name === 'NotAllowedError') return { kind: 'cancelled' };
  if (hasErrno(error, ERRNO.PASSKEY_VERIFICATION_FAILED, ERRNO.PASSKEY_NOT_FOUND)) return { kind: 'refused' };
  if (hasErrno(error, ERRNO.FEATURE_NOT_ENABLED)) return { kind: 'off', error: shownError(error) };
  return { kind: 'error', error: shownError(error) };
}
