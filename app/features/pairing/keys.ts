// The sync key for the new device: each key-bearing scope's key derived from
// kB (SPEC §5.1) and encrypted to the device's keys_jwk as a compact JWE, so
// neither the relay nor the server can read it.
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
