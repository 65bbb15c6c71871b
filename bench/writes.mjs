// Writes of authenticated reads: what the settings page's reads write to the
// database, counted by the database itself (statement triggers on every
// table, tests/support/write-counter.ts), on the real server, started in this
// process so that its clock can be moved: a session's bookkeeping is written
// at most once a minute, and a bench run should not wait a minute to see it.
//
// Confirmed sessions (inserted as the server bench's are) each read every
// settings query of the app and its REST reads, from two addresses in turn,
// in rounds a few seconds apart on the server's clock: within the session's
// last-access resolution every one of them should be a pure read (the
// figure, target 0). Then the clock passes the resolution and each session
// reads once more: one write per session, its last access.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/config/index.ts';
import { sha256Hex } from '../server/crypto/tokens.ts';
import { openPGlite } from '../server/db/pglite.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/server.ts';
import { LAST_ACCESS_RESOLUTION_MS } from '../server/sessions/session-service.ts';
import { ALTERNATING_ADDRESSES as ADDRESSES, SETTINGS_QUERIES as QUERIES, SETTINGS_READS as REST_READS } from '../tests/support/settings-reads.ts';
import { countWrites } from '../tests/support/write-counter.ts';
import { limitRow } from './report.mjs';
import { migratedPGliteDump, seedAccounts } from './server.mjs';

/** Every settings read of one session once; returns how many requests it sent. Throws on any answer but a 200 without errors. */
async function settingsReads(url, token) {
  let sent = 0;
  const send = async (path, init = {}) => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': ADDRESSES[sent % ADDRESSES.length], ...init.headers },
    });
    sent += 1;
    const body = await response.json();
    if (response.status !== 200 || body.errors) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  };
  for (const document of QUERIES) {
    await send('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...document.__meta__, variables: {} }) });
  }
  for (const path of REST_READS) await send(path);
  return sent;
}

export async function benchWrites({ quick }) {
  const settings = quick ? { sessions: 2, rounds: 1 } : { sessions: 20, rounds: 4 };
  let clock = Date.now();
  const db = await openPGlite({ loadDataDir: new Blob([readFileSync(await migratedPGliteDump())]) });
  let server;
  try {
    await seedAccounts(db, 1, settings.sessions, { salt: '00'.repeat(32), hash: '00'.repeat(32) }, clock);
    const tokens = [];
    for (let n = 1; n <= settings.sessions; n += 1) {
      const token = randomBytes(32).toString('hex');
      await db.query(
        `INSERT INTO sessions (id, uid, verified, created_at, last_access, last_address, user_agent, updated_at)
         VALUES ($1, md5('orbit-bench-' || $2::int), true, $3, $3, $4, 'orbit-bench', $3)`,
        [sha256Hex(token), n, clock, ADDRESSES[0]],
      );
      tokens.push(token);
    }
    const config = loadConfig({ NODE_ENV: 'test', ORBIT_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SCRYPT_N: '1024', TRUSTED_PROXIES: '127.0.0.1' });
    server = await startServer({ config, db, logger: createLogger(() => {}), now: () => clock });
    const writes = await countWrites(db);
    // Within the resolution: rounds spread over the first three quarters of the minute.
    let reads = 0;
    for (let round = 0; round < settings.rounds; round += 1) {
      clock += Math.floor((0.75 * LAST_ACCESS_RESOLUTION_MS) / settings.rounds);
      for (const token of tokens) reads += await settingsReads(server.url, token);
    }
    const within = await writes.take();
    // A minute after each session's last write: its next reads.
    clock += LAST_ACCESS_RESOLUTION_MS;
    let readsAfter = 0;
    for (const token of tokens) readsAfter += await settingsReads(server.url, token);
    const after = await writes.take();
    const details = { sessions: settings.sessions, reads, writes: within, readsAfter, writesAfter: after };
    const rows = [
      limitRow({
        figure: 'Settings read: primary writes per request, within the last-access minute (pglite)',
        unit: 'ratio',
        ours: within.length / reads,
        limit: 0,
        note: `${reads} reads of ${settings.sessions} sessions from two addresses in turn: ${within.length} writes${within.length ? ` (${within.join(', ')})` : ''}`,
      }),
      limitRow({
        figure: 'Settings read: writes per session once the minute has passed (pglite)',
        unit: 'ratio',
        ours: after.length / settings.sessions,
        limit: 1,
        note: `${readsAfter} reads: ${after.length} writes${after.length ? ` (${[...new Set(after)].join(', ')})` : ''}`,
      }),
    ];
    return { rows, details };
  } finally {
    await server?.close();
    await db.close();
  }
}
