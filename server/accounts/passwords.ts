// Checking authPW against an account's verifiers, and the error a wrong one gets.
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import { verifyAuthPW } from '../crypto/password';
import { appError } from '../errors';
import { emailToHashWith } from './records';
import type { AccountRow } from './records';

/** Checks authPW against the account's verifiers, newest version first; resolves to the version that matched. */
export async function checkPassword(row: AccountRow, authPW: string, scrypt: ServerConfig['scrypt']): Promise<1 | 2 | undefined> {
  if (row.verify_hash_v2 !== null && row.auth_salt_v2 !== null) {
    if (await verifyAuthPW(authPW, { salt: row.auth_salt_v2, hash: row.verify_hash_v2 }, scrypt)) return 2;
  }
  if (row.verify_hash !== null && row.auth_salt !== null) {
    if (await verifyAuthPW(authPW, { salt: row.auth_salt, hash: row.verify_hash }, scrypt)) return 1;
  }
  return undefined;
}

/**
 * The work of a wrong password against an account with both verifiers, for an
 * address no account has: sign-in then answers in about the time a wrong
 * password takes, so the answer's time says no more than `account/status`
 * does under its own limit. The verifiers are random and match nothing.
 */
export async function checkAbsentPassword(authPW: string, scrypt: ServerConfig['scrypt']): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await verifyAuthPW(authPW, { salt: randomBytes(32).toString('hex'), hash: randomBytes(scrypt.keylen).toString('hex') }, scrypt);
  }
}

/**
 * Whether `email` is the address the account's password is stretched with,
 * exactly, case included. Any other address (another case, or the primary
 * address once it is no longer the sign-up one) is answered 120 with that
 * address before any password is compared: the server compares authPW
 * whatever the address says, so comparing here would let a guess sent with a
 * changed case escape the wrong-password limits.
 */
export function requireStretchingAddress(row: AccountRow, email: string): void {
  const hashEmail = emailToHashWith(row);
  if (email !== hashEmail) throw appError('INCORRECT_EMAIL_CASE', { email: hashEmail });
}

/** A password check that failed, on an address that passed requireStretchingAddress: 103. */
export function wrongPassword(): never {
  throw appError('INCORRECT_PASSWORD');
}
