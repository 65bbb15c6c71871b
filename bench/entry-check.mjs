// What the browser loads for `/` before any lazy route, and the rule that
// none of it is settings, OAuth or server code. Reads the module map the
// bench build writes (build.mjs); run directly it builds dist-bench/ when
// stale, checks it and exits non-zero with the offending modules.
//
//   node --import tsx bench/entry-check.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Module ids that must never reach the entry: settings, OAuth-only features and the server. */
export const FORBIDDEN = [
  { rule: 'settings feature', test: (id) => id.startsWith('app/features/settings/') },
  { rule: 'OAuth-only feature', test: (id) => /^app\/features\/[^/]*oauth/i.test(id) },
  { rule: 'server code', test: (id) => id.startsWith('server/') },
];

/** Files index.html makes the browser load at once: module scripts, stylesheets and module preloads. */
export function entryFiles(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1];
    const isScript = /^<script/i.test(tag);
    const rel = attribute('rel')?.toLowerCase();
    const url = isScript ? attribute('src') : attribute('href');
    if (!url || /^[a-z]+:/i.test(url) || url.startsWith('//')) continue;
    if (isScript && attribute('type') !== 'module') continue;
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    files.push({ kind: url.endsWith('.css') ? 'css' : 'js', file: url.replace(/^\//, '') });
  }
  return files;
}

/** The chunks of `fileNames` and every chunk they import statically. */
export function entryChunks(chunkMap, fileNames) {
  const byFile = new Map(chunkMap.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map();
  const visit = (fileName) => {
    const chunk = byFile.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return [...seen.values()];
}

/** Every forbidden module in the given chunks, with the rule it breaks. */
export function forbiddenModules(chunks) {
  const found = [];
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const broken = FORBIDDEN.find(({ test }) => test(id.replace(/\\/g, '/')));
      if (broken) found.push({ chunk: chunk.fileName, module: id, rule: broken.rule });
    }
  }
  return found;
}

/** Checks a built folder: the entry chunks of its index.html against FORBIDDEN. */
export function checkBuild(outDir, chunkMapFile) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const chunkMap = JSON.parse(readFileSync(path.join(outDir, chunkMapFile), 'utf8'));
  const files = entryFiles(html);
  const chunks = entryChunks(
    chunkMap,
    files.filter((f) => f.kind === 'js').map((f) => f.file),
  );
  if (chunks.length === 0) throw new Error('index.html names no chunk of the build');
  return { chunks, violations: forbiddenModules(chunks) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { buildApp, CHUNK_MAP } = await import('./build.mjs');
  const outDir = await buildApp();
  const { chunks, violations } = checkBuild(outDir, CHUNK_MAP);
  const modules = chunks.reduce((sum, chunk) => sum + chunk.moduleIds.length, 0);
  if (violations.length > 0) {
    console.error('The entry chunk holds code that belongs to a lazy route or the server:');
    for (const v of violations) console.error(`  ${v.module} (${v.rule}) in ${v.chunk}`);
    process.exit(1);
  }
  console.log(`Entry chunks: ${chunks.map((c) => c.fileName).join(', ')}; ${modules} modules, none from settings, OAuth or the server.`);
}
