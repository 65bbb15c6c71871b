// The operator's health read: /__heartbeat__ answers only with the database
// reachable, and tells how the relying-party delivery queue stands, so a
// backlog of logout tokens and security events shows before its bounds give
// them up.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';

describe.each(databases)('the heartbeat on $name', (database) => {
  const t = useTestServer(database);

  const heartbeat = async () => {
    const response = await fetch(`${t.server.url}/__heartbeat__`);
    expect(response.status).toBe(200);
    return (await response.json()) as { status: string; deliveries: { queued: number; failing: number; oldestQueuedAt: number | null } };
  };

  it('reports the delivery queue: how many wait, how many failed before, and when the oldest was queued', async () => {
    expect(await heartbeat()).toEqual({ status: 'ok', deliveries: { queued: 0, failing: 0, oldestQueuedAt: null } });
    const queue = (createdAt: number, attempts: number, deliveredAt: number | null) =>
      t.db.query(
        `INSERT INTO relying_party_deliveries (id, kind, event_key, client_id, url, claims, created_at, attempts, next_attempt_at, delivered_at)
         VALUES ($1, 'backchannel-logout', $2, 'a1b2c3d4e5f60718', 'https://rp.example.com/logout', '{}'::jsonb, $3, $4, $3, $5)`,
        [randomBytes(16).toString('hex'), randomBytes(8).toString('hex'), createdAt, attempts, deliveredAt],
      );
    await queue(1_000, 0, null);
    await queue(2_000, 3, null);
    await queue(500, 1, 3_000);
    expect((await heartbeat()).deliveries).toEqual({ queued: 2, failing: 1, oldestQueuedAt: 1_000 });
  });
});
