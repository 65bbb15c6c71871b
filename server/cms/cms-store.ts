// Stored branding and its lookup. The entries of the content file replace the
// stored ones at start, under a lock, so instances starting together store the
// same set once. A lookup takes the client's entries for the entry point (or,
// when it has none, for the default entry point), and lays the fields of the
// best locale the request accepts over the English entry. What it hands out
// passes the checks of sanitize.ts with today's settings, whatever an
// earlier start stored (production keeps the stored entries when no file is
// given).
import { negotiateLanguages } from '@fluent/langneg';
import type { Database } from '../db/database';
import { rankAcceptLanguage } from '../l10n';
import { CMS_DEFAULT_LOCALE, DEFAULT_ENTRYPOINT } from '../config/cms-file';
import type { CmsConfig, CmsEntry } from '../config/cms-file';
import { sanitizeCmsContent } from './sanitize';

/** Arbitrary constant naming the content replacement among advisory locks. */
const LOCK_KEY = 7_310_420_019;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `over` laid on it: objects merged field by field, anything else replaced. */
export function layOver(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = isObject(below) && isObject(value) ? layOver(below, value) : value;
  }
  return out;
}

/** The stored locale that best answers a request, by lookup: exact tag, then its language, then English. */
export function pickLocale(available: readonly string[], requested: readonly string[]): string | undefined {
  if (available.length === 0) return undefined;
  const [best] = negotiateLanguages(requested, available, { strategy: 'lookup', defaultLocale: available.includes(CMS_DEFAULT_LOCALE) ? CMS_DEFAULT_LOCALE : available[0]! });
  return best;
}

/** The https origins the images of some branding content come from (logos, pictures, favicon). */
export function imageOriginsOf(contents: readonly CmsConfig[]): string[] {
  const origins = new Set<string>();
  const add = (url: string | undefined) => {
    if (!url || !url.startsWith('https://')) return;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not an address: the content's check has already left it out.
    }
  };
  for (const content of contents) {
    const shared = content.shared;
    add(shared?.headerLogo?.url);
    add(shared?.splitLayoutImage?.url);
    add(shared?.favicon);
    // The page overrides are the content's fields named …Page.
    for (const [key, value] of Object.entries(content)) {
      if (!key.endsWith('Page') || typeof value !== 'object' || value === null) continue;
      const page = value as { logo?: { url?: string }; image?: { url?: string } };
      add(page.logo?.url);
      add(page.image?.url);
    }
  }
  return [...origins].sort();
}

/** What passes the checks; what does not was logged when the entries were read at start. */
const quietly = () => {};

export class CmsStore {
  private origins: readonly string[] = [];

  /** `imageHosts`: the hosts branding addresses may name (CMS_IMAGE_HOSTS). */
  constructor(
    private readonly db: Database,
    private readonly imageHosts: readonly string[],
  ) {}

  /** The https origins of the stored branding's images, as of the last refreshImageOrigins(). */
  get imageOrigins(): readonly string[] {
    return this.origins;
  }

  /** Reads the origins of the stored branding's images, for the page's content security policy. */
  async refreshImageOrigins(): Promise<void> {
    const rows = await this.db.query<{ content: CmsConfig }>('SELECT content FROM cms_entries');
    this.origins = imageOriginsOf(rows.map((row) => sanitizeCmsContent(row.content, quietly, this.imageHosts)));
  }

  /** Every stored entry, as stored. */
  async entries(): Promise<CmsEntry[]> {
    const rows = await this.db.query<{ client_id: string; entrypoint: string; locale: string; content: CmsConfig }>(
      'SELECT client_id, entrypoint, locale, content FROM cms_entries ORDER BY client_id, entrypoint, locale',
    );
    return rows.map((row) => ({ clientId: row.client_id, entrypoint: row.entrypoint, locale: row.locale, content: row.content }));
  }

  /** Replaces every stored entry with these. */
  async replaceAll(entries: readonly CmsEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      await tx.query('DELETE FROM cms_entries');
      for (const entry of entries) {
        await tx.query('INSERT INTO cms_entries (client_id, entrypoint, locale, content) VALUES ($1, $2, $3, $4)', [
          entry.clientId,
          entry.entrypoint,
          entry.locale,
          JSON.stringify(entry.content),
        ]);
      }
    });
  }

  /**
   * The branding of a client for an entry point in the best locale of an
   * Accept-Language header (English alone when `localized` is false); an
   * empty object when the client has none.
   */
  async lookup(clientId: string, entrypoint: string, acceptLanguage: string | undefined, localized: boolean): Promise<CmsConfig> {
    const rows = await this.db.query<{ entrypoint: string; locale: string; content: Json }>(
      'SELECT entrypoint, locale, content FROM cms_entries WHERE client_id = $1 AND entrypoint IN ($2, $3)',
      [clientId, entrypoint, DEFAULT_ENTRYPOINT],
    );
    const own = rows.filter((row) => row.entrypoint === entrypoint);
    const chosen = own.length > 0 ? own : rows;
    if (chosen.length === 0) return {};
    const byLocale = new Map(chosen.map((row) => [row.locale, row.content]));
    const requested = localized ? rankAcceptLanguage(acceptLanguage) : [CMS_DEFAULT_LOCALE];
    const locale = pickLocale([...byLocale.keys()], requested);
    const english = byLocale.get(CMS_DEFAULT_LOCALE) ?? {};
    const content = locale && locale !== CMS_DEFAULT_LOCALE ? layOver(english, byLocale.get(locale) ?? {}) : english;
    return { ...sanitizeCmsContent(content as CmsConfig, quietly, this.imageHosts), clientId, entrypoint: chosen[0]!.entrypoint };
  }
}
