// Reads on a standby, writes on the primary, behind PgBouncer in transaction
// mode: a server whose DATABASE_URL is PgBouncer in front of a primary and
// whose DATABASE_REPLICA_URL is a streaming standby of it. With the standby's
// replay paused, a change made on the primary behind the server's back is not
// seen by a settings read (the standby served it), while a person's own change
// is seen at once by their next read (the primary served it, the standby not
// having replayed it yet); once replay resumes and passes the write, the
// standby serves that person again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAccountDocument, UpdateDisplayNameDocument } from '../../../generated/documents';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/open';
import { openPostgres } from '../../../server/db/postgres';
import type { Database } from '../../../server/db/database';
import { isPlainRead, lsnValue, readRoutingOf } from '../../../server/db/read-routing';
import type { ReadRouting } from '../../../server/db/read-routing';
import { STANDBY_SUITE_PORTS, canRunStandbyCluster, startStandbyCluster } from '../../support/standby-cluster';
import type { StandbyCluster } from '../../support/standby-cluster';
import { testConfig, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';

describe.skipIf(!canRunStandbyCluster() && !process.env.CI)('reads on a standby behind PgBouncer in transaction mode', () => {
  let cluster: StandbyCluster;
  let primary: Database;
  let standby: Database;
  beforeAll(async () => {
    cluster = await startStandbyCluster(STANDBY_SUITE_PORTS);
    primary = openPostgres({ connectionString: cluster.primaryUrl, max: 1 });
    standby = openPostgres({ connectionString: cluster.standbyUrl, max: 1 });
  }, 120_000);
  afterAll(async () => {
    await primary?.close();
    await standby?.close();
    cluster?.stop();
  });

  const instance = {
    name: 'postgres',
    open: () =>
      openDatabase({
        databaseUrl: cluster.bouncerUrl,
        databaseReplicaUrls: [cluster.standbyUrl],
        databasePooler: 'transaction',
        databasePoolSize: 4,
        dataDir: '',
      }),
  } as const;
  const t = useTestServer(instance);
  // A second instance on the same primary, pooler and standby.
  const other = useTestServer(instance);
  const routing = (server = t): ReadRouting => {
    const reads = readRoutingOf(server.db);
    if (!reads) throw new Error('the server has no standby');
    return reads;
  };

  /** Waits until the standby has replayed everything the primary has written so far. */
  async function standbyCaughtUp(): Promise<void> {
    const [{ lsn }] = (await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')) as [{ lsn: string }];
    await expect
      .poll(async () => (await standby.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]))[0]?.done, { timeout: 20_000, interval: 20 })
      .toBe(true);
  }

  async function displayName(token: string, server = t): Promise<string | null | undefined> {
    const result = await server.graphql(GetAccountDocument, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data?.account?.displayName;
  }

  it('serves a settings read from the standby, and a writer’s next read from the primary until the standby has the write', async () => {
    const account = await signUpVerified(t);
    await standbyCaughtUp();
    const before = { ...routing().counts };
    expect(await displayName(account.sessionToken)).toBeNull();
    expect(routing().counts.standby).toBeGreaterThan(before.standby);

    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      // A change on the primary that the paused standby has not replayed: the read does not see it, so the standby answered.
      await primary.query('UPDATE accounts SET display_name = $2 WHERE uid = $1', [account.uid, 'Changed elsewhere']);
      expect(await displayName(account.sessionToken)).toBeNull();
      // The person's own change: their next read sees it at once, from the primary.
      const update = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Mine' } }, account.sessionToken);
      expect(update.errors).toBeUndefined();
      const standbyReads = routing().counts.standby;
      expect(await displayName(account.sessionToken)).toBe('Mine');
      expect(await displayName(account.sessionToken)).toBe('Mine');
      expect(routing().counts.standby).toBe(standbyReads);
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
    // Once the standby has replayed the write, it serves the person's reads again.
    await standbyCaughtUp();
    const standbyReads = routing().counts.standby;
    expect(await displayName(account.sessionToken)).toBe('Mine');
    expect(routing().counts.standby).toBeGreaterThan(standbyReads);
  });

  it('serves REST reads from the standby too', async () => {
    const account = await signUpVerified(t);
    await standbyCaughtUp();
    const before = routing().counts.standby;
    for (const path of ['/v1/recovery_phone', '/v1/totp/exists', '/v1/recoveryKey/exists'] as const) {
      expect((await t.rest(account.sessionToken).GET(path)).error, path).toBeUndefined();
    }
    expect(routing().counts.standby).toBeGreaterThanOrEqual(before + 3);
  });

  it('holds read-your-writes across instances: a write on one is read on the other from the primary', async () => {
    const account = await signUpVerified(t);
    await standbyCaughtUp();
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      const update = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Written on one' } }, account.sessionToken);
      expect(update.errors).toBeUndefined();
      const standbyReads = routing(other).counts.standby;
      expect(await displayName(account.sessionToken, other)).toBe('Written on one');
      expect(routing(other).counts.standby).toBe(standbyReads);
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
  });

  it('keeps a new session’s first reads on the primary until the standby has it', async () => {
    await standbyCaughtUp();
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      // Signed up and confirmed while the standby is paused: it has neither the account nor the session.
      const account = await signUpVerified(t);
      expect(await displayName(account.sessionToken)).toBeNull();
      const rest = await t.rest(account.sessionToken).GET('/v1/recovery_phone');
      expect(rest.error).toBeUndefined();
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
  });

  it('answers bursts of reads and writes through the pooler, whose server connections the instance’s connections share', async () => {
    // Bursts of reads and writes over the instance's four connections, which PgBouncer shares out over two.
    const accounts = await Promise.all([signUpVerified(t), signUpVerified(t), signUpVerified(t)]);
    const results = await Promise.all(accounts.flatMap((account) => [displayName(account.sessionToken), displayName(account.sessionToken)]));
    expect(results).toEqual(results.map(() => null));
  });
});

describe('the standby and pooler settings', () => {
  const primaryUrl = 'postgres://orbit@db.example:5432/orbit';
  it('reads one or more standbys, comma-separated, the pooler mode and the pool size', () => {
    const config = testConfig({
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: ' postgres://orbit@standby-1.example/orbit, postgresql://orbit@standby-2.example/orbit ,',
      DATABASE_POOLER: 'transaction',
      DATABASE_POOL_SIZE: '25',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://orbit@standby-1.example/orbit', 'postgresql://orbit@standby-2.example/orbit']);
    expect(config.databasePooler).toBe('transaction');
    expect(config.databasePoolSize).toBe(25);
    expect(testConfig({ DATABASE_URL: primaryUrl })).toMatchObject({ databaseReplicaUrls: [], databasePooler: 'none', databasePoolSize: 10 });
  });

  it('refuses to start on a wrong one, naming it', () => {
    const env = { NODE_ENV: 'test', HOST: '127.0.0.1', DATABASE_URL: primaryUrl };
    expect(() => loadConfig({ ...env, DATABASE_REPLICA_URL: 'mysql://standby/orbit' })).toThrow(/DATABASE_REPLICA_URL must list postgres:\/\//);
    expect(() => loadConfig({ ...env, DATABASE_URL: '', DATABASE_REPLICA_URL: 'postgres://standby/orbit' })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(() => loadConfig({ ...env, DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER must be "transaction" or "none"/);
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be an integer of at least 1/);
  });
});

describe('what a standby may run', () => {
  it('is a plain SELECT: no row locks, no function that writes', () => {
    expect(isPlainRead('SELECT id FROM sessions WHERE id = $1')).toBe(true);
    expect(isPlainRead('  select count(*) FROM emails')).toBe(true);
    for (const sql of [
      'UPDATE sessions SET last_access = $2 WHERE id = $1',
      'INSERT INTO accounts (uid) VALUES ($1) RETURNING uid',
      'WITH gone AS (DELETE FROM codes RETURNING id) SELECT id FROM gone',
      'SELECT id FROM codes WHERE id = $1 FOR UPDATE',
      'SELECT * FROM sessions FOR NO KEY UPDATE',
      'SELECT pg_advisory_xact_lock($1)',
      "SELECT set_config('synchronous_commit', 'off', true)",
      "SELECT queue_account_security_event($1, $2, $3, $4::bigint, '{}'::jsonb)",
    ]) {
      expect(isPlainRead(sql), sql).toBe(false);
    }
  });

  it('compares write-ahead log positions as numbers', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('A/10')).toBe((10n << 32n) + 16n);
  });
});
