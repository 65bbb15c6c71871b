// GraphQL errors: an AppError becomes a GraphQLError whose extensions carry
// errno and, when present, retryAfter, retryAfterLocalized,
// verificationMethod, verificationReason and email. Anything unexpected is
// reported as errno 999 without detail.
import { GraphQLError } from 'graphql';
import { AUTH_ERRORS } from '../../generated/errors';
import { AppError } from '../errors';

export function toGraphQLError(error: unknown): GraphQLError {
  const path = error instanceof GraphQLError ? error.path : undefined;
  const nodes = error instanceof GraphQLError ? error.nodes : undefined;
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    const body = original.body;
    const extensions: Record<string, unknown> = { errno: body.errno };
    if (body.retryAfter !== undefined) extensions.retryAfter = body.retryAfter;
    if (body.retryAfterLocalized !== undefined) extensions.retryAfterLocalized = body.retryAfterLocalized;
    if (body.verificationMethod !== undefined) extensions.verificationMethod = body.verificationMethod;
    if (body.verificationReason !== undefined) extensions.verificationReason = body.verificationReason;
    if (body.email !== undefined) extensions.email = body.email;
    return new GraphQLError(body.message, { nodes, path, extensions });
  }
  if (error instanceof GraphQLError && !error.originalError) {
    // Parse and validation errors: the client's query is wrong.
    return new GraphQLError(error.message, {
      nodes,
      path,
      extensions: { ...error.extensions, errno: AUTH_ERRORS.INVALID_PARAMETER.errno },
    });
  }
  return new GraphQLError(AUTH_ERRORS.UNEXPECTED_ERROR.message, {
    nodes,
    path,
    extensions: { errno: AUTH_ERRORS.UNEXPECTED_ERROR.errno },
  });
}
