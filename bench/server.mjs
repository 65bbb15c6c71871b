// Server figures through the real server process on loopback, on PGlite and
// (when installed) PostgreSQL. One file of over 400 lines: the figures share
// their servers, seeded databases and rounds that take turns, and each figure
// is judged against a baseline measured in the same rounds:
//
// - Sign-in throughput: concurrent password sign-ins (POST /v1/account/login)
//   against the bare cost of the server's password hash, scrypt with the same
//   parameters and as many calls in flight as the server's libuv pool runs.
//   Then a fixed rate of 80 % of that limit must give no errors.
// - Authenticated GraphQL read: GetInitialSettingsState against the same
//   reads over a plain REST route of the same server (BENCH_REST_ROUTE=1:
//   the session lookup and the account read through the resolvers' own
//   functions, answered as JSON), as fast as possible and at a fixed 200
//   requests per second (p50/p99). A constant JSON route (BENCH_BARE_ROUTE=1)
//   is the floor of any request, reported beside them. Each figure is the
//   median of several short rounds, the three routes taking turns, so that a
//   stall of a shared machine decides no figure (inRounds).
// - Growth: both at 10k and 100k accounts against 1k. Each larger size has a
//   database and a server of its own, and its reads take turns with those of
//   a server started beside it on the 1k database, so that both are measured
//   in the same minute.
//
// Accounts are seeded with direct SQL inserts. Every account gets the same
// precomputed verifier (one salt and scrypt hash of one authPW): the server
// still runs the full hash for every sign-in, and the bench need not stretch a
// password per account. GraphQL reads use confirmed sessions inserted the same
// way, spread over the whole table.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetInitialSettingsStateDocument } from '../generated/graphql.ts';
import { loadConfig } from '../server/config/index.ts';
import { credentialsV1 } from '../server/crypto/onepw.ts';
import { hashAuthPW } from '../server/crypto/password.ts';
import { sha256Hex } from '../server/crypto/tokens.ts';
import { loadMigrations, migrate } from '../server/db/migrate.ts';
import { openPGlite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { BENCH_DIST, root } from './build.mjs';
import { atExit } from './cleanup.mjs';
import { blast, closedLoop, median, openLoop } from './load.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { limitRow, row } from './report.mjs';

// BENCH_SERVER_PORT=23450 moves the ports (the servers on PGlite and on PostgreSQL, those of the larger sizes, PostgreSQL itself).
// Below the system's ephemeral ports, as the test suites' (see playwright.config.ts).
const PORT_BASE = Number(process.env.BENCH_SERVER_PORT ?? 23410);
// The servers of the larger table sizes run beside the first one (see benchDatabase), on `larger`.
const PORTS = { pglite: PORT_BASE, postgres: PORT_BASE + 1, larger: { pglite: PORT_BASE + 2, postgres: PORT_BASE + 3 }, postgresServer: PORT_BASE + 30 };
const SIGNIN_BUDGET = 0.9;
/** GraphQL's throughput against the REST route doing the same reads. */
const GRAPHQL_BUDGET = 0.8;
const GRAPHQL_RATE = 200;
/** GraphQL's p99 at GRAPHQL_RATE against the REST route's. */
const GRAPHQL_P99_BUDGET = 1.5;
/** Growth: throughput at a larger table stays at least this share of the 1k figure. */
const GROWTH_BUDGET = 0.8;

const PASSWORD = 'correct horse battery staple';
const SEED_BATCH = 20_000;

const email = (n) => `bench.${n}@example.com`;

function plan(quick) {
  return quick
    ? {
        // Quick mode only checks that everything runs: a cheap hash and short runs.
        scrypt: { N: 1024, r: 8, p: 1, keylen: 32 },
        sizes: [1000],
        postgres: false,
        seconds: { signin: 1, signinGrowth: 1, api: 1, growth: 1, timeout: 10, warmUp: 1 },
        // Each read's `api` (or `growth`) seconds are split into this many rounds, as fast as
        // they go and at the fixed rate (see inRounds). One paced round of one second keeps
        // the quick run as short as it was: rounds of a fixed rate last whole seconds (blast).
        rounds: { reads: 3, paced: 1, signin: 1 },
        sessions: 20,
        lanes: 8,
      }
    : {
        scrypt: loadConfig({}).scrypt,
        sizes: [1000, 10_000, 100_000],
        postgres: true,
        seconds: { signin: 20, signinGrowth: 12, api: 10, growth: 8, timeout: 60, warmUp: 2 },
        rounds: { reads: 5, paced: 5, signin: 4 },
        sessions: 200,
        lanes: 8,
      };
}

function hashLimit(scrypt, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench/hash-limit.mjs'), String(scrypt.N), String(scrypt.r), String(scrypt.p), String(seconds)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`hash-limit exited with ${code}`))));
  });
}

