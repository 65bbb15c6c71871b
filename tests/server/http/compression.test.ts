// Built files are sent as the build's brotli or gzip copy when the client
// accepts that encoding, as they are otherwise, with the same cache headers;
// API answers are never compressed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../../app/vite/compressPlugin';
import { databases, useTestServer } from '../harness';

const staticDir = mkdtempSync(path.join(tmpdir(), 'orbit-static-'));
const script = 'assets/index-Ab12Cd34.js';
const fluent = 'settings/locales/en/main.ftl';
const tiny = 'assets/tiny-Ef56Gh78.js';
mkdirSync(path.join(staticDir, 'assets'));
mkdirSync(path.join(staticDir, 'settings/locales/en'), { recursive: true });
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Orbit accounts</title></head><body></body></html>');
writeFileSync(
  path.join(staticDir, script),
  Array.from({ length: 400 }, (_, i) => `export const value${i} = { id: ${i}, label: "item number ${i}" };`).join('\n'),
);
writeFileSync(
  path.join(staticDir, fluent),
  Array.from({ length: 100 }, (_, i) => `message-${i} = A message of the app, number { $count } ${i}`).join('\n'),
);
writeFileSync(path.join(staticDir, tiny), 'export const a = 1;\n');
const written = await writeCompressedCopies(staticDir, [script, fluent, tiny, 'index.html']);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A GET whose body is returned as sent, still encoded (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed copies written by the build', () => {
  it('are written for text files worth compressing and skipped for tiny files and the page', () => {
    expect(written).toEqual([script, fluent].sort());
  });
});

describe.each(databases)('compressed static files on $name', (database) => {
  const t = useTestServer(database, { env: { STATIC_DIR: staticDir } });
  const original = readFileSync(path.join(staticDir, script));

  it('sends brotli to a client that accepts it', async () => {
    const response = await rawGet(`${t.server.url}/${script}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(response.body).equals(original)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await rawGet(`${t.server.url}/${script}`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.body).equals(original)).toBe(true);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const choices: Record<string, string>[] = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'deflate' }];
    for (const headers of choices) {
      const response = await rawGet(`${t.server.url}/${script}`, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.equals(original)).toBe(true);
    }
  });

  it('compresses the Fluent files as well', async () => {
    const response = await rawGet(`${t.server.url}/${fluent}`, { 'Accept-Encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).equals(readFileSync(path.join(staticDir, fluent)))).toBe(true);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await rawGet(`${t.server.url}/${tiny}`, { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export const a = 1;\n');
  });

  it('does not compress the page or API answers', async () => {
    for (const target of ['/', '/settings', '/__heartbeat__', '/v1/session/status']) {
      const response = await rawGet(`${t.server.url}${target}`, { 'Accept-Encoding': 'br, gzip' });
      expect(response.headers['content-encoding'], target).toBeUndefined();
    }
  });
});
