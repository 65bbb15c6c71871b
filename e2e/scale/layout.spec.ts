// The layout of several machines, on one: a PostgreSQL primary, a streaming
// standby of it, PgBouncer in transaction mode in front of the primary, two
// server processes that write through PgBouncer and read from the standby, and
// a load balancer in front of both (tests/support/scale-layout.ts), whose
// origin the browser uses. A newcomer signs up on one instance and changes a
// setting on the other, which reads from the standby and still shows the
// change at once; bursts split between the instances get no more than one
// client sending one request after another; and in a failover drill the
// standby is promoted and PgBouncer pointed at it while people keep changing
// their names through both instances, which go on without a restart, losing
// nothing they acknowledged.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GetAccountDocument, UpdateDisplayNameDocument } from '../../generated/documents';
import { openPostgres } from '../../server/db/postgres';
import type { Database } from '../../server/db/database';
import { BURST, burst, tally } from '../../tests/support/burst';
import { SCALE_LAYOUT_PORTS, SERVED_BY, startScaleLayout } from '../../tests/support/scale-layout';
import type { InstanceName, ScaleLayout } from '../../tests/support/scale-layout';
import { ABUSE_LIMITS } from '../../server/config/limits';
import { authClient, createAccount, signInBrowser } from '../support/app/accounts';
import type { TestAccount } from '../support/app/accounts';
import { codeFor, messagesTo, uniqueEmail } from '../support/app/outbox';
import { signinJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';
import { VARIANTS } from '../support/app/variants';
import { expect, test } from '../support/app/test';

const PROXY_PORT = Number(process.env.SCALE_PORT ?? SCALE_LAYOUT_PORTS);

/** A default limit, by its settings' prefix. */
function limit(prefix: string): number {
  const found = ABUSE_LIMITS.find((described) => described.prefix === prefix);
  if (!found) throw new Error(`no limit is set with ${prefix}_LIMIT`);
  return found.limit;
}

let layout: ScaleLayout;
let primary: Database;
let standby: Database;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two PostgreSQL servers, PgBouncer and two server processes, each compiled at its start.
  test.setTimeout(240_000);
  layout = await startScaleLayout({ proxyPort: PROXY_PORT, basePort: PROXY_PORT + 1, distDir: process.env.E2E_DIST ?? 'dist' });
  primary = openPostgres({ connectionString: layout.cluster.primaryUrl, max: 1 });
  standby = openPostgres({ connectionString: layout.cluster.standbyUrl, max: 1 });
});

test.afterAll(async () => {
  await primary?.close().catch(() => undefined);
  await standby?.close().catch(() => undefined);
  await layout?.stop();
});

test.afterEach(async () => {
  // What the instances printed, when a test failed.
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus && layout) {
    for (const instance of layout.instances) await testInfo.attach(`instance ${instance.name}`, { body: instance.output(), contentType: 'text/plain' });
  }
});

/** Waits until the standby has replayed everything the primary has written so far. */
async function standbyCaughtUp(): Promise<void> {
  const [{ lsn }] = (await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')) as [{ lsn: string }];
  await expect
    .poll(async () => (await standby.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]))[0]?.done)
    .toBe(true);
}

interface GraphQLAnswer<R> {
  readonly status: number;
  readonly data?: R;
  readonly errors?: unknown[];
}

/** One GraphQL request as the app sends it (the document's registered id), through `url`. */
async function graphql<R, V>(url: string, document: TypedDocumentNode<R, V>, variables: V, token: string): Promise<GraphQLAnswer<R>> {
  const { documentId, operationName } = (document as unknown as { __meta__: { documentId: string; operationName: string } }).__meta__;
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ documentId, operationName, variables }),
  });
  const body = (await response.json()) as { data?: R; errors?: unknown[] };
  return { status: response.status, ...body };
}

async function nameOf(url: string, account: TestAccount): Promise<string | null | undefined> {
  const answer = await graphql(url, GetAccountDocument, {}, account.sessionToken);
  expect(answer.errors).toBeUndefined();
  return answer.data?.account?.displayName;
}

