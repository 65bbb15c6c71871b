// Trusted documents and the request limits: the app's documents are
// registered under the id of their text and sent by it; in production the
// server runs nothing else and says so, outside production query text is
// still answered but held to alias, depth, cost and token limits.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, print, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import * as sent from '../../../generated/graphql';
import * as registered from '../../../generated/documents';
import { typeDefs } from '../../../generated/typeDefs';
import { limitRules, loadGraphQLLimits } from '../../../server/config/graphql-limits';
import { createApp } from '../../../server/http/app';
import { createLogger } from '../../../server/log';
import { registeredDocuments } from '../../../server/graphql/trusted-documents';
import { createServices } from '../../../server/services';
import { databases, documentRequest, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUp, signUpVerified } from './flows';

const root = path.resolve(import.meta.dirname, '../../..');
const PRODUCTION = { NODE_ENV: 'production', MFA_JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://accounts.example.com' };

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { errno?: number; code?: string } }> };
}

async function post(t: TestServer, request: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(request),
  });
  return { status: response.status, body: (await response.json()) as never };
}

const idOf = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`;
const INTROSPECTION = '{ __schema { queryType { name } } }';
const aliases = (n: number, field = '__typename') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** Fragments on Account nested `n` deep. */
const nested = (n: number) =>
  `{ account { ...F0 } } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Account { ${i === n - 1 ? 'uid' : `...F${i + 1}`} }`).join(' ')}`;
/** The settings area's whole account selection three times over, under three fragment names. */
function threeTimesTheAccount(): string {
  const document = registered.GetAccountDocument as unknown as DocumentNode;
  const fields = document.definitions.find((definition) => definition.kind === 'FragmentDefinition' && definition.name.value === 'AccountFields');
  const copies = [1, 2].map((i) => print(fields!).replace('fragment AccountFields', `fragment Again${i}`));
  return `${print(document).replace('...AccountFields', '...AccountFields ...Again1 ...Again2')} ${copies.join(' ')}`;
}

describe('the app’s GraphQL documents', () => {
  const schema = buildSchema(typeDefs);
  const limits = loadGraphQLLimits({}, true);
  const documents = registeredDocuments();

  it('are registered with the server under the SHA-256 of their text, and the app holds only that id', () => {
    expect(documents.size).toBeGreaterThan(20);
    for (const [id, document] of documents) expect(idOf(print(document)), id).toBe(id);
    const appDocuments = Object.entries(sent).filter(([name]) => name.endsWith('Document'));
    expect(appDocuments).toHaveLength(documents.size);
    for (const [name, document] of appDocuments) {
      const request = documentRequest(document as TypedDocumentNode<unknown, unknown>);
      expect(documents.has(request.documentId as string), name).toBe(true);
      expect(request.operationName, name).toBe(name.replace(/Document$/, ''));
      // No text travels with the app: the id and the name only.
      expect(Object.keys(document), name).toEqual(['__meta__']);
    }
  });

  it('pass the limits, in production too', () => {
    for (const [id, document] of documents) {
      expect(validate(schema, document, limitRules(limits)).map((error) => error.message), id).toEqual([]);
    }
  });

  it('parse within the token limit', () => {
    for (const file of ['GetInitialSettingsState', 'GetAccount', 'SignIn', 'AccountReset']) {
      const text = readFileSync(path.join(root, 'app/api/graphql', `${file}.graphql`), 'utf8');
      const parser = new MaxTokensParserWLexer(text, { n: limits.maxTokens });
      parser.parseDocument();
      expect(parser.tokenCount, file).toBeLessThan(limits.maxTokens / 2);
    }
  });


  it('limits refuse what is built to make the server work', () => {
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

  it('answers a registered document sent by its id', async () => {
    const account = await signUp(t);
    const { status, body } = await post(t, documentRequest(sent.GetSessionDocument), account.sessionToken);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { session: { verified: false } } });
  });

  it('refuses query text, even the text of a registered document, before running any of it', async () => {
    const account = await signUp(t);
    for (const query of [print(registered.GetSessionDocument as unknown as DocumentNode), '{ __typename }', INTROSPECTION, aliases(1000, 'account { uid }')]) {
      const { status, body } = await post(t, { query }, account.sessionToken);
      expect(status, query).toBe(400);
      expect(body.data ?? null, query).toBeNull();
      expect(body.errors, query).toHaveLength(1);
      expect(body.errors?.[0]?.message, query).toMatch(/runs only the GraphQL documents registered with it, named by their id in "documentId"/);
      expect(body.errors?.[0]?.extensions, query).toMatchObject({ errno: 107, code: 'PERSISTED_QUERY_ONLY' });
    }
  });

  it('refuses an id no document is registered under, and a request that names none', async () => {
    const unknown = await post(t, { documentId: idOf('{ account { uid uid } }') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data ?? null).toBeNull();
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'No GraphQL document is registered under this "documentId".',
      extensions: { errno: 107, code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const none = await post(t, { variables: {} });
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0]?.message).toMatch(/names no GraphQL document/);
    expect(none.body.errors?.[0]?.extensions?.errno).toBe(107);
  });
});

