// The scoped keys a relying party asked for with keys_jwk (SPEC §5.1): derived
// here from kB, then encrypted to the relying party's public key as a compact
// JWE (ECDH-ES, A256GCM), so only it can read them and the server, which
// passes keys_jwe along, never can.
import { CompactEncrypt, base64url, importJWK } from 'jose';
import type { JWK } from 'jose';
import type { ScopedKeyDataResponse } from '../../api';
import { deriveScopedKey } from '../../lib/crypto/scopedKeys';

/** The relying party's public key from keys_jwk (base64url of the JWK's JSON); undefined when it is not one. */
export function parseKeysJwk(keysJwk: string): JWK | undefined {
  try {
    const jwk = JSON.parse(new TextDecoder().decode(base64url.decode(keysJwk))) as unknown;
    if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) return undefined;
    const { kty, crv, x, y, d } = jwk as Record<string, unknown>;
    // A public EC P-256 key, never a private one.
    if (kty !== 'EC' || crv !== 'P-256' || typeof x !== 'string' || typeof y !== 'string' || d !== undefined) return undefined;
    return { kty, crv, x, y };
  } catch {
    return undefined;
  }
}

/**
 * keys_jwe for the key-bearing scopes the server named: each scope's key as
 * an octet JWK, by scope, encrypted to `jwk`. Undefined when no scope bears a
 * key.
 */
export async function encryptScopedKeys(jwk: JWK, kB: string, uid: string, data: ScopedKeyDataResponse): Promise<string | undefined> {
  const entries = Object.values(data);
  if (entries.length === 0) return undefined;
  const keys = Object.fromEntries(await Promise.all(entries.map(async (entry) => [entry.identifier, await deriveScopedKey(kB, uid, entry)] as const)));
  const key = await importJWK(jwk, 'ECDH-ES');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(keys))).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A256GCM' }).encrypt(key);
}
