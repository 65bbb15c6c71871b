// Browser entry point: checks storage, reads the configuration, builds the
// shared services and mounts the application into #root: hydrates the page
// the server drew when it fits this browser, draws it otherwise.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadMatchedRoutes, prefetchNextSteps } from './router';
import { PATHS } from './lib/paths';
import { createAppServices } from './lib/app';
import type { AppServices } from './lib/app';
import { readConfig } from './lib/config';
import { LOCALE_STORAGE_KEY, loadLocaleSources, loadLocaleToggle, negotiateLocale } from './lib/l10n';
import { ROUTE_ERROR_ATTRIBUTE, discardServerRendering, hydratable } from './lib/ssr/storedState';
import { releaseHeldSubmit, takeOverFromServer } from './lib/ssr/heldSubmit';
import { QueryParameterViolation } from './lib/query';
import { startAppMetrics } from './lib/metrics';
import { settleSignedInAtStartup } from './lib/session';
import { checkStorage } from './lib/storage';
import type { StorageArea } from './lib/storage';
import { WebChannel, isVendorBrowser } from './lib/webChannel';
import { shareStyleNonce } from './lib/csp';

/** Once the page can be used: the code of the pages it leads to is fetched, after what the first drawing started. */
function afterFirstDrawing(): void {
  setTimeout(() => prefetchNextSteps(window.location.pathname));
}

/** Hydrates the server's drawing; false when it does not fit (another locale), and nothing was done. */
async function hydrate(container: HTMLElement, services: AppServices, storage: StorageArea): Promise<boolean> {
  // The server negotiated from the same preference (its cookie) and the languages the browser sends.
  const locale = negotiateLocale({ saved: storage.getItem(LOCALE_STORAGE_KEY), navigatorLanguages: navigator.languages });
  if (locale !== document.documentElement.lang) return false;
  const [sources] = await Promise.all([loadLocaleSources(locale), loadMatchedRoutes(window.location.pathname)]);
  // The error screen the server drew instead of a page that refused its query.
  const routeError = container.getAttribute(ROUTE_ERROR_ATTRIBUTE);
  const initialError = routeError === 'query-parameter-violation' ? new QueryParameterViolation([]) : undefined;
  // What was typed before this point goes to React, and a form sent meanwhile (held by the head script) is sent again.
  // The code of the next pages is fetched only when no form was sent: a sent one is answered
  // sooner without it sharing the connection, and its answer fetches what it needs.
  const onFirstCommit = () => {
    if (!takeOverFromServer(document, container)) afterFirstDrawing();
  };
  hydrateRoot(
    container,
    <StrictMode>
      <App
        routerView={
          <BrowserRouter>
            <AppRoutes initialError={initialError} />
          </BrowserRouter>
        }
        services={services}
        storage={storage}
        initialSources={sources}
        onFirstCommit={onFirstCommit}
      />
    </StrictMode>,
  );
  return true;
}

function start(container: HTMLElement): void {
  shareStyleNonce(document);
  const storage = checkStorage({
    getLocalStorage: () => window.localStorage,
    getSessionStorage: () => window.sessionStorage,
    search: window.location.search,
    report: (error, context) => console.error(`[${context}]`, error),
  });
  if (!storage.ok && window.location.pathname !== PATHS.cookiesDisabled) {
    window.location.replace(`${PATHS.cookiesDisabled}${window.location.search}`);
    return;
  }

  let services: AppServices | null = null;
  try {
    const config = readConfig(document);
    if (storage.ok) {
      services = createAppServices({ config, localStorage: storage.local, sessionStorage: storage.session });
    }
  } catch (error) {
    console.error(error);
  }

  // Who is signed in is settled once at start-up, whichever route opens (SPEC §4.1);
  // metrics follow it (enabled when the account allows them or nobody is signed in).
  startAppMetrics(services);
  // In the vendor's own browser (told by the integration the page serves), the browser is asked
  // for its signed-in user over its channel.
  const inVendorBrowser = isVendorBrowser(window.location);
  const channel = inVendorBrowser ? new WebChannel({ target: window }) : undefined;
  if (services) {
    void settleSignedInAtStartup(services, {
      isVendorBrowser: inVendorBrowser,
      requestSignedInUser: channel ? (request) => channel.requestSignedInUser(request) : undefined,
      search: window.location.search,
    });
  }

  const draw = () => {
    // The server's drawing is dropped, with any form sent from it; the browser's own forms are not held.
    releaseHeldSubmit(document);
    discardServerRendering(document, container);
    // The footer's language toggle has a chunk of its own; it loads while the page's route does.
    // (A page the server drew adds it once hydrated: it does not wait for it, and neither does its code.)
    if (services?.config.featureFlags.showLocaleToggle) void loadLocaleToggle();
    const render = () =>
      createRoot(container).render(
        <StrictMode>
          <App
            routerView={
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            }
            services={services}
            storage={storage.ok ? storage.local : null}
            onFirstCommit={afterFirstDrawing}
          />
        </StrictMode>,
      );
    // The page's route code first, so that the first drawing is the page itself rather than
    // nothing while the route loads; if it cannot be fetched, the route tries again as it draws.
    loadMatchedRoutes(window.location.pathname).then(render, render);
  };
  if (services && storage.ok && hydratable(document, container)) {
    hydrate(container, services, storage.local).then(
      (done) => {
        if (!done) draw();
      },
      (error: unknown) => {
        console.error(error);
        draw();
      },
    );
  } else {
    draw();
  }
}

const container = document.getElementById('root');
if (container) start(container);
