// The HTTP application: routes for the APIs and the built app's static files.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import path from 'node:path';
import type { ServerConfig } from '../config';

export function createApp(config: ServerConfig): Hono {
  const app = new Hono();
  app.get('/__heartbeat__', (c) => c.json({ status: 'ok' }));
  const root = path.relative(process.cwd(), config.staticDir) || '.';
  app.use('/assets/*', serveStatic({
    root,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  }));
  app.get('*', serveStatic({ root, path: 'index.html' }));
  return app;
}
