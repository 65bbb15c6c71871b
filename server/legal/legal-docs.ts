// The legal documents (privacy notice, terms of service) as markdown, read at
// start from a folder of one sub-folder per locale:
//
//   LEGAL_DIR/en/privacy.md   LEGAL_DIR/en/terms.md   LEGAL_DIR/de/privacy.md …
//
// LEGAL_DIR defaults to the example documents shipped in server/legal/docs. A
// request gets the document in the best locale it asks for that has one: the
// exact tag, then its language, then English; a document published in no
// locale is an empty string (the page says it could not get it).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pickLocale } from '../cms/cms-store';

export const LEGAL_DOCS = ['privacy', 'terms'] as const;
export type LegalDocName = (typeof LEGAL_DOCS)[number];


/** Largest document, as the contract's LegalDoc.markdown allows. */
const MAX_BYTES = 1_048_576;
const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export interface LegalDocument {
  readonly markdown: string;
  readonly locale: string;
}

export class LegalDocs {
  private constructor(private readonly docs: ReadonlyMap<LegalDocName, ReadonlyMap<string, string>>) {}

  /** Reads every document of the folder; a folder that is missing, or a file too large, stops the start. */
  static load(dir: string): LegalDocs {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`LEGAL_DIR ${JSON.stringify(dir)} is not a folder`);
    const docs = new Map<LegalDocName, Map<string, string>>(LEGAL_DOCS.map((name) => [name, new Map()]));
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !LOCALE.test(entry.name)) continue;
      for (const name of LEGAL_DOCS) {
        const file = path.join(dir, entry.name, `${name}.md`);
        if (!existsSync(file)) continue;
        if (statSync(file).size > MAX_BYTES) throw new Error(`LEGAL_DIR: ${entry.name}/${name}.md is larger than ${MAX_BYTES} bytes`);
        docs.get(name)!.set(entry.name, readFileSync(file, 'utf8'));
      }
    }
    return new LegalDocs(docs);
  }

  /** The locales a document is published in. */
  locales(name: LegalDocName): string[] {
    return [...(this.docs.get(name)?.keys() ?? [])].sort();
  }

  /** A document in the best of the wanted locales (in order of preference). */
  get(name: LegalDocName, wanted: readonly string[]): LegalDocument {
    const byLocale = this.docs.get(name) ?? new Map<string, string>();
    const locale = pickLocale([...byLocale.keys()], wanted);
    if (!locale) return { markdown: '', locale: 'en' };
    return { markdown: byLocale.get(locale) ?? '', locale };
  }
}
