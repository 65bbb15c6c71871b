// Serves the Fluent files under locales/ at /settings/locales/{locale}/{bundle}.ftl
// (SPEC §7.3): copied into the build output by `vite build`, read from disk by
// `vite dev`. The pseudo-locales en-XA and ar-XB are made from English here,
// so they are never stored in the repository.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_BUNDLES_META } from '../lib/l10n/load';
import { PSEUDO_LOCALES } from '../../design-system/l10n/locales';
import type { PseudoLocale } from '../../design-system/l10n/locales';
import { pseudoLocalizeSource } from '../../design-system/l10n/pseudoSource';

export interface L10nPluginOptions {
  /** Folder holding one sub-folder per locale. Default: locales/ in the project root. */
  readonly localesDir?: string;
  /** Path the locale folders are served under. Default /settings/locales. */
  readonly base?: string;
}

export const LOCALES_SERVED_PATH = '/settings/locales';

const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const FILE_PATTERN = /^[a-z][a-z0-9-]*\.ftl$/;

function isPseudo(locale: string): locale is PseudoLocale {
  return (PSEUDO_LOCALES as readonly string[]).includes(locale);
}

function englishFiles(localesDir: string): string[] {
  const dir = path.join(localesDir, 'en');
  return existsSync(dir) ? readdirSync(dir).filter((name) => FILE_PATTERN.test(name)).sort() : [];
}

/**
 * The text of one served file, or undefined when there is none: a real
 * locale's file as stored, a pseudo-locale's made from the English file.
 */
export function readLocaleFile(localesDir: string, locale: string, file: string): string | undefined {
  if (!LOCALE_PATTERN.test(locale) || !FILE_PATTERN.test(file)) return undefined;
  const source = path.join(localesDir, isPseudo(locale) ? 'en' : locale, file);
  if (!existsSync(source)) return undefined;
  const text = readFileSync(source, 'utf8');
  return isPseudo(locale) ? pseudoLocalizeSource(text, locale) : text;
}

/** Every served file, keyed by its path below the served base, e.g. "de/errors.ftl". */
export function collectLocaleFiles(localesDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const locales = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && LOCALE_PATTERN.test(entry.name) && !isPseudo(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const locale of locales) {
    for (const file of readdirSync(path.join(localesDir, locale)).filter((name) => FILE_PATTERN.test(name)).sort()) {
      files.set(`${locale}/${file}`, readFileSync(path.join(localesDir, locale, file), 'utf8'));
    }
  }
  for (const locale of PSEUDO_LOCALES) {
    for (const file of englishFiles(localesDir)) {
      files.set(`${locale}/${file}`, readLocaleFile(localesDir, locale, file)!);
    }
  }
  return files;
}

/**
 * The content of index.html's LOCALE_BUNDLES_META: each locale served with
 * fewer bundles than English, and the bundles it has (`en-US=brand;…`), so
 * that the app never asks for a file that is not there.
 */
export function localeBundlesContent(localesDir: string): string {
  const byLocale = new Map<string, string[]>();
  for (const key of collectLocaleFiles(localesDir).keys()) {
    const [locale = '', file = ''] = key.split('/');
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), file.replace(/\.ftl$/, '')]);
  }
  const english = byLocale.get('en') ?? [];
  return [...byLocale]
    .filter(([, bundles]) => english.some((bundle) => !bundles.includes(bundle)))
    .map(([locale, bundles]) => `${locale}=${bundles.join(',')}`)
    .join(';');
}

/** The Vite plugin: emits the locale files on build and serves them in dev. */
export function l10nPlugin(options: L10nPluginOptions = {}): Plugin {
  const base = (options.base ?? LOCALES_SERVED_PATH).replace(/\/+$/, '');
  let localesDir = options.localesDir ?? '';

  return {
    name: 'orbit-l10n',
    configResolved(config) {
      localesDir = options.localesDir ?? path.join(config.root, 'locales');
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: LOCALE_BUNDLES_META, content: localeBundlesContent(localesDir) }, injectTo: 'head' }];
    },
    generateBundle() {
      for (const [file, source] of collectLocaleFiles(localesDir)) {
        this.emitFile({ type: 'asset', fileName: `${base.replace(/^\//, '')}/${file}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use(base, (request, response) => {
        const match = /^\/([^/?#]+)\/([^/?#]+)(?:[?#].*)?$/.exec(request.url ?? '');
        const text = match ? readLocaleFile(localesDir, decodeURIComponent(match[1]!), match[2]!) : undefined;
        if (text === undefined) {
          // Answer 404 here: the dev server's page fallback would otherwise send index.html.
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(text);
      });
    },
  };
}
