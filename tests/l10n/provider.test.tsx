// @vitest-environment happy-dom
// The app's L10nProvider: it negotiates, loads only the bundles it needs, sets
// <html lang dir>, falls back message by message, and switches locale
// without a reload.
import { useLocalization } from '@fluent/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { L10nProvider, LOCALE_STORAGE_KEY, clearLocaleCache, useLocale } from '../../app/lib/l10n';
import type { Fetcher } from '../../app/lib/l10n';
import { ftlFiles, readFtl } from './ftl';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Serves locales/ as the build does, under /settings/locales, and records what was asked for. */
function fakeServer(overrides: Record<string, string> = {}) {
  const requested: string[] = [];
  const pending: Array<() => void> = [];
  let hold = false;
  const fetcher: Fetcher = (url) => {
    requested.push(url);
    const match = /^\/settings\/locales\/([^/]+)\/([^/]+\.ftl)$/.exec(url);
    const locale = match ? decodeURIComponent(match[1]!) : '';
    const file = match?.[2] ?? '';
    const body = overrides[`${locale}/${file}`] ?? (ftlFiles(locale).includes(file) ? readFtl(locale, file) : null);
    const response = {
      ok: body !== null,
      status: body === null ? 404 : 200,
      text: () => Promise.resolve(body ?? ''),
    };
    if (!hold) return Promise.resolve(response);
    return new Promise((resolve) => pending.push(() => resolve(response)));
  };
  return {
    fetcher,
    requested,
    hold: () => {
      hold = true;
    },
    release: async () => {
      hold = false;
      await act(async () => {
        for (const resolve of pending.splice(0)) resolve();
      });
    },
  };
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let controls: ReturnType<typeof useLocale> | undefined;

function Probe() {
  const { l10n } = useLocalization();
  controls = useLocale();
  return (
    <p>
      {controls.locale}|{controls.loading ? 'loading' : 'ready'}|{l10n.getString('auth-error-103')}|
      {l10n.getString('auth-error-102')}
    </p>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  clearLocaleCache();
  controls = undefined;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function mount(element: React.ReactElement) {
  await act(async () => {
    root.render(element);
  });
  // Let the fetched bundles arrive.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const text = () => container.textContent ?? '';

describe('L10nProvider', () => {
  it('shows the browser language, fetching only its bundles and English', async () => {
    const server = fakeServer();
    await mount(
      <L10nProvider storage={new MemoryStorage()} navigatorLanguages={['de-DE', 'fr']} fetcher={server.fetcher}>
        <Probe />
      </L10nProvider>,
    );
    expect(text()).toBe('de|ready|Falsches Passwort|Unbekanntes Konto');
    const folders = new Set(server.requested.map((url) => url.split('/')[3]));
    expect([...folders].sort()).toEqual(['de', 'en']);
    expect(server.requested).toContain('/settings/locales/de/errors.ftl');
    expect(server.requested).toContain('/settings/locales/en/brand.ftl');
  });

  it.each([
    ['he-IL', 'he', 'rtl'],
    ['ja', 'ja', 'ltr'],
    ['en-NZ', 'en-GB', 'ltr'],
  ])('sets <html lang dir> for %s', async (language, lang, dir) => {
    const server = fakeServer();
    await mount(
      <L10nProvider storage={new MemoryStorage()} navigatorLanguages={[language]} fetcher={server.fetcher}>
        <Probe />
      </L10nProvider>,
    );
    expect(document.documentElement.lang).toBe(lang);
    expect(document.documentElement.dir).toBe(dir);
  });

  it('falls back to English for a message the locale lacks, and only for that one', async () => {
    const hebrew = readFtl('he', 'errors.ftl').replace(/^auth-error-103 = .*\n/m, '');
    const server = fakeServer({ 'he/errors.ftl': hebrew });
    await mount(
      <L10nProvider storage={new MemoryStorage()} navigatorLanguages={['he']} fetcher={server.fetcher}>
        <Probe />
      </L10nProvider>,
    );
    expect(text()).toBe('he|ready|Incorrect password|חשבון לא ידוע');
  });

  it('starts from the saved preference rather than the browser', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCALE_STORAGE_KEY, 'fr');
    await mount(
      <L10nProvider storage={storage} navigatorLanguages={['de']} fetcher={fakeServer().fetcher}>
        <Probe />
      </L10nProvider>,
    );
    expect(text()).toBe('fr|ready|Mot de passe incorrect|Compte inconnu');
  });

  it('switches locale without a reload, saves it, and clears it for the browser default', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    await mount(
      <L10nProvider storage={storage} navigatorLanguages={['es']} fetcher={server.fetcher}>
        <Probe />
      </L10nProvider>,
    );
    expect(text()).toBe('es|ready|Contraseña incorrecta|Cuenta desconocida');

    server.hold();
    await act(async () => controls!.setLocale('ja'));
    // The previous strings stay while the new bundles load; the selector is disabled meanwhile.
    expect(text()).toBe('es|loading|Contraseña incorrecta|Cuenta desconocida');
    expect(controls!.preference).toBe('ja');
    await server.release();
    expect(text()).toBe('ja|ready|パスワードが正しくありません|不明なアカウントです');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');

    await act(async () => controls!.setLocale(''));
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(controls!.preference).toBe('');
    expect(text()).toBe('es|ready|Contraseña incorrecta|Cuenta desconocida');
  });

  it('offers the pseudo-locale when it is chosen', async () => {
    const english = [readFtl('en', 'brand.ftl'), readFtl('en', 'errors.ftl')].join('\n');
    const server = fakeServer({ 'ar-XB/errors.ftl': english });
    const storage = new MemoryStorage();
    await mount(
      <L10nProvider storage={storage} navigatorLanguages={['en']} fetcher={server.fetcher}>
        <Probe />
      </L10nProvider>,
    );
    await act(async () => controls!.setLocale('ar-XB'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(controls!.locale).toBe('ar-XB');
    expect(document.documentElement.dir).toBe('rtl');
    expect(text()).toContain('\u202eIncorrect\u202c \u202epassword\u202c');
  });

  it('renders on the server from bundles at hand, without fetching', () => {
    const server = fakeServer();
    const html = renderToString(
      <L10nProvider
        storage={null}
        navigatorLanguages={['zh-CN']}
        fetcher={server.fetcher}
        initialSources={[
          { locale: 'zh-CN', sources: [readFtl('zh-CN', 'errors.ftl')] },
          { locale: 'en', sources: [readFtl('en', 'errors.ftl')] },
        ]}
      >
        <Probe />
      </L10nProvider>,
    );
    expect(html).toContain('密码错误');
    expect(server.requested).toEqual([]);
  });
});
