// The PostgreSQL pool: statements run prepared under a name per SQL text (each
// connection parses and plans one once), a statement whose result columns a
// migration changed runs again rather than failing, and the server's pool
// has all its connections open before the first request; a connection lost
// inside a transaction fails that transaction alone.
import { describe, expect, it } from 'vitest';
import { openPostgres, openPostgresPool } from '../../../server/db/postgres';
import { databases, freshPostgresUrl } from '../harness';

const onPostgres = databases.some((database) => database.name === 'postgres');

describe.runIf(onPostgres)('the PostgreSQL pool', () => {
  it('prepares each SQL text once per connection, under one name, inside transactions too', async () => {
    const db = openPostgres({ connectionString: await freshPostgresUrl(), max: 1 });
    try {
      const sql = 'SELECT uid FROM accounts WHERE uid = $1';
      for (const uid of ['a', 'b', 'c']) expect(await db.query(sql, [uid])).toEqual([]);
      await db.transaction(async (tx) => expect(await tx.query(sql, ['d'])).toEqual([]));
      const prepared = await db.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY name');
      expect(prepared.filter((row) => row.statement === sql)).toHaveLength(1);
      // The listing itself is a named statement too.
      expect(prepared.map((row) => row.statement)).toContain('SELECT name, statement FROM pg_prepared_statements ORDER BY name');
    } finally {
      await db.close();
    }
  });

  it('runs a statement again, fresh, when a migration changed the columns it returns', async () => {
    const db = openPostgres({ connectionString: await freshPostgresUrl(), max: 1 });
    try {
      await db.exec('CREATE TABLE notes (id int PRIMARY KEY)');
      await db.query('INSERT INTO notes (id) VALUES ($1)', [1]);
      const sql = 'SELECT * FROM notes WHERE id = $1';
      expect(await db.query(sql, [1])).toEqual([{ id: 1 }]);
      await db.exec("ALTER TABLE notes ADD COLUMN body text NOT NULL DEFAULT 'x'");
      expect(await db.query(sql, [1])).toEqual([{ id: 1, body: 'x' }]);
      expect(await db.query(sql, [1])).toEqual([{ id: 1, body: 'x' }]);
    } finally {
      await db.close();
    }
  });

  it('opens every connection of the server’s pool at once', async () => {
    const url = await freshPostgresUrl();
    const db = await openPostgresPool({ connectionString: url, max: 3 });
    try {
      const [row] = await db.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND backend_type = $1',
        ['client backend'],
      );
      expect(row?.open).toBe(3);
    } finally {
      await db.close();
    }
  });

  it('fails a transaction whose connection is lost between its statements, and goes on with a new connection', async () => {
    const url = await freshPostgresUrl();
    const db = openPostgres({ connectionString: url, max: 1 });
    const admin = openPostgres({ connectionString: url, max: 1 });
    try {
      const lost = db.transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // The connection ends while the transaction waits on something else, as in a failover.
        await admin.query('SELECT pg_terminate_backend($1)', [row!.pid]);
        await expect.poll(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [row!.pid])).length).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return tx.query('SELECT 1 AS one');
      });
      await expect(lost).rejects.toThrow();
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(await db.transaction((tx) => tx.query('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
    } finally {
      await admin.close();
      await db.close();
    }
  });
});
