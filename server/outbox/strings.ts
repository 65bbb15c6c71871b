// The text of emails and texts. Messages come from the server bundles in
// locales/ (server/l10n) when they are there, and otherwise from the English
// resource beside this file, so mail stays readable before strings are
// gathered. Every mention of the product is the locale's `-product-name`
// term (locales/<locale>/brand.ftl); the English fallback reads English's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import type { FluentVariable } from '@fluent/bundle';
import { DEFAULT_LOCALE, createServerL10n } from '../l10n';
import type { ServerL10n } from '../l10n';

export interface MessageStrings {
  /** The product's full name in English ("Orbit accounts"), for the mail sender and authenticator apps. */
  readonly productTitle: string;
  /** The best locale for an Accept-Language header. */
  negotiate(acceptLanguage: string | null | undefined): string;
  format(locale: string, id: string, args?: Record<string, FluentVariable>): string;
}

const OWN_RESOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'en.ftl');

/** The product's name when no brand resource is found. */
const FALLBACK_BRAND = '-product-name = Orbit\n';

function ownBundle(localesDir: string): FluentBundle {
  const bundle = new FluentBundle(DEFAULT_LOCALE, { useIsolating: false });
  const brandFile = path.join(localesDir, DEFAULT_LOCALE, 'brand.ftl');
  bundle.addResource(new FluentResource(existsSync(brandFile) ? readFileSync(brandFile, 'utf8') : FALLBACK_BRAND));
  const errors = bundle.addResource(new FluentResource(readFileSync(OWN_RESOURCE, 'utf8')));
  if (errors.length) throw new Error(`server/outbox/en.ftl: ${errors.map((e) => e.message).join('; ')}`);
  return bundle;
}

export function createMessageStrings(options: { localesDir: string }): MessageStrings {
  let l10n: ServerL10n | undefined;
  try {
    l10n = createServerL10n({ localesDir: options.localesDir });
  } catch {
    l10n = undefined;
  }
  const own = ownBundle(options.localesDir);
  const format = (locale: string, id: string, args?: Record<string, FluentVariable>): string => {
    if (l10n?.has(locale, id)) return l10n.format(locale, id, args);
    const message = own.getMessage(id);
    if (!message?.value) return id;
    return own.formatPattern(message.value, args ?? null, []);
  };
  return {
    productTitle: format(DEFAULT_LOCALE, 'server-product-title'),
    negotiate(acceptLanguage) {
      return l10n ? l10n.negotiateFromAcceptLanguage(acceptLanguage) : DEFAULT_LOCALE;
    },
    format,
  };
}
