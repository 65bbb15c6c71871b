// The page names the locales served with fewer bundles than English, and the
// app asks only for the files that exist: a 404 would cost a round trip
// before the first screen.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_NAMES, loadLocaleSources } from '../../app/lib/l10n';
import { parseLocaleBundles } from '../../app/lib/l10n/load';
import { collectLocaleFiles, localeBundlesContent } from '../../app/vite/l10nPlugin';
import { localesDir } from './ftl';

const listed = parseLocaleBundles(localeBundlesContent(localesDir));

describe('the locale bundles of the page', () => {
  it('list exactly the files of each partly translated locale', () => {
    expect(listed.size).toBeGreaterThan(0);
    for (const [locale, bundles] of listed) {
      for (const bundle of BUNDLE_NAMES) {
        expect(bundles.includes(bundle), `${locale}/${bundle}.ftl`).toBe(existsSync(path.join(localesDir, locale, `${bundle}.ftl`)));
      }
    }
  });

  it('leave out the locales that have every bundle', () => {
    const locales = [...collectLocaleFiles(localesDir).keys()].map((key) => key.split('/')[0]!);
    for (const locale of new Set(locales)) {
      const complete = BUNDLE_NAMES.every((bundle) => existsSync(path.join(localesDir, locale, `${bundle}.ftl`)));
      if (complete) expect(listed.has(locale), locale).toBe(false);
    }
    expect(listed.has('en')).toBe(false);
  });

  it('keep the app from asking for a file that does not exist', async () => {
    const asked: string[] = [];
    const fetcher = (url: string) => {
      asked.push(url);
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(`# ${url}\n`) });
    };
    const sources = await loadLocaleSources('en-US', { fetcher, bundlesOf: (locale) => listed.get(locale) });
    expect(asked.filter((url) => url.includes('/en-US/'))).toEqual(
      (listed.get('en-US') ?? []).map((bundle) => `/settings/locales/en-US/${bundle}.ftl`),
    );
    expect(asked.filter((url) => url.includes('/en/'))).toHaveLength(BUNDLE_NAMES.length);
    expect(sources.map((entry) => entry.locale)).toEqual(['en-US', 'en']);
  });
});
