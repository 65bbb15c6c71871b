// The storage layer on both engines: migrations, value types, transactions
// and the indexes lookups rely on.
import { describe, expect, it } from 'vitest';
import { migrate, loadMigrations } from '../../../server/db/migrate';
import { isUniqueViolation } from '../../../server/db/database';
import type { Database } from '../../../server/db/database';
import { databases } from '../harness';
import { afterAll, beforeAll } from 'vitest';

describe.each(databases)('database on $name', (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('has every migration applied, and applying again changes nothing', async () => {
    const names = loadMigrations().map((m) => m.name);
    expect(names.length).toBeGreaterThanOrEqual(2);
    const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(names);
    expect(await migrate(db)).toEqual([]);
  });

  it('applies migrations once when two runs race', async () => {
    const other = await database.open();
    try {
      await other.exec('DROP TABLE schema_migrations; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      const extra = await database.open();
      try {
        const [a, b] = await Promise.all([migrate(other), migrate(database.name === 'pglite' ? other : extra)]);
        const names = loadMigrations().map((m) => m.name);
        expect([...a, ...b].sort()).toEqual(names);
      } finally {
        await extra.close();
      }
    } finally {
      await other.close();
    }
  });

  it('returns int8 as numbers, booleans as booleans and null as null', async () => {
    const [row] = await db.query<{ big: number; yes: boolean; nothing: null }>(
      'SELECT $1::bigint AS big, true AS yes, NULL AS nothing',
      [1_700_000_000_123],
    );
    expect(row).toEqual({ big: 1_700_000_000_123, yes: true, nothing: null });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.exec('CREATE TABLE tx_probe (v integer PRIMARY KEY)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (v) VALUES (1)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (v) VALUES (2)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await db.query<{ v: number }>('SELECT v FROM tx_probe ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual([1]);
  });

  it('reports unique violations in one way on both engines', async () => {
    await db.exec('CREATE TABLE unique_probe (v integer PRIMARY KEY)');
    await db.query('INSERT INTO unique_probe (v) VALUES (1)');
    const error = await db.query('INSERT INTO unique_probe (v) VALUES (1)').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('indexes every column the server looks rows up by', async () => {
    const rows = await db.query<{ tablename: string; indexdef: string }>(
      "SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'",
    );
    const indexed = (table: string, column: string) =>
      rows.some((r) => r.tablename === table && new RegExp(`\\(${column}[,)]`).test(r.indexdef));
    const lookups: Array<[string, string]> = [
      ['accounts', 'uid'],
      ['accounts', 'normalized_email'],
      ['emails', 'normalized_email'],
      ['emails', 'uid'],
      ['sessions', 'id'],
      ['sessions', 'uid'],
      ['codes', 'purpose'],
      ['codes', 'session_id'],
      ['key_fetch_tokens', 'id'],
      ['outbox', 'normalized_recipient'],
      ['security_events', 'uid'],
      ['rate_limit_counters', 'action'],
      ['totp', 'uid'],
      ['backup_codes', 'uid'],
      ['recovery_phones', 'uid'],
      ['recovery_keys', 'uid'],
    ];
    for (const [table, column] of lookups) expect(indexed(table, column), `${table}.${column}`).toBe(true);
  });

  it('indexes every column that refers to an account, first in its index', async () => {
    // Found in the catalogue, so that a new table's reference is held to it too: a person's rows
    // are read by the reference, and an account's deletion cascades through it.
    const references = await db.query<{ table_name: string; column_name: string; indexed: boolean }>(
      `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name,
              EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]) AS indexed
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'accounts'::regclass AND cardinality(c.conkey) = 1
        ORDER BY 1, 2`,
    );
    expect(references.length, 'references to accounts').toBeGreaterThan(10);
    expect(references.filter((row) => !row.indexed).map((row) => `${row.table_name}.${row.column_name}`)).toEqual([]);
  });
});
