// The registered documents' way past Yoga's request pipeline: a request
// shaped as the app sends it is answered byte for byte as Yoga's own
// pipeline answers the same request, and no plugin of the server hooks into
// the part of Yoga that such a request skips.
import { createRequire } from 'node:module';
import type { DocumentNode } from 'graphql';
import type * as GraphQL from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import {
  GetInitialSettingsStateDocument,
  GetLegalDocDocument,
  GetSecurityEventsDocument,
  GetSessionDocument,
  GetSessionIsValidDocument,
  SignInDocument,
} from '../../../generated/graphql';
import { typeDefs } from '../../../generated/typeDefs';
import { registeredDocuments } from '../../../server/graphql/trusted-documents';
import { graphQLPlugins, registeredRequest, requestPipelineHooks } from '../../../server/graphql/yoga';
import { TestClock } from '../second-factor/steps';
import { databases, documentRequest, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from './flows';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';

/** What the app sends: exactly these two headers take the registered documents' way. */
const APP = { 'Content-Type': 'application/json', Accept: 'application/json' };
/** The same request as Yoga's pipeline answers it: a charset on the body's type is enough to send it there. */
const VIA_YOGA = { 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json' };

/** Headers that differ between any two answers of the server. */
const PER_RESPONSE = new Set(['date', 'x-request-id']);

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

async function send(t: TestServer, headers: Record<string, string>, body: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const kept = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
  return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
}

/** A body as a stream of small chunks: sent without a Content-Length, in chunked transfer coding. */
function inChunks(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 1000));
      offset += 1000;
    },
  });
}

