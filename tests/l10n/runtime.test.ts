// The rules of the localization runtime: which locale is chosen, which way it
// is written, how a missing translation falls back, what pseudo-locales do,
// and the date and relative-time functions.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { Visitor, parse } from '@fluent/syntax';
import type { TermReference, TextElement, VariableReference } from '@fluent/syntax';
import { describe, expect, it, vi } from 'vitest';
import {
  accent,
  bidi,
  createBundle,
  createLocalization,
  directionOf,
  isRtl,
  pseudoLocalizeSource,
  relativeTimeParts,
} from '../../design-system/l10n';
import { LOCALE_STORAGE_KEY, fallbackChain, negotiateLocale } from '../../app/lib/l10n';
import { readFtl } from './ftl';

describe('negotiation: saved preference, then navigator.languages, then English', () => {
  it.each([
    { rule: 'saved beats navigator', saved: 'fr', navigator: ['de-DE', 'de'], expected: 'fr' },
    { rule: 'navigator when nothing is saved', saved: null, navigator: ['ja-JP', 'en-US'], expected: 'ja' },
    { rule: 'the first supported navigator language wins', saved: null, navigator: ['xx', 'it-IT', 'de'], expected: 'it' },
    { rule: 'en-NZ is served as en-GB', saved: null, navigator: ['en-NZ'], expected: 'en-GB' },
    { rule: 'en-SG is served as en-GB', saved: null, navigator: ['en-SG', 'en'], expected: 'en-GB' },
    { rule: 'en-MY saved is served as en-GB', saved: 'en-MY', navigator: ['de'], expected: 'en-GB' },
    { rule: 'unsupported falls back to English', saved: null, navigator: ['xx-YY', 'tlh'], expected: 'en' },
    { rule: 'no languages at all is English', saved: null, navigator: [], expected: 'en' },
    { rule: 'he-IL is Hebrew', saved: null, navigator: ['he-IL'], expected: 'he' },
    { rule: 'a region matches its language', saved: null, navigator: ['de-AT'], expected: 'de' },
    { rule: 'an exact regional locale is kept', saved: null, navigator: ['es-MX', 'es'], expected: 'es-MX' },
    { rule: 'Chinese in Taiwan is zh-TW', saved: null, navigator: ['zh-TW'], expected: 'zh-TW' },
    { rule: 'an unsupported saved value is skipped', saved: 'xx', navigator: ['nl'], expected: 'nl' },
    { rule: 'an empty saved value means the browser default', saved: '', navigator: ['pl'], expected: 'pl' },
    { rule: 'pseudo-locale en-XA when saved', saved: 'en-XA', navigator: ['de'], expected: 'en-XA' },
    { rule: 'pseudo-locale ar-XB when saved', saved: 'ar-XB', navigator: [], expected: 'ar-XB' },
    { rule: 'pseudo-locale never from the browser', saved: null, navigator: ['ar-XB', 'fr'], expected: 'fr' },
    { rule: 'en-XA from the browser is plain English', saved: null, navigator: ['en-XA'], expected: 'en' },
  ])('$rule', ({ saved, navigator, expected }) => {
    expect(negotiateLocale({ saved, navigatorLanguages: navigator })).toBe(expected);
  });

  it('keeps the preference under orbit-settings-locale', () => {
    expect(LOCALE_STORAGE_KEY).toBe('orbit-settings-locale');
  });

  it.each([
    ['de', ['de', 'en']],
    ['en', ['en']],
    ['en-GB', ['en-GB', 'en']],
    ['es-MX', ['es-MX', 'es', 'en']],
    ['pt-BR', ['pt-BR', 'pt', 'en']],
    ['zh-TW', ['zh-TW', 'en']],
    ['en-XA', ['en-XA', 'en']],
  ])('%s falls back through %j', (locale, chain) => {
    expect(fallbackChain(locale)).toEqual(chain);
  });
});

