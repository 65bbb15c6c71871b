#!/usr/bin/env node
// `npm start`: installs what is missing, builds the app when its sources are
// newer than the build, then runs the server in this process's place.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeModules, ensureNodeRuntime, root, run } from './lib/provision.mjs';

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

ensureNodeModules();
ensureNodeRuntime();
// The page and the server's rendering entry are built together; either missing means a build.
const builtAt = Math.min(newest('dist/index.html'), newest('dist/.ssr/entry-server.js'));
const sourcesAt = Math.max(...['app', 'design-system', 'locales', 'index.html', 'vite.config.ts'].map(newest));
if (!builtAt || sourcesAt > builtAt) {
  console.log('Building the app…');
  if (run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
}
const status = run(process.execPath, ['--import', 'tsx', 'server/main.ts']);
process.exit(status);
