// A private PostgreSQL server for the benchmarks, started the way the server
// suites start theirs: initdb and pg_ctl from Debian's newest installed
// version (as the postgres user when run as root), on 127.0.0.1 and a given
// port, in a temporary folder that stop() removes.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from '../scripts/lib/postgres-bin.mjs';

export { postgresBinDir as postgresBin };

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args) {
  const call = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(call[0], call[1], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr || result.stdout}`);
}

/** Starts a server; returns the URL of its maintenance database, stop() and pid() (the postmaster's process id). */
export function startPostgres(bin, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-pg-'));
  const data = path.join(dir, 'data');
  const stop = () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    run(path.join(bin, 'initdb'), ['-D', data, '-U', 'orbit', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`,
      '-w',
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const pid = () => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  return { url: `postgres://orbit@127.0.0.1:${port}/postgres`, stop, pid };
}
