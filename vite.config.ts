// Vite builds the app from index.html; hashed file names under /assets/ are cached for a year,
// and every text file gets brotli and gzip copies that the server sends to clients accepting them.
// `vite build` also builds the server's rendering entry (app/entry-server.tsx) for Node, into the
// .ssr folder of the same output, so that the server imports compiled code of the same sources.
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { compressPlugin } from './app/vite/compressPlugin';
import { l10nPlugin } from './app/vite/l10nPlugin';
import { moduleSideEffects } from './app/vite/sideEffects';

/** The server entry's folder inside the client's output folder (never served: see server/http/app.ts). */
export const SSR_OUT_DIR = '.ssr';
export const SSR_ENTRY = 'app/entry-server.tsx';

/** Places the server build inside whatever folder the client build writes (`--outDir` included). */
function serverEntryPlugin(): Plugin {
  return {
    name: 'orbit-server-entry',
    config(config) {
      const outDir = config.build?.outDir ?? 'dist';
      return {
        environments: {
          ssr: {
            // Packages whose CommonJS builds Node cannot import by name: the server bundle takes them in.
            resolve: { noExternal: ['styled-components', 'fxa-pairing-channel'] },
            build: {
              outDir: path.join(outDir, SSR_OUT_DIR),
              emptyOutDir: true,
              sourcemap: true,
              target: 'node24',
              // One file: the server imports it again, under a new URL, when the build changes.
              rolldownOptions: { input: { 'entry-server': SSR_ENTRY }, output: { codeSplitting: false } },
            },
          },
        },
      };
    },
  };
}

/** A plugin for the browser's build only: the locale files and compressed copies are the client's. */
function clientOnly(plugin: Plugin): Plugin {
  return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' };
}

/**
 * react-router's package exports name only its development build, for every bundler and mode. The
 * browser's build takes its production build instead: the same code without the developer warnings,
 * which would otherwise be shipped to every visitor and written to their console. The server's build
 * keeps the package as published (its warnings go to the server's log).
 */
function routerProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const entry = path.join(packageDir, 'dist', 'production', 'index.mjs');
  return {
    name: 'orbit-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? entry : null),
  };
}

/**
 * styled-components names each component's class after a counter of the components made so far,
 * which differs between the browser's chunks and the server's single file; its Babel plugin names
 * them after their file and place instead, so a page hydrates with the classes the server wrote.
 */
const styledComponentIds = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false }]] }),
  rolldown: { filter: { id: { exclude: /node_modules/ }, code: /styled-components/ } },
});

export default defineConfig({
  plugins: [
    babel({ presets: [styledComponentIds], parserOpts: { plugins: ['typescript', 'jsx'] } }),
    react(),
    clientOnly(routerProductionBuild()),
    clientOnly(l10nPlugin()),
    clientOnly(compressPlugin()),
    serverEntryPlugin(),
  ],
  // Both environments, the browser's first (it empties the output folder).
  builder: {
    buildApp: async (builder) => {
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (environment) await builder.build(environment);
      }
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    // .vite/manifest.json: the server reads it to preload the route chunks of `/`.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      output: {
        // A flow's chunk is named after its folder (entry-….js, signin-….js), not after its index file.
        chunkFileNames: (chunk) => {
          const flow = /[\\/]app[\\/]features[\\/]([\w-]+)[\\/]index\.tsx?$/.exec(chunk.facadeModuleId ?? '');
          return `assets/${flow?.[1] ?? '[name]'}-[hash].js`;
        },
      },
    },
  },
  server: { port: 5173 },
});
