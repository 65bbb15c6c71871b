// GraphQL errors: an AppError becomes a GraphQLError whose extensions carry
// errno and, when present, retryAfter, retryAfterLocalized,
// verificationMethod, verificationReason and email. Anything unexpected is
// reported as errno 999 without detail.
//
// Errors are recognised by shape, not by class: the graphql package can be
// loaded twice (its CommonJS and ES builds), and each has its own GraphQLError.
import { GraphQLError } from 'graphql';
import type { ASTNode } from 'graphql';
import { AUTH_ERRORS } from '../../generated/errors';
import { asAppError } from '../errors';

interface GraphQLErrorShape {
  readonly message: string;
  readonly path?: ReadonlyArray<string | number>;
  readonly nodes?: ReadonlyArray<ASTNode>;
  readonly originalError?: unknown;
  readonly extensions?: Record<string, unknown>;
}

function isGraphQLErrorShape(error: unknown): error is GraphQLErrorShape {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    'extensions' in error &&
    'locations' in error
  );
}

export function toGraphQLError(error: unknown): GraphQLError {
  const shaped = isGraphQLErrorShape(error) ? error : undefined;
  const path = shaped?.path;
  const nodes = shaped?.nodes;
  const original = shaped ? (shaped.originalError ?? undefined) : error;
  const known = asAppError(original);
  if (known) {
    const body = known.body;
    const extensions: Record<string, unknown> = { errno: body.errno };
    if (body.retryAfter !== undefined) extensions.retryAfter = body.retryAfter;
    if (body.retryAfterLocalized !== undefined) extensions.retryAfterLocalized = body.retryAfterLocalized;
    if (body.verificationMethod !== undefined) extensions.verificationMethod = body.verificationMethod;
    if (body.verificationReason !== undefined) extensions.verificationReason = body.verificationReason;
    if (body.email !== undefined) extensions.email = body.email;
    return new GraphQLError(body.message, { nodes, path, extensions });
  }
  // A variable the executor could not coerce to its type is reported with the executor's own
  // error as the cause: the client's request is wrong, as it is for a document that is invalid.
  const requestError = shaped && (original === undefined || (isGraphQLErrorShape(original) && original.originalError == null));
  if (shaped && requestError) {
    // Request, parse and validation errors: the client's request is wrong. A
    // body that is not JSON is errno 106 as in REST; the parser's own
    // message about it is not echoed back.
    const { originalError: parserError, ...extensions } = shaped.extensions ?? {};
    const notJson = (parserError as { name?: unknown } | undefined)?.name === 'SyntaxError';
    return new GraphQLError(notJson ? AUTH_ERRORS.INVALID_JSON.message : shaped.message, {
      nodes,
      path,
      extensions: {
        ...extensions,
        errno: notJson ? AUTH_ERRORS.INVALID_JSON.errno : AUTH_ERRORS.INVALID_PARAMETER.errno,
      },
    });
  }
  return new GraphQLError(AUTH_ERRORS.UNEXPECTED_ERROR.message, {
    nodes,
    path,
    extensions: { errno: AUTH_ERRORS.UNEXPECTED_ERROR.errno },
  });
}
