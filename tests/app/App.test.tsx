// @vitest-environment happy-dom
// The application root gives every page's footer the language toggle when the
// showLocaleToggle feature flag is on, and nothing when it is off or when
// the configuration could not be read (SPEC §2.1).
import { readFileSync, existsSync } from 'node:fs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import type { AppServices } from '../../app/lib/app';
import { DEFAULT_CONFIG } from '../../app/lib/config';
import { clearLocaleCache, loadLocaleToggle } from '../../app/lib/l10n';
import { Layout } from '../../design-system';

/** Serves locales/ where the build does, for the L10nProvider's fetch. */
function serveLocales(url: string) {
  const [, locale = '', file = ''] = /^\/settings\/locales\/([^/]+)\/([^/]+)$/.exec(url) ?? [];
  const path = `locales/${decodeURIComponent(locale)}/${file}`;
  const body = existsSync(path) ? readFileSync(path, 'utf8') : null;
  return Promise.resolve({ ok: body !== null, status: body === null ? 404 : 200, text: () => Promise.resolve(body ?? '') });
}

/** Only the configuration is read by the root; the rest of the services belong to the flows. */
function servicesWith(showLocaleToggle: boolean): AppServices {
  const config = { ...DEFAULT_CONFIG, featureFlags: { ...DEFAULT_CONFIG.featureFlags, showLocaleToggle } };
  return { config } as AppServices;
}

let root: Root;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  clearLocaleCache();
  vi.stubGlobal('fetch', vi.fn(serveLocales));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function footerOf(services: AppServices | null): Promise<HTMLElement | null> {
  const router = createMemoryRouter([{ path: '/', Component: () => <Layout><h1>Page</h1></Layout> }]);
  await act(async () => {
    root.render(<App routerView={<RouterProvider router={router} />} services={services} storage={null} />);
  });
  await act(async () => {
    // The toggle has a chunk of its own, loaded beside the page (as main.tsx starts it).
    await loadLocaleToggle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('h1')?.textContent).toBe('Page');
  return container.querySelector('footer');
}

describe('the language toggle in the footer (SPEC §2.1)', () => {
  it('is in every page footer when showLocaleToggle is on', async () => {
    const footer = await footerOf(servicesWith(true));
    const button = footer?.querySelector('button[aria-haspopup="listbox"]');
    expect(button).not.toBeNull();
  });

  it('is left out when showLocaleToggle is off', async () => {
    expect((await footerOf(servicesWith(false)))?.querySelector('button[aria-haspopup="listbox"]')).toBeNull();
  });

  it('is left out when the configuration could not be read', async () => {
    expect((await footerOf(null))?.querySelector('button[aria-haspopup="listbox"]')).toBeNull();
  });
});

describe('the legal links in the footer of every page (SPEC §1, §2.2)', () => {
  it.each([
    ['with the language toggle', true],
    ['without it', false],
  ])('lead to the terms and the privacy notice, %s', async (_, toggle) => {
    const footer = await footerOf(servicesWith(toggle));
    const links = [...(footer?.querySelectorAll('nav a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Terms of Service', '/legal/terms'],
      ['Privacy Notice', '/legal/privacy'],
    ]);
    expect(footer?.querySelector('nav')?.getAttribute('aria-label')).toBe('Legal');
  });
});
