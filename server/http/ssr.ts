// Server rendering of the app's first screen: the rendering entry Vite builds
// beside the app (<static>/.ssr/entry-server.js, compiled from the app's own
// sources) draws the page, and its markup, styles, language, title and the
// head script (the stored-state check and the submit hold) are put into index.html.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rankAcceptLanguage } from '../l10n';

/** Where the rendering entry is built, inside the app's build folder. Never served. */
export const SSR_DIR = '.ssr';
const ENTRY_FILE = 'entry-server.js';
const LOCALES_PATH = path.join('settings', 'locales');

/** What the rendering entry gives back for a page it draws (app/entry-server.tsx). */
export interface RenderedPage {
  readonly html: string;
  readonly styles: string;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly reads: { readonly local: Record<string, string | null>; readonly session: Record<string, string | null> };
  readonly routeError?: string;
}

/** The compiled entry's exports this server uses. */
interface RenderingEntry {
  render(request: {
    url: string;
    config: string;
    languages: readonly string[];
    cookie: string | undefined;
    readLocaleFile: (locale: string, bundle: string) => Promise<string | undefined>;
  }): Promise<RenderedPage | undefined>;
  readonly HEAD_SCRIPT: string;
  readonly CLIENT_RENDER_STYLE: string;
  readonly SERVER_READS_ATTRIBUTE: string;
  readonly SERVER_RENDERED_ATTRIBUTE: string;
  readonly ROUTE_ERROR_ATTRIBUTE: string;
}

export interface PageRequest {
  readonly url: string;
  /** The client configuration as the page's meta element carries it. */
  readonly config: string;
  readonly acceptLanguage: string | undefined;
  readonly cookie: string | undefined;
}

export interface ServerRendering {
  readonly page: RenderedPage;
  /** The CSP source of the head script. */
  readonly scriptSource: string;
  /** The CSP sources of the style attributes in the drawn markup. */
  readonly styleAttributeSources: readonly string[];
  /** index.html with the drawing in place. */
  apply(html: string, styleNonce: string): string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The text of an attribute value as React escapes it. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name] ?? '');
}

/** The hash sources of every distinct style attribute in `html` (a visually hidden region's, for one). */
export function styleAttributeSources(html: string): string[] {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => unescapeAttribute(match[1] ?? '')));
  return [...values].sort().map(hashSource);
}

function withNonce(styles: string, nonce: string): string {
  return styles.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
}

/** index.html with the drawn page, its language and title, its styles and the head script. */
export function applyRendering(html: string, page: RenderedPage, entry: Omit<RenderingEntry, 'render'>, styleNonce: string): string {
  const reads = escapeAttribute(JSON.stringify(page.reads));
  const head = [
    `<style nonce="${styleNonce}">${entry.CLIENT_RENDER_STYLE}</style>`,
    `<script>${entry.HEAD_SCRIPT}</script>`,
    withNonce(page.styles, styleNonce),
  ].join('\n');
  const rootAttributes = [entry.SERVER_RENDERED_ATTRIBUTE, ...(page.routeError ? [`${entry.ROUTE_ERROR_ATTRIBUTE}="${escapeAttribute(page.routeError)}"`] : [])].join(' ');
  return html
    .replace(/<html[^>]*>/, `<html lang="${escapeAttribute(page.locale)}" dir="${page.dir}" ${entry.SERVER_READS_ATTRIBUTE}="${reads}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${head}\n</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root" ${rootAttributes}>${page.html}</div>`);
}

/**
 * A drawn page with the app's module scripts and preloads taken out of its head and written after
 * the drawing, at the end of the body, with `links` (more preloads) beside them. A browser starts
 * each request as soon as it reads its tag: named in the head, the scripts shared a slow
 * connection with the rest of the page, which the first paint waits for (the largest contentful
 * paint of `/` under the bench's slow 4G came 10-40 % later than with them at the end). A module
 * script runs only once the whole page is parsed, wherever it is named.
 */
export function loadsAfterDrawing(html: string, links = ''): string {
  const end = html.indexOf('</head>');
  if (end === -1 || !html.includes('</body>')) return html;
  const moved: string[] = [];
  const head = html.slice(0, end).replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>)/g, (_match, tag: string) => {
    moved.push(tag);
    return '';
  });
  if (links) moved.push(links);
  const rest = html.slice(end);
  return moved.length === 0 ? html : `${head}${rest.replace('</body>', () => `${moved.join('\n')}\n</body>`)}`;
}

/**
 * A function drawing one page request, or resolving to undefined when the
 * page is drawn in the browser (or the entry is not built). The entry is
 * imported again when its file changes.
 */
export function serverRenderer(staticDir: string): (request: PageRequest) => Promise<ServerRendering | undefined> {
  const entryFile = path.join(staticDir, SSR_DIR, ENTRY_FILE);
  const localesDir = path.join(staticDir, LOCALES_PATH);
  let loaded: { mtimeMs: number; entry: Promise<RenderingEntry> } | undefined;

  const load = (): Promise<RenderingEntry> | undefined => {
    if (!existsSync(entryFile)) return undefined;
    const { mtimeMs } = statSync(entryFile);
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entryFile).href}?built=${mtimeMs}`;
      loaded = { mtimeMs, entry: import(url) as Promise<RenderingEntry> };
    }
    return loaded.entry;
  };

  const readLocaleFile = async (locale: string, bundle: string): Promise<string | undefined> => {
    if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(locale) || !/^[a-z][a-z0-9-]*$/.test(bundle)) return undefined;
    try {
      return await readFile(path.join(localesDir, locale, `${bundle}.ftl`), 'utf8');
    } catch {
      return undefined;
    }
  };

  return async (request) => {
    const pending = load();
    if (!pending) return undefined;
    const entry = await pending;
    const page = await entry.render({
      url: request.url,
      config: request.config,
      languages: rankAcceptLanguage(request.acceptLanguage),
      cookie: request.cookie,
      readLocaleFile,
    });
    if (!page) return undefined;
    return {
      page,
      scriptSource: hashSource(entry.HEAD_SCRIPT),
      styleAttributeSources: styleAttributeSources(page.html),
      apply: (html, styleNonce) => applyRendering(html, page, entry, styleNonce),
    };
  };
}
