// What every account use case shares: the account's row and record, the
// address rules, and the checks of the hex fields the password protocol sends.
import type { Queryable } from '../db/database';
import { appError } from '../errors';

/** Code purposes the account use cases issue. */
export const CODE_PURPOSES = { signup: 'signup', sessionToken: 'session-token', unblock: 'unblock' } as const;

/** Rate-limit action of wrong passwords, counted per normalized address. */
export const BAD_PASSWORD_ACTION = 'bad-password';

export interface AccountRecord {
  readonly uid: string;
  readonly email: string;
  readonly verified: boolean;
  readonly createdAt: number;
  readonly passwordCreatedAt: number;
  readonly locale: string;
  readonly metricsEnabled: boolean;
  readonly displayName: string | null;
  readonly hasV1: boolean;
  readonly hasV2: boolean;
  readonly clientSalt: string | null;
}

export interface AccountRow {
  uid: string;
  email: string;
  normalized_email: string;
  verified: boolean;
  created_at: number;
  password_created_at: number;
  locale: string;
  metrics_enabled: boolean;
  display_name: string | null;
  auth_salt: string | null;
  verify_hash: string | null;
  wrap_kb: string | null;
  auth_salt_v2: string | null;
  verify_hash_v2: string | null;
  wrap_kb_v2: string | null;
  client_salt: string | null;
  ka: string;
  /** The sign-up address, once another address is primary (null until then). */
  email_to_hash_with: string | null;
}

/**
 * The address the password is stretched with (version 1 key stretching): the
 * one the account was created with, which stays when another becomes primary.
 */
export function emailToHashWith(row: Pick<AccountRow, 'email' | 'email_to_hash_with'>): string {
  return row.email_to_hash_with ?? row.email;
}

export function toRecord(row: AccountRow): AccountRecord {
  return {
    uid: row.uid,
    email: row.email,
    verified: row.verified,
    createdAt: row.created_at,
    passwordCreatedAt: row.password_created_at,
    locale: row.locale,
    metricsEnabled: row.metrics_enabled,
    displayName: row.display_name,
    hasV1: row.verify_hash !== null,
    hasV2: row.verify_hash_v2 !== null,
    clientSalt: row.client_salt,
  };
}

export interface EmailRecord {
  readonly email: string;
  readonly isPrimary: boolean;
  readonly verified: boolean;
}

export const HEX64 = /^[0-9a-f]{64}$/;
export const CLIENT_SALT = /^identity\.mozilla\.com\/picl\/v1\/quickStretchV2:[0-9a-f]{32}$/;
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

export function checkEmail(email: string): void {
  if (email.length < 3 || email.length > 255 || !EMAIL.test(email)) {
    throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: email' });
  }
}

export function checkHex(name: string, value: string | undefined | null): void {
  if (value !== undefined && value !== null && !HEX64.test(value)) {
    throw appError('INVALID_PARAMETER', { message: `Invalid parameter in request body: ${name}` });
  }
}

/** The account row found by uid or by normalized address. */
export async function accountRow(db: Queryable, where: 'uid' | 'normalized_email', value: string): Promise<AccountRow | undefined> {
  const rows = await db.query<AccountRow>(`SELECT * FROM accounts WHERE ${where} = $1`, [value]);
  return rows[0];
}
