// Preload hints for the app's page, so that the browser fetches what the
// first screen needs together with the entry script instead of one after
// the other: the lazy route of `/` with the chunks it imports (from Vite's
// build manifest), and the Fluent files of the locale the app will pick from
// the same Accept-Language, with its fallbacks down to English.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { negotiateLanguages } from '@fluent/langneg';
import { DEFAULT_LOCALE, SERVER_LOCALE_ALIASES, rankAcceptLanguage } from '../l10n';

/** The source module of the route shown at `/`, as the build manifest names it. */
export const ENTRY_ROUTE_MODULE = 'app/features/entry/index.ts';

/** The Fluent bundles the app loads for each locale, in its order. */
export const APP_BUNDLES = ['brand', 'errors', 'design-system', 'app', 'server'] as const;

/** Made from English by the build; the app shows them only when chosen explicitly. */
const PSEUDO_LOCALES = new Set(['en-XA', 'ar-XB']);

const LOCALES_PATH = 'settings/locales';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The files of `key` and every chunk it imports statically. */
function withStaticImports(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** The route chunks `/` loads after the entry, which the page does not already name. */
export function routeChunks(manifest: Manifest, routeModule: string): string[] {
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) for (const file of withStaticImports(manifest, key)) entry.add(file);
  }
  return [...withStaticImports(manifest, routeModule)].filter((file) => !entry.has(file) && file.endsWith('.js'));
}

/**
 * The cookie in which the app repeats a person's language choice for the server (the app's
 * `LOCALE_COOKIE`, app/lib/ssr/storedState.ts): a page the server does not draw is still shown
 * in that language, so its files are the ones to preload.
 */
export const LOCALE_COOKIE = 'orbit-locale';

/** The language chosen in the app, from its cookie's value; '' when none, or when the value is not a locale code. */
export function chosenLocale(cookieValue: string | undefined): string {
  const value = cookieValue?.trim() ?? '';
  return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(value) ? value : '';
}

/**
 * The locale the app picks and its fallbacks (as in app/lib/l10n): the person's choice first when
 * there is one (a pseudo-locale only then, and with English alone behind it), then the browser's
 * languages, then English.
 */
export function localeChain(
  acceptLanguage: string | null | undefined,
  available: readonly string[],
  chosen = '',
  pseudo: readonly string[] = [],
): string[] {
  const aliases = new Map(Object.entries(SERVER_LOCALE_ALIASES).map(([from, to]) => [from.toLowerCase(), to]));
  const requested = [...(chosen ? [chosen] : []), ...rankAcceptLanguage(acceptLanguage)].map((code) => aliases.get(code.toLowerCase()) ?? code);
  const isPseudo = chosen !== '' && pseudo.includes(chosen);
  const offered = isPseudo ? [...available, chosen] : available;
  const [picked = DEFAULT_LOCALE] = negotiateLanguages(requested, offered, { strategy: 'lookup', defaultLocale: DEFAULT_LOCALE });
  const chain = [picked];
  const language = picked.split('-')[0] ?? picked;
  if (!pseudo.includes(picked) && language !== picked && available.includes(language)) chain.push(language);
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}

/**
 * A function giving the <link> elements of one request: the Fluent files for
 * its Accept-Language, and the route chunks when it is for `/`. The build
 * (manifest and locale folders) is read again when the manifest changes.
 */
export function preloadLinks(
  staticDir: string,
): (request: { acceptLanguage: string | null | undefined; chosen?: string; entryRoute: boolean }) => string {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const localesDir = path.join(staticDir, LOCALES_PATH);
  let cached: { mtimeMs: number; chunks: string[]; locales: string[]; pseudo: string[]; files: Map<string, string[]> } | undefined;

  const load = () => {
    const mtimeMs = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : -1;
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const manifest = mtimeMs >= 0 ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
    const folders = existsSync(localesDir)
      ? readdirSync(localesDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort()
      : [];
    const locales = folders.filter((name) => !PSEUDO_LOCALES.has(name));
    const pseudo = folders.filter((name) => PSEUDO_LOCALES.has(name));
    const files = new Map(
      folders.map((locale) => [
        locale,
        APP_BUNDLES.filter((bundle) => existsSync(path.join(localesDir, locale, `${bundle}.ftl`))),
      ]),
    );
    cached = { mtimeMs, chunks: routeChunks(manifest, ENTRY_ROUTE_MODULE), locales, pseudo, files };
    return cached;
  };

  return ({ acceptLanguage, chosen = '', entryRoute }) => {
    const { chunks, locales, pseudo, files } = load();
    const links = entryRoute ? chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : [];
    if (locales.length > 0) {
      for (const locale of localeChain(acceptLanguage, locales, chosen, pseudo)) {
        for (const bundle of files.get(locale) ?? []) {
          // The app reads these with fetch() in cors mode with same-origin
          // credentials, which is what as="fetch" with crossorigin asks for:
          // only then does the browser hand the preloaded answer to it.
          links.push(`<link rel="preload" as="fetch" crossorigin href="/${LOCALES_PATH}/${encodeURIComponent(locale)}/${bundle}.ftl">`);
        }
      }
    }
    return links.join('\n');
  };
}
