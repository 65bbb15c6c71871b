// The locale files under locales/: they parse, they never say more than
// English says, the core locales are complete, and every locale's bundle can
// resolve the brand term.
import type { Message, Term } from '@fluent/syntax';
import { Junk } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, createBundle } from '../../design-system/l10n';
import { CORE_LOCALES, englishIds, entriesOf, ftlFiles, localeFolders, parseFtl, readFtl, referencesOf } from './ftl';

const english = englishIds();
const BUNDLE_FILES = ['app.ftl', 'brand.ftl', 'design-system.ftl', 'errors.ftl', 'server.ftl'];
const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

describe('locale folders', () => {
  it('English has exactly the five bundles', () => {
    expect(ftlFiles('en')).toEqual(BUNDLE_FILES);
  });

  it.each(SUPPORTED_LOCALES.map((locale) => [locale]))('%s has a folder with at least one bundle', (locale) => {
    const files = ftlFiles(locale);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(BUNDLE_FILES).toContain(file);
  });

  it('holds no folder for a locale that is not supported', () => {
    expect(localeFolders().filter((folder) => !(SUPPORTED_LOCALES as readonly string[]).includes(folder))).toEqual([]);
  });
});

describe('every locale file parses without syntax errors', () => {
  const files = localeFolders().flatMap((locale) => ftlFiles(locale).map((file) => [locale, file] as const));
  it.each(files)('%s/%s', (locale, file) => {
    const junk = parseFtl(locale, file).body.filter((entry) => entry instanceof Junk);
    expect(junk.map((entry) => (entry as Junk).content)).toEqual([]);
  });
});

describe('a translation says no more than English', () => {
  it.each(translated.map((locale) => [locale]))('%s', (locale) => {
    const problems: string[] = [];
    for (const file of ftlFiles(locale)) {
      const source = english.get(file) ?? new Map<string, Message | Term>();
      for (const [id, entry] of entriesOf(parseFtl(locale, file))) {
        const original = source.get(id);
        if (!original) {
          problems.push(`${file}: ${id} is not an English id`);
          continue;
        }
        const allowed = referencesOf(original);
        const used = referencesOf(entry);
        for (const name of used.variables) {
          if (!allowed.variables.has(name)) problems.push(`${file}: ${id} uses $${name}, which English does not`);
        }
        for (const name of used.terms) {
          if (!allowed.terms.has(name)) problems.push(`${file}: ${id} uses ${name}, which English does not`);
        }
        const attributes = new Set(original.attributes.map((attribute) => attribute.id.name));
        for (const attribute of entry.attributes) {
          if (!attributes.has(attribute.id.name)) problems.push(`${file}: ${id}.${attribute.id.name} is not in English`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the core locales are complete', () => {
  it.each(CORE_LOCALES.map((locale) => [locale]))('%s translates every English message and attribute', (locale) => {
    const missing: string[] = [];
    for (const [file, messages] of english) {
      const files = ftlFiles(locale);
      const entries = files.includes(file) ? entriesOf(parseFtl(locale, file)) : new Map<string, Message | Term>();
      for (const [id, original] of messages) {
        const entry = entries.get(id);
        if (!entry) {
          missing.push(`${file}: ${id}`);
          continue;
        }
        if (original.value && !entry.value) missing.push(`${file}: ${id} (value)`);
        const attributes = new Set(entry.attributes.map((attribute) => attribute.id.name));
        for (const attribute of original.attributes) {
          if (!attributes.has(attribute.id.name)) missing.push(`${file}: ${id}.${attribute.id.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the brand term resolves in every bundle', () => {
  // Terms resolve only inside the bundle that uses them, so each locale's own
  // bundle must define -product-name (not just English at the end of the chain).
  it.each(['en', ...translated].map((locale) => [locale]))('%s', (locale) => {
    const sources = ftlFiles(locale).map((file) => readFtl(locale, file));
    const problems: string[] = [];
    const bundle = createBundle(
      { locale, sources: [...sources, 'brand-probe = { -product-name }'] },
      { onProblem: (problem) => problems.push(problem.message), useIsolating: false },
    );
    const probe = bundle.getMessage('brand-probe');
    expect(probe?.value).toBeTruthy();
    const errors: Error[] = [];
    expect(bundle.formatPattern(probe!.value!, {}, errors)).not.toMatch(/^\{/);
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
  });
});
