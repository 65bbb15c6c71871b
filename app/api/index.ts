// The one place that talks to the server. Screens and the app shell import
// from here, never from generated code or fetch.
export { AuthClientError, NETWORK_ERRNO, OAuthClientError, TIMEOUT_ERRNO, isInvalidTokenError, isMustVerifyError } from './errors';
export type { AuthClientErrorDetails, AuthClientErrorKind } from './errors';
export { DEFAULT_REQUEST_TIMEOUT_MS } from './transport';
export type { Transport } from './transport';
export { createGraphQLClient } from './graphqlClient';
export type { GraphQLClient, GraphQLClientOptions, GraphQLErrorEntry, GraphQLRequestOptions, SessionSignal } from './graphqlClient';
export { createRestClient, errorMappingMiddleware, usesOAuthErrors } from './restClient';
export type { RestClientOptions } from './restClient';
export { createAccountApi } from './account';
export type {
  Account,
  AccountApi,
  AccountApiOptions,
  ClientInfo,
  InitialMetricsState,
  InitialSettingsState,
  PasswordForgotCodeStatus,
  SignInInput,
  SignInResult,
  SignUpInput,
  SignUpResult,
} from './account';
export { createAuthApi, createAuthClient } from './auth';
export type {
  AccountStatusRequest,
  AccountStatusResponse,
  AuthApi,
  AuthPaths,
  CredentialsStatusResponse,
  MetricsContext,
  SendUnblockCodeRequest,
  SessionStatusResponse,
  SessionVerifyCodeRequest,
} from './auth';
export { createSigninApi } from './signin';
export type { AccountLoginRequest, LoginResponse, RecoveryPhoneStatusResponse, SigninApi } from './signin';
export { createApi } from './client';
export type { Api, ApiOptions } from './client';
export { METRICS_PATH, createContentApi, sendMetricsBatch } from './content';
export type { ContentApi, ContentPaths, MetricsFlow, MetricsFlowQuery, MetricsRequest, MetricsSender } from './content';
export { createProfileClient } from './profile';
export type { ProfileClientOptions, ProfilePaths } from './profile';
export { ERRNO, authErrorMessageId } from './catalogue';
export type { AuthErrorKey } from './catalogue';
