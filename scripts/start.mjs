#!/usr/bin/env node
// `npm start`: installs what is missing, builds the app when its sources are
// newer than the build, then runs the server in this process's place.
import { ensureAppBuilt } from './lib/app-server.mjs';
import { ensureNodeModules, ensureNodeRuntime, run } from './lib/provision.mjs';

ensureNodeModules();
ensureNodeRuntime();
if (!ensureAppBuilt('dist')) process.exit(1);
const status = run(process.execPath, ['--import', 'tsx', 'server/main.ts']);
process.exit(status);
