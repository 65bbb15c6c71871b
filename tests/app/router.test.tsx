// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { screen, waitFor } from '@testing-library/dom';
import { AuthClientError } from '../../app/api';
import { QueryParameterViolation } from '../../app/lib/query';
import { AppRoutes, appRoutes, matchAppRoute, routeObjects } from '../../app/router';
import type { AppRoute } from '../../app/router';
import { PATHS, routePattern } from '../../app/lib/paths';
import type { PathName } from '../../app/lib/paths';
import { PAGE_ROUTES } from '../../app/routes/table';
import { englishLocalization, renderRoutes } from '../support/render';

/** The app's routes (or `table`) at `path`, under a test's router that can move on. */
async function renderAt(path: string, table: readonly AppRoute[] = appRoutes) {
  const { router } = await renderRoutes([{ path: '*', element: <AppRoutes routes={table} /> }], path);
  await screen.findByRole('heading', { level: 1 });
  return router;
}

function status(): string {
  return screen.getByRole('status').textContent ?? '';
}

describe('router', () => {
  describe('app error screen (SPEC §2.6, §8.1)', () => {
    // The real table with one more route that fails while rendering.
    function failingAt(error: unknown): AppRoute[] {
      function Failing(): never {
        throw error;
      }
      return [{ path: 'failing', load: async () => Failing }, ...appRoutes];
    }

    it.each([
      { rule: 'INVALID_TOKEN shows Invalid Session', error: new AuthClientError('server', 110), heading: 'Invalid Session' },
      { rule: 'UNVERIFIED_SESSION shows Invalid Session', error: new AuthClientError('server', 138), heading: 'Invalid Session' },
      {
        rule: 'a query-parameter violation shows Bad Request',
        error: new QueryParameterViolation([{ property: 'uid', param: 'uid', message: 'uid must be a hexadecimal number' }]),
        heading: 'Bad Request: Invalid Query Parameters',
      },
      { rule: 'any other error shows the general error', error: new Error('boom'), heading: 'General application error' },
    ])('$rule', async ({ error, heading }) => {
      const logged: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args[0]);
      try {
        await renderAt('/failing', failingAt(error));
      } finally {
        console.error = original;
      }
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(logged).toContain(error);
    });
  });

  it('lazy-loads every mounted route', () => {
    const [layout] = routeObjects();
    expect(layout?.children?.length).toBe(appRoutes.length);
    for (const route of appRoutes) expect(typeof route.load, route.path).toBe('function');
    // Each page's element draws its route's loaded page; no page's code is in the table itself.
    for (const child of layout?.children ?? []) expect(child.Component, String(child.path)).toBeUndefined();
  });

  it('tells the server which pages it draws, by the table', () => {
    expect(matchAppRoute('/')?.handle).toEqual({ serverRendered: true, title: 'entry-heading' });
    expect(matchAppRoute('/signin')?.handle?.serverRendered).toBe(true);
    expect(matchAppRoute('/settings')?.handle?.serverRendered).toBe(false);
    expect(matchAppRoute('/no/such/page')?.path).toBe('*');
  });

  it('shows the error screen the server drew for the first address, and the page again at the next one', async () => {
    const original = console.error;
    console.error = () => undefined;
    let router: Awaited<ReturnType<typeof renderRoutes>>['router'];
    try {
      ({ router } = await renderRoutes(
        [{ path: '*', element: <AppRoutes initialError={new QueryParameterViolation([])} /> }],
        '/first',
      ));
      await screen.findByRole('heading', { level: 1 });
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bad Request: Invalid Query Parameters');
    await act(async () => {
      await router.navigate('/second');
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found'));
  });

  it('gives every page of the route table a path of its own and a title in English', () => {
    const paths = PAGE_ROUTES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const l10n = englishLocalization();
    for (const page of PAGE_ROUTES) expect(l10n.getBundle(page.title)?.hasMessage(page.title), page.title).toBe(true);
  });

  it('mounts only paths of the typed table, then the 404 catch-all last', () => {
    const known = new Set((Object.keys(PATHS) as PathName[]).map(routePattern));
    expect(appRoutes.at(-1)?.path).toBe('*');
    for (const route of appRoutes.slice(0, -1)) expect(known, route.path).toContain(route.path);
  });

  it.each(['/no/such/page', '/settingsx', '/signin-elsewhere/x'])('%s shows the localized 404 page', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    // Fluent isolates placeables in running text with bidi marks.
    expect(screen.getByRole('link').textContent?.replace(/[\u2068\u2069]/g, '')).toBe('Go to the Orbit accounts home page');
  });

  it("sets the title '{title} | {product} accounts'", async () => {
    await renderAt('/nowhere');
    expect(document.title).toBe('Page not found | Orbit accounts');
  });

  it('does not move focus or announce on the first page', async () => {
    await renderAt('/nowhere');
    expect(status()).toBe('');
    expect(document.activeElement?.tagName).not.toBe('H1');
  });

  it('after a route change, focuses the page heading and announces the new title politely', async () => {
    const router = await renderAt('/first');
    await act(async () => {
      await router.navigate('/second');
    });
    await waitFor(() => expect(status()).toBe('Page not found | Orbit accounts'));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });
});
