// Opens the database the configuration names and brings its schema up to date.
// With standbys configured, the database routes the reads of signed-in
// sessions to them (read-routing.ts); migrations run on the primary.
import type { Database } from './database';
import { migrate } from './migrate';
import { openPGlite } from './pglite';
import { openPostgresPool } from './postgres';
import { routeReads } from './read-routing';

export interface StorageConfig {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly databaseReplicaUrls?: readonly string[];
  readonly databasePooler?: 'none' | 'transaction';
  readonly databasePoolSize?: number;
}

export async function openDatabase(config: StorageConfig): Promise<Database> {
  if (!config.databaseUrl) return migrated(await openPGlite({ dataDir: config.dataDir }));
  const options = { max: config.databasePoolSize, namedStatements: config.databasePooler !== 'transaction' };
  const primary = await migrated(await openPostgresPool({ connectionString: config.databaseUrl, ...options }));
  const replicaUrls = config.databaseReplicaUrls ?? [];
  if (replicaUrls.length === 0) return primary;
  const standbys: Database[] = [];
  try {
    for (const url of replicaUrls) standbys.push(await openPostgresPool({ connectionString: url, ...options }));
  } catch (error) {
    await Promise.all([primary.close(), ...standbys.map((db) => db.close())]);
    throw error;
  }
  return routeReads(primary, standbys);
}

async function migrated(db: Database): Promise<Database> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