describe.each(databases)('GraphQL outside production on $name', (database) => {
  const t = useTestServer(database);

  it('answers registered documents by id and query text alike, introspection too, for development tools', async () => {
    const account = await signUp(t);
    expect((await post(t, documentRequest(sent.GetSessionDocument), account.sessionToken)).body).toEqual({ data: { session: { verified: false } } });
    expect((await post(t, { query: '{ session { verified } }' }, account.sessionToken)).body).toEqual({ data: { session: { verified: false } } });
    expect((await post(t, { query: INTROSPECTION })).body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const unknown = await post(t, { documentId: idOf('{ session { verified } }') });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ errno: 107, code: 'PERSISTED_QUERY_NOT_FOUND' });
  });

  it('refuses query text over the alias, depth, cost or token limit, saying which, before running any of it', async () => {
    const account = await signUp(t);
    const cases: Array<[string, RegExp]> = [
      // The account many times in one request: a thousand times is more tokens than a document may have, three hundred more aliases.
      [aliases(1000, 'account { uid }'), /Token limit of 2000 exceeded/],
      [aliases(300, 'account { uid }'), /Aliases limit of 3 exceeded, found 300/],
      [aliases(4), /Aliases limit of 3 exceeded, found 4/],
      [nested(40), /depth limit of 10 exceeded/],
      [threeTimesTheAccount(), /Cost limit of 1000 exceeded/],
      [`{ ${' __typename'.repeat(2500)} }`, /Token limit of 2000 exceeded/],
    ];
    for (const [query, message] of cases) {
      const { body } = await post(t, { query }, account.sessionToken);
      expect(body.data ?? null, message.source).toBeNull();
      expect(body.errors?.map((error) => error.message).join(), message.source).toMatch(message);
      expect(body.errors?.[0]?.extensions?.errno, message.source).toBe(107);
    }
  });
});

describe.each(databases.slice(0, 1))('a registered document on $name', (database) => {
  // A token limit that the text of the settings read would exceed by far.
  const t = useTestServer(database, { env: { GRAPHQL_MAX_TOKENS: '40' } });

  it('is not parsed per request: it runs by id where its own text is refused at the token limit', async () => {
    const account = await signUpVerified(t);
    const text = print(registered.GetInitialSettingsStateDocument as unknown as DocumentNode);
    const asText = await post(t, { query: text }, account.sessionToken);
    expect(asText.body.errors?.[0]?.message).toMatch(/Token limit of 40 exceeded/);
    const byId = await post(t, documentRequest(sent.GetInitialSettingsStateDocument), account.sessionToken);
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data).toMatchObject({ account: { uid: account.uid }, session: { verified: true } });
  });
});

describe.each(databases.slice(0, 1))('the registered documents on $name', (database) => {
  it('are validated once, as the server starts: a limit one of them does not meet stops the start, naming it', async () => {
    const db = await database.open();
    const services = createServices({ config: testConfig({ GRAPHQL_MAX_DEPTH: '3' }), db, logger: createLogger(() => {}) });
    try {
      expect(() => createApp(services)).toThrow(/registered GraphQL document \w+ is not valid: .*depth limit of 3 exceeded/);
    } finally {
      services.close();
      await db.close();
    }
  });
});
