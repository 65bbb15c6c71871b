// Relying-party branding (SPEC §1, §2.1, §2.5, §3.15, §7.3): the content file
// named by CMS_FILE is checked against the contract's schema at start (a bad
// file stops the server with the reason), stored in the database, made safe
// value by value, and served by GET /v1/cms/config by client, entry point and
// locale, English filling in what a locale leaves out. Over 400 lines because
// every hostile value is a case of its own, beside the file it comes in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageHostsFrom, loadCmsSettings, parseCmsContent, readCmsFile } from '../../../server/config/cms-file';
import { checkUrl } from '../../../server/cms/sanitize';
import { loadConfig } from '../../../server/config';
import { clientConfig } from '../../../server/http/client-config';
import { appPagePolicy } from '../../../server/http/security';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';

const CLIENT = 'a1b2c3d4e5f60718';
const BARE = 'a1b2c3d4e5f60719';
const EXAMPLE_CLIENT = 'c0ffee00b4a2d001';

const GOOD = {
  entries: [
    {
      clientId: CLIENT,
      content: {
        name: 'Orbit Sketch',
        shared: {
          backgroundColors: { default: '#fdf2f8', header: 'white', splitLayout: 'hsl(210 60% 90%)' },
          headerLogo: { url: 'https://sketch.example.com/logo.svg', altText: 'Orbit Sketch' },
          splitLayoutImage: { url: '/images/split.svg', altText: '' },
          pageTitle: 'Orbit Sketch',
          favicon: 'https://sketch.example.com/favicon.ico',
          primaryButton: { color: '#7a1f5c', text: 'Continue to Sketch' },
          featureFlags: { syncConfirmedPageHideCTA: true },
        },
        EmailFirstPage: { headline: 'Sketch with your account', description: 'Everywhere.' },
        SignupConfirmedSyncPage: { pageTitle: 'Synced', headline: 'Sketches sync', primaryButton: { color: 'black', text: 'Manage' } },
      },
    },
    { clientId: CLIENT, locale: 'de', content: { EmailFirstPage: { headline: 'Zeichnen mit Ihrem Konto' } } },
    { clientId: CLIENT, locale: 'pt-BR', content: { EmailFirstPage: { headline: 'Desenhe com sua conta' } } },
    { clientId: CLIENT, entrypoint: 'sync', content: { name: 'Orbit Sketch (sync)', shared: { pageTitle: 'Sketch sync' } } },
    {
      clientId: BARE,
      content: {
        name: 'Hostile <b>Sketch</b>',
        shared: {
          backgroundColors: { default: 'red; background-image: url(https://evil.example/x)', header: '#15141a', splitLayout: 'rgba(0,0,0,0.5)' },
          headerLogo: { url: 'javascript:alert(1)', altText: 'x' },
          splitLayoutImage: { url: 'http://insecure.example.com/split.png', altText: '' },
          favicon: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
          pageTitle: 'Line\u0000break',
          primaryButton: { color: '#808080', text: '<img src=x onerror=alert(1)>' },
        },
        SigninPage: {
          logo: { url: 'https://user:pass@evil.example.com/logo.png', altText: 'logo' },
          primaryButton: { color: 'var(--x)' },
          headline: 'expression(alert(1))',
        },
      },
    },
  ],
};

