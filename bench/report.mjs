// The benchmark table: one row per figure with our value, the baseline
// measured in the same run, their ratio and the budget it is judged by.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One figure. `direction` says which way is good: 'max' means ours/baseline
 * must stay at or below `budget`, 'min' at or above it; a row without a
 * budget is reported only.
 */
export function row({ figure, unit, ours, baseline, budget, direction = 'max', note }) {
  const ratio = baseline && !Number.isNaN(ours) ? ours / baseline : null;
  let pass = null;
  if (budget !== undefined && ratio !== null) pass = direction === 'max' ? ratio <= budget : ratio >= budget;
  return { figure, unit, ours, baseline: baseline ?? null, ratio, budget: budget ?? null, direction, pass, note: note ?? null };
}

/** A row judged against an absolute limit rather than a baseline (for example no errors). */
export function limitRow({ figure, unit, ours, baseline, limit, direction = 'max', note }) {
  const measured = typeof ours === 'number' && !Number.isNaN(ours);
  const pass = measured ? (direction === 'max' ? ours <= limit : ours >= limit) : null;
  const ratio = baseline && measured ? ours / baseline : null;
  return { figure, unit, ours, baseline: baseline ?? null, ratio, budget: limit, direction, pass, absolute: true, note: note ?? null };
}

export function formatValue(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (unit === 'B') return value >= 1024 ? `${(value / 1024).toFixed(1)} KiB` : `${value} B`;
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  if (unit === 'req/s') return `${value.toFixed(1)} req/s`;
  if (unit === 'hash/s') return `${value.toFixed(1)} hash/s`;
  if (unit === 'count') return String(value);
  if (unit === 'ratio') return value.toFixed(2);
  return `${value} ${unit ?? ''}`.trim();
}

function budgetText(r) {
  if (r.budget === null) return 'report';
  const sign = r.direction === 'max' ? '≤' : '≥';
  return r.absolute ? `${sign} ${formatValue(r.budget, r.unit)}` : `${sign} ${r.budget}×`;
}

function cells(r) {
  return [
    r.figure,
    formatValue(r.ours, r.unit),
    formatValue(r.baseline, r.unit),
    r.ratio === null ? '–' : `${r.ratio.toFixed(2)}×`,
    budgetText(r),
    r.pass === null ? '–' : r.pass ? 'pass' : 'FAIL',
  ];
}

const HEADER = ['Figure', 'Ours', 'Baseline', 'Ratio', 'Budget', 'Result'];

/** The rows as a plain-text table for the terminal. */
export function textTable(rows) {
  const lines = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  return lines
    .map((line, n) => {
      const text = line.map((cell, i) => cell.padEnd(widths[i])).join('  ');
      return n === 0 ? `${text}\n${widths.map((w) => '─'.repeat(w)).join('  ')}` : text;
    })
    .join('\n');
}

/** The rows as a Markdown table (for docs/performance.md). */
export function markdownTable(rows) {
  const escape = (cell) => cell.replace(/\|/g, '\\|');
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${cells(r).map(escape).join(' | ')} |`),
  ].join('\n');
}

export function writeResults(file, results) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
