// The GraphQL endpoint: graphql-yoga over the generated SDL and the typed
// resolvers, mounted as a Hono route at /graphql.
import type { Context } from 'hono';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { typeDefs } from '../../generated/typeDefs';
import type { Services } from '../services';
import { bearerFromHeader } from '../rest/route';
import { clientAddress } from '../second-factor/guards';
import type { GraphQLContext } from './context';
import { toGraphQLError } from './errors';
import { resolvers } from './resolvers';

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

interface ServerContext {
  readonly services: Services;
  /** The client's address as the HTTP layer sees it (behind a trusted proxy, the forwarded one). */
  readonly ip: string;
}

export function createGraphQLHandler(services: Services): (c: Context) => Promise<Response> {
  const schema = createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers });
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
    plugins: [errnoOnInvalidQueries],
    context: ({ request, ip }): GraphQLContext => ({
      services,
      token: bearerFromHeader(request.headers.get('Authorization')),
      origin: new URL(request.url).origin,
      userAgent: request.headers.get('User-Agent') ?? undefined,
      acceptLanguage: request.headers.get('Accept-Language') ?? undefined,
      ip,
    }),
  });
  return async (c) => yoga.fetch(c.req.raw, { services, ip: clientAddress(c, services.config.trustProxy) });
}
