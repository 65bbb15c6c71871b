// Scoped keys for relying services (SPEC §5.1, PROTOCOL "kB"): each
// key-bearing scope gets its own key, derived in the browser from kB and the
// scope's rotation secret, so a service never sees kB and two services never
// share a key:
//
//   HKDF-SHA256(ikm = kB ‖ keyRotationSecret, salt = uid (its 16 bytes),
//               info = NS + "scoped_key\n" + scope, 48 bytes)
//   = fingerprint (first 16 bytes) ‖ key (last 32 bytes)
//   kid = (keyRotationTimestamp / 1000) + "-" + base64url(fingerprint)
import { NS, hexToBytes, hkdf } from './keyStretch';

/** What the server says of one key-bearing scope. */
export interface ScopedKeyData {
  readonly identifier: string;
  /** 32 bytes, hex. */
  readonly keyRotationSecret: string;
  /** Milliseconds since the epoch of the last rotation. */
  readonly keyRotationTimestamp: number;
}

/** One scoped key as an octet JWK, the form relying services receive it in. */
export interface ScopedKey {
  readonly kty: 'oct';
  readonly scope: string;
  readonly kid: string;
  /** The key, base64url. */
  readonly k: string;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The scoped key of one scope for the account `uid` whose kB is `kB` (both hex). */
export async function deriveScopedKey(kB: string, uid: string, data: ScopedKeyData): Promise<ScopedKey> {
  const kb = hexToBytes(kB);
  const secret = hexToBytes(data.keyRotationSecret);
  const ikm = new Uint8Array(kb.length + secret.length);
  ikm.set(kb, 0);
  ikm.set(secret, kb.length);
  const material = await hkdf(ikm, `${NS}scoped_key\n${data.identifier}`, 48, hexToBytes(uid));
  return {
    kty: 'oct',
    scope: data.identifier,
    kid: `${Math.floor(data.keyRotationTimestamp / 1000)}-${base64url(material.subarray(0, 16))}`,
    k: base64url(material.subarray(16, 48)),
  };
}
