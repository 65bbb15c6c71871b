// What the entry bundle is made of: every minified byte of the files
// index.html loads at once and of the chunks of the route of `/` that the
// server preloads with them, attributed through their source maps to the
// source file that produced it, then summed by package (node_modules) or by
// top-level folder of the repository. Run directly, it builds dist-bench/
// when stale and prints the table; bundle.mjs adds the same figures to the
// bench results.
//
//   node --import tsx bench/breakdown.mjs [--modules] [--top N]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_ROUTE_MODULE, routeChunks } from '../server/http/preload.ts';
import { entryFiles } from './entry-check.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one line of a source map's `mappings` into [generatedColumn, sourceIndex?] pairs (source index absolute). */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length >= 4) {
      state.source += values[1];
      state.line += values[2];
      state.column += values[3];
      if (values.length >= 5) state.name += values[4];
      segments.push([column, state.source]);
    } else {
      segments.push([column, -1]);
    }
  }
  return segments;
}

/** Minified bytes of `code` per source file of `map` ('(unmapped)' for bytes no segment covers). */
export function bytesBySource(code, map) {
  const totals = new Map();
  const addTo = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const state = { source: 0, line: 0, column: 0, name: 0 };
  lines.forEach((text, index) => {
    const segments = mappingLines[index] ? decodeLine(mappingLines[index], state) : [];
    // Columns are UTF-16 offsets; bytes are counted as UTF-8 so the sum matches the file size.
    const byteLength = (from, to) => Buffer.byteLength(text.slice(from, to));
    let covered = segments.length > 0 ? segments[0][0] : text.length;
    addTo('(unmapped)', byteLength(0, covered) + (index < lines.length - 1 ? 1 : 0));
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      addTo(source >= 0 ? map.sources[source] : '(unmapped)', byteLength(column, end));
      covered = end;
    });
  });
  return totals;
}

/** The package a source path belongs to, or the repository folder it lives in. */
export function packageOf(source) {
  const normal = source.replace(/\\/g, '/');
  const match = normal.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const inRepo = normal.replace(/^(\.\.\/)+/, '');
  if (inRepo.startsWith('(')) return inRepo;
  const parts = inRepo.split('/');
  // app/lib/<name> and app/features/<name> are reported one by one; they are the app's own weight.
  if (parts[0] === 'app' && (parts[1] === 'lib' || parts[1] === 'features') && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'design-system' && parts[1] === 'components' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.length > 1 ? parts.slice(0, 2).join('/') : parts[0];
}

/** Minified bytes of what `/` loads (index.html's scripts and module preloads, the route's chunks) by source module and by package. */
export function entryBreakdown(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = [
    ...entryFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8'))
      .filter((f) => f.kind === 'js')
      .map((f) => f.file),
    ...routeChunks(manifest, ENTRY_ROUTE_MODULE),
  ];
  const modules = new Map();
  for (const file of files) {
    const full = path.join(outDir, file);
    if (!existsSync(`${full}.map`)) {
      // The bundler's own runtime (its module loader for packages that are not ES modules) is
      // written by the bundler, from no source: it counts as one module of its own.
      if (/^rolldown-runtime-[\w-]+\.js$/.test(path.basename(file))) {
        modules.set('(bundler runtime)', (modules.get('(bundler runtime)') ?? 0) + statSync(full).size);
        continue;
      }
      throw new Error(`${file} has no source map; the breakdown needs build.sourcemap`);
    }
    const map = JSON.parse(readFileSync(`${full}.map`, 'utf8'));
    for (const [source, bytes] of bytesBySource(readFileSync(full, 'utf8'), map)) {
      const id = source.replace(/^(\.\.\/)+/, '');
      modules.set(id, (modules.get(id) ?? 0) + bytes);
    }
  }
  const packages = new Map();
  for (const [id, bytes] of modules) packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + bytes);
  const sorted = (entries) => [...entries].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes }));
  return { files, modules: sorted(modules), packages: sorted(packages) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const top = Number(args[args.indexOf('--top') + 1]) || 40;
  const { buildApp } = await import('./build.mjs');
  const outDir = await buildApp();
  const { files, modules, packages } = entryBreakdown(outDir);
  const total = packages.reduce((sum, p) => sum + p.bytes, 0);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
  console.log(`Entry files: ${files.join(', ')}; ${kib(total).trim()} minified\n`);
  for (const { name, bytes } of (args.includes('--modules') ? modules : packages).slice(0, top)) {
    console.log(`${kib(bytes)}  ${((100 * bytes) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
}