/** Sends a body as the app's request for a registered document, with its length (a string) or without (a stream). */
async function sendBody(t: TestServer, body: string | ReadableStream<Uint8Array>, token?: string): Promise<Answer> {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { ...APP, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
  const kept = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
  return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
}

/** Sends one request both ways and expects the same status, headers and bytes; returns the answer. */
async function bothWays(t: TestServer, body: Record<string, unknown>, token?: string): Promise<Answer> {
  const direct = await send(t, APP, body, token);
  const yoga = await send(t, VIA_YOGA, body, token);
  expect(direct).toEqual(yoga);
  return direct;
}

describe('the server’s Yoga plugins', () => {
  it('hook into envelop only, but for the trusted documents’ parameters, which the registered documents’ lookup replaces', () => {
    // A plugin listed here runs for query text but not for the app's own requests: reconsider the fast path before adding one.
    const plugins = graphQLPlugins(testConfig(), registeredDocuments());
    const pipelineHooks = Object.entries(plugins)
      .map(([name, plugin]) => [name, requestPipelineHooks(plugin)] as const)
      .filter(([, hooks]) => hooks.length > 0);
    expect(Object.fromEntries(pipelineHooks)).toEqual({ trustedDocuments: ['onParams'] });
  });

  it('are told apart from envelop’s hooks', () => {
    const noop = () => {};
    expect(requestPipelineHooks({ onExecute: noop, onContextBuilding: noop, onParse: noop, onValidate: noop })).toEqual([]);
    for (const hook of ['onRequest', 'onRequestParse', 'onParams', 'onExecutionResult', 'onResultProcess', 'onResponse', 'onPluginInit', 'instrumentation']) {
      expect(requestPipelineHooks({ [hook]: noop } as never), hook).toEqual([hook]);
    }
  });
});

describe('a request for a registered document', () => {
  const documents = registeredDocuments();
  const request = (headers: Record<string, string>, body: unknown, method = 'POST') =>
    new Request('http://localhost/graphql', { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const session = documentRequest(GetSessionDocument);

  it('takes the fast way exactly as the app sends it', async () => {
    const found = await registeredRequest(request(APP, session), documents);
    expect(found && 'document' in found ? found.params : null).toEqual(session);
    const withVariables = documentRequest(GetSessionIsValidDocument, { sessionToken: 'a'.repeat(64) });
    const both = await registeredRequest(request(APP, { ...withVariables, extensions: {} }), documents);
    expect(both && 'document' in both ? (both.document as DocumentNode).kind : null).toBe('Document');
  });

  it('goes to Yoga in any other shape, with its body intact', async () => {
    const others: Array<[Record<string, string>, unknown]> = [
      [VIA_YOGA, session],
      [{ ...APP, Accept: 'application/graphql-response+json' }, session],
      [APP, { ...session, query: '{ session { verified } }' }],
      [APP, { ...session, documentId: 'sha256:0' }],
      [APP, { ...session, variables: [] }],
      [APP, { ...session, operationName: 'NoSuchOperation' }],
      [APP, 'not json'],
    ];
    for (const [headers, body] of others) {
      const found = await registeredRequest(request(headers, body), documents);
      expect(found !== null && 'document' in found, JSON.stringify([headers, body])).toBe(false);
      if (found && 'replay' in found) expect(await found.replay.text()).toBe(typeof body === 'string' ? body : JSON.stringify(body));
    }
  });
});

describe.each(databases)('the registered documents’ way on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('answers as Yoga does: a read, one with variables, an unknown operation name and variables of the wrong type', async () => {
    const account = await signUpVerified(t);
    const read = await bothWays(t, documentRequest(GetInitialSettingsStateDocument), account.sessionToken);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(read.body)).toMatchObject({ data: { account: { uid: account.uid } } });
    // Serialised by the stringifier compiled for the document, the same text JSON.stringify writes.
    expect(read.body).toBe(JSON.stringify(JSON.parse(read.body)));

    const valid = await bothWays(t, documentRequest(GetSessionIsValidDocument, { sessionToken: account.sessionToken }));
    expect(JSON.parse(valid.body)).toEqual({ data: { isValidToken: true } });
    const legal = await bothWays(t, documentRequest(GetLegalDocDocument, { input: { locale: 'en', file: 'privacy' } }));
    expect(legal.status).toBe(200);

    const unknownName = await bothWays(t, { ...documentRequest(GetSessionDocument), operationName: 'NoSuchOperation' }, account.sessionToken);
    expect(JSON.parse(unknownName.body)).toMatchObject({ errors: [{ extensions: { errno: 107 } }] });

    const wrongType = await bothWays(t, documentRequest(GetSessionIsValidDocument, { sessionToken: 42 } as never));
    // A value of the wrong type is the client's mistake: invalid parameter, as in REST.
    expect(JSON.parse(wrongType.body)).toMatchObject({ errors: [{ extensions: { errno: 107 } }] });
    expect(JSON.parse(wrongType.body).data).toBeUndefined();
  });

  it('answers as Yoga does when the session is missing and when sign-in is blocked after wrong passwords', async () => {
    const account = await signUpVerified(t);
    const noSession = await bothWays(t, documentRequest(GetSessionDocument));
    expect(JSON.parse(noSession.body)).toMatchObject({ errors: [{ extensions: { errno: 110 } }] });

    const wrong = documentRequest(SignInDocument, { input: { email: account.email, authPW: 'e'.repeat(64) } });
    // The limit's wrong passwords are checked; from then on the address is blocked, with the wait, the same way for both.
    for (let i = 0; i < WRONG; i++) await send(t, APP, wrong);
    const blocked = await bothWays(t, wrong);
    expect(JSON.parse(blocked.body)).toMatchObject({ data: null, errors: [{ extensions: { errno: 125, retryAfter: expect.any(Number) } }] });
  });

  it('reads a body sent in chunks, without its length, as the same body sent with it, and holds both to the limit', async () => {
    const account = await signUpVerified(t);
    const body = JSON.stringify(documentRequest(GetInitialSettingsStateDocument));
    const declared = await sendBody(t, body, account.sessionToken);
    const chunked = await sendBody(t, inChunks(body), account.sessionToken);
    expect(chunked).toEqual(declared);
    expect(JSON.parse(declared.body)).toMatchObject({ data: { account: { uid: account.uid } } });

    // Over the limit (64 KiB), whether the length is declared or only found by counting.
    const large = JSON.stringify({ ...documentRequest(GetInitialSettingsStateDocument), extensions: { padding: 'x'.repeat(70_000) } });
    for (const tooLarge of [await sendBody(t, large), await sendBody(t, inChunks(large))]) {
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 413, errno: 113 });
    }
  });

  it('leaves other Accept values to Yoga, which answers them', async () => {
    const account = await signUpVerified(t);
    const answer = await send(t, { ...APP, Accept: 'application/graphql-response+json' }, documentRequest(GetSessionDocument), account.sessionToken);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ data: { session: { verified: true } } });
  });

  it('answers as Yoga does when a resolver fails: masked as 999, logged, no internals', async () => {
    const account = await signUpVerified(t);
    await t.db.exec('DROP TABLE security_events CASCADE');
    const logged = t.logs.lines.length;
    const failed = await bothWays(t, documentRequest(GetSecurityEventsDocument), account.sessionToken);
    expect(JSON.parse(failed.body)).toMatchObject({ errors: [{ message: 'Unexpected error.', extensions: { errno: 999 } }] });
    expect(failed.body).not.toMatch(/security_events|relation|SELECT/);
    const errors = t.logs.lines.slice(logged).filter((line) => line.includes('graphql resolver failed'));
    expect(errors).toHaveLength(2);
  });
});

describe('the registered documents, compiled', () => {
  it('all compile to JavaScript, so none falls back to an error at its first request', () => {
    // The schema built by the copy of graphql the compiler loads (its CommonJS build), as the server's is.
    const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;
    const schema = buildSchema(typeDefs);
    for (const [id, document] of registeredDocuments()) {
      const compiled = compileQuery(schema, document);
      expect(isCompiledQuery(compiled) ? [] : compiled.errors?.map((error) => error.message), id).toEqual([]);
    }
  });
});
