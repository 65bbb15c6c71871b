// Renders design-system elements to HTML on Node with the English strings,
// the theme and react-aria's server-side rendering, for markup assertions.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { LocalizationProvider } from '@fluent/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createLocalization } from '../../design-system/l10n';
import { ThemeProvider } from '../../design-system/tokens';

const root = path.resolve(import.meta.dirname, '../..');

function findEnglishSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findEnglishSources(full);
    return entry.name === 'en.ftl' ? [full] : [];
  });
}

/** The English Fluent files of every component, sorted by path. */
export const componentFtlFiles = findEnglishSources(path.join(root, 'design-system')).sort();

const brandFile = path.join(root, 'locales/en/brand.ftl');
const sources = [
  ...(existsSync(brandFile) ? [readFileSync(brandFile, 'utf8')] : []),
  ...componentFtlFiles.map((file) => readFileSync(file, 'utf8')),
];

/** Problems found while building the English bundle (syntax errors, duplicate ids). */
export const englishProblems: string[] = [];

export const englishL10n = createLocalization([{ locale: 'en', sources }], (problem) =>
  englishProblems.push(problem.message),
);

/** Renders an element inside the localization and theme providers and returns its HTML. */
export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(
    <LocalizationProvider l10n={englishL10n}>
      <ThemeProvider>{element}</ThemeProvider>
    </LocalizationProvider>,
  );
}

/** Parses HTML well enough to query it: a minimal DOM is not available on Node. */
export function attributesOf(html: string, selector: RegExp): Record<string, string> {
  const match = html.match(selector);
  if (!match) throw new Error(`No element matches ${selector}`);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of match[0].matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (name) attributes[name.toLowerCase()] = value ?? '';
  }
  return attributes;
}
