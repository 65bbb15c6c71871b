// Server strings: Accept-Language negotiation, per-message fallback to
// English, and the localized wait of THROTTLED errors (retryAfterLocalized).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerL10n, formatRetryAfter, rankAcceptLanguage, retryAfterParts } from '../../server/l10n';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../locales');
const l10n = createServerL10n({ localesDir });

describe('loading', () => {
  it('reads every locale folder once, without problems', () => {
    expect(l10n.locales).toContain('en');
    expect(l10n.locales).toContain('zh-CN');
    expect(l10n.locales.length).toBeGreaterThanOrEqual(57);
    expect(l10n.problems).toEqual([]);
  });

  it('refuses a missing folder', () => {
    expect(() => createServerL10n({ localesDir: join(localesDir, 'nowhere') })).toThrow(/No locales folder/);
  });
});

describe('negotiation from Accept-Language', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['en;q=0.5,ja;q=0.9', 'ja'],
    ['he-IL', 'he'],
    ['en-NZ,en;q=0.9', 'en-GB'],
    ['en-US,en;q=0.9', 'en-US'],
    ['es-MX', 'es-MX'],
    ['pt', 'pt'],
    ['xx-YY, tlh', 'en'],
    ['', 'en'],
    ['de;q=0, fr;q=0.1', 'fr'],
    [null, 'en'],
  ])('%s → %s', (header, expected) => {
    expect(l10n.negotiateFromAcceptLanguage(header)).toBe(expected);
  });

  it('orders languages by weight, keeping the header order for equal weights', () => {
    expect(rankAcceptLanguage('en;q=0.5, ja;q=0.9, de, fr;q=0.9, *;q=0.1, it;q=0')).toEqual(['de', 'ja', 'fr', 'en']);
  });
});

describe('formatting', () => {
  it('formats a message in the locale with its variables, without isolation marks', () => {
    expect(l10n.format('fr', 'auth-error-1020', { domain: 'orbit.example' })).toBe('Adresse e-mail mal saisie\u202f? orbit.example n’est pas un service de messagerie valide');
    expect(l10n.format('ja', 'auth-error-103')).toBe('パスワードが正しくありません');
  });

  it('falls back to the language, then English, message by message', () => {
    // es-MX has only its brand; its messages come from es.
    expect(l10n.format('es-MX', 'auth-error-103')).toBe('Contraseña incorrecta');
    // it translates a handful of messages; the rest are English.
    expect(l10n.format('it', 'auth-error-103')).toBe('Password errata');
    expect(l10n.format('it', 'auth-error-102')).toBe('Unknown account');
    // A locale that is not offered at all is English.
    expect(l10n.format('xx', 'auth-error-102')).toBe('Unknown account');
  });

  it('gives the id for a message nobody has', () => {
    expect(l10n.has('de', 'no-such-message')).toBe(false);
    expect(l10n.format('de', 'no-such-message')).toBe('no-such-message');
  });

  describe('with its own locales folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-l10n-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('en/brand.ftl', '-product-name = Orbit\n');
    write('en/server.ftl', 'mail-subject = Your { -product-name } code\n    .preheader = Use it within 5 minutes\nmail-footer = Thanks\n');
    write('de/brand.ftl', '-product-name = Orbit\n');
    write('de/server.ftl', 'mail-subject = Ihr { -product-name }-Code\n    .preheader = Verwenden Sie ihn innerhalb von 5 Minuten\n');
    const own = createServerL10n({ localesDir: dir });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('resolves the brand term inside each locale and reads attributes', () => {
      expect(own.format('de', 'mail-subject')).toBe('Ihr Orbit-Code');
      expect(own.format('de', 'mail-subject.preheader')).toBe('Verwenden Sie ihn innerhalb von 5 Minuten');
      expect(own.format('de', 'mail-footer')).toBe('Thanks');
      expect(own.format('en', 'mail-subject')).toBe('Your Orbit code');
    });
  });
});

describe('retryAfterLocalized', () => {
  it.each([
    [0, 1, 'second'],
    [1, 1, 'second'],
    [45, 45, 'second'],
    [59.2, 1, 'minute'],
    [60, 1, 'minute'],
    [61, 2, 'minute'],
    [15 * 60, 15, 'minute'],
    [15 * 60 - 10, 15, 'minute'],
    [3599, 1, 'hour'],
    [3600, 1, 'hour'],
    [3601, 2, 'hour'],
    [23 * 3600 + 1, 1, 'day'],
    [86_400, 1, 'day'],
    [3 * 86_400 + 1, 4, 'day'],
  ])('%s seconds rounds up to %i %s', (seconds, value, unit) => {
    expect(retryAfterParts(seconds)).toEqual({ value, unit });
  });

  it.each([
    [900, 'en', 'in 15 minutes'],
    [900, 'de', 'in 15 Minuten'],
    [900, 'fr', 'dans 15 minutes'],
    [900, 'es', 'dentro de 15 minutos'],
    [900, 'ja', '15 分後'],
    [3600, 'en', 'in 1 hour'],
    [30, 'en', 'in 30 seconds'],
    [2 * 86_400, 'en', 'in 2 days'],
  ])('%i s in %s is "%s"', (seconds, locale, expected) => {
    expect(formatRetryAfter(seconds, locale)).toBe(expected);
    expect(l10n.formatRetryAfter(seconds, locale)).toBe(expected);
  });

  it('fits the THROTTLED message of every core locale', () => {
    const wait = l10n.formatRetryAfter(900, 'de');
    expect(l10n.format('de', 'auth-error-114', { retryAfterLocalized: wait })).toBe(
      'Sie haben es zu oft versucht. Versuchen Sie es in 15 Minuten erneut.',
    );
    expect(l10n.format('zh-CN', 'auth-error-114', { retryAfterLocalized: l10n.formatRetryAfter(900, 'zh-CN') })).toBe(
      '您尝试的次数过多。请在15分钟后重试。',
    );
  });

  it('uses English for a locale the platform does not know', () => {
    expect(formatRetryAfter(120, 'not a locale!')).toBe('in 2 minutes');
  });
});