test('a newcomer signs up on one instance, changes a setting on the other, which reads from the standby and shows the change at once, then signs out and in again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { proxy } = layout;
  const journey = signinJourney(page, VARIANTS[0]);
  const email = uniqueEmail('scale-newcomer');

  // Signed up and confirmed on A alone.
  proxy.route('a');
  const before = { ...proxy.served };
  await journey.signUp(email);
  await journey.confirm(baseURL!, email);
  expect(proxy.served.a).toBeGreaterThan(before.a);
  expect(proxy.served.b).toBe(before.b);

  // The settings on B alone, whose reads the standby serves: with its replay paused, a change made on the
  // primary behind the instances' backs is not on the page.
  proxy.route('b');
  await standbyCaughtUp();
  await standby.query('SELECT pg_wal_replay_pause()');
  const name = 'Ada Lovelace';
  try {
    await primary.query('UPDATE accounts SET display_name = $2 WHERE normalized_email = $1', [email, 'Changed behind its back']);
    const onA = proxy.served.a;
    await page.reload();
    await journey.atPath('/settings', { focused: false });
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.locator('#settings-display-name')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Changed behind its back');

    // The newcomer's own change, on B: shown at once, and after a reload too, although the standby has not replayed it.
    await journey.activate(journey.control('settings-action-displayName'));
    await journey.atPath('/settings/display_name');
    await journey.type(page.locator('#settings-display-name-field'), name);
    await journey.activate(journey.control('settings-display-name-save'));
    await expectHomeSays(journey, 'profile', 'settings-display-name-saved');
    await expect(page.locator('#settings-display-name')).toHaveText(name);
    await page.reload();
    await journey.atPath('/settings', { focused: false });
    await expect(page.locator('#settings-display-name')).toHaveText(name);
    expect(proxy.served.a).toBe(onA);
    const [{ paused }] = (await standby.query<{ paused: boolean }>('SELECT pg_is_wal_replay_paused() AS paused')) as [{ paused: boolean }];
    expect(paused).toBe(true);
  } finally {
    await standby.query('SELECT pg_wal_replay_resume()');
  }

  // Signed out and in again on A.
  proxy.route('a');
  const mailbox = { email, mails: (await messagesTo(baseURL!, email)).length };
  await journey.signOut();
  await journey.nextPersonSignsIn(baseURL!, mailbox);
  await expect(page.locator('#settings-display-name')).toHaveText(name);

  // Each request to the next instance in turn: the page and its reads come from both, as the answers say.
  proxy.route('in turn');
  const servedBy = new Set<string>();
  page.on('response', (response) => {
    const instance = response.headers()[SERVED_BY];
    if (instance) servedBy.add(instance);
  });
  await page.reload();
  await journey.atPath('/settings', { focused: false });
  await expect(page.locator('#settings-display-name')).toHaveText(name);
  expect([...servedBy].sort()).toEqual(['a', 'b']);
});

test('bursts split between both instances get no more checks than one client sending them one after another', async () => {
  const [a, b] = layout.instances;
  const url = (i: number) => (i % 2 === 0 ? a : b).url;
  const wrongPasswords = Math.min(limit('RATE_BAD_PASSWORD_PER_IP_AND_ADDRESS'), limit('RATE_BAD_PASSWORD'));
  const wrongCodes = limit('RATE_CODE_VERIFY');

  // Wrong passwords for one address.
  const account = await createAccount(a.url, 'scale-burst-password');
  const logins = await burst((i) => authClient(url(i)).POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: 'e'.repeat(64) } }));
  expect(tally(logins)).toEqual({ 103: wrongPasswords, 125: BURST - wrongPasswords });

  // Wrong codes for one session, and then its right code is refused too.
  const unconfirmed = await createAccount(b.url, 'scale-burst-code', { unconfirmed: true });
  const code = await codeFor(b.url, unconfirmed.email);
  const wrong = code === '000000' ? '111111' : '000000';
  const checks = await burst((i) => authClient(url(i), unconfirmed.sessionToken).POST('/v1/session/verify_code', { body: { code: wrong } }));
  expect(tally(checks)).toEqual({ 183: wrongCodes, 114: BURST - wrongCodes });
  const right = await authClient(a.url, unconfirmed.sessionToken).POST('/v1/session/verify_code', { body: { code } });
  expect(right.error).toMatchObject({ errno: 114 });
});

