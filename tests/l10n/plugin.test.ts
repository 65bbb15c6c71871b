// The build serves every locale file, and the pseudo-locales made from
// English, at /settings/locales/{locale}/{bundle}.ftl; the dev server the same.
import { Junk, parse } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALES, SUPPORTED_LOCALES } from '../../design-system/l10n';
import { collectLocaleFiles, l10nPlugin } from '../../app/vite/l10nPlugin';
import { entriesOf, ftlFiles, localesDir, readFtl, referencesOf } from './ftl';

const files = collectLocaleFiles(localesDir);

type Hook = (...args: unknown[]) => unknown;
const hook = (value: unknown): Hook => (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

describe('served locale files', () => {
  it('include every file of every supported locale, unchanged', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const file of ftlFiles(locale)) expect(files.get(`${locale}/${file}`)).toBe(readFtl(locale, file));
    }
  });

  it.each(PSEUDO_LOCALES.map((locale) => [locale]))('include %s, made from every English bundle', (locale) => {
    for (const file of ftlFiles('en')) {
      const text = files.get(`${locale}/${file}`);
      expect(text).toBeDefined();
      const resource = parse(text!, { withSpans: false });
      expect(resource.body.filter((entry) => entry instanceof Junk)).toEqual([]);
      const english = entriesOf(parse(readFtl('en', file), { withSpans: false }));
      const pseudo = entriesOf(resource);
      expect([...pseudo.keys()]).toEqual([...english.keys()]);
      for (const [id, entry] of english) {
        expect(referencesOf(pseudo.get(id)!)).toEqual(referencesOf(entry));
      }
    }
    expect(files.get(`${locale}/errors.ftl`)).not.toContain('Incorrect password');
  });

  it('are emitted into the build under settings/locales', () => {
    const plugin = l10nPlugin();
    hook(plugin.configResolved).call(plugin, { root: localesDir.replace(/\/locales$/, '') });
    const emitted = new Map<string, string>();
    hook(plugin.generateBundle).call({
      emitFile: (asset: { fileName: string; source: string }) => emitted.set(asset.fileName, asset.source),
    });
    expect(emitted.get('settings/locales/de/errors.ftl')).toBe(readFtl('de', 'errors.ftl'));
    expect(emitted.get('settings/locales/en-XA/errors.ftl')).toBe(files.get('en-XA/errors.ftl'));
    expect(emitted.size).toBe(files.size);
  });
});

describe('the dev server', () => {
  function serve(url: string) {
    const plugin = l10nPlugin({ localesDir });
    let mounted: { base: string; handler: Hook } | undefined;
    hook(plugin.configureServer).call(plugin, {
      middlewares: { use: (base: string, handler: Hook) => (mounted = { base, handler }) },
    });
    const response = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
    expect(mounted!.base).toBe('/settings/locales');
    mounted!.handler(
      { url },
      {
        set statusCode(code: number) {
          response.statusCode = code;
        },
        setHeader: (name: string, value: string) => (response.headers[name.toLowerCase()] = value),
        end: (body?: string) => (response.body = body ?? ''),
      },
      () => {
        response.statusCode = -1;
      },
    );
    return response;
  }

  it('serves a locale file as text', () => {
    const response = serve('/fr/errors.ftl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(readFtl('fr', 'errors.ftl'));
  });

  it('serves the pseudo-locales made from English', () => {
    expect(serve('/ar-XB/errors.ftl').body).toBe(files.get('ar-XB/errors.ftl'));
  });

  it.each(['/it/app.ftl', '/xx/errors.ftl', '/..%2Fpackage.json/x.ftl', '/de/../../package.json'])('answers 404 for %s', (url) => {
    const response = serve(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});
