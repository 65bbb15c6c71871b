// The app's API, built once from the configuration: a client per contract
// (GraphQL, auth REST, content REST, profile REST), sharing the session token, the transport and the request timeout.
// Each operation is reached one way only.
import { createAuthApi, createAuthClient } from './auth/operations';
import type { AuthApi } from './auth/operations';
import { createContentApi } from './content';
import type { ContentApi, ContentPaths } from './content';
import { createGraphQLClient } from './graphql/client';
import type { GraphQLErrorEntry, SessionSignal } from './graphql/client';
import { createAccountApi } from './graphql/operations';
import type { AccountApi } from './graphql/operations';
import { createProfileApi } from './profile';
import type { ProfileApi, ProfilePaths } from './profile';
import { createRestClient } from './restClient';
import type { Transport } from './transport';

export interface ApiOptions {
  /** GraphQL server origin (config servers.gql.url). */
  gqlUrl: string;
  /** Auth server origin (config servers.auth.url). */
  authUrl: string;
  /** Origin of the content API (metrics flow, CMS, legal documents); default the page's own. */
  contentUrl?: string;
  /** Profile server origin (config servers.profile.url); default the page's own. */
  profileUrl?: string;
  /** The settings pages' own OAuth client (config oauth.clientId), for the avatar's access token. */
  settingsClientId?: string;
  getSessionToken: () => string | undefined;
  onSessionSignal?: (signal: SessionSignal) => void;
  onUnhandledError?: (error: GraphQLErrorEntry) => void;
  transport?: Transport;
  timeoutMs?: number;
}

export type Api = AccountApi & AuthApi & ContentApi & ProfileApi;

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
  // The profile API sends the access token it was given, never the session token.
  const profile = createRestClient<ProfilePaths>({ transport: options.transport, timeoutMs: options.timeoutMs, baseUrl: options.profileUrl ?? '' });
  return {
    ...createProfileApi({ auth, profile, clientId: options.settingsClientId ?? '' }),
    ...createAccountApi({ graphql, getSessionToken: options.getSessionToken, onSessionSignal: options.onSessionSignal }),
    ...createAuthApi(auth),
    ...createContentApi(content),
  };
}
