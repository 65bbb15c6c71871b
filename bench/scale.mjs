// Figures of the layout of several machines (tests/support/scale-layout.ts, the
// one `npm run scale` checks): a PostgreSQL primary, a synchronous streaming
// standby, PgBouncer in transaction mode, and two server processes reading from
// the standby. Confirmed sessions are inserted on the primary as the server
// bench's are.
//
// - Settings reads on the standby: a third instance, in this process so that
//   its read routing can be asked where each request's reads went, sends
//   every settings read of the app for each session, in rounds, and in each
//   round one session changes its name and reads it back at once. The figure
//   is the share of the reads the standby served (budget at least 90 %); the
//   read right after a write must show it (read-your-writes, no misses).
//   Reads that have nothing to read beyond the session check, which always
//   runs on the primary, are left out of the share (the note names them).
//   Beside it, what the primary sees written during the reads (statement
//   triggers, as the writes figure counts them), on the real clock: a
//   session's last access is written at most once a minute.
// - Two instances against one, on the authenticated read
//   (GetInitialSettingsState): as fast as the connections go, against one
//   instance and against both (half the connections each), in rounds that take
//   turns; rate and p99 are reported, and the only budget is no errors: the
//   load generator takes the same two cores as the instances and the databases.
// - The standby's replay lag under a write load: people renaming themselves
//   through both instances, the primary's pg_stat_replication read every
//   100 ms: how far the standby's replay is behind the primary's log, in bytes
//   and in ms.
//
// The layout's start (two PostgreSQL servers, PgBouncer, two server processes)
// takes longer than the whole quick run: the quick mode leaves it out unless
// BENCH_ONLY names it.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { GetAccountDocument, GetInitialSettingsStateDocument, UpdateDisplayNameDocument } from '../generated/graphql.ts';
import { loadConfig } from '../server/config/index.ts';
import { sha256Hex } from '../server/crypto/tokens.ts';
import { openDatabase } from '../server/db/open.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { readRoutingOf } from '../server/db/read-routing.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/server.ts';
import { startScaleLayout } from '../tests/support/scale-layout.ts';
import { SETTINGS_QUERIES, SETTINGS_READS } from '../tests/support/settings-reads.ts';
import { countWrites } from '../tests/support/write-counter.ts';
import { BENCH_DIST, buildApp } from './build.mjs';
import { atExit } from './cleanup.mjs';
import { blast, closedLoop, median, percentile } from './load.mjs';
import { limitRow, row } from './report.mjs';
import { seedAccounts } from './server.mjs';

/** The layout's ports start here (the server bench's take BENCH_SERVER_PORT and the next 30). */
const PORT_BASE = Number(process.env.BENCH_SERVER_PORT ?? 23410) + 50;
const STANDBY_SHARE_BUDGET = 0.9;
/** Tables the instances write on their own schedules, whatever the requests: the relying-party delivery queue's drain. */
const BACKGROUND = new Set(['relying_party_deliveries']);

function plan(quick) {
  return quick
    ? { sessions: 10, rounds: 2, readSeconds: 1, readRounds: 1, connections: 8, writeSeconds: 2, writers: 4 }
    : { sessions: 100, rounds: 5, readSeconds: 12, readRounds: 4, connections: 16, writeSeconds: 10, writers: 8 };
}

