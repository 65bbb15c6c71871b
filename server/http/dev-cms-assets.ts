// The images of the example branded client (server/cms/example-content.json),
// served outside production only, from the server's own origin.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms', 'example-assets');
const FILES = new Set(['paint-logo.svg', 'paint-split.svg', 'paint-favicon.svg']);

export function registerDevCmsAssets(app: Hono): void {
  app.get('/__dev/cms/:file', async (c, next) => {
    const file = c.req.param('file');
    // Any other name goes on to the error body of unknown development paths.
    if (!FILES.has(file)) return next();
    const body = await readFile(path.join(ASSETS_DIR, file));
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'image/svg+xml');
    return c.body(body);
  });
}