describe('direction', () => {
  it.each([
    ['he', 'rtl'],
    ['he-IL', 'rtl'],
    ['ar', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar-XB', 'rtl'],
    ['en', 'ltr'],
    ['en-XA', 'ltr'],
    ['de', 'ltr'],
    ['ja', 'ltr'],
    ['zh-CN', 'ltr'],
  ])('%s is %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
    expect(isRtl(locale)).toBe(direction === 'rtl');
  });
});

describe('per-message fallback', () => {
  const english = { locale: 'en', sources: [readFtl('en', 'brand.ftl'), readFtl('en', 'errors.ftl')] };
  // German without one message.
  const german = readFtl('de', 'errors.ftl').replace(/^auth-error-103 = .*\n/m, '');

  it('shows English for the one missing message and German for the rest', () => {
    const l10n = createLocalization([{ locale: 'de', sources: [readFtl('de', 'brand.ftl'), german] }, english]);
    expect(german).not.toMatch(/^auth-error-103 =/m);
    expect(l10n.getString('auth-error-103')).toBe('Incorrect password');
    expect(l10n.getString('auth-error-102')).toBe('Unbekanntes Konto');
    expect(l10n.getString('auth-error-1004')).toBe('Die Passwörter stimmen nicht überein');
  });

  it('passes variables to whichever locale answers', () => {
    const l10n = createLocalization([{ locale: 'de', sources: [german] }, english]);
    expect(l10n.getString('auth-error-114', { retryAfterLocalized: 'in 15 Minuten' })).toBe('Sie haben es zu oft versucht. Versuchen Sie es \u2068in 15 Minuten\u2069 erneut.');
    // A variable that picks the words is passed too: the request's part at fault, never shown.
    expect(l10n.getString('oauth-error-109', { param: 'client_id' })).toMatch(/^Der Link, der Sie hierher gebracht hat/);
  });

  it('keeps the old (locale sources, onProblem) signature', () => {
    const problems: string[] = [];
    createBundle({ locale: 'en', sources: ['a = A', 'a = again'] }, (problem) => problems.push(problem.message));
    expect(problems).toHaveLength(1);
  });
});

describe('pseudo-locales transform text, never variables', () => {
  const source = 'greeting = Hello { $name }, welcome to { -product-name }!\n    .title = Open { $name }\n';

  it.each([
    ['en-XA', accent],
    ['ar-XB', bidi],
  ] as const)('%s at run time', (locale, transform) => {
    const l10n = createLocalization([{ locale, sources: ['-product-name = Orbit', source] }], { useIsolating: false });
    const text = l10n.getString('greeting', { name: 'Ada' });
    expect(text).toBe(`${transform('Hello ')}Ada${transform(', welcome to ')}${transform('Orbit')}${transform('!')}`);
    expect(text).not.toContain('Hello Ada');
  });

  it.each(['en-XA', 'ar-XB'] as const)('%s from the English source keeps ids, variables and terms', (locale) => {
    const output = pseudoLocalizeSource(source, locale);
    const resource = parse(output, { withSpans: false });
    const seen = { variables: [] as string[], terms: [] as string[], text: [] as string[] };
    class Collect extends Visitor {
      override visitVariableReference(node: VariableReference) {
        seen.variables.push(node.id.name);
      }
      override visitTermReference(node: TermReference) {
        seen.terms.push(node.id.name);
      }
      override visitTextElement(node: TextElement) {
        seen.text.push(node.value);
      }
    }
    new Collect().visit(resource);
    expect(output.startsWith('greeting = ')).toBe(true);
    expect(output).toContain('.title = ');
    expect(seen.variables).toEqual(['name', 'name']);
    expect(seen.terms).toEqual(['product-name']);
    const transform = locale === 'en-XA' ? accent : bidi;
    expect(seen.text).toEqual(['Hello ', ', welcome to ', '!', 'Open ', ''].filter(Boolean).map(transform));
  });

  it.each(['en-XA', 'ar-XB'] as const)('%s text made at build time is not transformed again at run time', (locale) => {
    const built = pseudoLocalizeSource(`-product-name = Orbit\n${source}`, locale);
    const once = createLocalization([{ locale, sources: [built] }], { useIsolating: false });
    const plain = new FluentBundle(locale, { useIsolating: false });
    plain.addResource(new FluentResource(built));
    const message = plain.getMessage('greeting');
    expect(once.getString('greeting', { name: 'Ada' })).toBe(plain.formatPattern(message!.value!, { name: 'Ada' }));
  });
});