async function post(url, token, document, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...document.__meta__, variables }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors) throw new Error(`${document.__meta__.operationName} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

async function get(url, token, path) {
  const response = await fetch(`${url}${path}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Each settings read of the app, by name, as one function of the URL and token. */
const READS = [
  ...SETTINGS_QUERIES.map((document) => ({ name: document.__meta__.operationName, send: (url, token) => post(url, token, document) })),
  ...SETTINGS_READS.map((path) => ({ name: path, send: (url, token) => get(url, token, path) })),
];

/** Confirmed sessions of seeded accounts, inserted on the primary; returns their tokens. */
async function seedSessions(primaryUrl, count) {
  const db = openPostgres({ connectionString: primaryUrl, max: 1 });
  try {
    const now = Date.now();
    await seedAccounts(db, 1, count, { salt: '00'.repeat(32), hash: '00'.repeat(32) }, now);
    const tokens = [];
    for (let n = 1; n <= count; n += 1) {
      const token = randomBytes(32).toString('hex');
      await db.query(
        `INSERT INTO sessions (id, uid, verified, created_at, last_access, last_address, user_agent, updated_at)
         VALUES ($1, md5('orbit-bench-' || $2::int), true, $3, $3, '127.0.0.1', 'orbit-bench', $3)`,
        [sha256Hex(token), n, now],
      );
      tokens.push(token);
    }
    return tokens;
  } finally {
    await db.close();
  }
}

/** Where one request's reads went: the standby when it ran any statement there. */
async function routed(routing, send) {
  const before = routing.counts.standby;
  await send();
  return routing.counts.standby > before ? 'standby' : 'primary';
}

async function standbyShare(cluster, tokens, settings) {
  const db = await openDatabase({ databaseUrl: cluster.bouncerUrl, databaseReplicaUrls: [cluster.standbyUrl], databasePooler: 'transaction', databasePoolSize: 4, dataDir: '' });
  const config = loadConfig({ NODE_ENV: 'test', ORBIT_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SCRYPT_N: '1024' });
  const server = await startServer({ config, db, logger: createLogger(() => {}) });
  // What the primary itself sees written, by any connection (tests/support/write-counter.ts).
  const primary = openPostgres({ connectionString: cluster.primaryUrl, max: 1 });
  try {
    const writesSeen = await countWrites(primary);
    const routing = readRoutingOf(db);
    // The reads with something for a standby: those that one pass, with nothing written, sends there.
    const onStandby = new Set();
    for (const read of READS) if ((await routed(routing, () => read.send(server.url, tokens[0]))) === 'standby') onStandby.add(read.name);
    const measured = READS.filter((read) => onStandby.has(read.name));
    let reads = 0;
    let fromStandby = 0;
    let writes = 0;
    let missed = 0;
    let afterWriteOnStandby = 0;
    let plainReads = 0;
    const primaryWrites = [];
    const background = [];
    const started = Date.now();
    for (let round = 0; round < settings.rounds; round += 1) {
      for (const [index, token] of tokens.entries()) {
        await writesSeen.take();
        for (const read of measured) {
          reads += 1;
          plainReads += 1;
          if ((await routed(routing, () => read.send(server.url, token))) === 'standby') fromStandby += 1;
        }
        for (const write of await writesSeen.take()) (BACKGROUND.has(write.split(' ')[0]) ? background : primaryWrites).push(write);
        // One session in ten changes its name in each round and reads it back at once.
        if (index % 10 === round % 10) {
          const name = `Bench ${round} ${index}`;
          await post(server.url, token, UpdateDisplayNameDocument, { input: { displayName: name } });
          writes += 1;
          reads += 1;
          let shown;
          if ((await routed(routing, async () => (shown = (await post(server.url, token, GetAccountDocument)).account.displayName))) === 'standby') {
            fromStandby += 1;
            afterWriteOnStandby += 1;
          }
          if (shown !== name) missed += 1;
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const left = READS.filter((read) => !onStandby.has(read.name)).map((read) => read.name);
    const written = [...new Set(primaryWrites)];
    return {
      rows: [
        limitRow({
          figure: 'Settings read: share served by the standby (postgres, PgBouncer)',
          unit: 'ratio',
          ours: fromStandby / reads,
          limit: STANDBY_SHARE_BUDGET,
          direction: 'min',
          note: `${reads} reads of ${tokens.length} sessions, ${writes} of them right after the session's own change (${afterWriteOnStandby} of those on the standby, which had replayed it by then); ${fromStandby} served by the standby. Left out, nothing to read beyond the session check: ${left.join(', ') || 'none'}`,
        }),
        row({
          figure: 'Settings read: primary writes per request, real clock (postgres, PgBouncer)',
          unit: 'ratio',
          ours: primaryWrites.length / plainReads,
          note: `${plainReads} reads (those right after a change left out) over ${seconds.toFixed(0)} s: ${primaryWrites.length} writes${written.length ? ` (${written.join(', ')})` : ''}; a session's last access is written at most once a minute. Meanwhile the instances' own schedules wrote ${background.length} times (${[...BACKGROUND].join(', ')}), not counted`,
        }),
        limitRow({
          figure: 'Settings read: own change not seen by the next read (read-your-writes)',
          unit: 'count',
          ours: missed,
          limit: 0,
          note: `${writes} changes, each read back at once`,
        }),
      ],
      details: { reads, fromStandby, writes, afterWriteOnStandby, missed, leftOut: left, plainReads, primaryWrites: primaryWrites.length, seconds },
    };
  } finally {
    // The counting triggers go, so that the figures after these count no writes of their own.
    await primary.exec('DROP TABLE IF EXISTS counted_writes; DROP FUNCTION IF EXISTS count_write() CASCADE').catch(() => undefined);
    await primary.close();
    await server.close();
    await db.close();
  }
}

/** The authenticated read against `urls` at once, the connections split between them. */
async function readLoad(urls, tokens, connections, seconds) {
  const body = JSON.stringify(GetInitialSettingsStateDocument.__meta__);
  let next = 0;
  const runs = await Promise.all(
    urls.map((url) =>
      blast({
        url: `${url}/graphql`,
        method: 'POST',
        connections: Math.max(1, Math.round(connections / urls.length)),
        seconds,
        body: () => body,
        headers: () => ({ 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
      }),
    ),
  );
  return {
    perSecond: runs.reduce((sum, run) => sum + run.perSecond, 0),
    p99: Math.max(...runs.map((run) => run.p99)),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
  };
}

async function twoInstances(layout, tokens, settings) {
  const [a, b] = layout.instances;
  const seconds = settings.readSeconds / settings.readRounds;
  const one = [];
  const two = [];
  // A short warm-up of each instance, then rounds that take turns.
  await readLoad([a.url, b.url], tokens, 4, 1);
  for (let round = 0; round < settings.readRounds; round += 1) {
    one.push(await readLoad([a.url], tokens, settings.connections, seconds));
    two.push(await readLoad([a.url, b.url], tokens, settings.connections, seconds));
  }
  const rate = (runs) => median(runs.map((run) => run.perSecond));
  const p99 = (runs) => median(runs.map((run) => run.p99));
  const failed = [...one, ...two].reduce((sum, run) => sum + run.failed, 0);
  const rounds = `median of ${settings.readRounds} round(s) of ${seconds.toFixed(1)} s each, ${settings.connections} connections, the two taking turns; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end`;
  return {
    rows: [
      row({ figure: 'Authenticated read: two instances vs one, rate (postgres, standby)', unit: 'req/s', ours: rate(two), baseline: rate(one), note: rounds }),
      row({ figure: 'Authenticated read: two instances vs one, p99 (postgres, standby)', unit: 'ms', ours: p99(two), baseline: p99(one), note: rounds }),
      limitRow({ figure: 'Authenticated read: errors with one and two instances', unit: 'count', ours: failed, limit: 0 }),
    ],
    details: { one, two },
  };
}

async function replayLag(layout, tokens, settings) {
  const [a, b] = layout.instances;
  const primary = openPostgres({ connectionString: layout.cluster.primaryUrl, max: 1 });
  const samples = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [sample] = await primary.query(
        `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 AS bytes,
                COALESCE(EXTRACT(EPOCH FROM replay_lag) * 1000, 0)::float8 AS ms
           FROM pg_stat_replication`,
      );
      if (sample) samples.push(sample);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  let next = 0;
  try {
    const writes = await closedLoop({
      lanes: settings.writers,
      seconds: settings.writeSeconds,
      maxRequests: Number.POSITIVE_INFINITY,
      send: async () => {
        const n = next++;
        await post(n % 2 === 0 ? a.url : b.url, tokens[n % tokens.length], UpdateDisplayNameDocument, { input: { displayName: `Lag ${n}` } });
        return true;
      },
    });
    sampling = false;
    await sampler;
    const bytes = samples.map((sample) => sample.bytes);
    const ms = samples.map((sample) => sample.ms);
    const note = `${samples.length} samples of pg_stat_replication, 100 ms apart, while ${settings.writers} clients renamed people through both instances at ${writes.perSecond.toFixed(0)} writes/s (${writes.failed} failed); median ${median(bytes).toFixed(0)} B and ${median(ms).toFixed(1)} ms`;
    return {
      rows: [
        row({ figure: 'Standby replay lag under the write load, p99 of samples (bytes)', unit: 'B', ours: Math.round(percentile(bytes, 99)), note }),
        row({ figure: 'Standby replay lag under the write load, p99 of samples (ms)', unit: 'ms', ours: percentile(ms, 99), note }),
        limitRow({ figure: 'Writes refused under the write load', unit: 'count', ours: writes.failed, limit: 0 }),
      ],
      details: { writes, samples: samples.length, bytes: { median: median(bytes), p99: percentile(bytes, 99), max: Math.max(...bytes) }, ms: { median: median(ms), p99: percentile(ms, 99), max: Math.max(...ms) } },
    };
  } finally {
    sampling = false;
    await sampler;
    await primary.close();
  }
}

export async function benchScale({ quick }) {
  const settings = plan(quick);
  await buildApp();
  const layout = await startScaleLayout({ basePort: PORT_BASE, proxyPort: 0, distDir: BENCH_DIST, poolSize: 8, bouncerPoolSize: 8 });
  let stopped;
  const stop = atExit(() => {
    stopped = layout.stop();
  });
  try {
    const tokens = await seedSessions(layout.cluster.primaryUrl, settings.sessions);
    const share = await standbyShare(layout.cluster, tokens, settings);
    const instances = await twoInstances(layout, tokens, settings);
    const lag = await replayLag(layout, tokens, settings);
    return {
      rows: [...share.rows, ...instances.rows, ...lag.rows],
      details: { sessions: settings.sessions, standbyShare: share.details, instances: instances.details, lag: lag.details },
    };
  } finally {
    stop();
    await stopped;
  }
}
