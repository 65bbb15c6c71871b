// Whether this browser has WebAuthn at all: one property, read without
// loading the WebAuthn library, so that a page can decide to show its
// passkey controls before any ceremony (and the library) is needed.

/** Whether this browser can make and use passkeys (false on the server and in old browsers). */
export function passkeysSupported(): boolean {
  return typeof (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function';
}
