// The GraphQL client: POST {gql}/graphql with the session token as a bearer
// token, typed by the generated documents. A document goes by its registered
// id (`documentId`, set at build time by `npm run codegen`), never as text:
// the server answers in production only the documents registered with it,
// and the browser needs no GraphQL printer.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AUTH_ERRORS } from '../../../generated/errors';
import { AuthClientError, errorFromFields } from '../errors';
import { DEFAULT_REQUEST_TIMEOUT_MS, browserTransport, send } from '../transport';
import type { Transport } from '../transport';

/** What the client reports about the session while answering calls (SPEC §4.1). */
export type SessionSignal = 'signed-in' | 'signed-out' | 'invalid-token' | 'must-verify';

export interface GraphQLClientOptions {
  /** The GraphQL server's origin; requests go to `{url}/graphql`. */
  url: string;
  /** The current session token, read from storage at each call. */
  getSessionToken: () => string | undefined;
  transport?: Transport;
  timeoutMs?: number;
  /** Told when an answer says the session is invalid or unconfirmed. */
  onSessionSignal?: (signal: SessionSignal) => void;
  /** Told of GraphQL errors that carry no errno or an errno the catalogue does not list, for logging. */
  onUnhandledError?: (error: GraphQLErrorEntry) => void;
}

/** One entry of a GraphQL response's `errors` array. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

interface GraphQLResponseBody<TData> {
  data?: TData | null;
  errors?: GraphQLErrorEntry[];
}

export interface GraphQLRequestOptions {
  /** Do not report session signals: the operation's token is not the session's. */
  ignoreSessionSignals?: boolean;
  signal?: AbortSignal;
}

export interface GraphQLClient {
  request<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    options?: GraphQLRequestOptions,
  ): Promise<TData>;
}

const INVALID_TOKEN_MESSAGE = 'Invalid token';
const MUST_VERIFY_MESSAGE = 'Must verify';

function toError(entry: GraphQLErrorEntry, status: number): AuthClientError {
  const extensions = entry.extensions ?? {};
  if (typeof extensions.errno === 'number') {
    return errorFromFields({ ...extensions, message: entry.message }, status);
  }
  if (entry.message === INVALID_TOKEN_MESSAGE) {
    return new AuthClientError('server', AUTH_ERRORS.INVALID_TOKEN.errno, { status });
  }
  if (entry.message === MUST_VERIFY_MESSAGE) {
    return new AuthClientError('server', AUTH_ERRORS.UNVERIFIED_SESSION.errno, { status });
  }
  return new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status });
}

function signalFor(error: AuthClientError, entry: GraphQLErrorEntry): SessionSignal | undefined {
  if (entry.message === INVALID_TOKEN_MESSAGE || error.errno === AUTH_ERRORS.INVALID_TOKEN.errno) {
    return 'invalid-token';
  }
  if (entry.message === MUST_VERIFY_MESSAGE || error.errno === AUTH_ERRORS.UNVERIFIED_SESSION.errno) {
    return 'must-verify';
  }
  return undefined;
}

/** What codegen records of a document for the app: its id and its operation's name. */
interface Registration {
  readonly documentId: string;
  readonly operationName?: string;
}

function registrationOf(document: object): Registration {
  const meta = (document as { __meta__?: Partial<Registration> }).__meta__;
  if (typeof meta?.documentId !== 'string') throw new Error('The GraphQL document has no registered id: run `npm run codegen`.');
  return { documentId: meta.documentId, ...(typeof meta.operationName === 'string' ? { operationName: meta.operationName } : {}) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const transport = options.transport ?? browserTransport;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const endpoint = `${options.url.replace(/\/+$/, '')}/graphql`;

  async function request<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    requestOptions: GraphQLRequestOptions = {},
  ): Promise<TData> {
    const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
    const token = options.getSessionToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = JSON.stringify({ ...registrationOf(document), variables });
    const init: RequestInit = { method: 'POST', headers, body };
    if (requestOptions.signal) init.signal = requestOptions.signal;
    const response = await send(transport, new Request(endpoint, init), timeoutMs);

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status: response.status });
    }
    const result: GraphQLResponseBody<TData> = isObject(parsed) ? (parsed as GraphQLResponseBody<TData>) : {};
    const first = result.errors?.[0];
    if (first) {
      const error = toError(first, response.status);
      const signal = signalFor(error, first);
      if (signal && !requestOptions.ignoreSessionSignals) options.onSessionSignal?.(signal);
      if (!signal && (typeof first.extensions?.errno !== 'number' || error.unknownErrno)) {
        options.onUnhandledError?.(first);
      }
      throw error;
    }
    if (result.data === undefined || result.data === null) {
      throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status: response.status });
    }
    return result.data;
  }

  return { request };
}