const folder = mkdtempSync(path.join(tmpdir(), 'orbit-cms-'));
const goodFile = path.join(folder, 'cms.json');
writeFileSync(goodFile, JSON.stringify(GOOD));
/** Image addresses that parse as https somewhere, but are not plainly on the allowed host. */
const HOSTILE_CLIENT = 'a1b2c3d4e5f6071a';
const HOSTILE = {
  entries: [
    {
      clientId: HOSTILE_CLIENT,
      content: {
        name: 'Sneaky',
        shared: {
          headerLogo: { url: 'https:evil.example/logo.svg', altText: 'logo' },
          splitLayoutImage: { url: 'https://sketch.example.com@evil.example/split.png', altText: '' },
          favicon: 'https://evil.example/favicon.ico',
        },
        SigninPage: { logo: { url: 'https:/evil.example/logo.svg', altText: 'logo' }, image: { url: 'https://sketch.example.com/fine.png', altText: '' } },
        EmailFirstPage: { logo: { url: 'https://0x7f.1/logo.svg', altText: 'logo' } },
      },
    },
  ],
};
const hostileFile = path.join(folder, 'hostile.json');
writeFileSync(hostileFile, JSON.stringify(HOSTILE));
const yamlFile = path.join(folder, 'cms.yaml');
writeFileSync(yamlFile, `entries:\n  - clientId: "${CLIENT}"\n    content:\n      name: From YAML\n`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function cms(t: TestServer, query: { clientId: string; entrypoint?: string }, acceptLanguage?: string) {
  const url = new URL('/v1/cms/config', t.server.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} });
  // The answer's shape is what the test checks, so it is read loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe.each(databases)('CMS branding on $name', (database) => {
  const t = useTestServer(database, { env: { CMS_FILE: goodFile, CMS_IMAGE_HOSTS: 'sketch.example.com' } });

  it('stores every entry of the file', async () => {
    const rows = await t.db.query<{ client_id: string; entrypoint: string; locale: string }>(
      'SELECT client_id, entrypoint, locale FROM cms_entries ORDER BY client_id, entrypoint, locale',
    );
    expect(rows.map((row) => `${row.client_id}/${row.entrypoint}/${row.locale}`)).toEqual([
      `${CLIENT}/default/de`,
      `${CLIENT}/default/en`,
      `${CLIENT}/default/pt-BR`,
      `${CLIENT}/sync/en`,
      `${BARE}/default/en`,
    ]);
  });

  it('answers a client with its whole branding for the default entry point, colours normalised', async () => {
    const { status, body } = await cms(t, { clientId: CLIENT });
    expect(status).toBe(200);
    expect(body).toEqual({
      clientId: CLIENT,
      entrypoint: 'default',
      name: 'Orbit Sketch',
      shared: {
        backgroundColors: { default: 'rgb(253, 242, 248)', header: 'rgb(255, 255, 255)', splitLayout: expect.stringMatching(/^rgb\(/) },
        headerLogo: { url: 'https://sketch.example.com/logo.svg', altText: 'Orbit Sketch' },
        splitLayoutImage: { url: '/images/split.svg', altText: '' },
        pageTitle: 'Orbit Sketch',
        favicon: 'https://sketch.example.com/favicon.ico',
        primaryButton: { color: 'rgb(122, 31, 92)', text: 'Continue to Sketch' },
        featureFlags: { syncConfirmedPageHideCTA: true },
      },
      EmailFirstPage: { headline: 'Sketch with your account', description: 'Everywhere.' },
      SignupConfirmedSyncPage: { pageTitle: 'Synced', headline: 'Sketches sync', primaryButton: { color: 'rgb(0, 0, 0)', text: 'Manage' } },
    });
  });

  it('lays a locale over English: its own texts, English for the rest', async () => {
    const { body } = await cms(t, { clientId: CLIENT }, 'de-CH, de;q=0.9, en;q=0.5');
    expect(body.EmailFirstPage).toEqual({ headline: 'Zeichnen mit Ihrem Konto', description: 'Everywhere.' });
    expect(body.shared.pageTitle).toBe('Orbit Sketch');
    expect((await cms(t, { clientId: CLIENT }, 'pt-BR')).body.EmailFirstPage.headline).toBe('Desenhe com sua conta');
  });

  it('falls back to English for a locale without an entry, and for no Accept-Language', async () => {
    expect((await cms(t, { clientId: CLIENT }, 'ja, zh-CN;q=0.8')).body.EmailFirstPage.headline).toBe('Sketch with your account');
    // Another Portuguese is closer than English.
    expect((await cms(t, { clientId: CLIENT }, 'pt-PT')).body.EmailFirstPage.headline).toBe('Desenhe com sua conta');
    expect((await cms(t, { clientId: CLIENT })).body.EmailFirstPage.headline).toBe('Sketch with your account');
  });

  it('answers an entry point with its own entry, and one without any with the default entry', async () => {
    expect((await cms(t, { clientId: CLIENT, entrypoint: 'sync' })).body).toEqual({
      clientId: CLIENT,
      entrypoint: 'sync',
      name: 'Orbit Sketch (sync)',
      shared: { pageTitle: 'Sketch sync' },
    });
    const other = await cms(t, { clientId: CLIENT, entrypoint: 'preferences' });
    expect(other.body.entrypoint).toBe('default');
    expect(other.body.name).toBe('Orbit Sketch');
  });

  it('lets the app page load images only from the https origins the stored branding names', async () => {
    // The policy the app page is served with (server/http/app.ts), built from what is stored.
    expect(t.server.services.cms.imageOrigins).toEqual(['https://sketch.example.com']);
    const policy = appPagePolicy('nonce', t.server.services.cms.imageOrigins);
    const images = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('img-src'));
    expect(images).toBe("img-src 'self' data: https://sketch.example.com");
  });

  it('answers an empty object for a client without branding', async () => {
    expect(await cms(t, { clientId: '0000000000000000' })).toEqual({ status: 200, body: {} });
  });

  it('refuses a client id that is not 16 lower-case hex characters (errno 107)', async () => {
    for (const clientId of ['A1B2C3D4E5F60718', 'a1b2c3d4e5f6071', 'a1b2c3d4e5f607189', 'javascript:1']) {
      const { status, body } = await cms(t, { clientId });
      expect(status, clientId).toBe(400);
      expect(body.errno).toBe(107);
    }
    const missing = await fetch(new URL('/v1/cms/config', t.server.url));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errno: number }).errno).toBe(108);
  });

  it('leaves out every unsafe or unreadable value, logging why, and keeps the plain text as text', async () => {
    const { body } = await cms(t, { clientId: BARE });
    expect(body).toEqual({
      clientId: BARE,
      entrypoint: 'default',
      name: 'Hostile <b>Sketch</b>',
      shared: { primaryButton: { text: '<img src=x onerror=alert(1)>' } },
      SigninPage: { headline: 'expression(alert(1))' },
    });
    const dropped = t.logs.lines
      .map((line) => JSON.parse(line) as { msg: string; clientId?: string; field?: string; reason?: string })
      .filter((line) => line.msg === 'cms value dropped' && line.clientId === BARE)
      .map((line) => `${line.field}: ${line.reason}`)
      .sort();
    expect(dropped).toEqual([
      'SigninPage.logo.url: carries credentials',
      'SigninPage.primaryButton.color: not a plain CSS colour',
      'shared.backgroundColors.default: not a plain CSS colour',
      'shared.backgroundColors.header: the page text would not be readable on it',
      'shared.backgroundColors.splitLayout: not opaque',
      'shared.favicon: not https',
      'shared.headerLogo.url: not https',
      'shared.pageTitle: holds control characters',
      'shared.primaryButton.color: no label colour is readable on it',
      'shared.splitLayoutImage.url: not https',
    ]);
  });

  it('stores only the configured file, not the shipped example', async () => {
    expect(await cms(t, { clientId: EXAMPLE_CLIENT })).toEqual({ status: 200, body: {} });
  });
});

