// Test harness of the server suites. Every suite runs once per database:
//
//   describe.each(databases)('sign-up on $name', (database) => {
//     const t = useTestServer(database);          // fresh database + server per file
//     it('…', async () => { const api = t.rest(); … });
//   });
//
// `databases` lists the embedded database (PGlite, loaded from a migrated dump
// made once per run) and, when installed, PostgreSQL (a database created from a
// migrated template on the private server the global setup starts).
import { randomBytes } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, inject } from 'vitest';
import type { paths as authPaths } from '../../generated/openapi/auth';
import type { paths as contentPaths } from '../../generated/openapi/content';
import { loadConfig } from '../../server/config';
import type { ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { createLogger } from '../../server/log';
import type { Logger } from '../../server/log';
import { startServer } from '../../server/server';
import type { RunningServer } from '../../server/server';
import { openFromDump } from '../support/pglite-template';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** A fresh, migrated database of its own. */
  open(): Promise<Database>;
}

const TEMPLATE_DATABASE = 'orbit_template';

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    return openFromDump(inject('orbitPgliteDump'));
  },
};

/**
 * The URL of a new database on the test PostgreSQL server: a migrated copy of
 * the template, or an empty database when `empty` is set.
 */
export async function freshPostgresUrl(options: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = inject('orbitPostgresUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
  const name = `orbit_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres({ connectionString: adminUrl, max: 1 });
  try {
    await admin.query(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.close();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

const postgres: TestDatabase = {
  name: 'postgres',
  async open() {
    return openPostgres({ connectionString: await freshPostgresUrl(), max: 5 });
  },
};

/** The databases every server suite runs on. */
export const databases: readonly TestDatabase[] = inject('orbitPostgresUrl') ? [pglite, postgres] : [pglite];

/**
 * Server configuration for tests: the production defaults with a cheaper
 * scrypt cost, an ephemeral port on 127.0.0.1 and no SMTP unless given.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  return loadConfig({ NODE_ENV: 'test', ORBIT_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SCRYPT_N: '1024', ...PER_SOURCE_UNLIMITED, ...env });
}

/**
 * Every request of a suite comes from 127.0.0.1, and one suite signs up more
 * accounts than one source may in an hour: the per-source lookup, send and
 * breach-check limits are out of reach unless a suite sets them (the per-source suite sets
 * their defaults).
 */
const PER_SOURCE_UNLIMITED = { RATE_LOOKUP_PER_IP_LIMIT: '1000000', RATE_SEND_PER_IP_LIMIT: '1000000', RATE_PASSWORD_CHECK_PER_IP_LIMIT: '1000000' };

/** Log lines captured from a server, parsed. */
export interface CapturedLogs {
  readonly lines: string[];
  readonly logger: Logger;
}

export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  return { lines, logger: createLogger((line) => lines.push(line)) };
}

export interface TestServer {
  readonly db: Database;
  readonly server: RunningServer;
  readonly logs: CapturedLogs;
  /** Typed REST client of openapi/auth.yaml, optionally with a bearer token. */
  rest(token?: string): ReturnType<typeof createClient<authPaths>>;
  /** Typed REST client of openapi/content.yaml. */
  content(): ReturnType<typeof createClient<contentPaths>>;
  /** Runs a typed GraphQL document of the app, sent as the app sends it: by its registered id. */
  graphql<R, V>(document: TypedDocumentNode<R, V>, variables: V, token?: string): Promise<GraphQLResult<R>>;
  /** The newest code emailed to an address (notices without a code are passed over), read through the outbox JSON. */
  latestCode(email: string): Promise<string>;
}

export interface GraphQLResult<R> {
  readonly status: number;
  readonly data?: R | null;
  readonly errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown>; path?: unknown[] }>;
}

/**
 * Opens a fresh database and starts a server on it before the suite's tests;
 * stops both afterwards. The returned object's fields are set once the
 * suite's beforeAll has run.
 */
export function useTestServer(
  database: TestDatabase,
  options: { env?: NodeJS.ProcessEnv; now?: () => number } = {},
): TestServer {
  let db: Database | undefined;
  let server: RunningServer | undefined;
  const logs = captureLogs();

  beforeAll(async () => {
    db = await database.open();
    server = await startServer({ config: testConfig(options.env), db, logger: logs.logger, now: options.now });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const url = () => {
    if (!server) throw new Error('The test server is not running yet');
    return server.url;
  };

  const harness: TestServer = {
    get db() {
      if (!db) throw new Error('The test database is not open yet');
      return db;
    },
    get server() {
      if (!server) throw new Error('The test server is not running yet');
      return server;
    },
    logs,
    rest(token) {
      return createClient<authPaths>({
        baseUrl: url(),
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      });
    },
    content() {
      return createClient<contentPaths>({ baseUrl: url() });
    },
    async graphql(document, variables, token) {
      const response = await fetch(`${url()}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(documentRequest(document, variables)),
      });
      const json = (await response.json()) as Omit<GraphQLResult<never>, 'status'>;
      return { status: response.status, ...json } as GraphQLResult<never>;
    },
    async latestCode(email) {
      // The newest message that carries a code: notices of a change may have come after it.
      const { data, error } = await harness.content().GET('/__dev/outbox', { params: { query: { email, limit: 10 } } });
      if (error || !data) throw new Error(`outbox read failed: ${JSON.stringify(error)}`);
      const code = data.messages.find((message) => message.code)?.code;
      if (!code) throw new Error(`no code was sent to ${email}`);
      return code;
    },
  };
  return harness;
}

/**
 * The body of a request for one of the app's generated documents, as the app
 * sends it: the document's registered id and operation name, not its text.
 */
export function documentRequest<R, V>(document: TypedDocumentNode<R, V>, variables?: V): Record<string, unknown> {
  const meta = (document as { __meta__?: { documentId?: string; operationName?: string } }).__meta__;
  if (!meta?.documentId) throw new Error('not a generated document of the app: it has no registered id');
  return { documentId: meta.documentId, operationName: meta.operationName, ...(variables === undefined ? {} : { variables }) };
}

/** A unique address for a test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}
