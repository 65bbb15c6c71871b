// A failover drill: two instances behind PgBouncer (transaction mode) in front
// of a primary with a synchronous streaming standby, which also serves their
// reads. A burst of wrong passwords split across both gets no more checks
// than the limit. People sign up and change their names on both instances; then the
// primary stops as in a crash, the standby is promoted and PgBouncer pointed
// at it. Both instances go on without a restart, and every change they
// acknowledged is there, read through either instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAccountDocument, UpdateDisplayNameDocument } from '../../../generated/documents';
import { openDatabase } from '../../../server/db/open';
import { openPostgres } from '../../../server/db/postgres';
import { FAILOVER_SUITE_PORTS, canRunStandbyCluster, startStandbyCluster } from '../../support/standby-cluster';
import type { StandbyCluster } from '../../support/standby-cluster';
import type { TestServer } from '../harness';
import { useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';

describe.skipIf(!canRunStandbyCluster() && !process.env.CI)('failover to a promoted standby', () => {
  let cluster: StandbyCluster;
  beforeAll(async () => {
    cluster = await startStandbyCluster(FAILOVER_SUITE_PORTS, { synchronous: true });
  }, 120_000);
  afterAll(() => cluster?.stop());

  const instance = {
    name: 'postgres',
    open: () =>
      openDatabase({
        databaseUrl: cluster.bouncerUrl,
        databaseReplicaUrls: [cluster.standbyUrl],
        databasePooler: 'transaction',
        databasePoolSize: 3,
        dataDir: '',
      }),
  } as const;
  const one = useTestServer(instance);
  const two = useTestServer(instance);

  async function rename(t: TestServer, account: TestAccount, displayName: string): Promise<void> {
    const result = await t.graphql(UpdateDisplayNameDocument, { input: { displayName } }, account.sessionToken);
    expect(result.errors).toBeUndefined();
  }

  async function nameOf(t: TestServer, account: TestAccount): Promise<string | null | undefined> {
    const result = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    expect(result.errors).toBeUndefined();
    return result.data?.account?.displayName;
  }

  it('gives a burst split across both instances no more password checks than the limit', async () => {
    const account = await signUpVerified(one);
    const sent = WRONG + 4;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        (i % 2 === 0 ? one : two).rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: 'e'.repeat(64) } }),
      ),
    );
    const errnos = answers.map((answer) => (answer.error as { errno?: number } | undefined)?.errno);
    expect(errnos.filter((errno) => errno === 103)).toHaveLength(WRONG);
    expect(errnos.filter((errno) => errno === 125)).toHaveLength(sent - WRONG);
  });

  it('keeps every acknowledged change, and both instances serve on the new primary', async () => {
    const people: Array<{ account: TestAccount; name: string }> = [];
    for (const [index, t] of [one, two, one, two].entries()) {
      const account = await signUpVerified(t);
      const name = `Before the failover ${index}`;
      await rename(t, account, name);
      people.push({ account, name });
    }

    // Every commit was acknowledged only once the standby had it.
    const primary = openPostgres({ connectionString: cluster.primaryUrl, max: 1 });
    try {
      expect(await primary.query('SELECT sync_state FROM pg_stat_replication')).toEqual([{ sync_state: 'sync' }]);
    } finally {
      await primary.close();
    }
    await cluster.failOver();

    for (const [index, { account, name }] of people.entries()) {
      expect(await nameOf(index % 2 === 0 ? two : one, account)).toBe(name);
      expect(await nameOf(index % 2 === 0 ? one : two, account)).toBe(name);
    }
    // Writes go on, on either instance, and are read back on the other.
    const after = await signUpVerified(two);
    await rename(two, after, 'After the failover');
    expect(await nameOf(one, after)).toBe('After the failover');
  });
});