describe.each(databases)('CMS image addresses on $name', (database) => {
  const t = useTestServer(database, { env: { CMS_FILE: hostileFile, CMS_IMAGE_HOSTS: 'sketch.example.com' } });

  it('hands out only plain https addresses on an allowed host, and lets the page load images from no other', async () => {
    const { body } = await cms(t, { clientId: HOSTILE_CLIENT });
    expect(body).toEqual({
      clientId: HOSTILE_CLIENT,
      entrypoint: 'default',
      name: 'Sneaky',
      SigninPage: { image: { url: 'https://sketch.example.com/fine.png', altText: '' } },
    });
    expect(t.server.services.cms.imageOrigins).toEqual(['https://sketch.example.com']);
    const dropped = t.logs.lines
      .map((line) => JSON.parse(line) as { msg: string; clientId?: string; field?: string; reason?: string })
      .filter((line) => line.msg === 'cms value dropped' && line.clientId === HOSTILE_CLIENT)
      .map((line) => `${line.field}: ${line.reason}`)
      .sort();
    expect(dropped).toEqual([
      'EmailFirstPage.logo.url: host not written plainly',
      'SigninPage.logo.url: not written as https://host/',
      'shared.favicon: host not allowed (CMS_IMAGE_HOSTS)',
      'shared.headerLogo.url: not written as https://host/',
      'shared.splitLayoutImage.url: carries credentials',
    ]);
  });

  it('leaves out what an earlier start stored that no longer passes', async () => {
    // As a server with other settings (or older checks) would have stored it; production keeps stored entries without a file.
    const content = {
      shared: {
        headerLogo: { url: 'https:evil.example/old.svg', altText: 'old' },
        splitLayoutImage: { url: 'https:\\\\evil.example/old.png', altText: '' },
        favicon: 'https://images.example.net/old.ico',
      },
      EmailFirstPage: { headline: 'Still here', logo: { url: 'https://sketch.example.com/kept.svg', altText: 'kept' } },
    };
    await t.db.query('INSERT INTO cms_entries (client_id, entrypoint, locale, content) VALUES ($1, $2, $3, $4)', [
      'a1b2c3d4e5f6071b',
      'default',
      'en',
      JSON.stringify(content),
    ]);
    const { body } = await cms(t, { clientId: 'a1b2c3d4e5f6071b' });
    expect(body).toEqual({
      clientId: 'a1b2c3d4e5f6071b',
      entrypoint: 'default',
      EmailFirstPage: { headline: 'Still here', logo: { url: 'https://sketch.example.com/kept.svg', altText: 'kept' } },
    });
    await t.server.services.cms.refreshImageOrigins();
    expect(t.server.services.cms.imageOrigins).toEqual(['https://sketch.example.com']);
  });
});

