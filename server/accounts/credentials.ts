// Replacing an account's password: the new verifiers (scrypt of each authPW
// the browser sent) and wrapped kB, and signing the account out everywhere
// else. A reset and a password change both end here; they differ in which
// token allows them and which session, if any, stays.
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { hashAuthPW } from '../crypto/password';
import { appError } from '../errors';
import type { TokenStore } from '../oauth/token-store';
import { CLIENT_SALT, checkHex } from './records';

/** The credentials of a new password, as the browser sends them. */
export interface NewCredentials {
  /** Version 1 authPW. */
  readonly authPW: string;
  /** kB wrapped with the version 1 unwrapBKey. */
  readonly wrapKb: string;
  /** The three version 2 fields come together or not at all. */
  readonly authPWVersion2?: string;
  readonly wrapKbVersion2?: string;
  readonly clientSalt?: string;
}

/** The stored form of new credentials: salts and hashes, never authPW. */
export interface HashedCredentials {
  readonly v1: { readonly salt: string; readonly hash: string; readonly wrapKb: string };
  readonly v2?: { readonly salt: string; readonly hash: string; readonly wrapKb: string; readonly clientSalt: string };
}

/** Checks the shape of new credentials (107, or 108 when the version 2 fields are incomplete). */
export function checkNewCredentials(input: NewCredentials): void {
  checkHex('authPW', input.authPW);
  checkHex('wrapKb', input.wrapKb);
  checkHex('authPWVersion2', input.authPWVersion2);
  checkHex('wrapKbVersion2', input.wrapKbVersion2);
  const v2Fields = [input.authPWVersion2, input.wrapKbVersion2, input.clientSalt].filter((v) => v !== undefined);
  if (v2Fields.length !== 0 && v2Fields.length !== 3) {
    throw appError('MISSING_PARAMETER', {
      message: 'Missing parameter in request body: authPWVersion2, wrapKbVersion2 and clientSalt go together',
    });
  }
  if (input.clientSalt !== undefined && !CLIENT_SALT.test(input.clientSalt)) {
    throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: clientSalt' });
  }
}

/** Hashes each authPW of new credentials (slow: do it before any transaction). */
export async function hashNewCredentials(input: NewCredentials, scrypt: ServerConfig['scrypt']): Promise<HashedCredentials> {
  checkNewCredentials(input);
  const v1 = await hashAuthPW(input.authPW, scrypt);
  const v2 =
    input.authPWVersion2 !== undefined && input.wrapKbVersion2 !== undefined && input.clientSalt !== undefined
      ? { ...(await hashAuthPW(input.authPWVersion2, scrypt)), wrapKb: input.wrapKbVersion2, clientSalt: input.clientSalt }
      : undefined;
  return { v1: { ...v1, wrapKb: input.wrapKb }, ...(v2 ? { v2 } : {}) };
}

/**
 * Stores new credentials in place of the old ones. Without version 2 fields
 * the old version 2 verifier goes too: it would still accept the old
 * password. Sets when the password was created.
 */
export async function replaceCredentials(tx: Queryable, uid: string, credentials: HashedCredentials, at: number): Promise<void> {
  const { v1, v2 } = credentials;
  await tx.query(
    `UPDATE accounts SET auth_salt = $2, verify_hash = $3, wrap_kb = $4,
            auth_salt_v2 = $5, verify_hash_v2 = $6, wrap_kb_v2 = $7, client_salt = $8,
            password_created_at = $9, updated_at = $9
      WHERE uid = $1`,
    [uid, v1.salt, v1.hash, v1.wrapKb, v2?.salt ?? null, v2?.hash ?? null, v2?.wrapKb ?? null, v2?.clientSalt ?? null, at],
  );
}

/**
 * Signs the account out everywhere: every session but `keepSessionId` (with
 * its key-fetch tokens and codes), and every OAuth token family, so refresh
 * and access tokens stop working at once.
 */
export async function signOutEverywhere(
  tx: Queryable,
  tokens: TokenStore,
  uid: string,
  keepSessionId?: string,
): Promise<void> {
  if (keepSessionId === undefined) {
    await tx.query('DELETE FROM sessions WHERE uid = $1', [uid]);
  } else {
    await tx.query('DELETE FROM sessions WHERE uid = $1 AND id <> $2', [uid, keepSessionId]);
  }
  await tokens.revokeAccount(tx, uid);
}
