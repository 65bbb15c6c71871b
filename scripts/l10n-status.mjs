#!/usr/bin/env node
// `npm run l10n:status`: how much of the English text each locale translates,
// counted in messages (an entry with its attributes counts once), most
// complete first.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentParser, Message } from '@fluent/syntax';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'locales');
const parser = new FluentParser({ withSpans: false });

/** Message ids of every .ftl file in a locale folder, keyed "file:id". */
function messageKeys(locale) {
  const dir = path.join(localesDir, locale);
  const keys = new Set();
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ftl'))) {
    for (const entry of parser.parse(readFileSync(path.join(dir, file), 'utf8')).body) {
      if (entry instanceof Message) keys.add(`${file}:${entry.id.name}`);
    }
  }
  return keys;
}

export function status() {
  const english = messageKeys('en');
  const locales = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map((entry) => entry.name);
  return locales
    .map((locale) => {
      const own = messageKeys(locale);
      const translated = [...english].filter((key) => own.has(key)).length;
      const percent = english.size ? (translated / english.size) * 100 : 100;
      return { locale, translated, total: english.size, percent };
    })
    .sort((a, b) => b.percent - a.percent || a.locale.localeCompare(b.locale));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = status();
  const width = Math.max(...rows.map((row) => row.locale.length));
  for (const { locale, translated, total, percent } of rows) {
    console.log(`${locale.padEnd(width)}  ${String(translated).padStart(5)} / ${total}  ${percent.toFixed(1).padStart(5)}%`);
  }
}
