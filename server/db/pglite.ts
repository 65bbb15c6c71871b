// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping
// its files in a folder, or in memory when no folder is given.
//
// Queries with parameters go to PostgreSQL as one batch of protocol messages
// on a named prepared statement per SQL text: PGlite's own `query` sends
// parse, describe, bind, describe, execute and sync as six separate passes
// through the WebAssembly module and plans the statement every time, which
// made each query several times dearer than the work it asked for. The
// statement is parsed and planned once; every later call binds its values,
// sent as text with their types inferred by PostgreSQL from the statement
// (as the `pg` driver does against a server). Values other than strings,
// numbers, booleans and null take PGlite's own path, which serialises them
// by the parameter types it asks for.
import { mkdirSync } from 'node:fs';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

const parsers = { [types.INT8]: (value: string) => Number(value) };

/** Most SQL texts kept as prepared statements; the server has a few dozen, so this only bounds a mistake. */
const MAX_STATEMENTS = 1000;

type Param = string | number | bigint | boolean | null | undefined;

function isSimple(params: readonly unknown[]): params is readonly Param[] {
  return params.every((p) => p === null || p === undefined || ['string', 'number', 'bigint', 'boolean'].includes(typeof p));
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Runs statements on named prepared statements, one protocol batch per call. */
class Statements {
  private readonly names = new Map<string, string>();
  private next = 0;

  constructor(private readonly pg: PGlite) {}

  /** Must run while the caller holds PGlite's query lock. */
  async run<T>(sql: string, params: readonly Param[], inTransaction: boolean): Promise<T[]> {
    const known = this.names.get(sql);
    const name = known ?? (this.names.size < MAX_STATEMENTS ? `orbit_${(this.next += 1)}` : '');
    const messages: Uint8Array[] = [];
    if (known === undefined) messages.push(protocol.serialize.parse({ name, text: sql, types: [] }));
    messages.push(
      protocol.serialize.bind({ statement: name, values: params.map((p) => (p === null || p === undefined ? null : String(p))) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    const result = await this.pg.execProtocol(concat(messages), { syncToFs: !inTransaction, throwOnError: false });
    // A statement parsed here exists in the database from now on, even when binding or running it failed.
    if (known === undefined && name !== '' && result.messages.some((m) => m.name === 'parseComplete')) this.names.set(sql, name);
    const failure = result.messages.find((m) => m.name === 'error');
    if (failure) throw failure;
    return (parse.parseResults(result.messages, this.pg.parsers)[0]?.rows ?? []) as T[];
  }
}

function wrapTransaction(pg: PGlite, statements: Statements, tx: Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      if (!isSimple(params) || tx.closed) return (await tx.query<T>(sql, params as unknown[])).rows;
      // Inside the transaction its lock is held already; only the query lock is taken.
      return pg._runExclusiveQuery(() => statements.run<T>(sql, params, true));
    },
    async exec(sql: string): Promise<void> {
      await tx.exec(sql);
    },
  };
}

export interface PGliteOptions {
  /** Folder of the database files; in memory when absent. */
  readonly dataDir?: string;
  /** A data folder dump (from `dumpDataDir`) to start from. */
  readonly loadDataDir?: Blob | File;
}

/** The embedded database, which can also be dumped to start copies from. */
export interface PGliteDatabase extends Database {
  /** A tarball of the data folder, for `openPGlite({ loadDataDir })`. */
  dumpDataDir(): Promise<Blob>;
}

export function wrapPGlite(pg: PGlite): PGliteDatabase {
  const statements = new Statements(pg);
  return {
    kind: 'pglite',
    async dumpDataDir(): Promise<Blob> {
      return pg.dumpDataDir('none');
    },
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      if (!isSimple(params)) return (await pg.query<T>(sql, params as unknown[])).rows;
      // The same locks as PGlite's own query: never inside another caller's open transaction.
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statements.run<T>(sql, params, false)));
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrapTransaction(pg, statements, tx)));
    },
    async close(): Promise<void> {
      if (!pg.closed) await pg.close();
    },
  };
}

export async function openPGlite(options: PGliteOptions = {}): Promise<PGliteDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
  });
  return wrapPGlite(pg);
}
