// Vite builds the app from index.html; hashed file names under /assets/ are cached for a year,
// and every text file gets brotli and gzip copies that the server sends to clients accepting them.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressPlugin } from './app/vite/compressPlugin';
import { l10nPlugin } from './app/vite/l10nPlugin';
import { moduleSideEffects } from './app/vite/sideEffects';

export default defineConfig({
  plugins: [react(), l10nPlugin(), compressPlugin()],
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
