// The reference server in the test's own process: a fresh PGlite database,
// the real services and routes, answering the app's requests through the API
// client's transport instead of a socket. Container tests talk to it as the
// browser talks to a deployed server, so what they check is the real answer.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Transport } from '../../app/api';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import type { PGliteDatabase } from '../../server/db/pglite';
import { createApp } from '../../server/http/app';
import { clientsToRegister } from '../../server/config/oauth-clients';
import { createLogger } from '../../server/log';
import { createServices } from '../../server/services';
import { openFromDump } from './pglite-template';
import type { Services } from '../../server/request/services';

export interface InProcessServer {
  /** Hands each request to the server's routes. */
  transport: Transport;
  services: Services;
  /** The codes mailed to `email`, oldest first. */
  codesTo: (email: string) => Promise<string[]>;
  close: () => Promise<void>;
}

/** The origin the app's client configuration names; nothing listens there. */
export const IN_PROCESS_ORIGIN = 'http://127.0.0.1:1';

/**
 * A migrated embedded database: a copy of the run's migrated dump when the
 * project's global setup made one (loading it takes a tenth of the time of
 * migrating), else migrated here.
 */
async function migratedDatabase(): Promise<PGliteDatabase> {
  const dumpFile = inject('orbitPgliteDump');
  if (dumpFile) return openFromDump(dumpFile);
  const db = await openPGlite();
  await migrate(db);
  return db;
}

export async function startInProcessServer(): Promise<InProcessServer> {
  const db = await migratedDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ORBIT_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SCRYPT_N: '1024' });
  const services = createServices({ config, db, logger: createLogger(() => {}) });
  // As at start-up: the example relying service exists outside production.
  await services.oauthClients.registerAll(clientsToRegister(config.oauthClients, config.production));
  const app = createApp(services);
  return {
    transport: (request) => Promise.resolve(app.fetch(request)),
    services,
    async codesTo(email) {
      const messages = await services.outbox.recent({ email });
      return messages
        .reverse()
        .map((message) => message.code)
        .filter((code): code is string => typeof code === 'string');
    },
    async close() {
      services.close();
      await db.close();
    },
  };
}

/**
 * The in-process server of a test file: started before its tests, closed
 * after them. The returned server may be used in tests and in hooks declared
 * after this call.
 */
export function useInProcessServer(): InProcessServer {
  let started: InProcessServer | undefined;
  const running = (): InProcessServer => {
    if (!started) throw new Error('The in-process server is used before its start: call it from a test or a later hook.');
    return started;
  };
  // Loading the database can take a while on a busy machine.
  beforeAll(async () => {
    started = await startInProcessServer();
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    transport: (request) => running().transport(request),
    get services() {
      return running().services;
    },
    codesTo: (email) => running().codesTo(email),
    close: () => running().close(),
  };
}
