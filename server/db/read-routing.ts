// Reads on standbys, writes on the primary. A request runs in a scope
// (`ReadRouting.request`); once its session has been checked on the primary,
// a read request (GET, or a GraphQL query) may send its plain SELECTs, outside
// transactions, to a standby that has replayed past the session's last write.
// Everything else goes to the primary: transactions, every statement that is
// not a plain SELECT, every statement before the session check (the check
// itself), and every statement of a request that writes or has no session.
//
// Read-your-writes: after a request that writes, the primary's write-ahead
// log position is recorded in the row of each session the request used or
// created (`sessions.write_lsn`), so every instance knows it; a standby serves
// that session's reads only once `pg_last_wal_replay_lsn()` on it has passed
// that position, until then the primary does.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from './database';

/** SQLSTATE of a write refused by a standby (a read-only transaction). */
const READ_ONLY_TRANSACTION = '25006';

/** What a request's statements may go to, decided once its session is checked. */
interface RequestRoute {
  write: boolean;
  /** The standby chosen for this request's plain reads, once its session is checked. */
  standby: Standby | undefined;
  /** The sessions a writing request used or created: their write position is recorded after it. */
  readonly sessions: Set<string>;
}

/**
 * A plain read: a SELECT, without row locks or functions that write, so that a
 * standby can run it. Anything else goes to the primary.
 */
export function isPlainRead(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql) && !/\bFOR\s+(UPDATE|SHARE|NO\s+KEY|KEY)\b|\b(nextval|setval|set_config|pg_advisory\w*|queue_\w+)\s*\(/i.test(sql);
}

/** A write-ahead log position ("16/B374D848") as a number, for comparison. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

interface Standby {
  readonly db: Database;
  /** The newest replay position seen on it. */
  replayed: bigint;
}

export interface ReadRouting {
  /** Runs one request's work in its scope; `write` when it may change anything. Records the write position after a write. */
  request<T>(write: boolean, fn: () => Promise<T>): Promise<T>;
  /** The request turned out to write (a GraphQL mutation, known once its document is parsed). */
  markWrite(): void;
  /** The request's session was checked on the primary: chooses where its reads go. */
  sessionChecked(sessionId: string, writeLsn: string | null): Promise<void>;
  /** The request created a session: its reads must see the request's writes. */
  sessionCreated(sessionId: string): void;
  /** How many statements outside transactions the standbys and the primary ran, for the bench and tests. */
  readonly counts: { primary: number; standby: number };
}

export interface RoutedDatabase extends Database {
  readonly reads: ReadRouting;
}

export function routeReads(primary: Database, standbyDbs: readonly Database[]): RoutedDatabase {
  const scope = new AsyncLocalStorage<RequestRoute>();
  const standbys: Standby[] = standbyDbs.map((db) => ({ db, replayed: -1n }));
  const counts = { primary: 0, standby: 0 };
  let next = 0;

  async function query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    const standby = scope.getStore()?.standby;
    if (standby && isPlainRead(sql)) {
      try {
        const rows = await standby.db.query<T>(sql, params);
        counts.standby += 1;
        return rows;
      } catch (error) {
        // A statement that writes after all (a function): the primary runs it.
        if ((error as { code?: unknown }).code !== READ_ONLY_TRANSACTION) throw error;
      }
    }
    counts.primary += 1;
    return primary.query<T>(sql, params);
  }

  /** Whether a standby has replayed past `lsn`: from what was last seen, else asked. */
  async function caughtUp(standby: Standby, lsn: bigint): Promise<boolean> {
    if (standby.replayed >= lsn) return true;
    const [row] = await standby.db.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
    if (row?.lsn) {
      const replayed = lsnValue(row.lsn);
      if (replayed > standby.replayed) standby.replayed = replayed;
    }
    return standby.replayed >= lsn;
  }

  const reads: ReadRouting = {
    counts,
    async request<T>(write: boolean, fn: () => Promise<T>): Promise<T> {
      const route: RequestRoute = { write, standby: undefined, sessions: new Set() };
      const result = await scope.run(route, fn);
      if (route.write && route.sessions.size > 0) {
        // After the request's own commits: the position its writes reached (the insert position,
        // which covers writes committed without waiting for the flush too).
        await primary.query('UPDATE sessions SET write_lsn = pg_current_wal_insert_lsn()::text WHERE id = ANY($1)', [[...route.sessions]]);
      }
      return result;
    },
    markWrite() {
      const route = scope.getStore();
      if (route) {
        route.write = true;
        route.standby = undefined;
      }
    },
    async sessionChecked(sessionId, writeLsn) {
      const route = scope.getStore();
      if (!route) return;
      if (route.write) {
        route.sessions.add(sessionId);
        return;
      }
      if (standbys.length === 0) return;
      const standby = standbys[next++ % standbys.length]!;
      try {
        if (writeLsn === null || (await caughtUp(standby, lsnValue(writeLsn)))) route.standby = standby;
      } catch {
        // A standby that does not answer: the primary serves the request.
      }
    },
    sessionCreated(sessionId) {
      const route = scope.getStore();
      if (route) {
        route.write = true;
        route.standby = undefined;
        route.sessions.add(sessionId);
      }
    },
  };

  return {
    kind: primary.kind,
    reads,
    query,
    exec: (sql) => primary.exec(sql),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => primary.transaction(fn),
    async close() {
      await Promise.all([primary.close(), ...standbyDbs.map((db) => db.close())]);
    },
  };
}

/** The read routing of a database, when it has standbys. */
export function readRoutingOf(db: Database): ReadRouting | undefined {
  return (db as Partial<RoutedDatabase>).reads;
}