export async function seedAccounts(db, from, to, verifier, now) {
  for (let start = from; start <= to; start += SEED_BATCH) {
    const end = Math.min(to, start + SEED_BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO accounts (uid, email, normalized_email, verified, created_at, password_created_at, locale,
                               auth_salt, verify_hash, wrap_kb, ka, updated_at)
         SELECT md5('orbit-bench-' || g), 'bench.' || g || '@example.com', 'bench.' || g || '@example.com', true, $3, $3, 'en',
                $4, $5, md5('wrap' || g) || md5('kb' || g), md5('ka' || g) || md5('ka2' || g), $3
         FROM generate_series($1::int, $2::int) AS g`,
        [start, end, now, verifier.salt, verifier.hash],
      );
      await tx.query(
        `INSERT INTO emails (uid, email, normalized_email, is_primary, verified, created_at, updated_at)
         SELECT md5('orbit-bench-' || g), 'bench.' || g || '@example.com', 'bench.' || g || '@example.com', true, true, $3, $3
         FROM generate_series($1::int, $2::int) AS g`,
        [start, end, now],
      );
    });
  }
}

/**
 * Confirmed sessions of random accounts among the first `size`; returns their tokens. Each was last
 * used from the load generator's address at a random moment of the last minute, as in a steady
 * state: a session's read records its access at most once a minute (a write), so the writes are
 * spread over every run instead of all coming at the first read of each session.
 */
async function seedSessions(db, size, count, now) {
  const tokens = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const token = randomBytes(32).toString('hex');
      const n = 1 + Math.floor(Math.random() * size);
      await tx.query(
        `INSERT INTO sessions (id, uid, verified, created_at, last_access, last_address, user_agent, updated_at)
         VALUES ($1, md5('orbit-bench-' || $2::int), true, $3, $4, '127.0.0.1', 'orbit-bench', $3)`,
        [sha256Hex(token), n, now, now - Math.floor(Math.random() * 60_000)],
      );
      tokens.push(token);
    }
  });
  await db.exec('ANALYZE');
  return tokens;
}

async function waitUntilUp(url, child, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/__lbheartbeat__`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start in time');
}

/**
 * The real server (server/main.ts) in its own process; stop() ends it and
 * waits, `pid` is its process id. `nodeArgs` go to node before the script
 * (`--cpu-prof` for example).
 */
export async function startServer({ port, storage, scrypt, nodeArgs = [] }) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    STATIC_DIR: path.join(root, BENCH_DIST),
    SCRYPT_N: String(scrypt.N),
    SCRYPT_R: String(scrypt.r),
    SCRYPT_P: String(scrypt.p),
    BENCH_BARE_ROUTE: '1',
    BENCH_REST_ROUTE: '1',
    // The load comes from one address: sign-ins in flight would otherwise fill the per-client-address window.
    RATE_BAD_PASSWORD_PER_IP_LIMIT: '1000000',
    RATE_CODE_VERIFY_PER_IP_LIMIT: '1000000',
    RATE_LOOKUP_PER_IP_LIMIT: '1000000',
    RATE_SEND_PER_IP_LIMIT: '1000000',
    ...storage,
  };
  if (!storage.DATABASE_URL) delete env.DATABASE_URL;
  delete env.SMTP_URL;
  // BENCH_SERVER_NODE_ARGS adds node options to every server the bench starts (`--cpu-prof --cpu-prof-dir=...`).
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, ...nodeArgs, '--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const kill = atExit(() => child.kill('SIGKILL'));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    kill();
  };
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${stderr}`);
  }
  return { url, stop, pid: child.pid };
}

/**
 * CPU time the server process has used so far, in ms (Linux /proc; NaN elsewhere). Per request it
 * shows the cost of an operation even where other work on a shared machine skews request rates.
 */
function cpuMs(pid, { reaped = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // User and system time, and with `reaped` those of its children that have ended.
    const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** The ids of a process's children (Linux /proc; none elsewhere). */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Runs `load()` and adds the server's CPU time per answered request to its result, and, given the
 * PostgreSQL server's process id, the CPU time of its processes (the connections' backends,
 * the WAL writer, the checkpointer) per request too.
 */
async function withCpu(pid, load, databasePid) {
  // The postmaster's own time and that of its ended children (connections closed during the run), and its live children's.
  const databaseCpu = () => (databasePid ? childrenOf(databasePid).reduce((sum, p) => sum + (cpuMs(p) || 0), cpuMs(databasePid, { reaped: true })) : NaN);
  const before = cpuMs(pid);
  const databaseBefore = databaseCpu();
  const result = await load();
  const answered = result.ok + result.failed;
  return {
    ...result,
    serverCpuMsPerRequest: answered > 0 ? (cpuMs(pid) - before) / answered : NaN,
    databaseCpuMsPerRequest: answered > 0 ? (databaseCpu() - databaseBefore) / answered : NaN,
  };
}

/**
 * Each load's figures from `rounds` short autocannon runs of `seconds / rounds` each, the loads
 * taking turns in an order that rotates from round to round, so that all of them see the same
 * machine: a stall of a shared machine lands in one round of one load, and the median of the
 * rounds leaves it out. Per load: the median of its rounds' rate, p50 and p99, its failures and
 * its CPU time per request over all rounds, and every round's figures (`rounds`).
 */
async function inRounds(loads, { rounds, seconds, ...options }, pid, databasePid) {
  const names = Object.keys(loads);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(round + i) % names.length];
      // A load may name the server it goes to (`pid`); by default the one given.
      runs[name].push(await withCpu(loads[name].pid ?? pid, () => blast({ ...loads[name], ...options, seconds: seconds / rounds }), databasePid));
    }
  }
  return Object.fromEntries(names.map((name) => [name, combineRounds(runs[name])]));
}

/**
 * Sign-in throughput and the bare scrypt limit, `seconds` each, in `rounds` rounds taking turns
 * (which goes first alternates): `hashLimit` and `signin`, each the median of its rounds, with
 * every round kept (`rounds`). Measured one after the other, a shared machine's drift between the
 * two halves decided the ratio: the same run once measured sign-in at 1.16 times the limit.
 */
async function signInRounds({ rounds, seconds, scrypt, lanes, send, pid, databasePid }) {
  const hashes = [];
  const signIns = [];
  const each = seconds / rounds;
  const measureHash = async () => hashes.push(await hashLimit(scrypt, each));
  const measureSignIn = async () => signIns.push(await withCpu(pid, () => closedLoop({ lanes, seconds: each, maxRequests: 100_000, send }), databasePid));
  for (let round = 0; round < rounds; round += 1) {
    for (const measure of round % 2 === 0 ? [measureHash, measureSignIn] : [measureSignIn, measureHash]) await measure();
  }
  return { hashLimit: { perSecond: median(hashes.map((run) => run.perSecond)), rounds: hashes }, signin: combineRounds(signIns) };
}

function combineRounds(runs) {
  const answered = (run) => run.ok + run.failed;
  const total = runs.reduce((sum, run) => sum + answered(run), 0);
  // CPU time over all rounds: each round's figure weighted by its requests.
  const perRequest = (key) => (total > 0 ? runs.reduce((sum, run) => sum + (answered(run) > 0 ? run[key] * answered(run) : 0), 0) / total : NaN);
  // A round without a completed request has no latency; the others decide.
  const middle = (key) => median(runs.map((run) => run[key]).filter((value) => !Number.isNaN(value)));
  return {
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
    perSecond: middle('perSecond'),
    p50: middle('p50'),
    p99: middle('p99'),
    serverCpuMsPerRequest: perRequest('serverCpuMsPerRequest'),
    databaseCpuMsPerRequest: perRequest('databaseCpuMsPerRequest'),
    rounds: runs,
  };
}

/** Every round's value of a figure, for the log and the report: "1210 1302 1288". */
function roundsText(result, key, digits = 0) {
  return result.rounds.map((run) => (Number.isNaN(run[key]) ? '–' : run[key].toFixed(digits))).join(' ');
}

/** The CPU times per request of a run, for the log. */
function cpuText(result) {
  const server = `server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms`;
  return Number.isNaN(result.databaseCpuMsPerRequest) ? `${server} per request` : `${server} + PostgreSQL ${result.databaseCpuMsPerRequest.toFixed(2)} ms per request`;
}

function signInSender(url, authPW, size, timeoutSeconds) {
  return async () => {
    const n = 1 + Math.floor(Math.random() * size);
    const response = await fetch(`${url}/v1/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email(n), authPW }),
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
    await response.arrayBuffer();
    return response.status === 200;
  };
}

