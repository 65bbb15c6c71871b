// Production builds for the benchmarks: the app into dist-bench/ (a folder of
// its own, so other builds are untouched), and the baseline, an empty React +
// ReactDOM app built with the same Vite settings in a temporary folder.
// Both builds record which modules went into which chunk (chunks.json beside
// Vite's manifest), which the entry-chunk check and the size report read.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atExit } from './cleanup.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIST = 'dist-bench';
export const CHUNK_MAP = '.vite/chunks.json';

const SOURCES = ['app', 'design-system', 'locales', 'generated', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(full) {
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(full, name))), stat.mtimeMs);
}

/** A module id relative to the repository, or as Rollup gave it (virtual modules, other folders). */
function shortId(id) {
  return id.startsWith(root) ? path.relative(root, id) : id;
}

/** A Rollup plugin that writes every chunk's file, kind, imports and module ids to CHUNK_MAP. */
function chunkMapPlugin(outDir) {
  return {
    name: 'bench-chunk-map',
    apply: 'build',
    // The browser's chunks only, not the server's rendering entry.
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facadeModuleId: chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          moduleIds: chunk.moduleIds.map(shortId),
          moduleSizes: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, info]) => [shortId(id), info.renderedLength]),
          ),
        }));
      const file = path.join(outDir, CHUNK_MAP);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ chunks }, null, 2)}\n`);
    },
  };
}

// The default config loader warns about extension-less imports in the config; the build is the same.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** A build; with `app`, every environment the configuration builds (the app and its server rendering entry). */
async function viteBuild({ projectRoot, configFile, outDir, plugins, build, app = false }) {
  const { build: runBuild, createBuilder } = await import('vite');
  const options = {
    root: projectRoot,
    configFile,
    logLevel: 'warn',
    plugins: [...plugins, chunkMapPlugin(outDir)],
    build: { ...build, outDir, emptyOutDir: true, manifest: true },
  };
  if (app) await (await createBuilder(options)).buildApp();
  else await runBuild(options);
}

let built;

/**
 * Builds the app into dist-bench/ unless that build is newer than every
 * source. Returns its folder. Within one process it builds at most once, so
 * that every figure of a run measures the same build.
 */
export function buildApp({ force = false } = {}) {
  built ??= buildOnce({ force });
  return built;
}

async function buildOnce({ force }) {
  const outDir = path.join(root, BENCH_DIST);
  const builtAt = newest(path.join(outDir, CHUNK_MAP));
  const sourcesAt = Math.max(...SOURCES.map((name) => newest(path.join(root, name))));
  if (force || !builtAt || sourcesAt > builtAt) {
    console.log(`Building the app into ${BENCH_DIST}/ …`);
    await viteBuild({ projectRoot: root, configFile: path.join(root, 'vite.config.ts'), outDir, plugins: [], build: {}, app: true });
  }
  return outDir;
}

const BASELINE_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return null;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Baseline</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

/**
 * Builds the empty React app with the build options and the React plugin of
 * the repository's Vite configuration (the app's own plugins, which add the
 * app's locale files, are left out). Calls `use(outDir)` and then removes the
 * temporary folder.
 */
export async function withBaselineBuild(use) {
  const { loadConfigFromFile } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'), root, 'silent', undefined, 'bundle');
  const repoBuild = loaded?.config.build ?? {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-baseline-'));
  const removeDir = atExit(() => rmSync(dir, { recursive: true, force: true }));
  try {
    writeFileSync(path.join(dir, 'index.html'), BASELINE_HTML);
    writeFileSync(path.join(dir, 'main.jsx'), BASELINE_MAIN);
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const outDir = path.join(dir, 'dist');
    await viteBuild({
      projectRoot: dir,
      configFile: false,
      outDir,
      plugins: [react()],
      build: { assetsDir: repoBuild.assetsDir, sourcemap: repoBuild.sourcemap, target: repoBuild.target },
    });
    return await use(outDir);
  } finally {
    removeDir();
  }
}
