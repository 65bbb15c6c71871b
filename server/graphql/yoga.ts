// The GraphQL endpoint: graphql-yoga over the generated SDL and the typed
// resolvers, mounted as a Hono route at /graphql. It runs the app's
// registered documents by id (trusted-documents.ts) and, outside production
// only, query text held to the request limits (limits.ts).
import type { Context } from 'hono';
import type { DocumentNode } from 'graphql';
import { getOperationAST, OperationTypeNode } from 'graphql';
import { createSchema, createYoga, processRegularResult } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { typeDefs } from '../../generated/typeDefs';
import type { ServerConfig } from '../config';
import type { Services } from '../request/services';
import { bearerFromHeader } from '../request/bearer';
import { readRoutingOf } from '../db/read-routing';
import { clientAddress } from '../request/caller';
import type { GraphQLContext } from './context';
import { limitRules } from '../config/graphql-limits';
import type { GraphQLLimits } from '../config/graphql-limits';
import { toGraphQLError } from './errors';
import { resolvers } from './resolvers';
import { registeredDocuments, trustedDocuments, validateRegistered } from './trusted-documents';

/** Invalid queries carry an errno too, like every other error. */
const errnoOnInvalidQueries: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result instanceof Error) replaceParseResult(toGraphQLError(result));
    };
  },
  onValidate() {
    return ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((error) => toGraphQLError(error)));
    };
  },
};

/**
 * A mutation is a write: with standbys, its request's reads stay on the
 * primary and its session's reads wait for its writes (db/read-routing.ts).
 * Known once the document is, before any resolver runs.
 */
const mutationsWrite: Plugin = {
  onExecute({ args }) {
    if (getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.MUTATION) return;
    const { services } = args.contextValue as Partial<GraphQLContext>;
    if (services) readRoutingOf(services.db)?.markWrite();
  },
};

/**
 * Holds documents to the configured limits (limits.ts): aliases, depth, cost
 * and, in production, introspection while validating (a registered document
 * once, at start), tokens while parsing query text.
 */
function requestLimits(limits: GraphQLLimits): [Plugin, Plugin] {
  const rules = limitRules(limits);
  return [
    maxTokensPlugin({ n: limits.maxTokens }) as unknown as Plugin,
    {
      onValidate({ addValidationRule }) {
        for (const rule of rules) addValidationRule(rule);
      },
    },
  ];
}

/**
 * The hooks of envelop, the part of Yoga a registered document sent as the
 * app sends it still runs through (context, parse, validate, execute). Every
 * other hook of a Yoga plugin — onRequest, onRequestParse, onParams,
 * onExecutionResult, onResultProcess, onResponse, instrumentation, and
 * onPluginInit, which may add plugins of its own — belongs to the request
 * pipeline that such a request skips.
 */
const ENVELOP_HOOKS: ReadonlySet<string> = new Set([
  'onSchemaChange',
  'onEnveloped',
  'onContextBuilding',
  'onParse',
  'onValidate',
  'onExecute',
  'onSubscribe',
]);

/** The hooks of a plugin that run only on Yoga's request pipeline, not on the registered documents' way past it. */
export function requestPipelineHooks(plugin: Plugin): string[] {
  return Object.keys(plugin).filter((hook) => !ENVELOP_HOOKS.has(hook));
}

/**
 * The server's Yoga plugins by name. A registered document sent as the app
 * sends it runs past Yoga's request pipeline (createGraphQLHandler), so a
 * plugin hooked there does nothing for the app's requests: the trusted
 * documents' onParams is the one such hook, and the fast path's lookup of
 * the id stands in for it.
 */
export function graphQLPlugins(config: ServerConfig, documents: ReadonlyMap<string, DocumentNode>): Record<string, Plugin> {
  const [tokenLimit, validationLimits] = requestLimits(config.graphql);
  return {
    trustedDocuments: trustedDocuments({ documents, registeredOnly: config.production }),
    tokenLimit,
    validationLimits,
    errnoOnInvalidQueries,
    mutationsWrite,
    compiledExecution: compiledRegisteredDocuments(documents),
  };
}

/**
 * Runs the registered documents as JavaScript compiled from them (graphql-jit),
 * each compiled at its first request; query text, which development tools
 * send, runs through GraphQL's own executor. The result is the same, errors
 * included (they are masked afterwards either way), and serialised with the
 * stringifier compiled for the document's shape.
 */
function compiledRegisteredDocuments(documents: ReadonlyMap<string, DocumentNode>): Plugin {
  const registered = new Set<DocumentNode>(documents.values());
  return useGraphQlJit({}, { enableIf: (args) => registered.has(args.document) }) as Plugin;
}