describe('a CMS address', () => {
  const HOSTS = ['sketch.example.com', 'cdn.example.org:8443'];

  it.each([
    '/images/logo.svg',
    'https://sketch.example.com/logo.svg',
    'https://sketch.example.com',
    'https://Sketch.Example.com/logo.svg?v=2#x',
    'https://cdn.example.org:8443/logo.png',
  ])('takes %j', (value) => {
    expect(checkUrl(value, HOSTS)).toBeUndefined();
  });

  it.each([
    ['https:evil.example/logo.svg', 'not written as https://host/'],
    ['https:/evil.example/logo.svg', 'not written as https://host/'],
    ['https:sketch.example.com/logo.svg', 'not written as https://host/'],
    ['HTTPS://sketch.example.com/logo.svg', 'not written as https://host/'],
    ['https:\\\\evil.example/logo.svg', 'not a clean address'],
    ['https://evil.example\\@sketch.example.com/logo.svg', 'not a clean address'],
    ['https://sketch.example.com\\@evil.example/logo.svg', 'not a clean address'],
    [' https://sketch.example.com/logo.svg', 'not a clean address'],
    ['https://sketch.exa\nmple.com/logo.svg', 'not a clean address'],
    ['https://sketch.example.com\t/logo.svg', 'not a clean address'],
    ['https://sketch.example.com@evil.example/logo.svg', 'carries credentials'],
    ['https://user:pass@sketch.example.com/logo.svg', 'carries credentials'],
    ['https://@sketch.example.com/logo.svg', 'carries credentials'],
    ['https://evil.example/logo.svg', 'host not allowed (CMS_IMAGE_HOSTS)'],
    ['https://sketch.example.com.evil.example/logo.svg', 'host not allowed (CMS_IMAGE_HOSTS)'],
    ['https://evil.sketch.example.com/logo.svg', 'host not allowed (CMS_IMAGE_HOSTS)'],
    ['https://sketch.example.com./logo.svg', 'host not allowed (CMS_IMAGE_HOSTS)'],
    ['https://sketch.example.com:8443/logo.svg', 'host not allowed (CMS_IMAGE_HOSTS)'],
    ['https://cdn.example.org/logo.svg', 'host not allowed (CMS_IMAGE_HOSTS)'],
    ['https://sketch.example.com:443/logo.svg', 'host not written plainly'],
    ['https://%73ketch.example.com/logo.svg', 'host not written plainly'],
    ['https://0x7f.1/logo.svg', 'host not written plainly'],
    ['https://skétch.example.com/logo.svg', 'host not written plainly'],
    ['http://sketch.example.com/logo.svg', 'not https'],
    ['javascript:alert(1)', 'not https'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'not https'],
    ['//evil.example/logo.svg', 'not an address'],
    ['/\\evil.example/logo.svg', 'not a clean path'],
    ['sketch.example.com/logo.svg', 'not an address'],
  ])('refuses %j: %s', (value, reason) => {
    expect(checkUrl(value, HOSTS)).toBe(reason);
  });

  it('may name no other host than CMS_IMAGE_HOSTS lists, none by default', () => {
    expect(checkUrl('https://sketch.example.com/logo.svg', imageHostsFrom({}))).toBe('host not allowed (CMS_IMAGE_HOSTS)');
    expect(imageHostsFrom({ CMS_IMAGE_HOSTS: 'sketch.example.com, CDN.example.org:8443' })).toEqual(['sketch.example.com', 'cdn.example.org:8443']);
    for (const bad of ['*.example.com', 'https://sketch.example.com', 'sketch.example.com/images', 'user@sketch.example.com', 'sketch.example.com:443', 'sketch.example.com.', 'ske tch.example.com']) {
      expect(() => loadConfig({ CMS_IMAGE_HOSTS: bad }), bad).toThrow(/^CMS_IMAGE_HOSTS must list host names/);
    }
  });
});

