// Legal documents (SPEC §1, §2.2 legal routes, §7.1 GetLegalDoc) from the
// markdown files of LEGAL_DIR, per locale with fallback, through REST and
// GraphQL; and product information (SPEC §3.7, §7.1 GetProductInfo) from the
// products table seeded from configuration.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetLegalDocDocument, GetProductInfoDocument } from '../../../generated/graphql';
import { loadConfig } from '../../../server/config';
import { EXAMPLE_LEGAL_DIR } from '../../../server/config/legal';
import { LegalDocs } from '../../../server/legal/legal-docs';
import { EXAMPLE_PRODUCTS, loadProducts } from '../../../server/config/products';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';

const folder = mkdtempSync(path.join(tmpdir(), 'orbit-legal-'));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(folder, rel)), { recursive: true });
  writeFileSync(path.join(folder, rel), text);
};
write('en/privacy.md', '# Privacy\n\nEnglish privacy.');
write('en/terms.md', '# Terms\n\nEnglish terms.');
write('fr/privacy.md', '# Confidentialité\n');
write('pt-BR/terms.md', '# Termos\n');
write('not a locale/privacy.md', '# Ignored\n');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PRODUCTS = [
  { id: 'prod_sketch', name: 'Orbit Sketch Pro' },
  { id: 'prod-notes_2', name: 'Orbit Notes Plus' },
];

async function legal(t: TestServer, doc: string, locale?: string) {
  const url = new URL(`/v1/legal/${doc}`, t.server.url);
  if (locale !== undefined) url.searchParams.set('locale', locale);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(databases)('legal documents and products on $name', (database) => {
  const t = useTestServer(database, { env: { LEGAL_DIR: folder, SUBSCRIPTION_PRODUCTS: JSON.stringify(PRODUCTS) } });

  it('answers each document in the wanted locale, and says which', async () => {
    expect(await legal(t, 'privacy', 'fr')).toEqual({ status: 200, body: { markdown: '# Confidentialité\n', locale: 'fr' } });
    expect(await legal(t, 'terms', 'pt-BR')).toEqual({ status: 200, body: { markdown: '# Termos\n', locale: 'pt-BR' } });
  });

  it('falls back to the language, then to English', async () => {
    expect((await legal(t, 'privacy', 'fr-CA')).body).toEqual({ markdown: '# Confidentialité\n', locale: 'fr' });
    expect((await legal(t, 'terms', 'fr')).body).toEqual({ markdown: '# Terms\n\nEnglish terms.', locale: 'en' });
    expect((await legal(t, 'privacy', 'ja')).body.locale).toBe('en');
    expect((await legal(t, 'privacy')).body).toEqual({ markdown: '# Privacy\n\nEnglish privacy.', locale: 'en' });
  });

  it('refuses another document or a malformed locale with errno 107', async () => {
    for (const [doc, locale] of [['cookies', 'en'], ['..%2Fen%2Fprivacy', 'en'], ['privacy', '../en'], ['terms', 'EN'], ['terms', 'x'.repeat(17)]] as const) {
      const { status, body } = await legal(t, doc, locale);
      expect(status, `${doc} ${locale}`).toBe(400);
      expect(body.errno).toBe(107);
    }
  });

  it('answers GraphQL legalDoc with the same documents and fallback', async () => {
    const french = await t.graphql(GetLegalDocDocument, { input: { file: 'privacy', locale: 'fr' } });
    expect(french.errors).toBeUndefined();
    expect(french.data?.legalDoc.markdown).toBe('# Confidentialité\n');
    const german = await t.graphql(GetLegalDocDocument, { input: { file: 'terms', locale: 'de' } });
    expect(german.data?.legalDoc.markdown).toBe('# Terms\n\nEnglish terms.');
    const bad = await t.graphql(GetLegalDocDocument, { input: { file: 'terms', locale: '<script>' } });
    expect(bad.errors?.[0]?.extensions?.errno).toBe(107);
  });

  it('answers GraphQL productInfo from the products table, null for an unknown id', async () => {
    const known = await t.graphql(GetProductInfoDocument, { input: 'prod_sketch' });
    expect(known.errors).toBeUndefined();
    expect(known.data?.productInfo).toEqual({ subscriptionProductId: 'prod_sketch', subscriptionProductName: 'Orbit Sketch Pro' });
    expect((await t.graphql(GetProductInfoDocument, { input: 'prod_unknown' })).data?.productInfo).toBeNull();
    const malformed = await t.graphql(GetProductInfoDocument, { input: "prod' OR 1=1" });
    expect(malformed.errors?.[0]?.extensions?.errno).toBe(107);
    const rows = await t.db.query<{ id: string }>('SELECT id FROM products ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(['prod-notes_2', 'prod_sketch']);
  });
});

describe.each(databases)('shipped legal documents and example products on $name', (database) => {
  const t = useTestServer(database);

  it('serves the shipped documents in English, German and Hebrew', async () => {
    for (const locale of ['en', 'de', 'he']) {
      const { body } = await legal(t, 'terms', locale);
      expect(body.locale).toBe(locale);
      expect(body.markdown).toMatch(/^# /);
    }
  });

  it('stores the example products outside production', async () => {
    const result = await t.graphql(GetProductInfoDocument, { input: EXAMPLE_PRODUCTS[0]!.id });
    expect(result.data?.productInfo?.subscriptionProductName).toBe(EXAMPLE_PRODUCTS[0]!.name);
  });
});

describe('legal and product configuration', () => {
  it('answers an empty document when it is published in no locale', () => {
    const empty = path.join(folder, 'empty');
    mkdirSync(path.join(empty, 'en'), { recursive: true });
    expect(LegalDocs.load(empty).get('privacy', ['en'])).toEqual({ markdown: '', locale: 'en' });
    expect(LegalDocs.load(EXAMPLE_LEGAL_DIR).locales('privacy')).toEqual(['de', 'en', 'he']);
  });

  it('stops the start for a legal folder that is not there', () => {
    expect(() => LegalDocs.load(path.join(folder, 'nowhere'))).toThrow(/^LEGAL_DIR ".*nowhere" is not a folder/);
  });

  it.each([
    ['not JSON', '[{', /SUBSCRIPTION_PRODUCTS must be JSON/],
    ['not a list', '{}', /must be a JSON array/],
    ['a bad id', '[{"id": "prod 1", "name": "x"}]', /\[0\]\.id must be/],
    ['a blank name', '[{"id": "p", "name": " "}]', /\[0\]\.name must be/],
    ['an unknown field', '[{"id": "p", "name": "x", "price": 1}]', /unknown field "price"/],
    ['an id twice', '[{"id": "p", "name": "x"}, {"id": "p", "name": "y"}]', /p is configured twice/],
  ])('refuses products with %s', (_what, value, reason) => {
    expect(() => loadConfig({ SUBSCRIPTION_PRODUCTS: value })).toThrow(reason);
  });

  it('stores no example products in production', () => {
    expect(loadProducts({}, true)).toEqual([]);
    expect(loadProducts({ SUBSCRIPTION_PRODUCTS: JSON.stringify(PRODUCTS) }, false)).toEqual(PRODUCTS);
  });
});