/** The Response of the HTTP server (Hono's Node adapter puts its own in globalThis), for the result processor. */
const serverFetchAPI = {
  get Response() {
    return globalThis.Response;
  },
} as unknown as Parameters<typeof processRegularResult>[1];

interface ServerContext {
  readonly services: Services;
  /** The client's address as the HTTP layer sees it (behind a trusted proxy, the forwarded one). */
  readonly ip: string;
}

export function createGraphQLHandler(services: Services): (c: Context) => Promise<Response> {
  const schema = createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers });
  const documents = registeredDocuments();
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // The GraphiQL page needs inline script, which the content security policy forbids.
    graphiql: false,
    // Yoga's own CORS would echo any Origin with credentials allowed; the HTTP app's (http/cors.ts) decides instead.
    cors: false,
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError(error) {
        const converted = toGraphQLError(error);
        const original = (error as { originalError?: unknown }).originalError;
        if (converted.extensions.errno === 999 && original) {
          services.logger.error('graphql resolver failed', {
            error: original instanceof Error ? original.message : 'unknown',
          });
        }
        return converted;
      },
    },
    plugins: Object.values(graphQLPlugins(services.config, documents)),
    context: ({ request, ip }): GraphQLContext => ({
      services,
      token: bearerFromHeader(request.headers.get('Authorization')),
      origin: new URL(request.url).origin,
      userAgent: request.headers.get('User-Agent') ?? undefined,
      acceptLanguage: request.headers.get('Accept-Language') ?? undefined,
      ip,
    }),
  });
  // The registered documents, validated here once as a request's document would be.
  validateRegistered(yoga.getEnveloped({}), documents);
  return async (c) => {
    const serverContext: ServerContext = { services, ip: clientAddress(c, services.config.trustedProxies) };
    const direct = await registeredRequest(c.req.raw, documents);
    if (direct === null) return yoga.fetch(c.req.raw, serverContext);
    if (!('document' in direct)) return yoga.fetch(direct.replay, serverContext);
    // A registered document, as the app sends it: run through Yoga's envelop
    // (its context, its plugins' execute hooks, the error masking) without the
    // rest of its request pipeline, which would only find again what is known:
    // the document is registered, parsed and was validated at start.
    const { params, document } = direct;
    const enveloped = yoga.getEnveloped({ ...serverContext, request: c.req.raw, params });
    const contextValue = await enveloped.contextFactory();
    const result = await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    });
    // Yoga's own processor sets the status, the Content-Type and the body; only
    // the Response it builds is the HTTP server's own (the global one), which is
    // written out as it is, where a Response of Yoga's fetch implementation is
    // read back as a stream.
    return processRegularResult(result as Parameters<typeof processRegularResult>[0], serverFetchAPI, 'application/json');
  };
}

/** The fields of a request for a registered document, nothing else. */
interface RegisteredParams {
  readonly documentId: string;
  readonly operationName?: string;
  readonly variables?: Record<string, unknown>;
  readonly extensions?: Record<string, unknown>;
}

const PARAM_KEYS = new Set(['documentId', 'operationName', 'variables', 'extensions']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Recognises the one request shape the app sends: a JSON POST accepting JSON
 * whose body names a registered document by id, with at most an operation
 * name, variables and extensions. Anything else, however close, is answered
 * by Yoga as before (null when the body was not read; `replay` when it was,
 * a copy of the request with the same body).
 */
export async function registeredRequest(
  request: Request,
  documents: ReadonlyMap<string, DocumentNode>,
): Promise<{ params: RegisteredParams; document: DocumentNode } | { replay: Request } | null> {
  if (request.method !== 'POST') return null;
  if (request.headers.get('Content-Type') !== 'application/json' || request.headers.get('Accept') !== 'application/json') return null;
  const text = await request.text();
  const replay = (): { replay: Request } => ({ replay: new Request(request.url, { method: 'POST', headers: request.headers, body: text }) });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return replay();
  }
  if (!isPlainObject(body) || Object.keys(body).some((key) => !PARAM_KEYS.has(key))) return replay();
  const { documentId, operationName, variables, extensions } = body;
  if (typeof documentId !== 'string') return replay();
  if (operationName != null && typeof operationName !== 'string') return replay();
  if (variables != null && !isPlainObject(variables)) return replay();
  if (extensions != null && !isPlainObject(extensions)) return replay();
  const document = documents.get(documentId);
  if (!document) return replay();
  // The operation to run, found as Yoga finds it: none (an operation name the
  // document does not hold) is Yoga's refusal to answer, and a subscription
  // is Yoga's to run.
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return replay();
  return {
    document,
    params: {
      documentId,
      ...(operationName != null ? { operationName } : {}),
      ...(variables != null ? { variables } : {}),
      ...(extensions != null ? { extensions } : {}),
    },
  };
}
