// Checking authPW against an account's verifiers, and the error a wrong one gets.
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import { verifyAuthPW } from '../crypto/password';
import { appError } from '../errors';
import { emailToHashWith } from './records';
import type { AccountRow } from './records';

/**
 * Which of the account's verifiers a password sent with `email` is compared
 * with. The server compares authPW whatever address comes with it, so the
 * address decides only which verifiers may answer, and every comparison is
 * counted under the account's one wrong-password window whatever its case:
 * - 'every': the exact address the password is stretched with, case included;
 * - 'v2': another address of the account (another case of it, or the primary
 *   address once another one became primary) on an account with a version 2
 *   verifier, whose stretching takes the account's client salt and no address:
 *   only that verifier is compared, so the sign-in works at once;
 * - 'none': another address of a version 1 account. Its authPW is stretched
 *   with the address, so nothing is compared: the answer is 120 with the
 *   address to stretch with.
 */
export function comparableVerifiers(row: AccountRow, email: string): 'every' | 'v2' | 'none' {
  if (email === emailToHashWith(row)) return 'every';
  return row.verify_hash_v2 !== null && row.auth_salt_v2 !== null ? 'v2' : 'none';
}

/** Checks authPW against the verifiers `which` allows, newest version first; resolves to the version that matched. */
export async function checkPassword(
  row: AccountRow,
  authPW: string,
  scrypt: ServerConfig['scrypt'],
  which: 'every' | 'v2' = 'every',
): Promise<1 | 2 | undefined> {
  if (row.verify_hash_v2 !== null && row.auth_salt_v2 !== null) {
    if (await verifyAuthPW(authPW, { salt: row.auth_salt_v2, hash: row.verify_hash_v2 }, scrypt)) return 2;
  }
  if (which === 'every' && row.verify_hash !== null && row.auth_salt !== null) {
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

/** 120 with the address the account's password is stretched with: for 'none' of comparableVerifiers. */
export function stretchWithOtherAddress(row: AccountRow): never {
  throw appError('INCORRECT_EMAIL_CASE', { email: emailToHashWith(row) });
}

/**
 * Whether the account has a password at all. One made with a third-party
 * provider has none until it creates one: a password sent for it is answered
 * 210 (noPassword) before anything is compared, and never counted as wrong.
 */
export function hasPassword(row: AccountRow): boolean {
  return row.verify_hash !== null || row.verify_hash_v2 !== null || Number(row.password_created_at) > 0;
}

/** A password sent for an account that has none: 210. */
export function noPassword(): never {
  throw appError('NO_PASSWORD_SET');
}

/** A password check that failed: 103. */
export function wrongPassword(): never {
  throw appError('INCORRECT_PASSWORD');
}
