// Key stretching in the browser: v2 quickStretch (PBKDF2-SHA256, 650,000
// iterations) through app/lib/crypto against a bare crypto.subtle.deriveBits
// with the same parameters, in the same Chromium page; and how long the main
// thread goes without running a task while each of them works (below 50 ms,
// the long-task threshold, more than when the page is idle, it stays
// responsive).
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { root } from './build.mjs';
import { atExit } from './cleanup.mjs';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../scripts/lib/chromium.mjs';
import { percentile } from './load.mjs';
import { limitRow, row } from './report.mjs';

const STRETCH_BUDGET = 1.1;
const LONG_TASK_MS = 50;

const PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Key stretching</title></head>
<body><script type="module" src="/main.js"></script></body></html>
`;

// The page: our quickStretchV2 and the bare WebCrypto call, each timed while
// a timer loop records the longest gap between main-thread tasks.
const PAGE_SCRIPT = (cryptoModule) => `import { quickStretchV2, bytesToHex } from ${JSON.stringify(cryptoModule)};

async function raw(clientSalt, password) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(clientSalt), iterations: 650000 },
    key,
    256,
  );
  return new Uint8Array(bits);
}

async function timed(work) {
  let last = performance.now();
  let longestGap = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  running = false;
  return { ms, longestGap, hex: bytesToHex(result) };
}

window.bench = {
  idle: (ms) => timed(() => new Promise((resolve) => setTimeout(() => resolve(new Uint8Array(0)), ms))),
  ours: (clientSalt, password) => timed(() => quickStretchV2(clientSalt, password)),
  raw: (clientSalt, password) => timed(() => raw(clientSalt, password)),
};
window.benchReady = true;
`;

async function buildPage(dir) {
  const { build } = await import('vite');
  writeFileSync(path.join(dir, 'index.html'), PAGE_HTML);
  writeFileSync(path.join(dir, 'main.js'), PAGE_SCRIPT(path.join(root, 'app/lib/crypto/index.ts')));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
    server: { fs: { allow: [root, dir] } },
  });
  return path.join(dir, 'dist');
}

function serve(dir) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript';
      response.writeHead(200, { 'Content-Type': type });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  // A port the system picks: a fixed one can be taken by an outgoing connection of the load runs before it.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export async function benchStretch({ quick }) {
  const runs = quick ? 2 : 9;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-stretch-'));
  const removeDir = atExit(() => rmSync(dir, { recursive: true, force: true }));
  let server;
  let browser;
  try {
    server = await serve(await buildPage(dir));
    browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.benchReady === true);
    const clientSalt = 'identity.mozilla.com/picl/v1/quickStretchV2:0123456789abcdef0123456789abcdef';
    const password = 'pässwörd';
    const ours = [];
    const raw = [];
    const idle = [];
    // Alternate, so that load on a shared machine falls on both alike; one untimed pair first.
    await page.evaluate(([s, p]) => window.bench.ours(s, p), [clientSalt, password]);
    await page.evaluate(([s, p]) => window.bench.raw(s, p), [clientSalt, password]);
    const run = (which) => page.evaluate(([w, s, p]) => window.bench[w](s, p), [which, clientSalt, password]);
    for (let i = 0; i < runs; i += 1) {
      // Which goes first alternates too.
      if (i % 2 === 0) {
        ours.push(await run('ours'));
        raw.push(await run('raw'));
      } else {
        raw.push(await run('raw'));
        ours.push(await run('ours'));
      }
      idle.push(await page.evaluate((ms) => window.bench.idle(ms), ours[i].ms));
    }
    if (ours.some((r) => r.hex !== raw[0].hex)) throw new Error('our stretch and the bare deriveBits disagree');
    const median = (list, key) => percentile(list.map((r) => r[key]), 50);
    const beyondIdle = (list) => Math.max(0, percentile(list.map((r, i) => r.longestGap - idle[i].longestGap), 50));
    return {
      rows: [
        row({ figure: `v2 quickStretch in Chromium (median of ${runs})`, unit: 'ms', ours: median(ours, 'ms'), baseline: median(raw, 'ms'), budget: STRETCH_BUDGET }),
        limitRow({
          figure: `Main-thread gap during the stretch, beyond idle (median of ${runs})`,
          unit: 'ms',
          ours: beyondIdle(ours),
          baseline: beyondIdle(raw),
          limit: LONG_TASK_MS,
        }),
      ],
      details: { runs, ours, raw, idle },
    };
  } finally {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
    removeDir();
  }
}
