// The product's own translations, read from locales/, so that a journey can
// expect a page's text in whichever language it runs: the same message the
// app formats, matched with or without Fluent's bidi isolation marks.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';

const LOCALES_DIR = fileURLToPath(new URL('../../../locales', import.meta.url));
const bundles = new Map<string, FluentBundle>();

/** The locale folder for a browser locale: he-IL → he, none → en. */
export function localeFolder(browserLocale: string | undefined): string {
  if (!browserLocale) return 'en';
  const exact = path.join(LOCALES_DIR, browserLocale);
  try {
    readdirSync(exact);
    return browserLocale;
  } catch {
    return browserLocale.split('-')[0] ?? 'en';
  }
}

function bundleFor(folder: string): FluentBundle {
  let bundle = bundles.get(folder);
  if (bundle) return bundle;
  bundle = new FluentBundle(folder);
  for (const file of readdirSync(path.join(LOCALES_DIR, folder)).filter((name) => name.endsWith('.ftl')).sort()) {
    bundle.addResource(new FluentResource(readFileSync(path.join(LOCALES_DIR, folder, file), 'utf8')));
  }
  bundles.set(folder, bundle);
  return bundle;
}

/** The message `id` as the app shows it in `browserLocale` (English when the locale lacks it). */
export function message(browserLocale: string | undefined, id: string, args: Record<string, string | number> = {}): string {
  for (const folder of [localeFolder(browserLocale), 'en']) {
    const bundle = bundleFor(folder);
    const pattern = bundle.getMessage(id)?.value;
    if (pattern) {
      const errors: Error[] = [];
      const text = bundle.formatPattern(pattern, args, errors);
      if (errors.length === 0) return text;
    }
  }
  throw new Error(`No message ${id} in ${browserLocale ?? 'en'} or en`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern of the message that matches with or without the isolation marks around placeables. */
export function localized(browserLocale: string | undefined, id: string, args: Record<string, string | number> = {}): RegExp {
  const source = escape(message(browserLocale, id, args)).replace(/\u2068/g, '\\u2068?').replace(/\u2069/g, '\\u2069?');
  return new RegExp(source);
}
