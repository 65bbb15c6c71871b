// The breach check's range operation: the suffixes of known-compromised
// passwords' SHA-1 under a five-character prefix, from a range service started
// here on 127.0.0.1 (HIBP's `SUFFIX:COUNT` lines) or, with none configured,
// from the list shipped with the server; always padded; limited per source;
// and never logging a prefix.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../../server/config/limits';
import { loadConfig } from '../../../server/config';
import { PADDED_LENGTH, SHIPPED_LIST_FILE, parseHashList, parseRangeAnswer } from '../../../server/accounts/password-range';
import { loggedPath } from '../../../server/http/request-log';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { TestClock } from '../second-factor/steps';
import { burst, expectWaits, tally } from '../ratelimit/burst';

function sha1(password: string): string {
  return createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
}

/** A password of the shipped list (it is in the breach-frequency source, and not in the app's common list). */
const SHIPPED = 'corvette';
/** A password only the range service started here knows. */
const SERVICE_ONLY = 'Orbit breach check 7f3a';

interface Entry {
  suffix: string;
  count: number;
}

function range(t: TestServer, prefix: string, source?: string) {
  return t.rest().GET('/v1/password/range/{prefix}', { params: { path: { prefix } }, ...(source ? { headers: { 'X-Forwarded-For': source } } : {}) });
}

async function suffixesOf(t: TestServer, password: string): Promise<Entry[]> {
  const { data, error, response } = await range(t, sha1(password).slice(0, 5));
  expect(error, `status ${response.status}`).toBeUndefined();
  return data!.suffixes;
}

/** Whether an answer names `password` as seen in breaches (what the browser checks). */
function names(entries: readonly Entry[], password: string): boolean {
  return entries.some((entry) => entry.suffix === sha1(password).slice(5) && entry.count > 0);
}

function expectShape(entries: readonly Entry[]): void {
  expect(entries.length).toBeGreaterThanOrEqual(PADDED_LENGTH);
  for (const entry of entries) {
    expect(entry.suffix).toMatch(/^[0-9A-F]{35}$/);
    expect(Number.isInteger(entry.count) && entry.count >= 0).toBe(true);
  }
  const suffixes = entries.map((entry) => entry.suffix);
  expect(suffixes).toEqual([...suffixes].sort());
}

/** The shipped list, read as the server reads it. */
const SHIPPED_RANGES = parseHashList(readFileSync(SHIPPED_LIST_FILE, 'utf8'));

/** A prefix under which the shipped list has no hash. */
function emptyShippedPrefix(): string {
  for (let n = 0xfffff; ; n -= 1) {
    const prefix = n.toString(16).toUpperCase();
    if (!SHIPPED_RANGES.has(prefix)) return prefix;
  }
}

describe('the shipped list and the answers of a range service, read', () => {
  it('parses HIBP range lines, upper-casing suffixes, and refuses anything else', () => {
    expect(parseRangeAnswer('0018a45c4d1def81644b54ab7f969b88d65:1\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2\n')).toEqual([
      { suffix: '0018A45C4D1DEF81644B54AB7F969B88D65', count: 1 },
      { suffix: '00D4F6E8FA6EECAD2A3AA415EEC418D38EC', count: 2 },
    ]);
    expect(() => parseRangeAnswer('<html>maintenance</html>')).toThrow();
    expect(() => parseRangeAnswer('0018A45C4D1DEF81644B54AB7F969B88D6:1')).toThrow();
  });

  it('has the shipped list hold the compromised passwords of its source, as written and capitalized, and not a random one', () => {
    const ranges = SHIPPED_RANGES;
    const has = (password: string) => ranges.get(sha1(password).slice(0, 5))?.includes(sha1(password).slice(5)) === true;
    expect(has(SHIPPED)).toBe(true);
    expect(has('Corvette')).toBe(true);
    expect(has('password123')).toBe(true);
    expect(has(SERVICE_ONLY)).toBe(false);
    expect(ranges.has(emptyShippedPrefix())).toBe(false);
  });

  it('reads PASSWORD_RANGE_URL and its timeout, refusing what cannot work', () => {
    const base = { NODE_ENV: 'test', HOST: '127.0.0.1' };
    expect(loadConfig(base).passwordRange).toEqual({ url: undefined, timeoutMs: 3000 });
    expect(loadConfig({ ...base, PASSWORD_RANGE_URL: 'https://range.example/', PASSWORD_RANGE_TIMEOUT_MS: '800' }).passwordRange).toEqual({
      url: 'https://range.example',
      timeoutMs: 800,
    });
    expect(() => loadConfig({ ...base, PASSWORD_RANGE_URL: 'ftp://range.example' })).toThrow(/PASSWORD_RANGE_URL/);
    expect(() => loadConfig({ ...base, PASSWORD_RANGE_URL: 'https://range.example/?key=1' })).toThrow(/PASSWORD_RANGE_URL/);
    expect(() => loadConfig({ ...base, PASSWORD_RANGE_TIMEOUT_MS: '50' })).toThrow(/PASSWORD_RANGE_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, PASSWORD_RANGE_TIMEOUT_MS: '60000' })).toThrow(/PASSWORD_RANGE_TIMEOUT_MS/);
  });

  it('logs a range request’s path without its prefix', () => {
    expect(loggedPath('/v1/password/range/5BAA6')).toBe('/v1/password/range/{prefix}');
    expect(loggedPath('/v1/account/status')).toBe('/v1/account/status');
  });
});

