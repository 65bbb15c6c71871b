// The product's name in emails and texts comes from each locale's
// `-product-name` term: a deployment that replaces brand.ftl renames every
// message, in every language, and the defaults of the mail sender and the
// authenticator issuer with it.
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createMessageStrings } from '../../../server/outbox/strings';
import { renderCodeEmail } from '../../../server/outbox/templates';
import type { EmailTemplate } from '../../../server/outbox/templates';

const realLocales = join(dirname(fileURLToPath(import.meta.url)), '../../../locales');
const COMPLETE = ['en', 'de', 'fr', 'es', 'he', 'ja', 'zh-CN'] as const;
const TEMPLATES: EmailTemplate[] = ['signup-code', 'login-code', 'unblock-code', 'step-up-code'];
const TEXTS = ['sms-recovery-phone-setup', 'sms-recovery-phone-signin'];

const scratch = mkdtempSync(join(tmpdir(), 'orbit-brand-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the locales whose brand is "Nebula". */
function rebranded(): string {
  const dir = join(scratch, 'rebranded');
  cpSync(realLocales, dir, { recursive: true });
  for (const locale of COMPLETE) writeFileSync(join(dir, locale, 'brand.ftl'), '-product-name = Nebula\n');
  return dir;
}

function everything(localesDir: string, locale: string): string[] {
  const strings = createMessageStrings({ localesDir });
  const emails = TEMPLATES.flatMap((template) => {
    const mail = renderCodeEmail(strings, template, locale, { code: '123456', minutes: 5 });
    return [mail.text, mail.html];
  });
  return [...emails, ...TEXTS.map((id) => strings.format(locale, id, { code: '123456' }))];
}

describe('the brand in server messages', () => {
  const dir = rebranded();

  it.each(COMPLETE)('%s: every email and text names the product through the term', (locale) => {
    const texts = everything(dir, locale);
    for (const text of texts) {
      expect(text).not.toContain('Orbit');
      expect(text).not.toMatch(/product-name|\{|\}/);
    }
    // The footer of every email and both texts carry the name.
    for (const text of texts) expect(text).toContain('Nebula');
  });

  it('reads naturally around the name in each language', () => {
    const strings = createMessageStrings({ localesDir: realLocales });
    expect(strings.format('en', 'sms-recovery-phone-signin', { code: '123456' })).toBe(
      '123456 is your Orbit accounts sign-in code. Do not share it.',
    );
    expect(strings.format('de', 'server-product-title')).toBe('Orbit-Konten');
    expect(strings.format('fr', 'server-product-title')).toBe('Comptes Orbit');
    expect(strings.format('es', 'server-product-title')).toBe('Cuentas de Orbit');
    expect(strings.format('he', 'server-product-title')).toBe('חשבונות Orbit');
    expect(strings.format('ja', 'server-product-title')).toBe('Orbit アカウント');
    expect(strings.format('zh-CN', 'server-product-title')).toBe('Orbit 账户');
  });

  it('gives the English full name to the mail sender and authenticator defaults', () => {
    expect(createMessageStrings({ localesDir: dir }).productTitle).toBe('Nebula accounts');
    expect(createMessageStrings({ localesDir: realLocales }).productTitle).toBe('Orbit accounts');
  });

  it('uses the English brand in the built-in English text when the gathered bundles are missing', () => {
    const bare = join(scratch, 'bare');
    mkdirSync(join(bare, 'en'), { recursive: true });
    writeFileSync(join(bare, 'en', 'brand.ftl'), '-product-name = Nebula\n');
    const strings = createMessageStrings({ localesDir: bare });
    expect(strings.productTitle).toBe('Nebula accounts');
    expect(strings.format('en', 'sms-recovery-phone-setup', { code: '1' })).toBe(
      '1 is your Nebula accounts code to add this recovery phone. Do not share it.',
    );
    const none = createMessageStrings({ localesDir: join(scratch, 'nowhere') });
    expect(none.productTitle).toBe('Orbit accounts');
  });
});
