#!/usr/bin/env node
// `npm run test:budget`: compares the wall time of each gate of the last
// `npm test` run (.cache/test-timings.json) with the CI time budget in
// scripts/ci-budget.json, and says which gates are over. A report to read
// before landing a change, not a test: it always exits 0 once it has read both.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/provision.mjs';

const timingsFile = path.join(root, '.cache/test-timings.json');
if (!existsSync(timingsFile)) {
  console.log('No timings yet: run npm test first (it writes .cache/test-timings.json).');
  process.exit(0);
}
const budget = JSON.parse(readFileSync(path.join(root, 'scripts/ci-budget.json'), 'utf8'));
const timings = JSON.parse(readFileSync(timingsFile, 'utf8'));

const rows = [];
const over = [];
// A group's line only tells the CPU time of gates that ran at once; each of them has its own budget.
for (const { name, ms } of timings.gates.filter((gate) => !gate.group)) {
  const allowed = budget.gates[name];
  const used = ms / 1000;
  const verdict = allowed === undefined ? 'no budget set' : used > allowed ? `over by ${(used - allowed).toFixed(0)} s` : 'within';
  if (allowed === undefined || used > allowed) over.push(name);
  rows.push([name, used.toFixed(1), allowed === undefined ? '—' : String(allowed), verdict]);
}
const total = timings.totalMs / 1000;
rows.push(['in all', total.toFixed(1), String(budget.totalSeconds), total > budget.totalSeconds ? `over by ${(total - budget.totalSeconds).toFixed(0)} s` : 'within']);
for (const name of Object.keys(budget.gates)) {
  if (!timings.gates.some((gate) => gate.name === name)) rows.push([name, '—', String(budget.gates[name]), 'did not run']);
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), ['gate', 's', 'budget s', ''][i].length));
const line = (row) => row.map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
console.log(`Last run: ${timings.finishedAt} (${timings.status}${timings.ci ? ', CI' : ''})\n`);
console.log(line(['gate', 's', 'budget s', '']));
for (const row of rows) console.log(line(row));
console.log(over.length || total > budget.totalSeconds ? `\nOver budget: ${[...over, ...(total > budget.totalSeconds ? ['in all'] : [])].join('; ')}` : '\nEvery gate is within its budget.');