describe.each(databases)('CMS branding without a file, outside production, on $name', (database) => {
  const t = useTestServer(database);

  it('serves the shipped example client, in English and in German', async () => {
    const english = await cms(t, { clientId: EXAMPLE_CLIENT });
    expect(english.body.name).toBe('Orbit Paint');
    expect(english.body.shared.primaryButton).toEqual({ color: 'rgb(122, 31, 92)', text: 'Continue to Orbit Paint' });
    expect(english.body.shared.headerLogo.url).toBe('/__dev/cms/paint-logo.svg');
    const german = await cms(t, { clientId: EXAMPLE_CLIENT }, 'de');
    expect(german.body.shared.primaryButton.text).toBe('Weiter zu Orbit Paint');
    expect(german.body.shared.primaryButton.color).toBe('rgb(122, 31, 92)');
    const logo = await fetch(new URL(english.body.shared.headerLogo.url as string, t.server.url));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('Content-Type')).toBe('image/svg+xml');
  });
});

describe.each(databases)('CMS switched off on $name', (database) => {
  const t = useTestServer(database, { env: { CMS_ENABLED: 'false', CMS_L10N_ENABLED: 'false' } });

  it('answers an empty object and tells the pages not to ask', async () => {
    expect(await cms(t, { clientId: EXAMPLE_CLIENT })).toEqual({ status: 200, body: {} });
    expect(clientConfig(t.server.services.config, t.server.url).cms).toEqual({ enabled: false, l10nEnabled: false });
  });
});

describe.each(databases)('CMS branding in English only on $name', (database) => {
  const t = useTestServer(database, { env: { CMS_FILE: goodFile, CMS_L10N_ENABLED: 'false', CMS_IMAGE_HOSTS: 'sketch.example.com' } });

  it('answers English whatever the page asks for', async () => {
    expect((await cms(t, { clientId: CLIENT }, 'de')).body.EmailFirstPage.headline).toBe('Sketch with your account');
  });
});

