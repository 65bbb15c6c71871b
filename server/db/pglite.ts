// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping
// its files in a folder, or in memory when no folder is given.
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

const parsers = { [types.INT8]: (value: string) => Number(value) };

function wrap(conn: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await conn.exec(sql);
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
  const outer = wrap(pg);
  return {
    kind: 'pglite',
    async dumpDataDir(): Promise<Blob> {
      return pg.dumpDataDir('none');
    },
    query: outer.query,
    exec: outer.exec,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrap(tx)));
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