// As the app sends it: the id the document is registered under at build time, and its name.
const QUERY = JSON.stringify(GetInitialSettingsStateDocument.__meta__);

/**
 * One read of each kind to make sure the tokens work (a 200 with GraphQL errors would count as a
 * success below) and that the REST route answers what GraphQL does.
 */
async function checkReads(url, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: QUERY,
  });
  const json = await response.json();
  if (response.status !== 200 || json.errors || !json.data?.account?.uid) {
    throw new Error(`GetInitialSettingsState did not answer with the account: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  }
  const rest = await fetch(`${url}/__bench/account`, { headers: { Authorization: `Bearer ${token}` } });
  const restJson = await rest.json();
  if (rest.status !== 200 || restJson.account?.uid !== json.data.account.uid || restJson.account.emails.length !== json.data.account.emails.length) {
    throw new Error(`the REST route did not answer with the account: ${rest.status} ${JSON.stringify(restJson).slice(0, 300)}`);
  }
}

/** The same reads over the REST route. */
function restLoad(url, tokens) {
  let next = 0;
  return {
    url: `${url}/__bench/account`,
    headers: () => ({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
  };
}

function graphqlLoad(url, tokens) {
  let next = 0;
  return {
    url: `${url}/graphql`,
    method: 'POST',
    body: () => QUERY,
    headers: () => ({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${tokens[next++ % tokens.length]}`,
    }),
  };
}

