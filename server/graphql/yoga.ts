// The GraphQL endpoint: graphql-yoga over the generated SDL and the typed
// resolvers, mounted as a Hono route at /graphql. It runs the app's
// registered documents by id (trusted-documents.ts) and, outside production
// only, query text held to the request limits (limits.ts).
import type { Context } from 'hono';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { typeDefs } from '../../generated/typeDefs';
import type { Services } from '../services';
import { bearerFromHeader } from '../rest/route';
import { clientAddress } from '../second-factor/guards';
import type { GraphQLContext } from './context';
import { limitRules } from './limits';
import type { GraphQLLimits } from './limits';
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
 * Holds documents to the configured limits (limits.ts): aliases, depth, cost
 * and, in production, introspection while validating (a registered document
 * once, at start), tokens while parsing query text.
 */
function requestLimits(limits: GraphQLLimits): Plugin[] {
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

interface ServerContext {
  readonly services: Services;
  /** The client's address as the HTTP layer sees it (behind a trusted proxy, the forwarded one). */
  readonly ip: string;
}

export function createGraphQLHandler(services: Services): (c: Context) => Promise<Response> {
  const schema = createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers });
  const limits = services.config.graphql;
  const documents = registeredDocuments();
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // The GraphiQL page needs inline script, which the content security policy forbids.
    graphiql: false,
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
    plugins: [
      trustedDocuments({ documents, registeredOnly: services.config.production }),
      ...requestLimits(limits),
      errnoOnInvalidQueries,
    ],
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
  return async (c) => yoga.fetch(c.req.raw, { services, ip: clientAddress(c, services.config.trustedProxies) });
}
