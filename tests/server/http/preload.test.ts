// The app's page names the route chunks of `/` (from the build manifest) as
// module preloads and the Fluent files of the locale negotiated from
// Accept-Language, with its fallbacks down to English, as fetch preloads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import { LOCALE_COOKIE } from '../../../server/http/preload';
import { LOCALE_COOKIE as APP_LOCALE_COOKIE } from '../../../app/lib/ssr/storedState';

const staticDir = mkdtempSync(path.join(tmpdir(), 'orbit-static-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-A1.js"></script></head><body></body></html>',
);
mkdirSync(path.join(staticDir, '.vite'));
writeFileSync(
  path.join(staticDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'], dynamicImports: ['app/features/entry/index.ts'] },
    '_react-B2.js': { file: 'assets/react-B2.js' },
    '_form-C3.js': { file: 'assets/form-C3.js', imports: ['_react-B2.js'] },
    'app/features/entry/index.ts': { file: 'assets/entry-D4.js', isDynamicEntry: true, imports: ['_form-C3.js', '_react-B2.js'] },
    'app/features/settings/index.ts': { file: 'assets/settings-E5.js', isDynamicEntry: true, imports: ['_react-B2.js'] },
  }),
);
const bundles: Record<string, string[]> = {
  en: ['app', 'brand', 'design-system', 'errors', 'server'],
  'en-GB': ['app'],
  'en-XA': ['app', 'brand'],
  es: ['app', 'brand', 'errors'],
  'es-MX': ['app'],
  de: ['app', 'brand'],
};
for (const [locale, names] of Object.entries(bundles)) {
  mkdirSync(path.join(staticDir, 'settings/locales', locale), { recursive: true });
  for (const name of names) writeFileSync(path.join(staticDir, 'settings/locales', locale, `${name}.ftl`), `${name}-title = ${name}\n`);
}
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

function links(html: string, rel: string): string[] {
  return [...html.matchAll(/<link rel="([^"]+)"[^>]*href="([^"]+)">/g)].filter(([, r]) => r === rel).map(([, , href]) => href!);
}

describe.each(databases)('preloads of the app page on $name', (database) => {
  const t = useTestServer(database, { env: { STATIC_DIR: staticDir } });
  const page = async (target: string, acceptLanguage?: string, cookie?: string) => {
    const headers: Record<string, string> = {};
    if (acceptLanguage) headers['Accept-Language'] = acceptLanguage;
    if (cookie) headers.Cookie = cookie;
    const response = await fetch(`${t.server.url}${target}`, { headers });
    expect(response.status).toBe(200);
    return { html: await response.text(), vary: response.headers.get('vary') ?? '' };
  };

  it('preloads the entry route with the chunks only it imports at /', async () => {
    const { html } = await page('/', 'en');
    expect(links(html, 'modulepreload')).toEqual(['/assets/entry-D4.js', '/assets/form-C3.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/entry-D4.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads no route chunk on other pages of the app', async () => {
    const { html } = await page('/settings', 'en');
    expect(links(html, 'modulepreload')).toEqual([]);
    expect(links(html, 'preload')).toHaveLength(5);
  });

  it('preloads the existing Fluent files of the negotiated locale, its language and English, in the app’s order', async () => {
    const { html, vary } = await page('/', 'es-MX,es;q=0.9,en;q=0.5');
    expect(vary).toMatch(/accept-language/i);
    expect(links(html, 'preload')).toEqual([
      '/settings/locales/es-MX/app.ftl',
      '/settings/locales/es/brand.ftl',
      '/settings/locales/es/errors.ftl',
      '/settings/locales/es/app.ftl',
      '/settings/locales/en/brand.ftl',
      '/settings/locales/en/errors.ftl',
      '/settings/locales/en/design-system.ftl',
      '/settings/locales/en/app.ftl',
      '/settings/locales/en/server.ftl',
    ]);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/settings/locales/es-MX/app.ftl">');
  });

  it('applies the regional aliases, honours q weights and ignores pseudo-locales', async () => {
    expect(links((await page('/', 'en-NZ')).html, 'preload').filter((href) => href.includes('en-GB'))).toEqual([
      '/settings/locales/en-GB/app.ftl',
    ]);
    const german = links((await page('/', 'es;q=0.2, de;q=0.8')).html, 'preload');
    expect(german.slice(0, 2)).toEqual(['/settings/locales/de/brand.ftl', '/settings/locales/de/app.ftl']);
    expect(german.some((href) => href.includes('/es/'))).toBe(false);
    const pseudo = links((await page('/', 'en-XA')).html, 'preload');
    expect(pseudo.every((href) => href.startsWith('/settings/locales/en/'))).toBe(true);
  });

  it("preloads the language the person chose in the app (its cookie) before the browser's", async () => {
    // A page the server does not draw is shown in the chosen language: its files, not the browser's.
    const german = links((await page('/settings', 'es', `other=1; ${LOCALE_COOKIE}=de`)).html, 'preload');
    expect(german.slice(0, 2)).toEqual(['/settings/locales/de/brand.ftl', '/settings/locales/de/app.ftl']);
    expect(german.some((href) => href.includes('/es/'))).toBe(false);
    // A pseudo-locale counts only when chosen, and has English alone behind it.
    expect(links((await page('/settings', 'en', `${LOCALE_COOKIE}=en-XA`)).html, 'preload')).toEqual([
      '/settings/locales/en-XA/brand.ftl',
      '/settings/locales/en-XA/app.ftl',
      '/settings/locales/en/brand.ftl',
      '/settings/locales/en/errors.ftl',
      '/settings/locales/en/design-system.ftl',
      '/settings/locales/en/app.ftl',
      '/settings/locales/en/server.ftl',
    ]);
    // A value that is not a locale code is no choice.
    const spanish = links((await page('/settings', 'es', `${LOCALE_COOKIE}=%3Cscript%3E`)).html, 'preload');
    expect(spanish[0]).toBe('/settings/locales/es/brand.ftl');
  });

  it("reads the app's own language cookie", () => {
    expect(LOCALE_COOKIE).toBe(APP_LOCALE_COOKIE);
  });

  it('does not publish the build manifest', async () => {
    const response = await fetch(`${t.server.url}/.vite/manifest.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('entry-D4');
  });

  it('falls back to English for a language the product lacks or no header', async () => {
    for (const header of ['xx-YY', undefined]) {
      const preloads = links((await page('/', header)).html, 'preload');
      expect(preloads).toHaveLength(5);
      expect(preloads.every((href) => href.startsWith('/settings/locales/en/'))).toBe(true);
    }
  });
});
