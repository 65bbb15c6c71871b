// Checking authPW against an account's verifiers, and the error a wrong one gets.
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
 * Throws the right error for a failed password check: 120 with the address the
 * password is stretched with when the client used another (a case that
 * differs, or the primary address once it is no longer the sign-up one).
 */
export function wrongPassword(row: AccountRow, email: string): never {
  const hashEmail = emailToHashWith(row);
  if (email !== hashEmail) throw appError('INCORRECT_EMAIL_CASE', { email: hashEmail });
  throw appError('INCORRECT_PASSWORD');
}
