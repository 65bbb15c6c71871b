// Random tokens and their stored form.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes as lower-case hex. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** SHA-256 of a string (a hex token is hashed as its hex text), hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Equal-length hex strings compared without leaking where they differ. */
export function hexEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A random string of `length` characters drawn uniformly from `alphabet`. */
export function randomString(length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}
