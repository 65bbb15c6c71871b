// What a server of the browser suites needs, shared by the journeys' server
// (scripts/e2e-server.mjs) and the layout of several instances
// (tests/support/scale-layout.ts): the built app, rebuilt when its sources are
// newer, and the environment that runs the real server in development mode
// (the outbox of sent mail readable) with a low scrypt cost.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './provision.mjs';

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

/** Builds the app into `distDir` (under the checkout) when it is missing or older than its sources; false when the build failed. */
export function ensureAppBuilt(distDir) {
  // The page and the server's rendering entry are built together; either missing means a build.
  const builtAt = Math.min(newest(path.join(distDir, 'index.html')), newest(path.join(distDir, '.ssr', 'entry-server.js')));
  const sourcesAt = Math.max(...['app', 'design-system', 'locales', 'index.html', 'vite.config.ts'].map(newest));
  if (builtAt && sourcesAt <= builtAt) return true;
  console.log('Building the app…');
  return run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']) === 0;
}

/**
 * The environment of a browser suite's server on `port`, serving the build in
 * `distDir`, keeping its files in `dataDir`, on the embedded database unless
 * `database` names PostgreSQL settings (DATABASE_URL and the others).
 */
export function appServerEnv({ port, distDir, dataDir, database = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, distDir),
    SCRYPT_N: '1024',
    SCRYPT_R: '8',
    SCRYPT_P: '1',
    // Every browser of the run reaches the server from 127.0.0.1: the per-client-address limits would add up the whole run.
    RATE_BAD_PASSWORD_PER_IP_LIMIT: '100000',
    RATE_CODE_VERIFY_PER_IP_LIMIT: '100000',
    RATE_LOOKUP_PER_IP_LIMIT: '100000',
    RATE_SEND_PER_IP_LIMIT: '100000',
    RATE_PASSWORD_CHECK_PER_IP_LIMIT: '100000',
    // A browser context that sends X-Forwarded-For stands for a client elsewhere (the loopback
    // address is the proxy), placed by a country database from the address registries.
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    GEOIP_DATABASE: path.join(root, 'node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'),
  };
  for (const name of ['DATABASE_URL', 'DATABASE_REPLICA_URL', 'DATABASE_POOLER', 'DATABASE_POOL_SIZE', 'SMTP_URL']) delete env[name];
  return { ...env, ...database };
}
