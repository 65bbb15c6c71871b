// Entry point of the reference server: opens (and migrates) the database, then
// serves the built app and the APIs from one process.
import { loadConfig } from './config';
import type { ServerConfig } from './config';
import { openDatabase } from './db/open';
import { createLogger } from './log';
import { unsupportedNodeReason } from './runtime';
import { startServer } from './server';

const refused = unsupportedNodeReason(process.version);
if (refused) {
  console.error(refused);
  process.exit(1);
}

/**
 * Stops the start with one line on standard error: a setting at fault names
 * itself (every configuration error starts with the setting's name); anything
 * else says what failed. No stack trace: the line is for whoever deploys.
 */
function refuseToStart(what: string, error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | undefined)?.code;
  console.error(code === 'EADDRINUSE' ? `${what}: PORT ${process.env.PORT ?? 3030} is in use by another process` : `${what}: ${reason}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  refuseToStart('Orbit accounts cannot start, a setting is wrong', error);
}
const logger = createLogger();
const db = await openDatabase(config).catch((error: unknown) =>
  refuseToStart(`Orbit accounts cannot open its database (${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'})`, error),
);
const running = await startServer({ config, db, logger }).catch((error: unknown) => refuseToStart('Orbit accounts cannot start', error));

const shown = running.url.replace('127.0.0.1', 'localhost');
logger.info('listening', { url: shown, database: db.kind, node: process.version });
console.log(`Orbit accounts is running at ${shown}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
