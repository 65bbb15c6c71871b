// The app's one metrics client in the browser: the page's context, the
// metrics flow (SPEC §3.10), who is signed in (SPEC §4.1), and a batch sent
// when the page hides. It needs no stored state, so the cookies-disabled
// screen can report its events too.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createContentApi, createRestClient, sendMetricsBatch } from '../../api';
import type { ContentPaths, InitialMetricsState } from '../../api';
import type { AppServices } from '../app/services';
import { selectIntegration } from '../integration/selectIntegration';
import { createNamespacedStorage } from '../storage/namespacedStorage';
import { createMetricsClient } from './client';
import type { MetricsClient } from './client';
import { resolveMetricsFlow } from './flow';
import type { MetricsAccount, MetricsPage } from './payload';

/** Local-storage key of the random per-browser id. */
export const UNIQUE_USER_ID_KEY = 'uniqueUserId';

function uniqueUserId(): string | undefined {
  try {
    const storage = createNamespacedStorage(window.localStorage);
    const known = storage.get<string>(UNIQUE_USER_ID_KEY);
    if (typeof known === 'string') return known;
    const fresh = crypto.randomUUID();
    storage.set(UNIQUE_USER_ID_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}

function currentPage(startTime: number, userId: string | undefined): MetricsPage {
  const { pathname, search } = window.location;
  let broker: string | undefined;
  try {
    broker = selectIntegration({ pathname, search }).kind;
  } catch {
    broker = undefined;
  }
  return {
    startTime,
    search,
    broker,
    lang: document.documentElement.lang || undefined,
    referrer: document.referrer,
    screen: {
      clientHeight: document.documentElement.clientHeight,
      clientWidth: document.documentElement.clientWidth,
      devicePixelRatio: window.devicePixelRatio,
      height: window.screen.height,
      width: window.screen.width,
    },
    uniqueUserId: userId,
  };
}

function createBrowserMetrics(): MetricsClient {
  const startTime = Math.round(performance.timeOrigin);
  const userId = uniqueUserId();
  const client = createMetricsClient({ send: (body) => sendMetricsBatch(body), page: () => currentPage(startTime, userId) });
  window.addEventListener('pagehide', () => client.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') client.flush();
  });
  return client;
}

let instance: MetricsClient | undefined;

/** The app's metrics client, made on first use. */
export function appMetrics(): MetricsClient {
  instance ??= createBrowserMetrics();
  return instance;
}

/** Tells the app's metrics of a choice the signed-in person just saved (nothing to tell before the client exists). */
export function applyMetricsChoice(enabled: boolean): void {
  instance?.setMetricsEnabled(enabled);
}

/** The metrics view of a signed-in account's initial metrics state. */
export function metricsAccountOf(state: InitialMetricsState): MetricsAccount {
  const account = state.account;
  if (!account) return { signedIn: false };
  return {
    signedIn: true,
    uid: account.uid,
    metricsEnabled: account.metricsEnabled,
    userPreferences: {
      'account-recovery': account.recoveryKey.exists,
      emails: account.emails.some((email) => !email.isPrimary),
      'two-step-authentication': account.totp.exists && account.totp.verified,
    },
  };
}

/**
 * Keeps `client` told who is signed in. Without services (storage off, or no
 * configuration) nobody can be signed in. A signed-in account's own choice is
 * read with the initial metrics query; if that fails, nothing is sent.
 */
export function followSignedIn(client: MetricsClient, services: Pick<AppServices, 'session' | 'api'> | null): () => void {
  if (!services) {
    client.setAccount({ signedIn: false });
    return () => undefined;
  }
  const update = (signedIn: boolean | undefined) => {
    if (signedIn === undefined) return;
    if (!signedIn) {
      client.setAccount({ signedIn: false });
      return;
    }
    services.api.getInitialMetricsState().then(
      (state) => client.setAccount(metricsAccountOf(state)),
      () => client.setAccount({ signedIn: true, metricsEnabled: false }),
    );
  };
  update(services.session.isSignedIn());
  return services.session.subscribe(update);
}

/**
 * At start-up: the page's metrics flow is found (the query, the page's data,
 * else GET /metrics-flow), and the app's metrics follow the signed-in state.
 */
export function startAppMetrics(services: AppServices | null): void {
  const client = appMetrics();
  const content = createContentApi(createRestClient<ContentPaths>({ baseUrl: '' }));
  resolveMetricsFlow({
    search: window.location.search,
    dataset: document.body.dataset,
    startFlow: () => content.getMetricsFlow(),
  }).then(
    (flow) => client.setFlow(flow),
    () => undefined,
  );
  followSignedIn(client, services);
}

/** The view name of a path: '/' is 'index', '/cookies_disabled' is 'cookies-disabled', '/oauth/signin' is 'oauth.signin'. */
export function screenName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index';
  return trimmed.toLowerCase().replace(/_/g, '-').replace(/\//g, '.').replace(/[^a-z0-9_.:/-]/g, '-');
}

/** Records 'screen.{name}' each time the route's path changes. */
export function useScreenMetrics(client: () => MetricsClient = appMetrics): void {
  const { pathname } = useLocation();
  useEffect(() => {
    client().logScreen(screenName(pathname));
  }, [client, pathname]);
}
