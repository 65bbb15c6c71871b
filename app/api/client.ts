// The app's API, built once from the configuration: one GraphQL client and
// one REST client per contract, sharing the session token, the transport
// and the request timeout.
import { createAccountApi } from './account';
import type { AccountApi } from './account';
import { createAuthApi, createAuthClient } from './auth';
import type { AuthApi } from './auth';
import { createContentApi } from './content';
import type { ContentApi, ContentPaths } from './content';
import { createRestClient } from './restClient';
import { createSigninApi } from './signin';
import type { SigninApi } from './signin';
import { createGraphQLClient } from './graphqlClient';
import type { GraphQLErrorEntry, SessionSignal } from './graphqlClient';
import type { Transport } from './transport';

export interface ApiOptions {
  /** GraphQL server origin (config servers.gql.url). */
  gqlUrl: string;
  /** Auth server origin (config servers.auth.url). */
  authUrl: string;
  /** Origin of the content API (metrics flow, CMS, legal documents); default the page's own. */
  contentUrl?: string;
  getSessionToken: () => string | undefined;
  onSessionSignal?: (signal: SessionSignal) => void;
  onUnhandledError?: (error: GraphQLErrorEntry) => void;
  transport?: Transport;
  timeoutMs?: number;
}

export type Api = AccountApi & AuthApi & SigninApi & ContentApi;

export function createApi(options: ApiOptions): Api {
  const shared = { getSessionToken: options.getSessionToken, transport: options.transport, timeoutMs: options.timeoutMs };
  const graphql = createGraphQLClient({
    ...shared,
    url: options.gqlUrl,
    onSessionSignal: options.onSessionSignal,
    onUnhandledError: options.onUnhandledError,
  });
  const auth = createAuthClient({ ...shared, baseUrl: options.authUrl });
  const content = createRestClient<ContentPaths>({ transport: options.transport, timeoutMs: options.timeoutMs, baseUrl: options.contentUrl ?? '' });
  return {
    ...createAccountApi({ graphql, getSessionToken: options.getSessionToken, onSessionSignal: options.onSessionSignal }),
    ...createAuthApi(auth),
    ...createSigninApi(auth),
    ...createContentApi(content),
  };
}
