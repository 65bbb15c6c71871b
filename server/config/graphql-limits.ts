// What one GraphQL document may ask for. In production the server runs only
// the app's registered documents (trusted-documents.ts), which are held to
// these limits once, at start; outside production they also bound every
// query sent as text. The app's own documents (app/**/*.graphql)
// use no aliases, nest at most 8 levels (a fragment spread counts as one) and
// cost under 500 by GraphQL Armor's measure (1 per scalar, 2 per object, times
// 1.5 per level); the defaults leave them room to grow and refuse anything built
// to make the server work: hundreds of aliases of one expensive field, fragments
// nested to exhaust the executor, or a document of megabytes of tokens. In
// production the schema cannot be introspected either (the app and its tools
// read the SDL in schema/, never the running server).
//
//   GRAPHQL_MAX_ALIASES   aliases per operation (default 3)
//   GRAPHQL_MAX_DEPTH     selection depth, fragment spreads included (default 10)
//   GRAPHQL_MAX_COST      Armor's cost of an operation (default 1000)
//   GRAPHQL_MAX_TOKENS    tokens in a document, counted while parsing (default 2000)
import type { ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { intFrom } from './env';

export interface GraphQLLimits {
  readonly maxAliases: number;
  readonly maxDepth: number;
  readonly maxCost: number;
  readonly maxTokens: number;
  /** Whether `__schema` and `__type` may be asked for (outside production only). */
  readonly introspection: boolean;
}

export function loadGraphQLLimits(env: NodeJS.ProcessEnv, production: boolean): GraphQLLimits {
  return {
    maxAliases: intFrom(env, 'GRAPHQL_MAX_ALIASES', 3, 0),
    maxDepth: intFrom(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
    maxCost: intFrom(env, 'GRAPHQL_MAX_COST', 1000, 1),
    maxTokens: intFrom(env, 'GRAPHQL_MAX_TOKENS', 2000, 1),
    introspection: !production,
  };
}

/** Reports a refusal as a validation error of the document, like any other invalid query. */
const asValidationError = {
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
    },
  ],
};

/**
 * Refuses the two ways into the schema's description, `__schema` and
 * `__type` (`__typename` stays: clients use it to tell types apart). It looks
 * at field names only, so it works on whichever copy of graphql-js the
 * server's GraphQL engine was loaded with.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') {
      context.reportError(new GraphQLError(`GraphQL introspection is turned off, but the query asked for "${name}".`, { nodes: node }));
    }
  },
});

/** The validation rules that hold a document to `limits`; the token limit applies while parsing (yoga.ts). */
export function limitRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.maxAliases, allowList: [], ...asValidationError }) as unknown as ValidationRule,
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: false, ...asValidationError }) as unknown as ValidationRule,
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: false, ...asValidationError }) as unknown as ValidationRule,
    ...(limits.introspection ? [] : [noIntrospection]),
  ];
}
