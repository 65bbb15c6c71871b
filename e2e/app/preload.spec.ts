// The page at `/` names what its first screen needs up front: the lazy route
// chunk as a module preload and the Fluent files of the browser's language
// and English as fetch preloads, and the app then uses those answers instead
// of asking the server a second time.
import { expect, test } from '../support/app/test';
import type { Page, Request } from '@playwright/test';

/** Every request the page makes while `/` loads, until its heading shows. */
async function loadEntry(page: Page): Promise<{ html: string; requests: Request[] }> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const response = await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { html: (await response?.text()) ?? '', requests };
}

function paths(requests: readonly Request[], pattern: RegExp): string[] {
  return requests.map((request) => new URL(request.url()).pathname).filter((path) => pattern.test(path));
}

function hrefs(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => new RegExp(`\\brel="${rel}"`).test(tag))
    .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');
}

test.describe('preloads of the entry page', () => {
  test.use({ locale: 'de-DE' });

  test('the page preloads the entry route and the Fluent files of its language and English', async ({ page }) => {
    const { html, requests } = await loadEntry(page);

    const ftl = hrefs(html, 'preload');
    expect(ftl).toContain('/settings/locales/de/app.ftl');
    expect(ftl).toContain('/settings/locales/en/app.ftl');
    expect(ftl).toContain('/settings/locales/en/brand.ftl');
    expect(ftl.every((href) => /^\/settings\/locales\/(de|en)\/[a-z-]+\.ftl$/.test(href))).toBe(true);
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/settings\/locales\/de\/app\.ftl">/);

    const chunks = hrefs(html, 'modulepreload');
    expect(chunks.some((href) => /^\/assets\/entry-[\w-]+\.js$/.test(href))).toBe(true);

    // Each preloaded file went over the network exactly once.
    for (const href of [...ftl, ...chunks]) {
      expect(paths(requests, /./).filter((path) => path === href), href).toHaveLength(1);
    }
    // And the app asked for no Fluent file that was not preloaded.
    expect(paths(requests, /\.ftl$/).sort()).toEqual([...ftl].sort());
  });

  test('another page of the app preloads the Fluent files but no entry route', async ({ page }) => {
    const response = await page.request.get('/settings', { headers: { 'Accept-Language': 'fr' } });
    const html = await response.text();
    expect(response.headers()['vary']).toMatch(/accept-language/i);
    expect(hrefs(html, 'modulepreload').some((href) => href.includes('/entry-'))).toBe(false);
    expect(hrefs(html, 'preload')).toContain('/settings/locales/fr/app.ftl');
    expect(hrefs(html, 'preload')).toContain('/settings/locales/en/app.ftl');
  });
});
