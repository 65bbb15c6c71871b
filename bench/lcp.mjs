// Largest contentful paint of `/` in Chromium with 4× CPU throttling and a
// slow 4G network (150 ms, 1.6 Mbit/s down, 750 kbit/s up), served by the
// real server, against a static page with the same visible content: the
// rendered entry page's markup and styles, captured once from our page and
// served as one HTML file (images and fonts from the same build folder).
// Each load uses a fresh browser context, so nothing is cached.
//
// Beside it, under the same settings and against the same static page's LCP:
// the time until `/` answers a submit. An address is typed into the drawn
// page's field as soon as it is there and sent with Enter (held until the app
// has hydrated, then sent again by it); the figure is the moment, counted
// from the navigation's start in the page, that the next step (sign-up, for
// an address without an account) shows its heading.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../scripts/lib/chromium.mjs';
import { buildApp } from './build.mjs';
import { percentile } from './load.mjs';
import { row } from './report.mjs';
import { openStorage, startServer } from './server.mjs';

const PORTS = { app: 23420, baseline: 23421 };
// As a browser is set up: Chromium started by Playwright sends no Accept-Language unless told,
// while its navigator.languages says en-US; the server would draw in its default locale and
// the app, finding another, would draw the page again instead of hydrating it.
const CONTEXT = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const LCP_BUDGET = 1.3;
export const ANSWER_BUDGET = 2.0;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Records the newest largest-contentful-paint entry in window.__lcp. */
function observeLcp() {
  window.__lcp = undefined;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) window.__lcp = { time: last.startTime, element: last.element?.tagName ?? null, size: last.size };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Records in window.__answer the first moment the page shows another heading
 * at another address than the one it was opened at: the next step of a flow.
 */
function observeAnswer() {
  window.__answer = undefined;
  const openedAt = window.location.pathname;
  let firstHeading;
  const check = () => {
    if (window.__answer) return;
    const heading = document.querySelector('h1');
    if (!heading) return;
    firstHeading ??= heading.textContent;
    if (window.location.pathname !== openedAt && heading.textContent !== firstHeading) {
      window.__answer = { time: performance.now(), path: window.location.pathname };
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** A fresh context and page under the bench's CPU and network throttling, with `initScript` added. */
async function throttledPage(browser, initScript) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(initScript);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * One cold load of `url` under the throttling, an address typed into its
 * email field as soon as the drawn page has one and sent with Enter; returns
 * when the next step showed, in milliseconds from the navigation's start.
 */
async function measureAnswer(browser, url, email) {
  const { context, page } = await throttledPage(browser, observeAnswer);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const field = page.locator('input[type="email"]');
    await field.fill(email, { timeout: 120_000 });
    await field.press('Enter');
    await page.waitForURL((address) => address.pathname !== new URL(url).pathname, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__answer !== undefined, undefined, { timeout: 120_000, polling: 250 });
    return await page.evaluate(() => window.__answer);
  } finally {
    await context.close();
  }
}

/** One cold load of `url` under the throttling; returns the LCP entry. */
async function measure(browser, url) {
  const { context, page } = await throttledPage(browser, observeLcp);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // The entry route is lazy: wait for its heading, then one more frame pair for the last paint entry.
    await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, { timeout: 120_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(500);
    const lcp = await page.evaluate(() => window.__lcp);
    if (!lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return lcp;
  } finally {
    await context.close();
  }
}

/** The rendered page's visible markup and every rule of its style sheets, as one static HTML file. */
async function capture(browser, url) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, { timeout: 120_000 });
    return await page.evaluate(() => {
      const css = [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => rule.cssText);
          } catch {
            return [];
          }
        })
        .join('\n');
      const body = document.body.cloneNode(true);
      body.querySelectorAll('script, link, style').forEach((node) => node.remove());
      const html = document.documentElement;
      return `<!doctype html>
<html lang="${html.lang}" dir="${html.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.title}</title>
<style>${css}</style>
</head>
${body.outerHTML}
</html>`;
    });
  } finally {
    await context.close();
  }
}

/** Serves `html` at every page address and other files from `dir`. */
function staticServer(html, dir, port) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const ext = path.extname(pathname);
    if (ext && ext !== '.html') {
      const file = path.join(dir, path.normalize(pathname));
      try {
        const body = readFileSync(file);
        response.writeHead(200, { 'Content-Type': types[ext] ?? 'application/octet-stream' });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The LCP figure against the server at `url`, or against a server of its own when none is given. */
export async function benchLcp({ quick, url }) {
  const runs = quick ? 1 : 5;
  const outDir = await buildApp();
  const cleanups = [];
  let server;
  let baseline;
  let browser;
  try {
    if (url) {
      server = { url, stop: async () => {} };
    } else {
      const storage = await openStorage('pglite', cleanups);
      // Loads the migrated database from the cached dump before the server opens it.
      const db = await storage.open();
      await db.close();
      server = await startServer({ port: PORTS.app, storage: storage.serverEnv, scrypt: { N: 1024, r: 8, p: 1 } });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
    const html = await capture(browser, `${server.url}/`);
    baseline = await staticServer(html, outDir, PORTS.baseline);
    const baselineUrl = `http://127.0.0.1:${PORTS.baseline}/`;
    const ours = [];
    const theirs = [];
    const answers = [];
    // Take turns between the pages so that load on a shared machine falls on all alike.
    // Each submit sends an address no account has, in every run of every bench.
    const stamp = Date.now().toString(36);
    for (let i = 0; i < runs; i += 1) {
      ours.push(await measure(browser, `${server.url}/`));
      theirs.push(await measure(browser, baselineUrl));
      answers.push(await measureAnswer(browser, `${server.url}/`, `bench-answer-${stamp}-${i}@example.com`));
      console.log(
        `  run ${i + 1}: ours ${ours[i].time.toFixed(0)} ms (${ours[i].element}), static ${theirs[i].time.toFixed(0)} ms (${theirs[i].element}), ` +
          `submit answered ${answers[i].time.toFixed(0)} ms (${answers[i].path})`,
      );
    }
    const median = (list) => percentile(list.map((entry) => entry.time), 50);
    return {
      rows: [
        row({ figure: `LCP of / (median of ${runs}), 4× CPU, slow 4G`, unit: 'ms', ours: median(ours), baseline: median(theirs), budget: LCP_BUDGET }),
        row({
          figure: `/ answers a submit (median of ${runs}) vs static LCP, 4× CPU, slow 4G`,
          unit: 'ms',
          ours: median(answers),
          baseline: median(theirs),
          budget: ANSWER_BUDGET,
        }),
      ],
      details: { runs, ours, baseline: theirs, answers, staticPageBytes: Buffer.byteLength(html) },
    };
  } finally {
    await browser?.close();
    await new Promise((resolve) => (baseline ? baseline.close(resolve) : resolve()));
    await server?.stop();
    for (const cleanup of cleanups.reverse()) cleanup();
  }
}
