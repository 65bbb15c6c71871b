// The storage interface every part of the server uses: plain SQL with numbered
// parameters ($1, $2, …), the same text for the embedded database and for a
// PostgreSQL server. Values come back as plain JavaScript values: int8 columns
// as numbers, booleans as booleans, jsonb as parsed JSON.

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Which engine this is, for logs and test names. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside a transaction: committed when it resolves, rolled back
   * when it throws (the error is rethrown).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first row of a result, or undefined. */
export async function queryOne<T = Record<string, unknown>>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/** SQLSTATE of a unique-constraint violation. */
/**
 * A FROM item that turns synchronous_commit off for the statement's own transaction alone, set
 * inside the statement (no session state, so it suits a pooler in transaction mode): the commit
 * does not wait for the write-ahead log to reach the disk, and a crash of the database may forget
 * its last fraction of a second of such writes. For bookkeeping nothing depends on.
 */
export const WITHOUT_FLUSH = "(SELECT set_config('synchronous_commit', 'off', true)) AS no_flush";

export const UNIQUE_VIOLATION = '23505';

/** Whether an error thrown by either driver is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
