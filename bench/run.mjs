#!/usr/bin/env node
// `npm run bench`: performance as ratios against baselines measured in the
// same run, each judged by a budget. Prints a table and writes the same to
// bench/results/latest.json. Not part of `npm test`, which runs only the
// quick mode to check that the benchmarks still run.
//
//   npm run bench                      full sizes (several minutes)
//   BENCH_QUICK=1 npm run bench        small sizes, well under a minute
//   BENCH_ONLY=bundle,lcp npm run bench   some of: bundle, lcp, server, writes, scale, stretch
//                                      (scale, a primary, a standby, PgBouncer and two instances,
//                                      is left out of the quick mode unless named here)
//
// The machine may be shared: ratios against a baseline taken in the same run
// are what is judged, never absolute times: the GraphQL read's p99 too is
// judged against the p99 of the same reads over REST, taken in the same run.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';
import { runCleanups } from './cleanup.mjs';
import { markdownTable, textTable, writeResults } from './report.mjs';

const quick = process.env.BENCH_QUICK === '1';
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (name) => only.length === 0 || only.includes(name);

// With both wanted, the page loads run against the server bench's first server (one server start less).
const lcpOnServer = wanted('lcp') && wanted('server');
const sections = [
  { name: 'bundle', title: 'Entry bundle', load: async () => (await import('./bundle.mjs')).benchBundle() },
  { name: 'lcp', title: 'Largest contentful paint', load: async () => (await import('./lcp.mjs')).benchLcp({ quick }), skip: lcpOnServer },
  {
    name: 'server',
    title: lcpOnServer ? 'Server: largest contentful paint, sign-in, GraphQL read, growth' : 'Server: sign-in, GraphQL read, growth',
    load: async () => {
      const { benchLcp } = await import('./lcp.mjs');
      const { benchServer } = await import('./server.mjs');
      const onFirstServer = lcpOnServer ? (url) => benchLcp({ quick, url }) : undefined;
      const { rows, details, pageLoads } = await benchServer({ quick, onFirstServer });
      return { rows: [...(pageLoads?.rows ?? []), ...rows], details: { ...details, pageLoads: pageLoads?.details } };
    },
  },
  { name: 'writes', title: 'Writes of authenticated reads', load: async () => (await import('./writes.mjs')).benchWrites({ quick }) },
  // The layout's start alone takes longer than the quick run: there only when BENCH_ONLY names it.
  {
    name: 'scale',
    title: 'Scale: reads on the standby, two instances against one, replay lag',
    load: async () => (await import('./scale.mjs')).benchScale({ quick }),
    skip: quick && !only.includes('scale'),
  },
  { name: 'stretch', title: 'Key stretching in the browser', load: async () => (await import('./stretch.mjs')).benchStretch({ quick }) },
];

// Interrupted: stop what was started and remove what was made before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    runCleanups();
    process.exit(130);
  });
}

const started = Date.now();
const results = {
  mode: quick ? 'quick' : 'full',
  startedAt: new Date(started).toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  rows: [],
  sections: {},
};

let failed = false;
if (quick && wanted('scale') && !only.includes('scale')) console.log('\nThe scale figures are left out of the quick mode (BENCH_ONLY=scale runs them).');
for (const section of sections.filter((s) => wanted(s.name) && !s.skip)) {
  console.log(`\n▶ ${section.title}`);
  const t0 = Date.now();
  try {
    const { rows, details } = await section.load();
    results.rows.push(...rows);
    results.sections[section.name] = { seconds: (Date.now() - t0) / 1000, details };
  } catch (error) {
    failed = true;
    console.error(`✖ ${section.title} did not run:`, error);
    results.sections[section.name] = { error: error instanceof Error ? error.stack : String(error) };
  }
}
results.seconds = (Date.now() - started) / 1000;

const file = path.join(root, 'bench/results/latest.json');
writeResults(file, results);
if (JSON.parse(readFileSync(file, 'utf8')).rows.length !== results.rows.length) {
  console.error(`✖ ${file} does not hold the results`);
  failed = true;
}
console.log(`\n${textTable(results.rows)}\n`);
// What stands behind a figure, where the table's cell cannot show it (a median's rounds).
const notes = results.rows.filter((r) => r.note);
if (notes.length > 0) console.log(`${notes.map((r) => `${r.figure}: ${r.note}`).join('\n')}\n`);
if (process.env.BENCH_MARKDOWN === '1') console.log(`${markdownTable(results.rows)}\n`);
const over = results.rows.filter((r) => r.pass === false);
const misses = over.length;
for (const r of over) {
  const by = r.absolute || r.ratio === null ? `${r.ours} against ${r.budget}` : `${r.ratio.toFixed(2)}× against ${r.direction === 'max' ? '≤' : '≥'} ${r.budget}×`;
  console.log(`Over budget: ${r.figure}, ${by}`);
}
console.log(`${results.rows.length} figures, ${misses} over budget, ${results.seconds.toFixed(0)} s (${results.mode} mode); written to ${path.relative(process.cwd(), file)}`);
// Budgets are reported, not enforced by the exit code; a benchmark that could not run is an error.
process.exit(failed ? 1 : 0);
