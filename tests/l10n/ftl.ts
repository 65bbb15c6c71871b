// Reading the Fluent files under locales/ for the localization suites.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Message, Term, Visitor, parse } from '@fluent/syntax';
import type { Resource , Attribute, TermReference, VariableReference} from '@fluent/syntax';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const localesDir = join(root, 'locales');

/** The six locales that are kept 100% translated. */
export const CORE_LOCALES = ['de', 'fr', 'es', 'he', 'ja', 'zh-CN'] as const;

export function localeFolders(): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function ftlFiles(locale: string): string[] {
  const dir = join(localesDir, locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ftl'))
    .sort();
}

export function readFtl(locale: string, file: string): string {
  return readFileSync(join(localesDir, locale, file), 'utf8');
}

export function parseFtl(locale: string, file: string): Resource {
  return parse(readFtl(locale, file), { withSpans: false });
}

/** Messages and terms of a resource by id (terms with their leading dash). */
export function entriesOf(resource: Resource): Map<string, Message | Term> {
  const entries = new Map<string, Message | Term>();
  for (const entry of resource.body) {
    if (entry instanceof Message) entries.set(entry.id.name, entry);
    else if (entry instanceof Term) entries.set(`-${entry.id.name}`, entry);
  }
  return entries;
}

class ReferenceCollector extends Visitor {
  readonly variables = new Set<string>();
  readonly terms = new Set<string>();

  override visitVariableReference(node: VariableReference): void {
    this.variables.add(node.id.name);
  }

  override visitTermReference(node: TermReference): void {
    this.terms.add(`-${node.id.name}`);
    this.genericVisit(node);
  }
}

/** The variables and terms a message (value and attributes) refers to. */
export function referencesOf(entry: Message | Term | Attribute): { variables: Set<string>; terms: Set<string> } {
  const collector = new ReferenceCollector();
  collector.visit(entry);
  return { variables: collector.variables, terms: collector.terms };
}

/** Every English message id by bundle file name, for example "errors.ftl". */
export function englishIds(): Map<string, Map<string, Message | Term>> {
  return new Map(ftlFiles('en').map((file) => [file, entriesOf(parseFtl('en', file))]));
}
