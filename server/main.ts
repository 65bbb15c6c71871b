// Entry point of the reference server: one process serving the built app and the APIs.
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createApp } from './http/app';

const config = loadConfig(process.env);
const app = createApp(config);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${info.port}`;
  console.log(JSON.stringify({ level: 'info', msg: 'listening', url }));
  console.log(`Orbit accounts is running at ${url}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
