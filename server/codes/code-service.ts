// One-time codes of every kind: sign-up and sign-in confirmation now;
// unblock, step-up and reset codes use the same service. A code is random
// over its alphabet, stored only as a salted hash, expires, allows a limited
// number of wrong guesses, and works once. Issuing a new code for the same
// purpose and target retires the previous one.
import type { CodeKindConfig } from '../config';
import type { Database } from '../db/database';
import { hexEqual, randomHex, randomString, sha256Hex } from '../crypto/tokens';

/** Whom a code belongs to; at least one field is set, and checks use the same fields. */
export interface CodeTarget {
  readonly uid?: string;
  readonly sessionId?: string;
  readonly email?: string;
}

export interface IssuedCode {
  /** The code to send; it is not stored anywhere. */
  readonly code: string;
  readonly expiresAt: number;
}

export type CodeCheck =
  | { readonly status: 'ok' }
  /** Wrong code; `attemptsLeft` more guesses are allowed. */
  | { readonly status: 'invalid'; readonly attemptsLeft: number }
  | { readonly status: 'expired' }
  /** Too many wrong guesses: this code no longer works. */
  | { readonly status: 'exhausted' }
  /** No live code for this purpose and target (never issued, used or replaced). */
  | { readonly status: 'missing' };

export interface CodeStatus {
  readonly attemptsLeft: number;
  readonly expiresAt: number;
}

interface CodeRow {
  id: number;
  salt: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  max_attempts: number;
}

function hashCode(salt: string, code: string): string {
  return sha256Hex(`${salt}:${code}`);
}

function targetClause(target: CodeTarget, firstParam: number): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    parts.push(`${column} = $${firstParam + params.length - 1}`);
  };
  add('uid', target.uid);
  add('session_id', target.sessionId);
  add('email', target.email);
  if (parts.length === 0) throw new Error('A code needs a uid, session or email to belong to');
  return { sql: parts.join(' AND '), params };
}

export class CodeService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Makes a new code for `purpose` and `target`, retiring any earlier live one. */
  async issue(purpose: string, kind: CodeKindConfig, target: CodeTarget): Promise<IssuedCode> {
    const code = randomString(kind.length, kind.alphabet);
    const salt = randomHex(16);
    const now = this.now();
    const expiresAt = now + kind.ttlMs;
    const where = targetClause(target, 3);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE codes SET used_at = $2, updated_at = $2 WHERE purpose = $1 AND used_at IS NULL AND ${where.sql}`,
        [purpose, now, ...where.params],
      );
      await tx.query(
        `INSERT INTO codes (purpose, uid, session_id, email, salt, code_hash, expires_at, max_attempts, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          purpose,
          target.uid ?? null,
          target.sessionId ?? null,
          target.email ?? null,
          salt,
          hashCode(salt, code),
          expiresAt,
          kind.maxAttempts,
          now,
        ],
      );
    });
    return { code, expiresAt };
  }

  private async live(purpose: string, target: CodeTarget): Promise<CodeRow | undefined> {
    const where = targetClause(target, 2);
    const rows = await this.db.query<CodeRow>(
      `SELECT id, salt, code_hash, expires_at, attempts, max_attempts FROM codes
        WHERE purpose = $1 AND used_at IS NULL AND ${where.sql}
        ORDER BY id DESC LIMIT 1`,
      [purpose, ...where.params],
    );
    return rows[0];
  }

  /**
   * Checks a code. Every check takes one of the code's attempts before it
   * compares (one statement that increments and returns), so concurrent
   * guesses never get more comparisons than the code allows; a match uses
   * the code up. Runs outside any caller transaction so a counted miss stays
   * counted when the caller then fails the request.
   */
  async verify(purpose: string, target: CodeTarget, code: string): Promise<CodeCheck> {
    const row = await this.live(purpose, target);
    if (!row) return { status: 'missing' };
    const now = this.now();
    if (row.expires_at <= now) return { status: 'expired' };
    const counted = await this.db.query<{ attempts: number; max_attempts: number }>(
      `UPDATE codes SET attempts = attempts + 1, updated_at = $2
        WHERE id = $1 AND used_at IS NULL AND attempts < max_attempts RETURNING attempts, max_attempts`,
      [row.id, now],
    );
    const after = counted[0];
    if (!after) {
      // Used up by wrong guesses, or used or replaced by a request that ran alongside.
      const [current] = await this.db.query<{ used_at: number | null }>('SELECT used_at FROM codes WHERE id = $1', [row.id]);
      return current && current.used_at === null ? { status: 'exhausted' } : { status: 'missing' };
    }
    if (hexEqual(hashCode(row.salt, code), row.code_hash)) {
      const used = await this.db.query(
        'UPDATE codes SET used_at = $2, updated_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
        [row.id, now],
      );
      return used.length === 1 ? { status: 'ok' } : { status: 'missing' };
    }
    return { status: 'invalid', attemptsLeft: Math.max(0, after.max_attempts - after.attempts) };
  }

  /** Attempts left and expiry of the live code, or undefined when there is none. */
  async status(purpose: string, target: CodeTarget): Promise<CodeStatus | undefined> {
    const row = await this.live(purpose, target);
    if (!row || row.expires_at <= this.now()) return undefined;
    return { attemptsLeft: Math.max(0, row.max_attempts - row.attempts), expiresAt: row.expires_at };
  }

  /** Retires every live code for `purpose` and `target`. */
  async revoke(purpose: string, target: CodeTarget): Promise<void> {
    const where = targetClause(target, 3);
    const now = this.now();
    await this.db.query(
      `UPDATE codes SET used_at = $2, updated_at = $2 WHERE purpose = $1 AND used_at IS NULL AND ${where.sql}`,
      [purpose, now, ...where.params],
    );
  }

  /** Deletes codes that expired before `before`; returns how many. */
  async purgeExpired(before: number): Promise<number> {
    const rows = await this.db.query('DELETE FROM codes WHERE expires_at < $1 RETURNING id', [before]);
    return rows.length;
  }
}