describe.each(databases)('the range operation without a range service on $name', (database) => {
  const t = useTestServer(database);

  it('answers a shipped password’s suffix among padding, and a prefix without one with padding alone', async () => {
    const found = await suffixesOf(t, SHIPPED);
    expectShape(found);
    expect(names(found, SHIPPED)).toBe(true);
    expect(found.filter((entry) => entry.count > 0).length).toBeLessThan(found.length);

    const { data } = await range(t, emptyShippedPrefix());
    expectShape(data!.suffixes);
    expect(data!.suffixes.every((entry) => entry.count === 0)).toBe(true);
    expect(data!.suffixes).toHaveLength(found.length);
    // The padding is drawn anew each time.
    const again = await range(t, emptyShippedPrefix());
    expect(again.data!.suffixes).not.toEqual(data!.suffixes);
  });

  it('refuses a prefix that is not five upper-case hexadecimal characters with 107, and logs no prefix', async () => {
    for (const prefix of ['5baa6', '5BAA', '5BAA61', 'GGGGG']) {
      const { error, response } = await range(t, prefix);
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ errno: 107 });
    }
    await range(t, sha1(SHIPPED).slice(0, 5));
    const logged = t.logs.lines.join('\n');
    expect(logged).toContain('/v1/password/range/{prefix}');
    expect(logged).not.toContain(sha1(SHIPPED).slice(0, 5));
  });
});

/**
 * A range service on 127.0.0.1 that knows SERVICE_ONLY, fails for one prefix, and never answers another;
 * once it listens, its address is set in `env` as PASSWORD_RANGE_URL (before the suite's server starts).
 */
function startRangeService(env: NodeJS.ProcessEnv) {
  const requests: Array<{ url: string; padding: string | undefined }> = [];
  const held: ServerResponse[] = [];
  let server: Server | undefined;
  const known = sha1(SERVICE_ONLY);
  const failing = sha1(SHIPPED).slice(0, 5);
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    requests.push({ url: request.url ?? '', padding: request.headers['add-padding'] as string | undefined });
    const prefix = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '')?.[1];
    if (!prefix) return void response.writeHead(404).end();
    if (prefix === failing) return void response.writeHead(503).end('busy');
    if (prefix === 'AAAAA') return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end('not a range answer');
    if (prefix === 'BBBBB') return void held.push(response);
    const lines = [`${known.slice(5)}:42`, '0000000000000000000000000000000000A:0'];
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end(prefix === known.slice(0, 5) ? lines.join('\r\n') : lines.slice(1).join('\r\n'));
  };
  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    env.PASSWORD_RANGE_URL = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });
  return { requests };
}

describe.each(databases)('the range operation with a range service on $name', (database) => {
  const env: NodeJS.ProcessEnv = { PASSWORD_RANGE_TIMEOUT_MS: '200' };
  const service = startRangeService(env);
  const t = useTestServer(database, { env });

  it('answers from the service: its suffixes and counts, padded, asked with padding', async () => {
    const entries = await suffixesOf(t, SERVICE_ONLY);
    expectShape(entries);
    expect(entries).toContainEqual({ suffix: sha1(SERVICE_ONLY).slice(5), count: 42 });
    expect(service.requests.at(-1)).toEqual({ url: `/range/${sha1(SERVICE_ONLY).slice(0, 5)}`, padding: 'true' });
    // The service is the authority: a password it does not name is not named, shipped or not.
    expect(names(await suffixesOf(t, 'mountain1'), 'mountain1')).toBe(false);
  });

  it('answers from the shipped list when the service fails, answers nonsense or does not answer in time; the log names no prefix', async () => {
    expect(names(await suffixesOf(t, SHIPPED), SHIPPED)).toBe(true);
    for (const prefix of ['AAAAA', 'BBBBB']) {
      const { data, error } = await range(t, prefix);
      expect(error).toBeUndefined();
      expectShape(data!.suffixes);
    }
    const warnings = t.logs.lines.filter((line) => line.includes('password range service failed'));
    expect(warnings.map((line) => JSON.parse(line).reason)).toEqual(['status 503', 'the range answer has a line that is not SUFFIX:COUNT', 'timeout']);
    const logged = t.logs.lines.join('\n');
    for (const prefix of [sha1(SHIPPED).slice(0, 5), sha1(SERVICE_ONLY).slice(0, 5), 'AAAAA', 'BBBBB']) expect(logged).not.toContain(prefix);
  });
});

describe.each(databases)('the range operation’s per-source limit at its default on $name', (database) => {
  const limit = ABUSE_LIMITS.find((entry) => entry.key === 'passwordCheckPerIp')!;
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { TRUSTED_PROXIES: '127.0.0.1', RATE_PASSWORD_CHECK_PER_IP_LIMIT: String(limit.limit) } });

  it('two bursts from one source: the limit’s number are answered, the rest 114 with the wait; another source and a later window are answered', async () => {
    const source = '203.0.113.7';
    const prefixes = Array.from({ length: 100 }, (_, i) => (0x10000 + i * 997).toString(16).toUpperCase().slice(-5));
    const answers = [...(await burst((i) => range(t, prefixes[i]!, source))), ...(await burst((i) => range(t, prefixes[50 + i]!, source)))];
    expect(tally(answers)).toEqual({ 0: limit.limit, 114: 100 - limit.limit });
    expectWaits(answers, 114);
    expect((await range(t, prefixes[0]!, '203.0.113.8')).error).toBeUndefined();
    clock.advance(limit.windowSeconds * 1000);
    expect((await range(t, prefixes[0]!, source)).error).toBeUndefined();
  });
});
