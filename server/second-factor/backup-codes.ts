// Backup authentication codes: the client makes them, the server keeps a
// salted hash of each, and each works once.
import type { Queryable } from '../db/database';
import { hexEqual, randomHex, sha256Hex } from '../crypto/tokens';

function hashBackupCode(salt: string, code: string): string {
  return sha256Hex(`${salt}:${code}`);
}

/** Replaces every backup code of an account with `codes`. */
export async function storeBackupCodes(tx: Queryable, uid: string, codes: readonly string[], now: number): Promise<void> {
  await tx.query('DELETE FROM backup_codes WHERE uid = $1', [uid]);
  for (const code of codes) {
    const salt = randomHex(16);
    await tx.query('INSERT INTO backup_codes (uid, salt, code_hash, created_at) VALUES ($1, $2, $3, $4)', [
      uid,
      salt,
      hashBackupCode(salt, code),
      now,
    ]);
  }
}

export async function countBackupCodes(db: Queryable, uid: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM backup_codes WHERE uid = $1 AND used_at IS NULL',
    [uid],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Uses up the matching unused code; returns the number left, or undefined
 * when no unused code matches. Every stored hash is compared, in constant
 * time, whatever matches first.
 */
export async function consumeBackupCode(db: Queryable, uid: string, code: string, now: number): Promise<number | undefined> {
  const rows = await db.query<{ id: number; salt: string; code_hash: string }>(
    'SELECT id, salt, code_hash FROM backup_codes WHERE uid = $1 AND used_at IS NULL ORDER BY id',
    [uid],
  );
  let matched: number | undefined;
  for (const row of rows) {
    if (hexEqual(hashBackupCode(row.salt, code), row.code_hash) && matched === undefined) matched = row.id;
  }
  if (matched === undefined) return undefined;
  const used = await db.query('UPDATE backup_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [matched, now]);
  if (used.length !== 1) return undefined;
  return countBackupCodes(db, uid);
}
