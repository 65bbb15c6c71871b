// Registers REST handlers by operationId: the method and path come from the
// generated request schemas, the body and query are checked against them,
// and the handler's input and result are typed from the OpenAPI `operations`.
import type { Context, Hono } from 'hono';
import { appError } from '../errors';
import { SOURCE_LIMITED_OPERATIONS, countSource } from '../ratelimit/per-source';
import { callerOf, clientAddress } from '../request/caller';
import type { Services } from '../request/services';
import type { SessionRecord } from '../sessions/session-service';
import { bearerToken } from '../request/bearer';
import { checkJsonBody, checkPathParams, checkQuery } from './validate';

/** One entry of a generated `requestSchemas` map. */
export interface RequestSchemaEntry {
  readonly method: string;
  readonly path: string;
  readonly body?: object;
  readonly bodyRequired?: boolean;
  readonly query?: object;
  readonly params?: object;
}

type JsonBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? undefined : Q) : undefined;

type PathOf<O> = O extends { parameters: { path?: infer P } } ? ([P] extends [never] ? undefined : P) : undefined;

type OkOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

export type Auth = 'none' | 'session' | 'bearer';

export interface HandlerInput<O, A extends Auth> {
  readonly c: Context;
  readonly services: Services;
  readonly body: JsonBodyOf<O>;
  readonly query: QueryOf<O>;
  readonly params: PathOf<O>;
  /** The session of the bearer token (auth 'session'). */
  readonly session: A extends 'session' ? SessionRecord : undefined;
  /** The raw bearer token (auth 'bearer': the handler decides what it names). */
  readonly bearer: A extends 'bearer' ? string : undefined;
}

export type Handler<O, A extends Auth> = (input: HandlerInput<O, A>) => Promise<OkOf<O>>;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * A registrar for one API: `route(operationId, auth, handler)` adds the
 * operation to the app.
 */
export function restRouter<Ops, Schemas extends Record<string, RequestSchemaEntry>>(
  app: Hono,
  schemas: Schemas,
  services: Services,
) {
  return function route<Id extends keyof Ops & keyof Schemas & string, A extends Auth>(
    operationId: Id,
    auth: A,
    handler: Handler<Ops[Id], A>,
  ): void {
    const schema = schemas[operationId]!;
    const sourceLimit = SOURCE_LIMITED_OPERATIONS[operationId];
    const method = schema.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    app.on(method.toUpperCase(), honoPath(schema.path), async (c) => {
      let session: SessionRecord | undefined;
      let bearer: string | undefined;
      if (auth !== 'none') {
        bearer = bearerToken(c);
        if (!bearer) throw appError('INVALID_TOKEN');
        if (auth === 'session') {
          session = await services.sessions.authenticate(bearer, clientAddress(c, services.config.trustedProxies));
          if (!session) throw appError('INVALID_TOKEN');
        }
      }
      const hasBody = method !== 'get' && method !== 'delete';
      const text = hasBody ? await c.req.text() : '';
      // A body sent as anything but JSON is not a JSON body (106), whatever it holds.
      if (text.trim() !== '' && !JSON_CONTENT_TYPE.test(c.req.header('Content-Type') ?? '')) {
        throw appError('INVALID_JSON', { message: 'Invalid JSON in request body: Content-Type must be application/json' });
      }
      const body = hasBody ? checkJsonBody(text, schema.body, schema.bodyRequired ?? false) : undefined;
      const query = checkQuery(c.req.query(), schema.query);
      const params = c.req.param() as Record<string, string>;
      // A lookup or a send takes its place under its source's limit before anything is looked up or
      // sent, and only once its request is one the contract takes (its path too: a range's prefix).
      if (sourceLimit !== undefined) {
        checkPathParams(params, schema.params);
        await countSource(services.limiter, sourceLimit, callerOf(c, services));
      }
      const result = await handler({
        c,
        services,
        body: body as JsonBodyOf<Ops[Id]>,
        query: query as QueryOf<Ops[Id]>,
        params: params as PathOf<Ops[Id]>,
        session: session as HandlerInput<Ops[Id], A>['session'],
        bearer: (auth === 'bearer' ? bearer : undefined) as HandlerInput<Ops[Id], A>['bearer'],
      });
      return c.json(result as object, 200);
    });
  };
}
