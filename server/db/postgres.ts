// A PostgreSQL server reached through a connection pool (`pg`).
//
// Every statement with parameters runs as a named prepared statement, one
// name per SQL text (unless `namedStatements` is false, for a pooler in
// transaction mode, which hands each transaction to any server connection): each connection parses it once and PostgreSQL keeps its
// plan, where an unnamed statement is parsed and planned on every call (for
// the account read, planning cost several times its execution). The
// server's pool (`openPostgresPool`) opens its connections at start and
// keeps them however long they idle: a pool that closed idle connections met
// the next burst of requests with new server processes, each connecting and
// then parsing, planning and loading the catalogue for every statement
// afresh, which is where the slowest requests went.
import pg from 'pg';
import type { Database, Queryable } from './database';

const INT8_OID = 20;

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Most SQL texts given names; the server has a few dozen, so this only bounds a mistake. */
const MAX_STATEMENTS = 1000;

/** The names of the prepared statements by SQL text, shared by every connection of a pool. */
class StatementNames {
  private readonly names = new Map<string, string>();

  /** The statement's name, or undefined (run unnamed) once MAX_STATEMENTS texts have names. */
  of(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < MAX_STATEMENTS) {
      name = `orbit_${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return name;
  }
}

/**
 * PostgreSQL's refusal to run a prepared statement whose result columns
 * changed since it was prepared (`SELECT *` of a table a migration of
 * another instance has just altered). It stays refused on that connection.
 */
function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as { message?: unknown }).message))
  );
}

async function run<T>(client: pg.PoolClient, statements: StatementNames | undefined, sql: string, params: readonly unknown[]): Promise<T[]> {
  const name = statements?.of(sql);
  const values = params as unknown[];
  const result = await client.query(name === undefined ? { text: sql, values } : { name, text: sql, values });
  return result.rows as T[];
}

/** One connection, inside a transaction. */
function wrapClient(client: pg.PoolClient, statements: StatementNames | undefined): Queryable {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) => run<T>(client, statements, sql, params),
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** The pool: each statement on whichever connection is free. */
function wrapPool(pool: pg.Pool, statements: StatementNames | undefined): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      for (let attempt = 0; ; attempt += 1) {
        const client = await pool.connect();
        // While handed out, a client whose connection is lost says so with an 'error' event that
        // the pool no longer hears: heard here, the statement fails alone and the client is closed.
        let lost: Error | undefined;
        const onLost = (error: Error) => {
          lost = error;
        };
        client.on('error', onLost);
        try {
          const rows = await run<T>(client, statements, sql, params);
          client.off('error', onLost);
          client.release(lost);
          return rows;
        } catch (error) {
          client.off('error', onLost);
          // A connection with a stale statement is closed, and the statement runs once more on another.
          const stale = isStalePlan(error);
          client.release(lost ?? (stale ? (error as Error) : undefined));
          if (!stale || attempt > 0) throw error;
        }
      }
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
  };
}

export interface PostgresOptions {
  readonly connectionString: string;
  /** Most connections the pool opens. */
  readonly max?: number;
  /**
   * Connections kept open however long they idle (default none: each is
   * closed after 10 s unused). `openPostgresPool` opens them at start.
   */
  readonly min?: number;
  /**
   * Whether statements run as named prepared statements (default true). A
   * pooler in transaction mode (PgBouncer before 1.21) cannot keep them, so
   * behind one every statement runs unnamed.
   */
  readonly namedStatements?: boolean;
}

/** Connections of the server's pool, all opened at start and kept. */
export const SERVER_POOL_SIZE = 10;

export function openPostgres(options: PostgresOptions): Database {
  return poolDatabase(options).db;
}

function poolDatabase(options: PostgresOptions): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? SERVER_POOL_SIZE,
    min: options.min ?? 0,
    types: typeParsers,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const statements = options.namedStatements === false ? undefined : new StatementNames();
  const outer = wrapPool(pool, statements);
  let closed = false;
  const db: Database = {
    kind: 'postgres',
    query: outer.query,
    exec: outer.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // The connection lost between the transaction's statements (the database stopped, a failover): the
      // client says so with an 'error' event, which would end the process unheard; the next statement
      // fails, and the client is closed rather than handed out again.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client, statements));
        await client.query('COMMIT');
        client.off('error', onLost);
        client.release(lost);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        client.off('error', onLost);
        // A connection with a stale statement is closed rather than handed out again.
        client.release(lost ?? (isStalePlan(error) ? (error as Error) : undefined));
        throw error;
      }
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  return { db, pool };
}

/**
 * The server's pool: SERVER_POOL_SIZE connections (or `max`), opened now and
 * kept open, so that no request waits for a connection to be made.
 */
export async function openPostgresPool(options: PostgresOptions): Promise<Database> {
  const size = options.max ?? SERVER_POOL_SIZE;
  const { db, pool } = poolDatabase({ ...options, max: size, min: size });
  try {
    const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
    for (const client of clients) client.release();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
