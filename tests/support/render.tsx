// The one way React tests render: the product's English messages (every
// gathered bundle, as the app loads them), the shared services, and a memory
// router at the given address. The rendered tree is unmounted after each test.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { LocalizationProvider, ReactLocalization } from '@fluent/react';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter, useRouteError } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import type { Transport } from '../../app/api';
import { AppServicesProvider, createAppServices } from '../../app/lib/app';
import type { AppServices } from '../../app/lib/app';
import { DEFAULT_CONFIG } from '../../app/lib/config';
import type { Config } from '../../app/lib/config';
import { MemoryStorage } from '../app/lib/storage/memoryStorage';
import { IN_PROCESS_ORIGIN } from './inProcessServer';
import { afterThisTest } from './mounted';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOCALES_EN = path.join(import.meta.dirname, '../../locales/en');
let english: ReactLocalization | undefined;

/** The app's English messages, read once. */
export function englishLocalization(): ReactLocalization {
  if (english) return english;
  // Without bidi isolation marks, so that a test reads a text as it is written; the browser suites see the marks.
  const bundle = new FluentBundle('en', { useIsolating: false });
  for (const file of readdirSync(LOCALES_EN).filter((name) => name.endsWith('.ftl')).sort()) {
    bundle.addResource(new FluentResource(readFileSync(path.join(LOCALES_EN, file), 'utf8')));
  }
  english = new ReactLocalization([bundle]);
  return english;
}

/** Services as the app builds them at start-up, over storage in memory and the given transport. */
export function testServices(options: { transport?: Transport; config?: Partial<Config> } = {}): AppServices {
  const origin = { url: IN_PROCESS_ORIGIN };
  return createAppServices({
    config: { ...DEFAULT_CONFIG, servers: { gql: origin, auth: origin, oauth: origin, profile: origin, paymentsNext: origin }, ...options.config },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: () => ({ pathname: '/', search: '' }),
    replace: () => {},
    ...(options.transport ? { transport: options.transport } : {}),
  });
}

export interface Rendered {
  container: HTMLElement;
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
}

/**
 * Renders `routes` at `at` (one address, or the history with the last one
 * current) with English messages and `services` (the test services by default).
 */
export async function renderRoutes(
  routes: RouteObject[],
  at: InitialEntry | InitialEntry[],
  options: { services?: AppServices; wrap?: (tree: ReactNode) => ReactNode } = {},
): Promise<Rendered> {
  const entries = Array.isArray(at) ? at : [at];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const services = options.services ?? testServices();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  afterThisTest(() => {
    act(() => root.unmount());
    container.remove();
  });
  const tree = (
    <LocalizationProvider l10n={englishLocalization()}>
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </LocalizationProvider>
  );
  await act(async () => {
    root.render(options.wrap ? options.wrap(tree) : tree);
  });
  return { container, router, services };
}

/** Types `value` into the input found by `selector`, as a person would leave it (one input event). */
export async function fill(container: HTMLElement, selector: string, value: string): Promise<void> {
  const field = container.querySelector<HTMLInputElement>(selector);
  if (!field) throw new Error(`No field ${selector}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Presses the button found by `selector`. */
export async function press(container: HTMLElement, selector: string): Promise<void> {
  const button = container.querySelector<HTMLButtonElement>(selector);
  if (!button) throw new Error(`No button ${selector}`);
  await act(async () => {
    button.click();
  });
}

export interface RenderedHook<T> extends Rendered {
  /** The hook's latest value. */
  current: () => T;
  /** What the hook threw while rendering, as the route's error boundary caught it. */
  error: () => unknown;
}

/** Runs `hook` in a component at `at`, with the same messages, services and router as a page. */
export async function renderHook<T>(hook: () => T, at = '/', options: { services?: AppServices } = {}): Promise<RenderedHook<T>> {
  let latest: { value: T } | undefined;
  let caught: unknown;
  function Probe() {
    latest = { value: hook() };
    return null;
  }
  function Caught() {
    caught = useRouteError();
    return null;
  }
  const rendered = await renderRoutes([{ path: '*', element: <Probe />, errorElement: <Caught /> }], at, options);
  return {
    ...rendered,
    current: () => {
      if (!latest) throw new Error('The hook has not rendered', { cause: caught });
      return latest.value;
    },
    error: () => caught,
  };
}