/**
 * A dump of a migrated, empty embedded database, kept in .cache/ and keyed by
 * the PGlite version and the migrations: creating a PGlite data folder from
 * nothing takes far longer than loading one.
 */
export async function migratedPGliteDump() {
  const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  const hash = createHash('sha256').update(version);
  for (const migration of loadMigrations()) hash.update(migration.name).update(migration.sql);
  const file = path.join(root, '.cache/bench', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const db = await openPGlite();
    await migrate(db);
    const dump = await db.dumpDataDir();
    await db.close();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  }
  return file;
}

/**
 * A maker of databases of one kind: each call of `create(name)` gives a database of its own (PGlite:
 * a folder loaded from the migrated dump; PostgreSQL: a database `orbit_bench_<name>` in one private
 * server, started at the first call), as `{ serverEnv, open, databasePid }`: `open()` opens it for
 * seeding and `close()` leaves it for the server.
 */
function databaseMaker(kind, cleanups) {
  if (kind === 'pglite') {
    return {
      async create() {
        const dump = await migratedPGliteDump();
        const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-pglite-'));
        cleanups.push(atExit(() => rmSync(dir, { recursive: true, force: true })));
        let loaded = false;
        const open = () => {
          const first = !loaded;
          loaded = true;
          return openPGlite({ dataDir: dir, ...(first ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}) });
        };
        return { serverEnv: { DATA_DIR: dir }, open, databasePid: () => undefined };
      },
    };
  }
  let server;
  return {
    async create(name) {
      if (!server) {
        server = startPostgres(postgresBin(), PORTS.postgresServer);
        cleanups.push(atExit(server.stop));
      }
      const database = `orbit_bench_${name}`;
      const admin = openPostgres({ connectionString: server.url, max: 1 });
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.close();
      const url = server.url.replace(/\/postgres$/, `/${database}`);
      return { serverEnv: { DATABASE_URL: url }, open: async () => openPostgres({ connectionString: url, max: 2 }), databasePid: server.pid };
    },
  };
}

