// An authenticated read is a pure read: the settings page's GraphQL queries
// and REST reads, and an app's reads with its access token, write nothing to
// the database within a session's last-access resolution (a minute), even
// from a client whose address keeps changing. Once that minute has passed,
// the next read writes the session's bookkeeping once, and the reads after it
// are pure again. Writes are counted by the database itself (write-counter.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { ALTERNATING_ADDRESSES as ADDRESSES, SETTINGS_QUERIES, SETTINGS_READS } from '../../support/settings-reads';
import { LAST_ACCESS_RESOLUTION_MS } from '../../../server/sessions/session-service';
import { countWrites } from '../../support/write-counter';
import type { WriteCounter } from '../../support/write-counter';
import { databases, documentRequest, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { PUBLIC_CLIENT, clientsEnv, relyingParty, signInWith } from '../oauth/fixtures';
import { TestClock } from '../second-factor/steps';
import { signUpVerified } from './flows';
import type { TestAccount } from './flows';

async function read(t: TestServer, path: string, token: string, from: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${t.server.url}${path}`, {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': from, ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  expect(body.errors, path).toBeUndefined();
  return body;
}

/** Every settings read once, each from the next address of ADDRESSES; returns how many requests were sent. */
async function settingsReads(t: TestServer, account: TestAccount): Promise<number> {
  let sent = 0;
  const from = () => ADDRESSES[sent++ % ADDRESSES.length]!;
  for (const document of SETTINGS_QUERIES) {
    await read(t, '/graphql', account.sessionToken, from(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(documentRequest(document, {})),
    });
  }
  for (const path of SETTINGS_READS) await read(t, path, account.sessionToken, from());
  return sent;
}

describe.each(databases)('writes of authenticated reads on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, {
    now: clock.now,
    env: { TRUSTED_PROXIES: '127.0.0.1, ::1', OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT]) },
  });
  let writes: WriteCounter;
  beforeAll(async () => {
    writes = await countWrites(t.db);
  });

  it('settings reads write nothing within the resolution, then the session once', async () => {
    const account = await signUpVerified(t);
    await writes.take();
    // The first read may record the session's first address; nothing else.
    await settingsReads(t, account);
    expect((await writes.take()).filter((write) => write !== 'sessions UPDATE')).toEqual([]);
    // Reads from changing addresses, spread over the rest of the minute, are pure reads.
    let reads = 0;
    for (let round = 0; round < 3; round += 1) {
      clock.advance(LAST_ACCESS_RESOLUTION_MS / 4);
      reads += await settingsReads(t, account);
    }
    expect(reads).toBeGreaterThan(30);
    expect(await writes.take()).toEqual([]);
    // A minute after the last write: the next read records the access (and the address) once.
    clock.advance(LAST_ACCESS_RESOLUTION_MS / 4);
    await settingsReads(t, account);
    expect(await writes.take()).toEqual(['sessions UPDATE']);
    const [row] = await t.db.query<{ last_access: number; last_address: string }>('SELECT last_access, last_address FROM sessions WHERE uid = $1', [account.uid]);
    expect(row).toEqual({ last_access: clock.value, last_address: ADDRESSES[0] });
    await settingsReads(t, account);
    expect(await writes.take()).toEqual([]);
  });

  it("an app's reads with its access token write nothing", async () => {
    const account = await signUpVerified(t);
    const signedIn = await signInWith(t, await relyingParty(t, PUBLIC_CLIENT), PUBLIC_CLIENT, account, { scope: 'openid profile', offline: true });
    await writes.take();
    for (let i = 0; i < 3; i += 1) {
      clock.advance(LAST_ACCESS_RESOLUTION_MS);
      await read(t, '/v1/oauth/userinfo', signedIn.tokens.access_token, ADDRESSES[i % 2]!);
      await read(t, '/v1/profile', signedIn.tokens.access_token, ADDRESSES[i % 2]!);
    }
    expect(await writes.take()).toEqual([]);
  });
});
