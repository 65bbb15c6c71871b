// Entry point of the reference server: opens (and migrates) the database, then
// serves the built app and the APIs from one process.
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { createLogger } from './log';
import { unsupportedNodeReason } from './runtime';
import { startServer } from './server';

const refused = unsupportedNodeReason(process.version);
if (refused) {
  console.error(refused);
  process.exit(1);
}

const config = loadConfig(process.env);
const logger = createLogger();
const db = await openDatabase(config);
const running = await startServer({ config, db, logger });

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