test('failover drill: the standby promoted and PgBouncer pointed at it while people change their names through both instances; both go on, and every acknowledged change is kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { proxy, cluster, instances } = layout;
  proxy.route('in turn');
  const people = await Promise.all([0, 1, 2, 3].map((n) => createAccount(baseURL!, `scale-drill-${n}`)));
  // A browser signed in through the load balancer, on the settings page.
  await signInBrowser(page, people[0]!);
  await page.goto('/settings');
  await expect(page.getByText(people[0]!.email).first()).toBeVisible();

  // Each person renames themselves, one request after another, on each instance in turn, and keeps what
  // each attempt answered: an acknowledged name must survive; one whose answer was lost may or may not.
  let phase: 'before' | 'during' | 'after' = 'before';
  const writers = people.map((person) => ({
    person,
    attempted: [] as string[],
    acknowledged: [] as string[],
    ackedAfter: new Set<InstanceName>(),
    failures: 0,
  }));
  const enough = () => writers.every((writer) => writer.acknowledged.length >= 3);
  const done = () => phase === 'after' && writers.every((writer) => writer.ackedAfter.size === 2);
  const loops = writers.map(async (writer, index) => {
    // Bounded: the drill ends long before this many attempts, or at once when an instance's process has ended.
    for (let n = 0; n < 5000 && !done() && instances.every((instance) => instance.running()); n += 1) {
      const name = `Person ${index} name ${n}`;
      const instance = instances[n % 2]!;
      const wasAfter = phase === 'after';
      writer.attempted.push(name);
      try {
        const answer = await graphql(instance.url, UpdateDisplayNameDocument, { input: { displayName: name } }, writer.person.sessionToken);
        if (answer.status === 200 && !answer.errors && answer.data?.updateDisplayName.displayName === name) {
          writer.acknowledged.push(name);
          if (wasAfter) writer.ackedAfter.add(instance.name);
          continue;
        }
      } catch {
        // The connection broke: not acknowledged.
      }
      writer.failures += 1;
      // Refused while the primary is gone: the next attempt after a short pause, not a busy loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  await expect.poll(enough, { timeout: 60_000 }).toBe(true);
  const [{ sync_state: state }] = (await primary.query<{ sync_state: string }>('SELECT sync_state FROM pg_stat_replication')) as [{ sync_state: string }];
  expect(state).toBe('sync');
  phase = 'during';
  await primary.close();
  await cluster.failOver();
  phase = 'after';
  await Promise.all(loops);
  for (const instance of instances) expect(instance.running(), `instance ${instance.name} is still running`).toBe(true);
  expect(done(), 'every person had a change acknowledged by each instance after the failover').toBe(true);

  // Every person's name is their last acknowledged one, or a later attempt whose answer was lost, read through either instance.
  for (const writer of writers) {
    const last = writer.acknowledged.at(-1)!;
    for (const instance of instances) {
      const read = await nameOf(instance.url, writer.person);
      expect(writer.attempted.indexOf(read ?? ''), `${writer.person.email} on ${instance.name}`).toBeGreaterThanOrEqual(writer.attempted.indexOf(last));
    }
  }

  // The page left open goes on through both instances.
  const shown = await nameOf(baseURL!, people[0]!);
  for (const routing of ['a', 'b'] as const) {
    proxy.route(routing);
    await page.reload();
    await expect(page.locator('#settings-display-name')).toHaveText(shown!);
  }
});
