// The account recovery key (SPEC §5.4, PROTOCOL "Account recovery key"):
// 20 random bytes shown as 32 Crockford base32 characters. The browser
// derives two values from the key and the account's uid, and the server
// sees neither the key nor kB:
//
//   recoveryKeyId = hex(HKDF-SHA256(key, salt = uid's 16 bytes, info "fxa recovery fingerprint", 16))
//   encryptionKey =     HKDF-SHA256(key, salt = uid's 16 bytes, info "fxa recovery encrypt key", 32)
//   recoveryData  = compact JWE { alg: dir, enc: A256GCM, kid: recoveryKeyId } of JSON {kA, kB}
//
// The format is the one Firefox Accounts uses, so a key and its data made by
// either side open on the other.
import { CompactEncrypt, compactDecrypt } from 'jose';
import type { AuthErrorKey } from '../../api';
import { bytesToHex, hexToBytes, hkdf } from './keyStretch';

/** Bytes of a recovery key: 160 bits, exactly 32 characters of 5 bits. */
export const RECOVERY_KEY_BYTES = 20;
/** Characters of a formatted recovery key (SPEC §9 "Recovery key length"). */
export const RECOVERY_KEY_LENGTH = 32;
/** Characters per group when a key is shown (SPEC §5.4). */
export const RECOVERY_KEY_GROUP = 4;

const INFO_FINGERPRINT = 'fxa recovery fingerprint';
const INFO_ENCRYPT_KEY = 'fxa recovery encrypt key';

/** Crockford's base32 alphabet: digits and letters without I, L, O and U. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CROCKFORD_VALUE = new Map<string, number>([...CROCKFORD].map((char, value) => [char, value]));
// Letters a person may type for a digit they look like (Crockford's decoding rules).
const CROCKFORD_ALIASES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

/** The keys a recovery key keeps: kA and kB, 64 hex characters each. */
export interface RecoveryData {
  kA: string;
  kB: string;
}

/**
 * A recovery key that does not open the account's recovery data: the wrong
 * key, or data that is not a recovery JWE. The page shows it as the catalogue's
 * "Invalid account recovery key" (`clientError(error.key)`).
 */
export class InvalidRecoveryKeyError extends Error {
  override readonly name = 'InvalidRecoveryKeyError';
  readonly key: AuthErrorKey = 'INVALID_RECOVERY_KEY';
  readonly errno = 159;

  constructor(options?: { cause?: unknown }) {
    super('Invalid account recovery key', options);
  }
}

/**
 * A new recovery key: 20 random bytes whose first five bits are set so that
 * the key's first character is "A", the mark of this format's first version.
 */
export function generateRecoveryKey(): Uint8Array<ArrayBuffer> {
  const key = crypto.getRandomValues(new Uint8Array(RECOVERY_KEY_BYTES));
  key[0] = 0x50 | (0x07 & (key[0] ?? 0));
  return key;
}

/** The key as 32 upper-case Crockford base32 characters, without separators. */
export function formatRecoveryKey(key: Uint8Array): string {
  if (key.length !== RECOVERY_KEY_BYTES) throw new RangeError(`A recovery key has ${RECOVERY_KEY_BYTES} bytes`);
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of key) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += CROCKFORD[(buffer >> bits) & 0x1f];
    }
  }
  return text;
}

/**
 * The key a person typed or pasted: spaces and dashes between characters are
 * ignored, lower case is accepted, and I, L and O read as 1, 1 and 0. Null
 * unless exactly 32 valid characters remain.
 */
export function parseRecoveryKey(text: string): Uint8Array<ArrayBuffer> | null {
  const chars = text.replace(/[\s-]+/g, '').toUpperCase();
  if (chars.length !== RECOVERY_KEY_LENGTH) return null;
  const key = new Uint8Array(RECOVERY_KEY_BYTES);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of chars) {
    const value = CROCKFORD_VALUE.get(CROCKFORD_ALIASES[char] ?? char);
    if (value === undefined) return null;
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      key[index++] = (buffer >> bits) & 0xff;
    }
  }
  return key;
}

function checkKey(key: Uint8Array): Uint8Array<ArrayBuffer> {
  if (key.length !== RECOVERY_KEY_BYTES) throw new RangeError(`A recovery key has ${RECOVERY_KEY_BYTES} bytes`);
  return new Uint8Array(key);
}

function uidSalt(uid: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-f]{32}$/i.test(uid)) throw new RangeError('A uid is 32 hex characters');
  return hexToBytes(uid);
}

/** The key's id on the server for the account `uid`: 32 hex characters. */
export async function recoveryKeyId(key: Uint8Array, uid: string): Promise<string> {
  return bytesToHex(await hkdf(checkKey(key), INFO_FINGERPRINT, 16, uidSalt(uid)));
}

function encryptionKey(key: Uint8Array, uid: string): Promise<Uint8Array<ArrayBuffer>> {
  return hkdf(checkKey(key), INFO_ENCRYPT_KEY, 32, uidSalt(uid));
}

/**
 * The recovery data the server stores for the key: a compact JWE of
 * `{"kA": …, "kB": …}`. `options.iv` fixes the 12-byte IV, only for checking
 * a published vector; a real call always takes a random one.
 */
export async function encryptRecoveryData(
  key: Uint8Array,
  uid: string,
  data: RecoveryData,
  options: { iv?: Uint8Array } = {},
): Promise<string> {
  const [cek, kid] = await Promise.all([encryptionKey(key, uid), recoveryKeyId(key, uid)]);
  const jwe = new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ kA: data.kA, kB: data.kB })))
    // The header's members in the order Firefox Accounts writes them.
    .setProtectedHeader({ enc: 'A256GCM', alg: 'dir', kid });
  if (options.iv) jwe.setInitializationVector(options.iv);
  return jwe.encrypt(cek);
}

function isKeyHex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/i.test(value);
}

/**
 * Opens the recovery data with the key. Throws InvalidRecoveryKeyError when
 * the key is not the one the data was made with, or the data is not a
 * recovery JWE holding kA and kB.
 */
export async function decryptRecoveryData(key: Uint8Array, uid: string, jwe: string): Promise<RecoveryData> {
  const cek = await encryptionKey(key, uid);
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, cek, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    }));
  } catch (cause) {
    throw new InvalidRecoveryKeyError({ cause });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch (cause) {
    throw new InvalidRecoveryKeyError({ cause });
  }
  if (typeof parsed !== 'object' || parsed === null) throw new InvalidRecoveryKeyError();
  const { kA, kB } = parsed as Record<string, unknown>;
  if (!isKeyHex(kA) || !isKeyHex(kB)) throw new InvalidRecoveryKeyError();
  return { kA, kB };
}
