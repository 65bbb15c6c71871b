// The server's rendering entry, built by Vite for Node beside the browser's
// bundle: draws the first screen of the pages the route table marks
// `serverRendered` with the same App, routes and page components the browser
// runs, in the locale negotiated from the saved preference (its cookie) and
// Accept-Language, with the styles it uses. main.tsx hydrates the result.
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createLocalization, directionOf } from '../design-system/l10n';
import { App } from './App';
import { createAppServices } from './lib/app';
import { parseConfig } from './lib/config';
import { appErrorVariant } from './lib/errors';
import { LOCALE_STORAGE_KEY, loadLocaleSources, negotiateLocale } from './lib/l10n';
import { RecordingStorage, localeFromCookie } from './lib/ssr/storedState';
import type { StoredStateReads } from './lib/ssr/storedState';
import { AppRoutes, matchAppRoute } from './router';
import type { PageHandle } from './router';

import { STORED_STATE_SCRIPT } from './lib/ssr/storedState';
import { HELD_SUBMIT_SCRIPT } from './lib/ssr/heldSubmit';

export { CLIENT_RENDER_STYLE, ROUTE_ERROR_ATTRIBUTE, SERVER_READS_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from './lib/ssr/storedState';

/** The script the server puts in the head of a page it drew: the stored-state check, then the submit hold. */
export const HEAD_SCRIPT = `${STORED_STATE_SCRIPT}\n${HELD_SUBMIT_SCRIPT}`;

export interface RenderRequest {
  /** The page's absolute address. */
  readonly url: string;
  /** The client configuration, as the page's <meta name="orbit-config"> carries it (URL-encoded JSON). */
  readonly config: string;
  /** Accept-Language's languages, most preferred first. */
  readonly languages: readonly string[];
  /** The request's Cookie header: the saved language preference is repeated there. */
  readonly cookie: string | undefined;
  /** The text of one Fluent file of the build, or undefined when the locale has none. */
  readonly readLocaleFile: (locale: string, bundle: string) => Promise<string | undefined>;
}

export interface RenderResult {
  /** The markup of the root element's content. */
  readonly html: string;
  /** The style elements of what was drawn (without a nonce: the server adds its own). */
  readonly styles: string;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  /** The page's title, as the browser shows it once the page has started. */
  readonly title: string;
  /** What was read from storage, and what was assumed. */
  readonly reads: StoredStateReads;
  /** The variant of the app error screen drawn instead of the page, if any. */
  readonly routeError?: string;
}

/** The document title as usePageTitle sets it in the browser. */
function pageTitle(l10n: ReturnType<typeof createLocalization>, title: string | undefined): string {
  const message = title ? l10n.getString('app-page-title', { title }) : l10n.getString('app-page-title-default');
  return message.replace(/[\u2068\u2069]/g, '');
}

/** The page at `url` when the server draws it: a route marked `serverRendered`. */
function serverRenderedPage(url: URL): PageHandle | undefined {
  const page = matchAppRoute(url.pathname)?.handle;
  return page?.serverRendered ? page : undefined;
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/** The drawing of one tree, with every lazy part (the footer's language toggle) loaded. */
async function draw(tree: ReactNode): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    // An error outside every Suspense boundary rejects; the caller draws the error screen instead.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), { onError: () => undefined });
    const html = await toText(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The first screen of `request.url`, or undefined for a page the browser draws. */
export async function render(request: RenderRequest): Promise<RenderResult | undefined> {
  const url = new URL(request.url);
  const page = serverRenderedPage(url);
  if (!page) return undefined;

  const config = parseConfig(request.config);
  const preference = localeFromCookie(request.cookie);
  const local = new RecordingStorage(preference ? { [LOCALE_STORAGE_KEY]: preference } : {});
  const session = new RecordingStorage();
  const services = createAppServices({
    config,
    localStorage: local,
    sessionStorage: session,
    location: () => url,
    replace: () => undefined,
  });

  // The locale as the L10nProvider will negotiate it from the same preference and languages.
  const locale = negotiateLocale({ saved: preference, navigatorLanguages: request.languages });
  const sources = await loadLocaleSources(locale, {
    bundlesOf: () => undefined,
    fetcher: async (file) => {
      const [, code = '', bundle = ''] = /\/([^/]+)\/([^/]+)\.ftl$/.exec(file) ?? [];
      const text = await request.readLocaleFile(decodeURIComponent(code), bundle);
      return { ok: text !== undefined, status: text === undefined ? 404 : 200, text: async () => text ?? '' };
    },
  });

  // The page's code loads while the tree is drawn (prerendering waits for it).
  const tree = (initialError?: unknown) => (
    <StrictMode>
      <App
        routerView={
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes initialError={initialError} />
          </StaticRouter>
        }
        services={services}
        storage={local}
        languages={request.languages}
        initialSources={sources}
      />
    </StrictMode>
  );

  let drawn: { html: string; styles: string };
  let routeError: string | undefined;
  try {
    drawn = await draw(tree());
  } catch (error) {
    // The server has no error boundaries: a page that refuses its query is drawn as its route's
    // error screen, as the browser's router shows it. Any other failure is the caller's, which
    // then leaves the page to the browser.
    if (appErrorVariant(error) !== 'query-parameter-violation') throw error;
    routeError = appErrorVariant(error);
    drawn = await draw(tree(error));
  }

  const l10n = createLocalization(sources);
  return {
    html: drawn.html,
    styles: drawn.styles,
    locale,
    dir: directionOf(locale),
    title: pageTitle(l10n, routeError ? undefined : l10n.getString(page.title)),
    reads: { local: { ...local.reads }, session: { ...session.reads } },
    ...(routeError ? { routeError } : {}),
  };
}
