// Vite builds the app from index.html; hashed file names under /assets/ are cached for a year.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { l10nPlugin } from './app/vite/l10nPlugin';

export default defineConfig({
  plugins: [react(), l10nPlugin()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
  },
  server: { port: 5173 },
});
