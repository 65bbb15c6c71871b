// The sync key for the new device: each key-bearing scope's key derived from
// kB (SPEC §5.1) and encrypted to the device's keys_jwk as a compact JWE, so
// neither the relay nor the server can read it. The device's key is imported
// when its request arrives, so a key that cannot be used (damaged, or not a
// point of the curve) is refused before the person is asked anything.
import { CompactEncrypt, base64url, importJWK } from 'jose';
import type { ScopedKeyDataResponse } from '../../api';
import { deriveScopedKey } from '../../lib/crypto/scopedKeys';

export async function keysJweFor(keysJwk: string, kB: string, uid: string, data: ScopedKeyDataResponse): Promise<string | undefined> {
  const entries = Object.values(data);
  if (entries.length === 0) return undefined;
  const keys = Object.fromEntries(await Promise.all(entries.map(async (entry) => [entry.identifier, await deriveScopedKey(kB, uid, entry)] as const)));
  const { kty, crv, x, y } = JSON.parse(new TextDecoder().decode(base64url.decode(keysJwk))) as Record<string, string>;
  const key = await importJWK({ kty, crv, x, y }, 'ECDH-ES');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(keys))).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A256GCM' }).encrypt(key);
}

/**
 * Whether the device's keys_jwk (base64url JSON of a public P-256 JWK) can be
 * encrypted to: its coordinates make a point of the curve, as the browser's
 * crypto module checks when it imports the key.
 */
export async function deviceKeyUsable(keysJwk: string): Promise<boolean> {
  try {
    const { kty, crv, x, y } = JSON.parse(new TextDecoder().decode(base64url.decode(keysJwk))) as Record<string, unknown>;
    if (kty !== 'EC' || crv !== 'P-256' || typeof x !== 'string' || typeof y !== 'string') return false;
    await importJWK({ kty, crv, x, y }, 'ECDH-ES');
    return true;
  } catch {
    return false;
  }
}
