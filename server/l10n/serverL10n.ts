// Localized server strings (emails, error messages): every locale's bundles
// are read from locales/ once, the locale comes from Accept-Language, and a
// message missing from a locale is taken from its language, then English.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import type { FluentVariable } from '@fluent/bundle';
import { acceptedLanguages, negotiateLanguages } from '@fluent/langneg';

export const DEFAULT_LOCALE = 'en';

/** Regional variants served by another locale's strings (as in the browser). */
export const SERVER_LOCALE_ALIASES: Readonly<Record<string, string>> = {
  'en-NZ': 'en-GB',
  'en-SG': 'en-GB',
  'en-MY': 'en-GB',
};

export interface ServerL10nOptions {
  /** The folder holding one sub-folder of .ftl files per locale. */
  readonly localesDir: string;
}

export interface ServerL10n {
  /** Every locale found on disk, sorted. */
  readonly locales: readonly string[];
  /** Syntax errors and clashing ids met while loading, as "locale/file: message". */
  readonly problems: readonly string[];
  /** The best supported locale for an Accept-Language header; English when nothing matches. */
  negotiateFromAcceptLanguage(header: string | null | undefined): string;
  /** Whether the locale (or a fallback) has the message, "id" or "id.attribute". */
  has(locale: string, id: string): boolean;
  /**
   * Formats "id" or "id.attribute" in the locale, falling back message by
   * message to the locale's language, then English. An unknown id gives the id.
   */
  format(locale: string, id: string, args?: Record<string, FluentVariable>): string;
  /** "in 15 minutes" in the locale, for retryAfterLocalized. */
  formatRetryAfter(seconds: number, locale: string): string;
}

type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

const UNITS: ReadonlyArray<readonly [RelativeUnit, number]> = [
  ['second', 1],
  ['minute', 60],
  ['hour', 3_600],
  ['day', 86_400],
];

/**
 * A wait expressed in the largest unit that reads naturally, rounded up so the
 * user is never told a time before the wait is over: 61 s is "2 minutes",
 * 3599 s is "1 hour".
 */
export function retryAfterParts(seconds: number): { value: number; unit: RelativeUnit } {
  const wait = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  for (let i = 0; i < UNITS.length - 1; i += 1) {
    const [unit, size] = UNITS[i]!;
    const [, nextSize] = UNITS[i + 1]!;
    const count = Math.ceil(wait / size);
    if (count * size < nextSize) return { value: count, unit };
  }
  const [unit, size] = UNITS[UNITS.length - 1]!;
  return { value: Math.ceil(wait / size), unit };
}

/** "in 15 minutes", "dans 15 minutes", "15 分後": a wait in seconds, localized. */
export function formatRetryAfter(seconds: number, locale: string): string {
  const { value, unit } = retryAfterParts(seconds);
  let formatter: Intl.RelativeTimeFormat;
  try {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  } catch {
    formatter = new Intl.RelativeTimeFormat(DEFAULT_LOCALE, { numeric: 'always' });
  }
  return formatter.format(value, unit);
}

/**
 * The languages of an Accept-Language header, most wanted first. The tags
 * come from @fluent/langneg, which keeps the header's order; the q weights
 * are applied here (stable, so equal weights keep their order), and q=0
 * ("not this one") is dropped.
 */
export function rankAcceptLanguage(header: string | null | undefined): string[] {
  const parts = (header ?? '').split(',').filter((part) => part.trim() !== '');
  return parts
    .map((part, index) => {
      const [tag = ''] = acceptedLanguages(part);
      const weight = /;\s*q\s*=\s*([0-9.]+)/i.exec(part);
      const q = weight ? Number(weight[1]) : 1;
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function loadBundle(localesDir: string, locale: string, problems: string[]): FluentBundle {
  // Server text goes into emails and JSON, where bidi isolation marks would be noise.
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const dir = path.join(localesDir, locale);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.ftl'))
    // Brand terms first, so that every message can use them.
    .sort((a, b) => Number(b === 'brand.ftl') - Number(a === 'brand.ftl') || a.localeCompare(b));
  for (const file of files) {
    const resource = new FluentResource(readFileSync(path.join(dir, file), 'utf8'));
    for (const error of bundle.addResource(resource)) problems.push(`${locale}/${file}: ${error.message}`);
  }
  return bundle;
}

export function createServerL10n({ localesDir }: ServerL10nOptions): ServerL10n {
  if (!existsSync(localesDir)) throw new Error(`No locales folder at ${localesDir}`);
  const problems: string[] = [];
  const bundles = new Map<string, FluentBundle>();
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    if (entry.isDirectory()) bundles.set(entry.name, loadBundle(localesDir, entry.name, problems));
  }
  const locales = [...bundles.keys()].sort();
  const aliases = new Map(Object.entries(SERVER_LOCALE_ALIASES).map(([from, to]) => [from.toLowerCase(), to]));

  /** The bundles to try for a locale, most preferred first. */
  function chain(locale: string): FluentBundle[] {
    const codes = [locale, locale.split('-')[0] ?? locale, DEFAULT_LOCALE];
    return [...new Set(codes)].flatMap((code) => {
      const bundle = bundles.get(code);
      return bundle ? [bundle] : [];
    });
  }

  function find(locale: string, id: string) {
    const [messageId = '', attribute] = id.split('.', 2);
    for (const bundle of chain(locale)) {
      const message = bundle.getMessage(messageId);
      const pattern = attribute === undefined ? message?.value : message?.attributes[attribute];
      if (pattern) return { bundle, pattern };
    }
    return undefined;
  }

  return {
    locales,
    problems,
    negotiateFromAcceptLanguage(header) {
      const requested = rankAcceptLanguage(header).map((code) => aliases.get(code.toLowerCase()) ?? code);
      const [chosen] = negotiateLanguages(requested, locales, { strategy: 'lookup', defaultLocale: DEFAULT_LOCALE });
      return chosen ?? DEFAULT_LOCALE;
    },
    has(locale, id) {
      return find(locale, id) !== undefined;
    },
    format(locale, id, args) {
      const found = find(locale, id);
      if (!found) return id;
      const errors: Error[] = [];
      return found.bundle.formatPattern(found.pattern, args ?? null, errors);
    },
    formatRetryAfter,
  };
}
