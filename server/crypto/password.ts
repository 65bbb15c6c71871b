// What the server keeps of a password: a random salt and scrypt(authPW, salt).
// The browser has already stretched the password; scrypt makes a stolen
// database expensive to attack.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from '../config';

export interface StoredVerifier {
  /** Random salt, hex. */
  readonly salt: string;
  /** scrypt(authPW, salt), hex. */
  readonly hash: string;
}

function scryptAsync(password: Buffer, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      salt,
      params.keylen,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashAuthPW(authPW: string, params: ScryptParams): Promise<StoredVerifier> {
  const salt = randomBytes(32);
  const hash = await scryptAsync(Buffer.from(authPW, 'hex'), salt, params);
  return { salt: salt.toString('hex'), hash: hash.toString('hex') };
}

/** Whether authPW matches the stored verifier; compares in constant time. */
export async function verifyAuthPW(authPW: string, stored: StoredVerifier, params: ScryptParams): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await scryptAsync(Buffer.from(authPW, 'hex'), Buffer.from(stored.salt, 'hex'), {
    ...params,
    keylen: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
