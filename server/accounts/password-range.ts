// The breach check of a new password, by k-anonymity. The server never sees
// a password (the browser stretches it first), so the browser checks it
// itself: it sends the first five hexadecimal characters of the password's
// SHA-1 and compares the suffixes answered here with the rest of the hash.
//
// The suffixes come from the configured range service (PASSWORD_RANGE_URL,
// HIBP-compatible: `GET {url}/range/{prefix}` answering `SUFFIX:COUNT` lines)
// or, with none configured, from the compromised-password list shipped beside
// this file. A service that fails (an error status, a malformed answer, no
// answer within PASSWORD_RANGE_TIMEOUT_MS) is answered for from the shipped
// list, on purpose: the most common compromised passwords are still refused
// while the service is away, and a person is never held up by it. The
// failure is logged without the prefix: nothing here names an account, and
// no log line names a prefix.
//
// Every answer is padded with random suffixes of count 0 (which no browser
// takes for a match) to at least PADDED_LENGTH entries, in the order of the
// suffixes, so that its length does not tell whether the prefix had matches.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasswordRangeConfig } from '../config';
import type { Logger } from '../log';

/** One suffix of a range: the last 35 upper-case hexadecimal characters of a SHA-1, and how often it was seen (0: padding). */
export interface RangeEntry {
  readonly suffix: string;
  readonly count: number;
}

/** The least number of entries an answer holds. */
export const PADDED_LENGTH = 64;

/** The most entries taken from a range service (the contract's bound). */
export const MAX_RANGE_ENTRIES = 4096;

/** The shipped list: upper-case SHA-1 hashes, one a line, after `#` comment lines. */
export const SHIPPED_LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compromised-passwords.txt');

const PREFIX = /^[0-9A-F]{5}$/;
const HASH = /^[0-9A-F]{40}$/;
const RANGE_LINE = /^([0-9A-Fa-f]{35}):(\d{1,12})$/;

/** The suffixes of a list of SHA-1 hashes, by prefix. */
export type ShippedRanges = ReadonlyMap<string, readonly string[]>;

/** Reads a list of SHA-1 hashes (the shipped list's format) into its ranges; a line that is no hash stops the start. */
export function parseHashList(text: string): ShippedRanges {
  const ranges = new Map<string, string[]>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!HASH.test(line)) throw new Error(`line ${index + 1} of the compromised-password list is not an upper-case SHA-1`);
    const prefix = line.slice(0, 5);
    const suffixes = ranges.get(prefix) ?? [];
    suffixes.push(line.slice(5));
    ranges.set(prefix, suffixes);
  });
  return ranges;
}

export interface PasswordRangeDeps {
  readonly config: PasswordRangeConfig;
  readonly logger: Logger;
  /** The shipped list's ranges; read from SHIPPED_LIST_FILE the first time one is needed when not given. */
  readonly shipped?: ShippedRanges;
  readonly fetch?: typeof fetch;
}

export class PasswordRangeService {
  private shipped: ShippedRanges | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly deps: PasswordRangeDeps) {
    this.shipped = deps.shipped;
    this.fetch = deps.fetch ?? globalThis.fetch;
  }

  /** Where answers come from now: the configured service, or the shipped list alone. */
  get source(): 'service' | 'shipped' {
    return this.deps.config.url ? 'service' : 'shipped';
  }

  /** The suffixes under `prefix` (five upper-case hexadecimal characters), padded. */
  async range(prefix: string): Promise<RangeEntry[]> {
    if (!PREFIX.test(prefix)) throw new Error('a range prefix is five upper-case hexadecimal characters');
    const found = (this.deps.config.url && (await this.fromService(this.deps.config.url, prefix))) || this.fromShipped(prefix);
    return padded(found);
  }

  private fromShipped(prefix: string): RangeEntry[] {
    this.shipped ??= parseHashList(readFileSync(SHIPPED_LIST_FILE, 'utf8'));
    return (this.shipped.get(prefix) ?? []).map((suffix) => ({ suffix, count: 1 }));
  }

  /** The service's answer, or undefined (logged without the prefix) when it gives none that can be read in time. */
  private async fromService(url: string, prefix: string): Promise<RangeEntry[] | undefined> {
    try {
      const response = await this.fetch(`${url}/range/${prefix}`, {
        headers: { Accept: 'text/plain', 'Add-Padding': 'true' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.deps.config.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`status ${response.status}`);
      }
      return parseRangeAnswer(await response.text());
    } catch (error) {
      this.deps.logger.warn('password range service failed; answered from the shipped list', {
        reason: error instanceof Error ? (error.name === 'TimeoutError' ? 'timeout' : error.message) : 'unknown',
      });
      return undefined;
    }
  }
}

/** An HIBP range answer (`SUFFIX:COUNT` lines): its entries, upper case; anything else throws. */
export function parseRangeAnswer(text: string): RangeEntry[] {
  const entries: RangeEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const match = RANGE_LINE.exec(line);
    if (!match) throw new Error('the range answer has a line that is not SUFFIX:COUNT');
    entries.push({ suffix: match[1]!.toUpperCase(), count: Number(match[2]) });
    if (entries.length > MAX_RANGE_ENTRIES) throw new Error(`the range answer has more than ${MAX_RANGE_ENTRIES} entries`);
  }
  return entries;
}

/** `entries` with random suffixes of count 0 added up to PADDED_LENGTH, all in the order of their suffixes. */
export function padded(entries: readonly RangeEntry[]): RangeEntry[] {
  const all = [...entries];
  while (all.length < PADDED_LENGTH) all.push({ suffix: randomBytes(18).toString('hex').slice(0, 35).toUpperCase(), count: 0 });
  return all.sort((a, b) => (a.suffix < b.suffix ? -1 : a.suffix > b.suffix ? 1 : 0));
}
