// A small static file server for the built Storybook, used by the visual suite.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 23006);

if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`No built Storybook in ${root}: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  // The build does not change while it is served, so the browser may keep every script, style and
  // font for the run: a story loaded afresh then takes them, and their compiled code, from its cache.
  // The HTML page is asked for again each time.
  const cache = path.extname(file) === '.html' ? 'no-cache' : 'max-age=3600';
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Storybook served at http://127.0.0.1:${port}`));
