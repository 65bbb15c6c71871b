// Provisioning shared by `npm start` and `npm test`: installs npm packages when
// node_modules is missing or older than the manifests, and Debian packages
// (Chromium, PostgreSQL) when a step needs them.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from './postgres-bin.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Runs a command with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** `npm install` when node_modules is absent or stale. */
export function ensureNodeModules() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const newest = Math.max(mtime(path.join(root, 'package.json')), mtime(path.join(root, 'package-lock.json')));
  if (existsSync(marker) && mtime(marker) >= newest) return;
  console.log('Installing npm packages (node_modules is missing or older than package.json)…');
  const status = run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (status !== 0) throw new Error('npm install failed');
  // npm leaves the marker untouched when nothing changed; mark the install as current.
  const now = new Date();
  utimesSync(marker, now, now);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's headless-only build of the same Chromium, which the browser suites run when it is there. */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The installed version of a Debian package, or undefined. */
function installedVersion(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout ? result.stdout : undefined;
}

export { postgresBinDir };

/**
 * The fonts the design system names (tokens.font), from fonts-noto-core and fonts-dejavu-core: the
 * pictures' baselines are drawn with them. A machine with Chromium but without them draws every
 * picture in a fallback font, so they are checked on their own, not only with Chromium.
 */
const PICTURE_FONTS = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
];

const DEBIAN_PACKAGES = {
  chromium: {
    check: () => existsSync(CHROMIUM) && PICTURE_FONTS.every((file) => existsSync(file)),
    packages: ['chromium', 'fonts-dejavu-core', 'fonts-noto-core'],
  },
  postgresql: { check: () => postgresBinDir() !== undefined, packages: ['postgresql'] },
  // The pooler in front of the test primary that the server tests with a standby run behind.
  pgbouncer: { check: () => existsSync('/usr/sbin/pgbouncer'), packages: ['pgbouncer'] },
  // The same build as the installed Chromium, so that pictures are drawn by the same engine.
  'chromium-headless-shell': {
    check: () => existsSync(CHROMIUM_HEADLESS_SHELL),
    get packages() {
      const version = installedVersion('chromium');
      return [version ? `chromium-headless-shell=${version}` : 'chromium-headless-shell'];
    },
  },
};

/**
 * Installs the named Debian packages when missing: with apt-get when running as
 * root, otherwise prints the one command a person must run. Returns the names
 * still missing.
 */
export function ensureSystemPackages(names) {
  const missing = names.filter((n) => !DEBIAN_PACKAGES[n].check());
  if (!missing.length) return [];
  const packages = missing.flatMap((n) => DEBIAN_PACKAGES[n].packages);
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian packages: ${packages.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) !== 0) throw new Error('apt-get update failed');
    const status = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
    if (status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
    return names.filter((n) => !DEBIAN_PACKAGES[n].check());
  }
  console.warn(`Missing ${missing.join(' and ')}: run  sudo apt-get install -y ${packages.join(' ')}`);
  return missing;
}

/** The Node.js major version the product runs and is tested on (the current LTS line). */
export const NODE_MAJOR = 24;
const NODE_BIN_DIR = path.join(root, 'node_modules/.bin');

/**
 * Makes sure this script runs on Node {@link NODE_MAJOR}. The `node` npm package
 * (a dev dependency) installs that release's binary into node_modules/.bin; when
 * the machine's own `node` is another major version, the script is started again
 * on that binary, with node_modules/.bin first on PATH so that every child
 * process, and every tool whose launcher asks for `node`, runs on it too.
 * Returns only when already on the right version; otherwise exits with the
 * child's status.
 */
export function ensureNodeRuntime() {
  const pathParts = (process.env.PATH ?? '').split(path.delimiter);
  if (pathParts[0] !== NODE_BIN_DIR) process.env.PATH = [NODE_BIN_DIR, ...pathParts].join(path.delimiter);
  const major = Number(process.versions.node.split('.')[0]);
  if (major === NODE_MAJOR) return;
  const binary = path.join(NODE_BIN_DIR, 'node');
  if (!existsSync(binary)) {
    throw new Error(`Node ${NODE_MAJOR} is missing from node_modules/.bin (run npm install); this is Node ${process.versions.node}.`);
  }
  console.log(`Node ${process.versions.node} is not the supported line; running again on the project's Node ${NODE_MAJOR}.`);
  const result = spawnSync(binary, [...process.execArgv, ...process.argv.slice(1)], { cwd: process.cwd(), stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
