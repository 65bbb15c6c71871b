// Counts what is written to a database, as the database sees it: a trigger
// on every table of the schema, fired once per INSERT, UPDATE, DELETE or
// TRUNCATE statement (whether or not it changed a row: a standby would refuse
// it all the same), records the statement's table and kind. Whoever sends the
// statement, through whatever connection, is counted; nothing of the server
// is replaced. The server suites and the bench use it to hold reads to no
// writes.
import type { Queryable } from '../../server/db/database';

export interface WriteCounter {
  /** The writes since the previous call (or since installing), oldest first, as "table OPERATION". */
  take(): Promise<string[]>;
}

const INSTALL = `
  CREATE TABLE counted_writes (n bigserial PRIMARY KEY, statement text NOT NULL);
  CREATE FUNCTION count_write() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO counted_writes (statement) VALUES (TG_TABLE_NAME || ' ' || TG_OP);
    RETURN NULL;
  END $$;
  DO $$
  DECLARE name text;
  BEGIN
    FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'counted_writes' LOOP
      EXECUTE format('CREATE TRIGGER count_writes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION count_write()', name);
    END LOOP;
  END $$;
`;

/** Installs the counting triggers in `db` (a test's or the bench's own database) and returns the counter. */
export async function countWrites(db: Queryable): Promise<WriteCounter> {
  await db.exec(INSTALL);
  let seen = 0;
  return {
    async take() {
      const rows = await db.query<{ n: number; statement: string }>('SELECT n, statement FROM counted_writes WHERE n > $1 ORDER BY n', [seen]);
      if (rows.length > 0) seen = rows[rows.length - 1]!.n;
      return rows.map((row) => row.statement);
    },
  };
}