/** Opens the storage of one database kind for seeding; `close()` leaves it for the server. */
export async function openStorage(kind, cleanups) {
  return databaseMaker(kind, cleanups).create('main');
}

/** A new database of `size` seeded accounts and `settings.sessions` confirmed sessions; it and their tokens. */
async function seededDatabase(maker, size, settings, credentials, log, kind) {
  const storage = await maker.create(size);
  const db = await storage.open();
  try {
    await migrate(db);
    const t0 = performance.now();
    await seedAccounts(db, 1, size, credentials.verifier, Date.now());
    const tokens = await seedSessions(db, size, settings.sessions, Date.now());
    log(`${kind}: ${size} accounts seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { storage, tokens };
  } finally {
    await db.close();
  }
}

/**
 * One database kind's figures. The first (smallest) size is measured in full: sign-in, the three
 * reads as fast as they go and at a fixed rate. Every larger size gets a database and a server of
 * its own, whose sign-ins are judged against the scrypt limit measured beside them, and whose reads
 * take turns, round by round, with the same reads of a server started again on the first size's
 * database: growth compares two servers started and warmed up alike and measured in the same
 * minute, so that a shared machine's load, which drifts from one stage to the next, falls on both
 * sides alike (and a server that has run for minutes is not compared with a fresh one).
 */
async function benchDatabase(kind, settings, credentials, log, onFirstServer) {
  const cleanups = [];
  const figures = { kind, stages: [] };
  const maker = databaseMaker(kind, cleanups);
  const names = { graphql: 'GraphQL', rest: 'REST route', bare: 'bare route' };
  const { rounds } = settings;
  let first;
  try {
    for (const size of settings.sizes) {
      const isFirst = first === undefined;
      const { storage, tokens } = await seededDatabase(maker, size, settings, credentials, log, kind);
      const server = await startServer({ port: isFirst ? PORTS[kind] : PORTS.larger[kind], storage: storage.serverEnv, scrypt: settings.scrypt });
      try {
        if (!isFirst) {
          first.server = await startServer({ port: PORTS[kind], storage: first.storage.serverEnv, scrypt: settings.scrypt });
          // A GraphQL error is answered with a 200 too: the first size's sessions must still read the account.
          await checkReads(first.server.url, first.tokens[0]);
        }
        await checkReads(server.url, tokens[0]);
        // Page loads (the LCP figure) run against the first server while it is idle.
        if (isFirst && onFirstServer) figures.pageLoads = await onFirstServer(server.url);
        const stage = { size };
        const send = signInSender(server.url, credentials.authPW, size, settings.seconds.timeout);
        const reads = isFirst
          ? { graphql: graphqlLoad(server.url, tokens), rest: restLoad(server.url, tokens), bare: { url: `${server.url}/__bench/bare` } }
          : {
              graphql: graphqlLoad(server.url, tokens),
              graphqlFirst: { ...graphqlLoad(first.server.url, first.tokens), pid: first.server.pid },
              rest: restLoad(server.url, tokens),
              restFirst: { ...restLoad(first.server.url, first.tokens), pid: first.server.pid },
            };
        // A fresh process compiles and warms up on its first requests (JIT, request schemas, query
        // plans); they are not measured, in quick mode neither: there a one-second run would
        // otherwise mostly time the start-up. The first size's server warms up alike.
        if (settings.signin) await closedLoop({ lanes: settings.lanes, seconds: settings.seconds.warmUp, maxRequests: 10 * settings.lanes, send });
        for (const load of Object.values(reads)) await blast({ ...load, connections: 4, seconds: settings.seconds.warmUp });
        const seconds = isFirst ? settings.seconds.signin : settings.seconds.signinGrowth;
        const databasePid = storage.databasePid();
        if (settings.signin) {
          // The scrypt limit is measured again at every size, in rounds taking turns with the
          // sign-ins: each size's sign-in is judged against the limit measured in the same minute.
          Object.assign(
            stage,
            await signInRounds({ rounds: rounds.signin, seconds, scrypt: settings.scrypt, lanes: settings.lanes, send, pid: server.pid, databasePid }),
          );
          log(`${kind} @${size}: hash limit ${stage.hashLimit.perSecond.toFixed(2)}/s (median of rounds ${roundsText(stage.hashLimit, 'perSecond', 2)})`);
          log(
            `${kind} @${size}: sign-in ${stage.signin.perSecond.toFixed(2)}/s (median of rounds ${roundsText(stage.signin, 'perSecond', 2)}), ` +
              `${stage.signin.failed} failed, ${cpuText(stage.signin)}`,
          );
        }
        if (isFirst && settings.signin) {
          // The paced run lasts as long as the throughput run: a fixed cap on the count (16 in
          // quick mode) sent the whole run as a burst of a few milliseconds, which the server
          // queued and answered without error whatever rate it could sustain.
          const rate = 0.8 * stage.hashLimit.perSecond;
          const count = Math.max(8, Math.round(rate * settings.seconds.signin));
          stage.signinAt80 = { rate, ...(await openLoop({ rate, count, send })) };
          log(
            `${kind}: sign-in at ${rate.toFixed(2)}/s: ${stage.signinAt80.failed} of ${count} failed, ` +
              `all answered in ${stage.signinAt80.seconds.toFixed(1)} s, p99 ${stage.signinAt80.p99.toFixed(0)} ms`,
          );
        }
        Object.assign(stage, await inRounds(reads, { rounds: rounds.reads, seconds: isFirst ? settings.seconds.api : settings.seconds.growth, connections: 10 }, server.pid, databasePid));
        for (const read of Object.keys(reads)) {
          const where = read.endsWith('First') ? `${names[read.slice(0, -'First'.length)]} @${first.size}` : `${names[read]} @${size}`;
          log(
            `${kind}: ${where} ${stage[read].perSecond.toFixed(0)}/s (median of rounds ${roundsText(stage[read], 'perSecond')}), ` +
              `${stage[read].failed} failed, ${cpuText(stage[read])}`,
          );
        }
        if (isFirst) {
          const paced = await inRounds(
            reads,
            { rounds: rounds.paced, seconds: settings.seconds.api, connections: 20, rate: GRAPHQL_RATE },
            server.pid,
            databasePid,
          );
          for (const read of Object.keys(reads)) {
            stage[`${read}AtRate`] = paced[read];
            log(
              `${kind}: at ${GRAPHQL_RATE}/s ${names[read]} p99 ${paced[read].p99} ms (median of rounds ${roundsText(paced[read], 'p99')}), ` +
                `p50 ${paced[read].p50} ms, ${cpuText(paced[read])}`,
            );
          }
        }
        await checkReads(server.url, tokens[tokens.length - 1]);
        if (!isFirst) await checkReads(first.server.url, first.tokens[first.tokens.length - 1]);
        figures.stages.push(stage);
        if (isFirst) first = { size, storage, tokens };
      } finally {
        await server.stop();
        await first?.server?.stop();
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup();
  }
  return figures;
}

/** The rounds behind a figure judged by their medians: "rounds: ours 18 20 212, baseline 17 19 18 (medians judged)". */
function roundsNote(ours, baseline, key, digits = 0) {
  return `rounds: ours ${roundsText(ours, key, digits)}, baseline ${roundsText(baseline, key, digits)} (medians judged)`;
}

function rowsOf({ kind, stages }) {
  const [first, ...larger] = stages;
  const k = (n) => `${n / 1000}k`;
  const rows = [];
  if (first.signin) {
    rows.push(
      row({
        figure: `Sign-in throughput vs scrypt limit (${kind})`,
        unit: 'req/s',
        ours: first.signin.perSecond,
        baseline: first.hashLimit.perSecond,
        budget: SIGNIN_BUDGET,
        direction: 'min',
        note: roundsNote(first.signin, first.hashLimit, 'perSecond', 2),
      }),
      limitRow({
        figure: `Sign-in errors at 80 % of the limit (${kind})`,
        unit: 'count',
        ours: first.signinAt80.failed,
        limit: 0,
      }),
      row({ figure: `Sign-in p99 at 80 % of the limit (${kind})`, unit: 'ms', ours: first.signinAt80.p99 }),
    );
  }
  rows.push(
    row({
      figure: `GraphQL GetInitialSettingsState vs REST route, same reads (${kind})`,
      unit: 'req/s',
      ours: first.graphql.perSecond,
      baseline: first.rest.perSecond,
      budget: GRAPHQL_BUDGET,
      direction: 'min',
      note: roundsNote(first.graphql, first.rest, 'perSecond'),
    }),
    row({ figure: `GraphQL vs bare route, the floor (${kind})`, unit: 'req/s', ours: first.graphql.perSecond, baseline: first.bare.perSecond }),
    row({ figure: `REST route vs bare route (${kind})`, unit: 'req/s', ours: first.rest.perSecond, baseline: first.bare.perSecond }),
    row({
      figure: `Server CPU per read, GraphQL vs REST route (${kind})`,
      unit: 'ms',
      ours: first.graphql.serverCpuMsPerRequest,
      baseline: first.rest.serverCpuMsPerRequest,
    }),
    row({ figure: `GraphQL p50 at ${GRAPHQL_RATE} req/s vs REST route (${kind})`, unit: 'ms', ours: first.graphqlAtRate.p50, baseline: first.restAtRate.p50 }),
    row({
      figure: `GraphQL p99 at ${GRAPHQL_RATE} req/s vs REST route (${kind})`,
      unit: 'ms',
      ours: first.graphqlAtRate.p99,
      baseline: first.restAtRate.p99,
      budget: GRAPHQL_P99_BUDGET,
      note: roundsNote(first.graphqlAtRate, first.restAtRate, 'p99'),
    }),
    row({ figure: `REST route p99 at ${GRAPHQL_RATE} req/s vs bare route (${kind})`, unit: 'ms', ours: first.restAtRate.p99, baseline: first.bareAtRate.p99 }),
    limitRow({
      figure: `GraphQL errors at ${GRAPHQL_RATE} req/s (${kind})`,
      unit: 'count',
      ours: first.graphqlAtRate.failed + first.graphql.failed,
      limit: 0,
    }),
  );
  if (kind === 'postgres') {
    rows.push(
      row({
        figure: `PostgreSQL CPU per read, GraphQL vs REST route (${kind})`,
        unit: 'ms',
        ours: first.graphql.databaseCpuMsPerRequest,
        baseline: first.rest.databaseCpuMsPerRequest,
      }),
    );
  }
  // Growth: sign-in's share of the scrypt limit measured beside it, against the first size's share;
  // the reads of each larger size against those of the first server, in rounds taking turns.
  const share = (ours, baseline) => (baseline > 0 ? ours / baseline : 0);
  for (const stage of larger) {
    const sizes = `${k(stage.size)} vs ${k(first.size)} accounts`;
    if (stage.signin) {
      rows.push(
        row({
          figure: `Sign-in share of the scrypt limit, ${sizes} (${kind})`,
          unit: 'ratio',
          ours: share(stage.signin.perSecond, stage.hashLimit.perSecond),
          baseline: share(first.signin.perSecond, first.hashLimit.perSecond),
          budget: GROWTH_BUDGET,
          direction: 'min',
        }),
      );
    }
    rows.push(
      row({
        figure: `GraphQL read, ${sizes}, taking turns (${kind})`,
        unit: 'req/s',
        ours: stage.graphql.perSecond,
        baseline: stage.graphqlFirst.perSecond,
        budget: GROWTH_BUDGET,
        direction: 'min',
        note: roundsNote(stage.graphql, stage.graphqlFirst, 'perSecond'),
      }),
      row({ figure: `REST route, ${sizes}, taking turns (${kind})`, unit: 'req/s', ours: stage.rest.perSecond, baseline: stage.restFirst.perSecond }),
    );
    if (kind === 'postgres') {
      rows.push(
        row({
          figure: `PostgreSQL CPU per GraphQL read, ${sizes} (${kind})`,
          unit: 'ms',
          ours: stage.graphql.databaseCpuMsPerRequest,
          baseline: stage.graphqlFirst.databaseCpuMsPerRequest,
        }),
      );
    }
  }
  return rows;
}

/**
 * `onFirstServer(url)`, when given, runs once against the first server
 * started (PGlite, smallest size) before any load; its result is returned as
 * `pageLoads`.
 */
export async function benchServer({ quick, onFirstServer }) {
  const settings = plan(quick);
  // BENCH_SIZES=1000,5000 seeds other table sizes.
  if (process.env.BENCH_SIZES) settings.sizes = process.env.BENCH_SIZES.split(',').map(Number);
  // BENCH_SIGNIN=0 leaves the sign-in figures out (the reads alone, for repeated runs).
  settings.signin = process.env.BENCH_SIGNIN !== '0';
  const started = performance.now();
  const log = (line) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`);
  // What a browser would send: authPW from the onepw stretch of one password.
  const { authPW } = credentialsV1('bench@example.com', PASSWORD);
  const verifier = await hashAuthPW(authPW, settings.scrypt);
  const credentials = { authPW, verifier };
  // BENCH_DATABASES=pglite,postgres chooses; by default PGlite, and PostgreSQL too in full mode.
  const chosen = (process.env.BENCH_DATABASES ?? (settings.postgres ? 'pglite,postgres' : 'pglite')).split(',').map((s) => s.trim());
  const kinds = chosen.filter((kind) => kind === 'pglite' || (kind === 'postgres' && postgresBin()));
  if (chosen.includes('postgres') && !postgresBin()) log('PostgreSQL is not installed: the server figures are for PGlite only.');
  const databases = [];
  for (const [i, kind] of kinds.entries()) {
    databases.push(await benchDatabase(kind, settings, credentials, log, i === 0 ? onFirstServer : undefined));
  }
  return {
    rows: databases.flatMap(rowsOf),
    details: { scrypt: settings.scrypt, sizes: settings.sizes, databases },
    pageLoads: databases[0]?.pageLoads,
  };
}
