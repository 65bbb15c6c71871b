// Entry bundle: the JavaScript and CSS the browser loads for `/` (index.html's
// module scripts, stylesheets and module preloads, and the chunks of the lazy
// route of `/` that the server preloads with them), gzip and brotli, against
// an empty React + ReactDOM app built with the same settings. Also lists the
// size of every lazily loaded chunk, the largest modules of the entry and
// what its minified bytes are made of, package by package (breakdown.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHUNK_MAP, buildApp, withBaselineBuild } from './build.mjs';
import { entryBreakdown } from './breakdown.mjs';
import { checkBuild, entryFiles } from './entry-check.mjs';
import { ENTRY_ROUTE_MODULE, routeChunks } from '../server/http/preload.ts';
import { row } from './report.mjs';

export const ENTRY_BUDGET = 2.0;

function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

function add(a, b) {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

const ZERO = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Sizes of everything index.html loads at once, by kind; with `withRoute`,
 * also the chunks of the route of `/` that the server preloads beside them
 * (none in the baseline, which has no routes).
 */
export function entrySizes(outDir, { withRoute = false } = {}) {
  const files = entryFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  if (withRoute) {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    for (const file of routeChunks(manifest, ENTRY_ROUTE_MODULE)) files.push({ kind: 'js', file });
  }
  const totals = { js: ZERO, css: ZERO };
  const perFile = files.map(({ kind, file }) => {
    const size = sizes(readFileSync(path.join(outDir, file)));
    totals[kind] = add(totals[kind], size);
    return { kind, file, ...size };
  });
  return { files: perFile, js: totals.js, css: totals.css, all: add(totals.js, totals.css) };
}

export async function benchBundle() {
  const outDir = await buildApp();
  const ours = entrySizes(outDir, { withRoute: true });
  const entryOnly = entrySizes(outDir);
  const baseline = await withBaselineBuild(async (dir) => entrySizes(dir));
  const chunkMap = JSON.parse(readFileSync(path.join(outDir, CHUNK_MAP), 'utf8'));
  const { chunks: entry, violations } = checkBuild(outDir, CHUNK_MAP);

  const lazyChunks = chunkMap.chunks
    .filter((chunk) => !entry.some((e) => e.fileName === chunk.fileName))
    .map((chunk) => ({
      file: chunk.fileName,
      route: chunk.isDynamicEntry ? chunk.facadeModuleId : null,
      ...sizes(readFileSync(path.join(outDir, chunk.fileName))),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  // Sizes are as rendered into the chunk, before minification.
  const largestModules = entry
    .flatMap((chunk) => Object.entries(chunk.moduleSizes ?? {}))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([module, bytes]) => ({ module, bytes }));
  const packages = new Map();
  for (const chunk of entry) {
    for (const [id, bytes] of Object.entries(chunk.moduleSizes ?? {})) {
      const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      const name = match ? match[1] : id.split('/')[0];
      packages.set(name, (packages.get(name) ?? 0) + bytes);
    }
  }
  const largestPackages = [...packages].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, bytes]) => ({ name, bytes }));

  const rows = [
    row({ figure: 'Entry + `/` route JS+CSS, gzip', unit: 'B', ours: ours.all.gzip, baseline: baseline.all.gzip, budget: ENTRY_BUDGET }),
    row({ figure: 'Entry + `/` route JS+CSS, brotli', unit: 'B', ours: ours.all.brotli, baseline: baseline.all.brotli, budget: ENTRY_BUDGET }),
    row({ figure: 'Entry + `/` route JS, minified', unit: 'B', ours: ours.js.raw, baseline: baseline.js.raw }),
    row({ figure: 'Entry alone (index.html), gzip', unit: 'B', ours: entryOnly.all.gzip, baseline: baseline.all.gzip }),
    row({ figure: 'Entry CSS, gzip', unit: 'B', ours: ours.css.gzip, baseline: baseline.css.gzip || undefined }),
    {
      ...row({ figure: 'Entry: no settings, OAuth or server code', unit: 'count', ours: violations.length }),
      budget: 0,
      absolute: true,
      pass: violations.length === 0,
    },
  ];
  const breakdown = entryBreakdown(outDir);
  const minifiedByPackage = breakdown.packages.slice(0, 25);
  return {
    rows,
    details: { ours, entryOnly, baseline, lazyChunks, largestModules, largestPackages, minifiedByPackage, violations },
  };
}
