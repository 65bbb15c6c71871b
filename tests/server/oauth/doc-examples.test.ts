// Every address the README and the documentation give as an example works as
// written on a development server: each relying party's request among them
// is one the server accepts before anyone signs in (the check the /oauth
// and /authorization pages make), and each server page they name answers.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** README.md and every markdown file under docs/. */
function documents(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** The example addresses of a document: full local URLs, and OAuth request paths written as code. */
function examplesOf(text: string): string[] {
  const urls = [...text.matchAll(/https?:\/\/localhost:3030[^\s`)<>"']*/g)].map((match) => match[0].replace(/[.,;:]+$/, ''));
  const paths = [...text.matchAll(/`(\/(?:oauth|authorization)[^`\s]*\?[^`\s]*)`/g)].map((match) => `http://localhost:3030${match[1]}`);
  return [...urls, ...paths];
}

const EXAMPLES = documents().flatMap((file) => examplesOf(readFileSync(join(ROOT, file), 'utf8')).map((url) => ({ file, url })));

/** The query fields of a request that the check takes. */
const CHECKED = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'access_type', 'prompt'];

describe.each(databases)('the documentation’s example addresses on $name', (database) => {
  const t = useTestServer(database);

  it('finds the examples, among them a relying party’s request', () => {
    expect(EXAMPLES.length).toBeGreaterThan(3);
    expect(EXAMPLES.some(({ url }) => new URL(url).searchParams.has('client_id'))).toBe(true);
  });

  it.each(EXAMPLES.filter(({ url }) => new URL(url).searchParams.has('client_id')))('$file: $url is a request the server accepts before sign-in', async ({ url }) => {
    const params = new URL(url).searchParams;
    const body = Object.fromEntries(CHECKED.filter((name) => params.has(name)).map((name) => [name, params.get(name)!]));
    const response = await fetch(`${t.server.url}/v1/oauth/authorization/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer.refusal, JSON.stringify(answer)).toBeUndefined();
  });

  it.each(EXAMPLES.filter(({ url }) => new URL(url).pathname.startsWith('/__dev/')))('$file: $url answers', async ({ url }) => {
    const response = await fetch(`${t.server.url}${new URL(url).pathname}`);
    expect(response.status).toBe(200);
  });
});
