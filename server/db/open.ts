// Opens the database the configuration names and brings its schema up to date.
import type { Database } from './database';
import { migrate } from './migrate';
import { openPGlite } from './pglite';
import { openPostgresPool } from './postgres';

export interface StorageConfig {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

export async function openDatabase(config: StorageConfig): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgresPool({ connectionString: config.databaseUrl })
    : await openPGlite({ dataDir: config.dataDir });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