describe('the CMS content file', () => {
  const entry = (content: unknown, extra: Record<string, unknown> = {}) => ({ entries: [{ clientId: CLIENT, ...extra, content }] });

  it.each([
    ['not an object', [], /\/ must be object/],
    ['no entries', {}, /must have required property 'entries'/],
    ['an unknown top-level field', { entries: [], extra: 1 }, /must NOT have additional properties \(extra\)/],
    ['a malformed client id', { entries: [{ clientId: 'ABC', content: {} }] }, /\/entries\/0\/clientId must NOT have fewer than 16 characters/],
    ['an entry without content', { entries: [{ clientId: CLIENT }] }, /\/entries\/0 must have required property 'content'/],
    ['an unknown branding field', entry({ shared: { backgroundColour: '#fff' } }), /\/entries\/0\/content\/shared must NOT have additional properties \(backgroundColour\)/],
    ['an over-long headline', entry({ EmailFirstPage: { headline: 'x'.repeat(257) } }), /\/entries\/0\/content\/EmailFirstPage\/headline must NOT have more than 256 characters/],
    ['an over-long description', entry({ SigninPage: { description: 'x'.repeat(1025) } }), /description must NOT have more than 1024 characters/],
    ['an image without alt text', entry({ shared: { headerLogo: { url: 'https://a.example/l.png' } } }), /headerLogo must have required property 'altText'/],
    ['a colour that is a number', entry({ shared: { primaryButton: { color: 255 } } }), /primaryButton\/color must be string/],
    ['a flag that is a string', entry({ shared: { featureFlags: { syncConfirmedPageHideCTA: 'yes' } } }), /syncConfirmedPageHideCTA must be boolean/],
    ['a malformed locale', entry({}, { locale: 'EN_us' }), /\/entries\/0\/locale must match pattern/],
    ['a content naming another client', entry({ clientId: BARE }), /content\/clientId is not the entry's clientId/],
    ['a content naming another entry point', entry({ entrypoint: 'sync' }), /content\/entrypoint is not the entry's entrypoint/],
    ['an entry given twice', { entries: [{ clientId: CLIENT, content: {} }, { clientId: CLIENT, locale: 'en', entrypoint: 'default', content: {} }] }, /\/entries\/1 repeats client/],
  ])('refuses %s', (_what, value, reason) => {
    expect(() => parseCmsContent(value, 'CMS_FILE "x.json"')).toThrow(reason);
  });

  it('reads YAML as well as JSON', () => {
    expect(readCmsFile(yamlFile)).toEqual([{ clientId: CLIENT, entrypoint: 'default', locale: 'en', content: { name: 'From YAML' } }]);
  });

  it('stops the start with the setting, the file and the reason', () => {
    const broken = path.join(folder, 'broken.json');
    writeFileSync(broken, '{"entries": [');
    expect(() => loadConfig({ CMS_FILE: broken })).toThrow(/^CMS_FILE ".*broken\.json" is not valid JSON/);
    const missing = path.join(folder, 'missing.json');
    expect(() => loadConfig({ CMS_FILE: missing })).toThrow(/^CMS_FILE ".*missing\.json" cannot be read/);
    const wrong = path.join(folder, 'wrong.json');
    writeFileSync(wrong, JSON.stringify(entry({ shared: { favicon: 42 } })));
    expect(() => loadConfig({ CMS_FILE: wrong })).toThrow(/^CMS_FILE ".*wrong\.json": \/entries\/0\/content\/shared\/favicon must be string/);
    expect(() => loadConfig({ CMS_ENABLED: 'maybe' })).toThrow(/^CMS_ENABLED must be true or false/);
  });

  it('loads nothing in production without a file, and the example elsewhere', () => {
    expect(loadCmsSettings({}, true).entries).toBeUndefined();
    expect(loadCmsSettings({}, false).entries?.some((e) => e.clientId === EXAMPLE_CLIENT)).toBe(true);
  });
});
