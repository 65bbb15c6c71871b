// Trusted documents: the app's GraphQL documents, registered at build time by
// `npm run codegen` (generated/documents.ts) under the id the app sends in
// their place, "sha256:" and the SHA-256 of the document's printed text.
//
// A request names a registered document by `documentId` (the GraphQL over
// HTTP form of a persisted document) and the server runs the document it
// holds: nothing is parsed, and each document was validated once, when the
// server started, against the schema and the request limits (limits.ts). In
// production that is all the endpoint takes; elsewhere a request may still
// send query text, for development tools, and such text is parsed, held to
// the limits and validated (each distinct text once, by GraphQL Yoga's
// parse and validation cache).
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import * as generated from '../../generated/documents';

/** The registered documents by id: every generated operation document (fragments alone are not operations). */
export function registeredDocuments(): ReadonlyMap<string, DocumentNode> {
  const byId = new Map<string, DocumentNode>();
  for (const value of Object.values(generated) as unknown[]) {
    const document = value as DocumentNode & { __meta__?: { documentId?: unknown } };
    const id = document.__meta__?.documentId;
    if (typeof id !== 'string') continue;
    if (!document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue;
    byId.set(id, document);
  }
  return byId;
}

/** What validates a document as a request's would be: GraphQL's rules and every plugin's (Yoga's `getEnveloped()`). */
export interface DocumentValidation {
  readonly schema: GraphQLSchema;
  validate(schema: GraphQLSchema, document: DocumentNode): ReadonlyArray<{ message: string }>;
}

/**
 * Validates every registered document once, with the rules a request's
 * document is held to (the limits included); a document that fails stops
 * the start, naming it.
 */
export function validateRegistered(pipeline: DocumentValidation, documents: ReadonlyMap<string, DocumentNode>): void {
  for (const [id, document] of documents) {
    const errors = pipeline.validate(pipeline.schema, document);
    if (errors.length > 0) {
      const name = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? id;
      throw new Error(`The registered GraphQL document ${name} is not valid: ${errors.map((e) => e.message).join('; ')}`);
    }
  }
}

/** The refusals, each saying what the server takes instead. */
const refusals = {
  persistedQueryOnly: () =>
    createGraphQLError(
      'This server runs only the GraphQL documents registered with it, named by their id in "documentId"; it does not take query text.',
      { extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } } },
    ),
  keyNotFound: () =>
    createGraphQLError('The request names no GraphQL document: send a registered document\'s id as "documentId".', {
      extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
    }),
  notFound: () =>
    createGraphQLError('No GraphQL document is registered under this "documentId".', {
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
    }),
};

/** The id a request names, when it names one as a string. */
function documentIdOf(params: object): string | null {
  const id = (params as { documentId?: unknown }).documentId;
  return typeof id === 'string' ? id : null;
}

export interface TrustedDocumentsOptions {
  /** The registered documents by id, each validated once (`validateRegistered`) before the first request. */
  readonly documents: ReadonlyMap<string, DocumentNode>;
  /** Whether query text is refused: only registered documents run (production). */
  readonly registeredOnly: boolean;
}

/** The Yoga plugin that answers registered documents by id, and refuses query text when `registeredOnly`. */
export function trustedDocuments({ documents, registeredOnly }: TrustedDocumentsOptions): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: !registeredOnly,
    extractPersistedOperationId: documentIdOf,
    getPersistedOperation: (id) => documents.get(id) ?? null,
    // Validated once, before the first request.
    skipDocumentValidation: true,
    customErrors: refusals,
  }) as Plugin;
}
