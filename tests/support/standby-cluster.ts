// A PostgreSQL primary of its own, a streaming standby made from it by
// pg_basebackup, and PgBouncer in transaction mode in front of the primary,
// each on its own port in a temporary folder: the layout an operator with
// standbys and a pooler runs, on one machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresBinDir } from '../../scripts/lib/postgres-bin.mjs';
import { openPostgres } from '../../server/db/postgres';

/**
 * Where each suite's ports start: its three servers take the first free ports
 * from there (another checkout may be running the same suite), below the
 * ephemeral range, so no port handed out to another suite can take them.
 */
export const STANDBY_SUITE_PORTS = 25430;
export const FAILOVER_SUITE_PORTS = 25530;

/** Whether nothing listens on the port of the loopback address. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first `count` free ports from `base`, among the hundred from there. */
export async function freePorts(base: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = base; port < base + 100 && ports.length < count; port += 1) {
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports from ${base}`);
  return ports;
}

export interface StandbyCluster {
  /** The primary itself, for what a test does behind the server's back. */
  readonly primaryUrl: string;
  readonly standbyUrl: string;
  /** PgBouncer, in transaction mode, in front of the primary. */
  readonly bouncerUrl: string;
  /**
   * The failover: the primary stops at once (as a crash would), the standby is
   * promoted, and PgBouncer is pointed at it; the standby's URL then names the
   * new primary.
   */
  failOver(): Promise<void>;
  stop(): void;
}

/** The bin folder of the newest PostgreSQL server installed from Debian, if any. */
export const postgresBin = postgresBinDir;

export const PGBOUNCER = '/usr/sbin/pgbouncer';

/** Whether this machine has what the cluster needs. */
export function canRunStandbyCluster(): boolean {
  return postgresBin() !== undefined && existsSync(PGBOUNCER);
}

/** PostgreSQL and PgBouncer refuse to run as root: then they run as the postgres user. */
function run(command: string, args: string[]): void {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const call = root ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };
  const result = spawnSync(call.command, call.args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr || result.stdout}`);
}

/** Resolves once something accepts connections on the port (PgBouncer goes to the background before it listens). */
async function listening(port: number, attempts = 400): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (attempt >= attempts) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function startStandbyCluster(
  basePort: number,
  options: { synchronous?: boolean; bouncerPoolSize?: number } = {},
): Promise<StandbyCluster> {
  const [PRIMARY_PORT, STANDBY_PORT, BOUNCER_PORT] = (await freePorts(basePort, 3)) as [number, number, number];
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'orbit-standby-'));
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const primary = path.join(dir, 'primary');
  const standby = path.join(dir, 'standby');
  const stops: Array<() => void> = [];
  const ini = path.join(dir, 'pgbouncer.ini');
  const pidFile = path.join(dir, 'pgbouncer.pid');
  const stop = () => {
    for (const step of stops.reverse()) {
      try {
        step();
      } catch {
        // The rest is stopped anyway.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const start = (data: string, port: number) => {
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      `${data}.log`,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=60`,
      '-w',
      'start',
    ]);
    stops.push(() => run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']));
  };
  try {
    run(path.join(bin, 'initdb'), ['-D', primary, '-U', 'orbit', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    start(primary, PRIMARY_PORT);
    // A copy of the primary that follows its write-ahead log (-R writes the standby's settings).
    run(path.join(bin, 'pg_basebackup'), ['-D', standby, '-R', '-X', 'stream', '-h', '127.0.0.1', '-p', String(PRIMARY_PORT), '-U', 'orbit', '--no-sync']);
    start(standby, STANDBY_PORT);
    if (options.synchronous) {
      // A commit is acknowledged once the standby has it: a failover loses nothing acknowledged.
      const admin = openPostgres({ connectionString: `postgres://orbit@127.0.0.1:${PRIMARY_PORT}/postgres`, max: 1 });
      try {
        await admin.query(`ALTER SYSTEM SET synchronous_standby_names = '*'`);
        await admin.query('SELECT pg_reload_conf()');
      } finally {
        await admin.close();
      }
    }
    writeBouncerIni(PRIMARY_PORT);
    run(PGBOUNCER, ['-d', ini]);
    stops.push(() => process.kill(bouncerPid(), 'SIGTERM'));
    await listening(BOUNCER_PORT);
  } catch (error) {
    stop();
    throw error;
  }
  function writeBouncerIni(port: number): void {
    writeFileSync(
      ini,
      [
        '[databases]',
        `postgres = host=127.0.0.1 port=${port} dbname=postgres user=orbit`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${BOUNCER_PORT}`,
        'unix_socket_dir =',
        'auth_type = any',
        'pool_mode = transaction',
        // Fewer server connections than the instance's pool: transactions of its connections share them.
        `default_pool_size = ${options.bouncerPoolSize ?? 2}`,
        'max_client_conn = 100',
        // After a failed login to the database (the primary gone, before the reload points elsewhere),
        // PgBouncer waits this long before it tries again: 15 s by default, refusing every query meanwhile.
        'server_login_retry = 1',
        `logfile = ${path.join(dir, 'pgbouncer.log')}`,
        `pidfile = ${pidFile}`,
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
  }
  function bouncerPid(): number {
    return Number(readFileSync(pidFile, 'utf8').trim());
  }
  return {
    async failOver() {
      run(path.join(bin, 'pg_ctl'), ['-D', primary, '-m', 'immediate', '-w', 'stop']);
      run(path.join(bin, 'pg_ctl'), ['-D', standby, '-w', 'promote']);
      writeBouncerIni(STANDBY_PORT);
      // PgBouncer reads its configuration again and connects to the new primary from now on.
      process.kill(bouncerPid(), 'SIGHUP');
      await listening(BOUNCER_PORT);
    },
    primaryUrl: `postgres://orbit@127.0.0.1:${PRIMARY_PORT}/postgres`,
    standbyUrl: `postgres://orbit@127.0.0.1:${STANDBY_PORT}/postgres`,
    bouncerUrl: `postgres://orbit@127.0.0.1:${BOUNCER_PORT}/postgres`,
    stop,
  };
}