describe('dates (SPEC §9: numeric date, numeric date and time, medium date)', () => {
  const when = Date.UTC(2026, 2, 7, 15, 4);
  const messages = [
    'numeric = { DATETIME($when, preset: "numeric-date", timeZone: "UTC") }',
    'numeric-time = { DATETIME($when, preset: "numeric-date-time", timeZone: "UTC") }',
    'medium = { DATETIME($when, preset: "medium-date", timeZone: "UTC") }',
    'plain = { DATETIME($when, month: "long", timeZone: "UTC") }',
  ].join('\n');
  const format = (locale: string, id: string, value: Date | number | string = new Date(when)) =>
    createLocalization([{ locale, sources: [messages] }], { useIsolating: false }).getString(id, { when: value });

  it.each([
    ['en', 'numeric', '3/7/2026'],
    ['de', 'numeric', '7.3.2026'],
    ['en', 'numeric-time', '3/7/2026, 3:04\u202fPM'],
    ['de', 'numeric-time', '7.3.2026, 15:04'],
    ['en', 'medium', 'Mar 7, 2026'],
    ['fr', 'medium', '7 mars 2026'],
    ['ja', 'medium', '2026/03/07'],
    ['en', 'plain', 'March'],
  ])('%s %s', (locale, id, expected) => {
    // Some ICU versions put a narrow no-break space before AM/PM.
    expect(format(locale, id).replace(/\s/g, ' ')).toBe(expected.replace(/\s/g, ' '));
  });

  it('accepts epoch milliseconds and ISO strings as well as dates', () => {
    expect(format('en', 'numeric', when)).toBe('3/7/2026');
    expect(format('en', 'numeric', new Date(when).toISOString())).toBe('3/7/2026');
  });
});

describe('relative time', () => {
  it.each([
    [30, 'ceil', 30, 'second'],
    [59, 'ceil', 59, 'second'],
    [60, 'ceil', 1, 'minute'],
    [61, 'ceil', 2, 'minute'],
    [15 * 60, 'ceil', 15, 'minute'],
    [3599, 'ceil', 1, 'hour'],
    [3601, 'ceil', 2, 'hour'],
    [86_400, 'ceil', 1, 'day'],
    [36 * 3600, 'round', 2, 'day'],
    [-90 * 60, 'round', -2, 'hour'],
    [-3 * 86_400, 'round', -3, 'day'],
    [400 * 86_400, 'round', 1, 'year'],
  ] as const)('%i s rounded %s is %i %s', (seconds, rounding, value, unit) => {
    expect(relativeTimeParts(seconds, rounding)).toEqual({ value, unit });
  });

  const messages = [
    'ago = { RELATIVE_TIME($when) }',
    'count = { RELATIVE_TIME($minutes, unit: "minute") }',
    'auto = { RELATIVE_TIME($days, unit: "day", numeric: "auto") }',
  ].join('\n');
  const format = (locale: string, id: string, args: Record<string, Date | number>) =>
    createLocalization([{ locale, sources: [messages] }], { useIsolating: false }).getString(id, args);
  const now = Date.UTC(2026, 0, 10, 12);

  it.each([
    ['en', 'ago', { when: now - 3 * 86_400_000 }, '3 days ago'],
    ['de', 'ago', { when: new Date(now + 2 * 3_600_000) }, 'in 2 Stunden'],
    ['en', 'count', { minutes: 15 }, 'in 15 minutes'],
    ['fr', 'count', { minutes: 15 }, 'dans 15 minutes'],
    ['ja', 'count', { minutes: 15 }, '15 分後'],
    ['en', 'auto', { days: -1 }, 'yesterday'],
  ])('%s %s', (locale, id, args, expected) => {
    vi.useFakeTimers({ now });
    try {
      expect(format(locale, id, args)).toBe(expected);
    } finally {
      vi.useRealTimers();
    }
  });
});
