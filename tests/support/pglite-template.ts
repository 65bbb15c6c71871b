// A migrated embedded database, made once per run and dumped to a file, so
// that each test file starts its own copy by loading the dump instead of
// migrating anew. The `unit` project's global setup (for the in-process
// server of container tests); the `server` project's setup uses it too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import type { PGliteDatabase } from '../../server/db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a migrated PGlite data folder. */
    orbitPgliteDump: string;
  }
}

/** Migrates a new embedded database and writes its dump into `dir`; returns the dump's file. */
export async function preparePGlite(dir: string): Promise<string> {
  const pglite = await openPGlite();
  await migrate(pglite);
  const dumpFile = path.join(dir, 'pglite-template.tar');
  const dump = await pglite.dumpDataDir();
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return dumpFile;
}

/** A new embedded database of its own, loaded from the dump `preparePGlite` wrote. */
export async function openFromDump(dumpFile: string): Promise<PGliteDatabase> {
  return openPGlite({ loadDataDir: new Blob([await readFile(dumpFile)]) });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'orbit-unit-tests-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    project.provide('orbitPgliteDump', await preparePGlite(dir));
  } catch (error) {
    cleanup();
    throw error;
  }
  return cleanup;
}
