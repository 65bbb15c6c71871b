// Production mode: no introspection; documents with more aliases, depth, cost
// or tokens than the app's own need are refused, while every document of the
// app passes; and a missing secret or a bad setting stops the start with one
// line naming the setting.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, print, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../../generated/graphql';
import { typeDefs } from '../../../generated/typeDefs';
import { limitRules, loadGraphQLLimits } from '../../../server/graphql/limits';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { databases, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';

const root = path.resolve(import.meta.dirname, '../../..');
const PRODUCTION = { NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://accounts.example.com' };

async function post(t: TestServer, query: string): Promise<{ status: number; body: { data?: unknown; errors?: Array<{ message: string; extensions?: { errno?: number } }> } }> {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

const INTROSPECTION = '{ __schema { queryType { name } } }';
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
/** Fragments on Account nested `n` deep. */
const nested = (n: number) =>
  `{ account { ...F0 } } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Account { ${i === n - 1 ? 'uid' : `...F${i + 1}`} }`).join(' ')}`;
/** The settings area's whole account selection three times over, under three fragment names. */
function threeTimesTheAccount(): string {
  const document = documents.GetAccountDocument as unknown as DocumentNode;
  const fields = document.definitions.find((definition) => definition.kind === 'FragmentDefinition' && definition.name.value === 'AccountFields');
  const copies = [1, 2].map((i) => print(fields!).replace('fragment AccountFields', `fragment Again${i}`));
  return `${print(document).replace('...AccountFields', '...AccountFields ...Again1 ...Again2')} ${copies.join(' ')}`;
}

describe('the GraphQL limits and the app', () => {
  const schema = buildSchema(typeDefs);
  const limits = loadGraphQLLimits({}, true);
  const appDocuments = Object.entries(documents).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'));

  it('let every document of the app through, in production too', () => {
    expect(appDocuments.length).toBeGreaterThan(20);
    for (const [name, document] of appDocuments) {
      expect(validate(schema, document, limitRules(limits)).map((error) => error.message), name).toEqual([]);
    }
  });

  it('let every document of the app parse within the token limit', () => {
    for (const file of ['GetInitialSettingsState', 'GetAccount', 'SignIn', 'AccountReset']) {
      const text = readFileSync(path.join(root, 'app/api/graphql', `${file}.graphql`), 'utf8');
      const parser = new MaxTokensParserWLexer(text, { n: limits.maxTokens });
      parser.parseDocument();
      expect(parser.tokenCount, file).toBeLessThan(limits.maxTokens / 2);
    }
  });

  it('refuse what is built to make the server work', () => {
    const refused = (query: string) => validate(schema, parse(query), limitRules(limits)).map((error) => error.message);
    expect(refused(aliases(limits.maxAliases))).toEqual([]);
    expect(refused(aliases(limits.maxAliases + 1)).join()).toMatch(/Aliases limit/);
    // A spread and the fragment's own selection are a level each: three fragments deep is depth 8, five is 12.
    expect(refused(nested(3))).toEqual([]);
    expect(refused(nested(5)).join()).toMatch(/depth limit of 10 exceeded, found 12/);
    expect(refused(threeTimesTheAccount()).join()).toMatch(/Cost limit/);
    expect(refused(INTROSPECTION).join()).toMatch(/introspection/i);
  });
});

describe.each(databases)('GraphQL in production on $name', (database) => {
  const t = useTestServer(database, { env: PRODUCTION });

  it('does not answer introspection', async () => {
    for (const query of [INTROSPECTION, '{ __type(name: "Account") { fields { name } } }']) {
      const { body } = await post(t, query);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      expect(body.errors?.[0]?.extensions?.errno).toBeTypeOf('number');
    }
  });

  it('refuses 500 aliases, deep nesting, a costly document and too many tokens, before running any of it', async () => {
    const cases: Array<[string, RegExp]> = [
      [aliases(500), /Aliases limit/],
      [nested(40), /depth limit/],
      [threeTimesTheAccount(), /Cost limit/],
      [`{ ${' __typename'.repeat(2500)} }`, /Token limit/],
    ];
    for (const [query, message] of cases) {
      const { body } = await post(t, query);
      expect(body.data ?? null, message.source).toBeNull();
      expect(body.errors?.map((error) => error.message).join(), message.source).toMatch(message);
    }
  });

  it('answers the app’s own documents', async () => {
    const { body } = await post(t, '{ __typename }');
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe.each(databases.slice(0, 1))('GraphQL outside production on $name', (database) => {
  const t = useTestServer(database);

  it('answers introspection, for development tools', async () => {
    const { body } = await post(t, INTROSPECTION);
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

/** Starts the server as `npm start` does with `env`, and returns how it ended and what it wrote to standard error. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent/orbit', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('a setting at fault', () => {
  it('stops the start with one line naming it, and no stack trace', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://accounts.example.com' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('MFA_JWT_SECRET');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('is named first in what the configuration says', () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{ RATE_CODE_SEND_LIMIT: 'four' }, 'RATE_CODE_SEND_LIMIT'],
      [{ RATE_BAD_PASSWORD_PER_IP_WINDOW_SECONDS: '0' }, 'RATE_BAD_PASSWORD_PER_IP_WINDOW_SECONDS'],
      [{ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }, 'TRUSTED_PROXIES'],
      [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
      [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
      [{ SCRYPT_N: '1000' }, 'SCRYPT_N'],
      [{ GRAPHQL_MAX_DEPTH: '0' }, 'GRAPHQL_MAX_DEPTH'],
      [{ NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40) }, 'PUBLIC_URL'],
    ];
    for (const [env, setting] of cases) expect(() => testConfig(env), setting).toThrow(new RegExp(`^${setting} `));
  });
});
