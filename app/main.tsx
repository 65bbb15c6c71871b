// Browser entry point: checks storage, reads the configuration, builds the
// shared services and mounts the application into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router';
import { PATHS } from './routes/paths';
import { createAppServices } from './lib/app';
import type { AppServices } from './lib/app';
import { readConfig } from './lib/config';
import { loadLocaleToggle } from './lib/l10n';
import { startAppMetrics } from './lib/metrics';
import { settleSignedInAtStartup } from './lib/session';
import { checkStorage } from './lib/storage';
import { WebChannel, isVendorBrowser } from './lib/webChannel';

function start(container: HTMLElement): void {
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
  // The footer's language toggle has a chunk of its own; it loads while the page's route does.
  if (services?.config.featureFlags.showLocaleToggle) void loadLocaleToggle();
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

  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} services={services} storage={storage.ok ? storage.local : null} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) start(container);
