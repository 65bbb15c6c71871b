// Vitest global setup of the `server` project: prepares, once per run, one
// migrated embedded database (dumped, so each test file loads a copy) and a
// private PostgreSQL server on 127.0.0.1 with a migrated template database.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresBinDir } from '../../scripts/lib/postgres-bin.mjs';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { preparePGlite } from '../support/pglite-template';

export const TEMPLATE_DATABASE = 'orbit_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the test server's maintenance database; '' when PostgreSQL is not installed. */
    orbitPostgresUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: then the cluster belongs to the postgres user. */
function asClusterOwner(command: string, args: string[]): { command: string; args: string[] } {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return root ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };
}

function run(command: string, args: string[]): void {
  const call = asClusterOwner(command, args);
  const result = spawnSync(call.command, call.args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

async function startPostgres(bin: string, dir: string): Promise<{ url: string; stop: () => void }> {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'orbit', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  const stop = () => {
    const call = asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(call.command, call.args, { encoding: 'utf8' });
  };
  return { url: `postgres://orbit@127.0.0.1:${port}/postgres`, stop };
}

async function preparePostgres(dir: string, cleanups: Array<() => void>): Promise<string> {
  const bin = postgresBinDir();
  if (!bin) {
    if (process.env.CI) throw new Error('PostgreSQL is not installed: CI runs every server test on PostgreSQL too.');
    console.warn(
      '\n⚠️  PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/initdb): ' +
        'server tests run on the embedded database only.\n',
    );
    return '';
  }
  const postgres = await startPostgres(bin, dir);
  cleanups.unshift(postgres.stop);
  const admin = openPostgres({ connectionString: postgres.url, max: 1 });
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = openPostgres({ connectionString: postgres.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`), max: 1 });
  await migrate(template);
  await template.close();
  return postgres.url;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'orbit-server-tests-'));
  const cleanups: Array<() => void> = [() => rmSync(dir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups) step();
  };
  try {
    // The embedded database works in this process; PostgreSQL starts in its own meanwhile.
    const [dumpFile, postgresUrl] = await Promise.all([preparePGlite(dir), preparePostgres(dir, cleanups)]);
    project.provide('orbitPgliteDump', dumpFile);
    project.provide('orbitPostgresUrl', postgresUrl);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return cleanup;
}
